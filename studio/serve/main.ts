/**
 * `npm run studio`: the studio for a team (studio/serve/server.ts), or `npm run studio -- user …`
 * to manage its accounts. Flags: studio/serve/options.ts, and DESIGN.md's command-line contract.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { loopbackOnly } from "./gate.ts";
import { isLoopback, OptionsError, parseServeArgs } from "./options.ts";
import { startStudioServer } from "./server.ts";

const appRoot = join(import.meta.dirname, "../..");

async function main(args: string[]): Promise<number> {
  let options;
  try {
    options = parseServeArgs(args);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(error.message);
    return 2;
  }
  // Sign-in (studio/auth/) is not wired in yet: until it is, the studio opens on this computer only.
  if (!isLoopback(options.host) || options.publicUrl) {
    console.error("로그인 기능이 아직 없어, 스튜디오는 이 컴퓨터(127.0.0.1)에서만 열 수 있습니다. --host와 --public-url 없이 실행해 주세요.");
    return 2;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // React's production build for the preview's server render (a Vite build sets this too; a cached one does not run).
  process.env.NODE_ENV ??= "production";
  const server = await startStudioServer({ appRoot, repo: options.repo, port: options.port, host: options.host, publicUrl: options.publicUrl, gate: loopbackOnly(),
    publish: { remote: options.remote, branch: options.branch, deployTo: options.deployTo, dataDir: options.dataDir },
  });
  console.log(`스튜디오: ${server.url}/__studio  (${options.repo}의 site.yaml)`);
  await server.ready;
  console.log("미리보기 준비됨");
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return -1;
}

const code = await main(process.argv.slice(2));
if (code >= 0) process.exit(code);
