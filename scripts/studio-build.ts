/**
 * `npm run studio:build`: what the studio server runs in production, into build/ (docs/deploying.md):
 *   build/server/       the server, studio/server/main.ts and what it imports, bundled by rolldown into
 *                       JavaScript that plain Node runs; npm packages stay imports, all of them in
 *                       package.json's dependencies (tests/unit/dependencies.test.ts)
 *   build/studio/       the studio's browser bundle (studio/client/)
 *   build/preview/      the preview's client and server-render bundles
 *   build/version.json  its version (package.json's and the commit's) and a hash of the code it was made from
 * `npm run studio` runs it while the code is as it was (scripts/studio.mjs). Made beside build/ and
 * renamed into its place at the end: a failed build leaves the one before as it was.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type InputOptions } from "rolldown";
import { compileBoot } from "../engine/page/boot-compile.ts";
import { writeBundle } from "../studio/server/bundle.ts";
import { buildStudio, cachedPreviewDir } from "../studio/dev/bundles.ts";
import { isMainModule } from "./main-module.mjs";
import { sourcesHash } from "./studio.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * rolldown's options for the server: the Vite-only branch of studio/server/main.ts left out
 * (STUDIO_BUILT), and the boot script compiled now, in the place of the module that compiles it
 * with Vite's tools. Every bare specifier stays an import, read from node_modules as it runs.
 */
export function serverBundleOptions(root: string): InputOptions {
  const compiler = join(root, "engine/page/boot-compile.ts");
  return {
    cwd: root,
    input: { main: join(root, "studio/server/main.ts") },
    platform: "node",
    // JSX as tsconfig.json says (Emotion's runtime), which rolldown reads.
    transform: { define: { "process.env.STUDIO_BUILT": JSON.stringify("1") } },
    external: (id) => !/^[./]/.test(id) && !id.startsWith("\0"),
    plugins: [{ name: "boot-compiled", load: (id) => (id === compiler ? `export const compileBoot = () => ${JSON.stringify(compileBoot())};` : undefined) }],
  };
}

/** The commit of the checkout, and whether its files differ from it; undefined outside git. */
function commitOf(): { commit: string; modified: boolean } | undefined {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const status = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" });
    return { commit, modified: status.trim() !== "" };
  } catch {
    return undefined;
  }
}

async function main() {
  const started = performance.now();
  const out = join(root, "build");
  const staged = `${out}.staged-${process.pid}`;
  rmSync(staged, { recursive: true, force: true });
  try {
    const server = await build({ ...serverBundleOptions(root), output: { dir: join(staged, "server"), format: "esm", entryFileNames: "[name].js" }, logLevel: "warn" });
    // The studio's bundle and the preview's (the latter made once for each version of the code, kept in node_modules/.cache).
    const [studio, preview] = await Promise.all([buildStudio(root), cachedPreviewDir(root)]);
    writeBundle(studio, join(staged, "studio"));
    cpSync(preview, join(staged, "preview"), { recursive: true });
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; version: string };
    const git = commitOf();
    const version = `${pkg.version}${git ? `+${git.commit.slice(0, 12)}${git.modified ? ".modified" : ""}` : ""}`;
    writeFileSync(join(staged, "version.json"), `${JSON.stringify({ name: pkg.name, version, commit: git?.commit, built: new Date().toISOString(), sources: sourcesHash(root) }, null, 2)}\n`);
    if (existsSync(out)) renameSync(out, `${staged}.old`);
    renameSync(staged, out);
    rmSync(`${staged}.old`, { recursive: true, force: true });
    const bytes = server.output.reduce((sum, item) => sum + (item.type === "chunk" ? Buffer.byteLength(item.code) : 0), 0);
    console.log(`build/: 스튜디오 서버 ${pkg.name} ${version} (서버 코드 ${Math.round(bytes / 1024)} KB, ${((performance.now() - started) / 1000).toFixed(1)}초)`);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) await main();
