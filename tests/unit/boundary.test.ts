import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
/** Build-time code and packages the browser must never receive. */
const BUILD_FOLDERS = ["engine", "scripts", "studio", "tests"];
const BUILD_PACKAGES = /^(yaml|ajv|ajv-formats|sharp|vite|node:.*|fs|path|url|child_process)(\/|$)/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

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
