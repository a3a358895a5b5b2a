import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { registry } from "../../../../src/blocks/registry";

const root = fileURLToPath(new URL("../../../..", import.meta.url));

/**
 * Each block type of the registry with the module of its component, from the project root without
 * its extension: an on-demand entry names it; a component in the app's chunk is found among
 * src/blocks/'s modules by what they export.
 */
async function blockModules(): Promise<{ type: string; module: string }[]> {
  const dir = join(root, "src/blocks");
  const modules = await Promise.all(
    readdirSync(dir)
      .filter((file) => file.endsWith(".tsx"))
      .map(async (file) => ({ module: `src/blocks/${file}`, exports: Object.values((await import(join(dir, file))) as Record<string, unknown>) })),
  );
  return Object.entries(registry).map(([type, { draw }]) => {
    const module = draw.module ?? modules.find(({ exports }) => exports.includes(draw))?.module;
    if (!module) throw new Error(`no module under src/blocks/ exports the component of '${type}'`);
    return { type, module: module.replace(/\.tsx?$/, "") };
  });
}

/** The text of every test file under tests/unit/. */
function unitTests(dir = join(root, "tests/unit")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? unitTests(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [readFileSync(join(dir, e.name), "utf8")] : [],
  );
}

it("every block type has a unit test: one imports its component, or draws it through the registry", async () => {
  const tests = unitTests();
  const blocks = await blockModules();
  expect(blocks.length).toBe(Object.keys(registry).length);
  expect(blocks.length).toBeGreaterThanOrEqual(17);
  const untested = blocks.filter(({ type, module }) => !tests.some((text) => text.includes(`/${module}"`) || text.includes(`registry.${type}`)));
  expect(untested).toEqual([]);
}, 60_000);
