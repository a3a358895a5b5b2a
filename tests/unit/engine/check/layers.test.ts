import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, resolveRelative, specifiers } from "../../imports";

/**
 * The check's layers. Its bottom, types.ts (the types every stage and rule shares), imports nothing
 * from the check; and no import of the check, type-only ones included,
 * runs in a circle (locate ↔ parse ↔ problem ↔ schema-walk did, through their types).
 */
const root = join(import.meta.dirname, "../../../..");
const check = join(root, "engine/check");
const name = (file: string) => relative(root, file);

/** The project's files `file` imports, by relative path. */
const importsOf = (file: string) =>
  specifiers(readFileSync(file, "utf8")).flatMap((spec) => {
    const target = spec.startsWith(".") ? resolveRelative(file, spec) : undefined;
    return target ? [target] : [];
  });

describe("the check's layers", () => {
  it.each(["types.ts"])("engine/check/%s imports nothing from the check", (file) => {
    const inside = importsOf(join(check, file)).filter((target) => target.startsWith(`${check}/`));
    expect(inside.map(name)).toEqual([]);
  });

  it("has no import cycle: every module the check reaches, the rules' own helpers and engine/images included", () => {
    // Depth-first from every file of the check; a file met again while it is still open closes a circle.
    const done = new Set<string>();
    const open: string[] = [];
    const cycles: string[] = [];
    const visit = (file: string) => {
      if (done.has(file)) return;
      const at = open.indexOf(file);
      if (at >= 0) return void cycles.push([...open.slice(at), file].map(name).join(" → "));
      open.push(file);
      for (const next of importsOf(file)) if (next.startsWith(`${root}/engine/`)) visit(next);
      open.pop();
      done.add(file);
    };
    for (const file of filesUnder(check)) visit(file);
    expect(cycles).toEqual([]);
  });
});
