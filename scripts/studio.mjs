// `npm run studio`: the studio server. It runs its build (build/, made by `npm run studio:build`)
// with plain Node while the code is the code the build was made from; on a checkout with no build,
// or with code changed since (a developer's), it runs the code itself through tsx, which makes the
// bundles as it starts. `npm run studio -- --version` says which version would run.
// Plain JavaScript (types: studio.d.mts): it is what starts before any TypeScript can run.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { filesHash } from "./files-hash.mjs";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** What a build is made from: a change to any file under these, and the build is not this code's. */
const SOURCES = ["studio", "engine", "src", "schema", "scripts", "index.html", "package.json", "package-lock.json"];

/** A hash of every file the studio's build is made from, in the project folder `dir`. */
export const sourcesHash = (dir) => filesHash(dir, SOURCES);

/** build/version.json, when the build there was made from the code as it is now. */
function currentBuild() {
  try {
    const record = JSON.parse(readFileSync(join(root, "build/version.json"), "utf8"));
    return record.sources === sourcesHash(root) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** The version of the code run without a build: package.json's and the checkout's commit. */
function sourceVersion() {
  const { name, version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  let commit = "";
  try {
    commit = `+${execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()}`;
  } catch {
    // not a git checkout
  }
  return `${name} ${version}${commit}`;
}

async function main(args) {
  const build = currentBuild();
  if (args[0] === "--version") {
    console.log(build ? `${build.name} ${build.version} (${build.built} 빌드)` : `${sourceVersion()} (빌드 없이 코드에서 실행)`);
    return;
  }
  if (build) return import(pathToFileURL(join(root, "build/server/main.js")).href);
  let tsx;
  try {
    tsx = await import("tsx/esm/api");
  } catch {
    console.error("build/에 지금 코드로 만든 빌드가 없습니다. npm ci && npm run studio:build로 만든 뒤 다시 실행해 주세요 (docs/deploying.md).");
    process.exit(1);
  }
  tsx.register();
  return import(pathToFileURL(join(root, "studio/server/main.ts")).href);
}

if (isMainModule(import.meta.url)) await main(process.argv.slice(2));
