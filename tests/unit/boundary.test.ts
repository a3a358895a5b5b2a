import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { filesUnder, resolveRelative, specifiers } from "./imports";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Build-time code and packages the browser must never receive. */
const BUILD_FOLDERS = ["engine", "scripts", "studio", "tests"];
const BUILD_PACKAGES = /^(yaml|ajv|ajv-formats|sharp|vite|rolldown|esbuild|@emotion\/server|react-dom\/server|node:.*|fs|path|url|child_process)(\/|$)/;
/**
 * What the browser starts from: the bundle's entry, and the boot script that engine/page/boot.ts
 * compiles into every page's inline <script>.
 */
const BROWSER_ENTRIES = ["src/entry-client.tsx", "src/boot.ts"];
/** Declarations only: the types of the virtual modules, which nothing imports. */
const DECLARATIONS = /\.d\.ts$/;

it("src/ holds only browser code: nothing under it imports build-time folders or packages", () => {
  const wrong: string[] = [];
  for (const file of filesUnder(join(root, "src"))) {
    for (const spec of specifiers(readFileSync(file, "utf8"))) {
      const target = spec.startsWith(".") ? relative(root, join(file, "..", spec)) : undefined;
      const buildFolder = target !== undefined && BUILD_FOLDERS.some((f) => target === f || target.startsWith(`${f}/`) || target.startsWith("..") );
      if (buildFolder || (target === undefined && BUILD_PACKAGES.test(spec))) wrong.push(`${relative(root, file)} → ${spec}`);
    }
  }
  expect(wrong).toEqual([]);
});

it("src/ holds nothing the browser does not run: every file there is reached from a browser entry", () => {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const spec of specifiers(readFileSync(file, "utf8"))) {
      const next = spec.startsWith(".") ? resolveRelative(file, spec) : undefined;
      if (next) visit(next);
    }
  };
  for (const entry of BROWSER_ENTRIES) visit(join(root, entry));
  const unreached = filesUnder(join(root, "src")).filter((file) => !reached.has(file) && !DECLARATIONS.test(file));
  expect(unreached.map((file) => relative(root, file))).toEqual([]);
});

it("the hosting policy holds values only: it imports no code of the site, so importing it runs nothing of the house", () => {
  expect(specifiers(readFileSync(join(root, "engine/hosting/policy.ts"), "utf8")).filter((spec) => spec.startsWith("."))).toEqual([]);
});

it("the boot script is a module of its own: it imports nothing, since it is inlined alone into every page", () => {
  expect(specifiers(readFileSync(join(root, "src/boot.ts"), "utf8"))).toEqual([]);
});

it("build-time code finds its files through decoded paths: no URL's raw pathname, no hand-made main-module test", () => {
  // A file URL's pathname is percent-encoded ("/%EC%9A%B0%EB%A6%AC%20…" for "/우리 …"): as a path
  // it names a folder that is not there, and compared with process.argv[1] it is never equal.
  const wrong: string[] = [];
  for (const folder of ["engine", "scripts", "studio", "tests"]) {
    for (const file of filesUnder(join(root, folder), /\.(tsx?|mjs)$/)) {
      const source = readFileSync(file, "utf8");
      if (/import\.meta\.url\)\.pathname|===\s*process\.argv\[1\]|process\.argv\[1\]\s*===|===\s*`file:\/\/\$\{process\.argv/.test(source)) wrong.push(relative(root, file));
    }
  }
  expect(wrong).toEqual([]);
});
