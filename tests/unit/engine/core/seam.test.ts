import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, resolveRelative } from "../../imports";

/**
 * The seam between the engine and the studio's page: what both read of the manifest (the problem's
 * type, the schema walk, links and their targets, places in words) is in engine/core/, once. The
 * studio's page imports engine code from there only, and engine/core/ imports nothing but itself,
 * so nothing Node-only or large reaches the studio's bundle through it.
 */
const root = join(import.meta.dirname, "../../../..");
const core = join(root, "engine/core");
const name = (file: string) => relative(root, file);
const code = (file: string) => readFileSync(file, "utf8");

/** The modules a file imports for their values (type-only imports are erased, so they do not count). */
function valueImports(source: string): string[] {
  const statements = source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^;]*?\bfrom\s*)?["']([^"']+)["']/gms);
  return [...statements].filter((m) => !m[1]).map((m) => m[2]!);
}

/** Packages that run only in Node or only at build time, or would weigh on the studio's page. */
const HEAVY = /^(node:.*|fs|path|url|child_process|yaml|js-yaml|ajv|ajv-formats|sharp|saxes|vite|rolldown|esbuild|react-dom\/server)(\/|$)/;

describe("the one browser-safe core the engine and the studio share", () => {
  it("engine/core/ imports nothing but its own files, and es-hangul for the particles", () => {
    const outside: string[] = [];
    for (const file of filesUnder(core)) {
      for (const spec of [...code(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!)) {
        const target = spec.startsWith(".") ? resolveRelative(file, spec) : undefined;
        if (!target?.startsWith(`${core}/`) && !(name(file) === "engine/core/particles.ts" && spec === "es-hangul")) outside.push(`${name(file)} → ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("the studio's page reaches engine code only through engine/core/, and no Node-only or build-time package", () => {
    const reached = new Set<string>();
    const wrong: string[] = [];
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      if (file.startsWith(`${root}/engine/`) && !file.startsWith(`${core}/`)) wrong.push(name(file));
      for (const spec of valueImports(code(file))) {
        if (HEAVY.test(spec)) wrong.push(`${name(file)} → ${spec}`);
        const next = spec.startsWith(".") ? resolveRelative(file, spec) : undefined;
        if (next) visit(next);
      }
    };
    visit(join(root, "studio/client/main.tsx"));
    expect(reached.size).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it("the studio reads the manifest with the core: its forms, link fields, places and problems", () => {
    const uses = { "studio/core/schema.ts": "schema-walk.ts", "studio/client/links.ts": "links.ts", "studio/core/place-words.ts": "places.ts", "studio/client/session.ts": "problem.ts" };
    for (const [file, module] of Object.entries(uses)) expect(code(join(root, file)), file).toContain(`"../../engine/core/${module}"`);
  });

  it("no file under studio/ has a copy of its own: no Problem type, no reading of $refs, no link found by its key, no picture's slot", () => {
    const copies: string[] = [];
    for (const file of filesUnder(join(root, "studio"))) {
      const source = code(file);
      if (/\b(interface|type)\s+Problem\b/.test(source)) copies.push(`${name(file)}: a Problem type (engine/core/problem.ts has it)`);
      if (/["'`]#\/definitions\//.test(source)) copies.push(`${name(file)}: reads a $ref itself (engine/core/schema-walk.ts does)`);
      if (/["']href["'].*["']to["']|["']to["'].*["']href["']/.test(source)) copies.push(`${name(file)}: finds links by their key (engine/core/links.ts finds them by the schema)`);
      if (/\.imageSlot\b|\[["']imageSlot["']\]/.test(source)) copies.push(`${name(file)}: reads a picture's slot itself (engine/core/pictures.ts does)`);
    }
    expect(copies).toEqual([]);
  });
});
