/** Writes deploy/nginx.conf from deploy/policy.ts and site.yaml; `--check` exits 1 when the file is stale. */
import { readFile, writeFile } from "node:fs/promises";
import { readSite } from "../src/manifest/read";
import { nginxConf } from "./hosting";

const root = new URL("..", import.meta.url).pathname;
const confFile = new URL("../deploy/nginx.conf", import.meta.url);

/** The nginx.conf text that the policy and site.yaml produce now. */
export function generateNginxConf(): string {
  const { site, report } = readSite(root);
  if (!site) throw new Error(`site.yaml has errors; fix them first (npm run check).\n\n${report}`);
  return nginxConf(site);
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!);
if (isMain) {
  const next = generateNginxConf();
  if (process.argv.includes("--check")) {
    const current = await readFile(confFile, "utf8").catch(() => "");
    if (current !== next) {
      console.error("deploy/nginx.conf is stale: run `npm run gen`.");
      process.exit(1);
    }
  } else {
    await writeFile(confFile, next);
    console.log("wrote deploy/nginx.conf");
  }
}
