/** Writes deploy/nginx.conf from deploy/policy.ts and site.yaml; `--check` exits 1 when the file is stale. */
import { readSite } from "../src/manifest/read";
import { isMainModule, writeOrCheck } from "./generated-file";
import { nginxConf } from "./hosting";

const root = new URL("..", import.meta.url).pathname;
const confFile = new URL("../deploy/nginx.conf", import.meta.url);

/** The nginx.conf text that the policy and site.yaml produce now. */
export function generateNginxConf(): string {
  const { site, report } = readSite(root);
  if (!site) throw new Error(`site.yaml has errors; fix them first (npm run check).\n\n${report}`);
  return nginxConf(site);
}

if (isMainModule(import.meta.url)) await writeOrCheck(confFile, generateNginxConf(), "npm run gen");
