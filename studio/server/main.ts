/**
 * `npm run studio`: the studio for a team (studio/server/server.ts), or `npm run studio -- user …`
 * to manage its accounts. Flags: studio/server/options.ts, and the command line's contract in
 * docs/architecture.md ("Contracts").
 */
import { join, resolve } from "node:path";
import { Accounts } from "../auth/accounts.ts";
import { runUserCommand } from "../auth/cli.ts";
import { createAuth } from "../auth/index.ts";
import { MESSAGES } from "../auth/messages.ts";
import { defaultDataDir, OptionsError, parseServeArgs } from "./options.ts";
import { AuditTrail } from "./audit.ts";
import { deployFile } from "./host-config.ts";

// The project folder: two folders up from this file, and from the build's (build/server/main.js) too.
const appRoot = join(import.meta.dirname, "../..");

/**
 * The studio's and the preview's bundles: read from build/ when this is the server `npm run
 * studio:build` made (it sets STUDIO_BUILT, and the other branch, with Vite, is not in it), made by
 * Vite as it starts when run from the code.
 */
async function bundles() {
  if (process.env.STUDIO_BUILT === "1") {
    const [{ readBundle }, { loadPreview }] = await Promise.all([import("./bundle.ts"), import("./preview-pages.ts")]);
    const build = join(appRoot, "build");
    return { studio: Promise.resolve(readBundle(join(build, "studio"))), preview: loadPreview(join(build, "preview")) };
  } else {
    const { cachedStudio, cachedPreview } = await import("../dev/bundles.ts");
    return { studio: cachedStudio(appRoot), preview: cachedPreview(appRoot) };
  }
}

/** `user …`: the accounts, in the data folder of `--data` (or the default one). */
function user(args: string[]): Promise<number> {
  let dataDir = defaultDataDir();
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const match = /^--data(?:=(.*))?$/.exec(args[i]!);
    if (match) dataDir = resolve(match[1] ?? args[++i] ?? "");
    else rest.push(args[i]!);
  }
  return runUserCommand(rest, { dataDir, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
}

async function main(args: string[]): Promise<number> {
  if (args[0] === "user") return user(args.slice(1));
  // The service's files for these flags: the nginx server block, the systemd unit (docs/deploying.md).
  if (args[0] === "nginx" || args[0] === "systemd") {
    try {
      process.stdout.write(deployFile(args[0], args.slice(1), appRoot));
      return 0;
    } catch (error) {
      if (!(error instanceof OptionsError)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  let options;
  try {
    options = parseServeArgs(args);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(error.message);
    return 2;
  }
  // One audit trail for the edits, the publishing and the sign-ins (studio/server/audit.ts).
  const audit = new AuditTrail(options.dataDir);
  const auth = await createAuth({ dataDir: options.dataDir, publicUrl: options.publicUrl, onSession: (event) => audit.event(event) });
  if (new Accounts(options.dataDir).list().length === 0 && !auth.sso) console.log(MESSAGES.noAccounts);
  // React's production build for the preview's server render (a Vite build sets this too; a cached one does not run).
  process.env.NODE_ENV ??= "production";
  // Loaded only to serve: the server brings Vite, React and the preview's renderer, which `user` and the files' commands do not need.
  const { startStudioServer } = await import("./server.ts");
  const server = await startStudioServer({ bundles: await bundles(), repo: options.repo, port: options.port, host: options.host, publicUrl: options.publicUrl, trustProxy: options.trustProxy, auth, dataDir: options.dataDir, audit,
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
