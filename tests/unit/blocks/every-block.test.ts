import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Each block type of the registry with the module of its component (a static import or an on-demand one). */
function blockModules(): { type: string; module: string }[] {
  const registry = readFileSync(join(root, "src/blocks/registry.ts"), "utf8");
  const imports = new Map([...registry.matchAll(/^import \{ (\w+) \} from "(\.[^"]+)";$/gm)].map((m) => [m[1]!, m[2]!]));
  return [...registry.matchAll(/^ {2}(\w+): (?:(\w+),|onDemand\(\(\) => import\("(\.[^"]+)"\))/gm)].map((m) => ({
    type: m[1]!,
    module: relative(root, join(root, "src/blocks", m[3] ?? imports.get(m[2]!)!)),
  }));
}

/** The text of every test file under tests/unit/. */
function unitTests(dir = join(root, "tests/unit")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? unitTests(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [readFileSync(join(dir, e.name), "utf8")] : [],
  );
}

it("every block type has a unit test: one imports its component, or draws it through the registry", () => {
  const tests = unitTests();
  const blocks = blockModules();
  expect(blocks.length).toBeGreaterThanOrEqual(17);
  const untested = blocks.filter(({ type, module }) => !tests.some((text) => text.includes(`/${module}"`) || text.includes(`registry.${type}`)));
  expect(untested).toEqual([]);
});
