/**
 * The studio's rooms (docs/architecture.md, "The studio's rooms"): studio/core/ is what both sides
 * share, with no I/O and no React; the browser app (studio/client/) and the server side
 * (studio/server/, studio/dev/, studio/auth/, studio/publish/) never import each other; and no
 * import in studio/ closes a cycle. Imports are read with TypeScript's own scanner (static, dynamic,
 * type-only and re-exports alike), never a regular expression over the code.
 */
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";
import { filesUnder, resolveRelative } from "../imports";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const studio = join(root, "studio");

type Side = "core" | "client" | "server";
const SIDES: Record<string, Side> = { core: "core", client: "client", server: "server", dev: "server", auth: "server", publish: "server" };

/** Each studio file's imports: files by their path from the root, packages and built-ins by name. */
function importGraph(): Map<string, { files: string[]; packages: string[] }> {
  const graph = new Map<string, { files: string[]; packages: string[] }>();
  for (const file of filesUnder(studio)) {
    const specs = ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((f) => f.fileName);
    const files = specs.filter((s) => s.startsWith(".")).flatMap((s) => {
      const target = resolveRelative(file, s);
      return target ? [relative(root, target)] : [];
    });
    graph.set(relative(root, file), { files, packages: specs.filter((s) => !s.startsWith(".")) });
  }
  return graph;
}

/** The side of a file under studio/ (undefined for a file outside it or a script at its top). */
const sideOf = (file: string): Side | undefined => (file.startsWith(`studio${sep}`) ? SIDES[file.split(sep)[1]!] : undefined);

/** Which imports of `graph` cross a line: core to a side, the app to the server, the server to the app. */
function crossings(graph: ReturnType<typeof importGraph>): string[] {
  const out: string[] = [];
  for (const [file, { files, packages }] of graph) {
    const from = sideOf(file);
    for (const target of files) {
      const to = sideOf(target);
      if (from === "core" ? to !== undefined && to !== "core" : from && to && to !== "core" && to !== from) out.push(`${file} → ${target}`);
    }
    if (from === "core") for (const name of packages) if (/^(?:node:|react(?:-dom)?(?:\/|$))/.test(name)) out.push(`${file} → ${name}`);
    if (from === "client") for (const name of packages) if (name.startsWith("node:")) out.push(`${file} → ${name}`);
  }
  return out;
}

/** Every import cycle among the files of `graph`, each as the files around it (a depth-first search). */
function cycles(graph: ReturnType<typeof importGraph>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file)?.files ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const graph = importGraph();

it("reads the studio's imports, type-only ones too", () => {
  expect(graph.size).toBeGreaterThan(60);
  expect(graph.get(join("studio", "client", "team.tsx"))!.files).toContain(join("studio", "core", "wire.ts"));
});

it("no import crosses a line: the core imports no side, no node: and no React; the browser app and the server never import each other", () => {
  expect(crossings(graph)).toEqual([]);
});

it("no import in studio/ forms a cycle", () => {
  expect(cycles(graph)).toEqual([]);
});

it("the rules catch what they are for (on a graph made up for it)", () => {
  const made = new Map([
    [join("studio", "core", "a.ts"), { files: [join("studio", "server", "b.ts")], packages: ["react"] }],
    [join("studio", "client", "c.tsx"), { files: [join("studio", "auth", "d.ts"), join("studio", "core", "a.ts")], packages: [] }],
    [join("studio", "publish", "e.ts"), { files: [join("studio", "client", "c.tsx")], packages: [] }],
    [join("studio", "server", "b.ts"), { files: [join("studio", "publish", "e.ts")], packages: ["node:fs"] }],
  ]);
  expect(crossings(made)).toEqual([
    `${join("studio", "core", "a.ts")} → ${join("studio", "server", "b.ts")}`,
    `${join("studio", "core", "a.ts")} → react`,
    `${join("studio", "client", "c.tsx")} → ${join("studio", "auth", "d.ts")}`,
    `${join("studio", "publish", "e.ts")} → ${join("studio", "client", "c.tsx")}`,
  ]);
  expect(cycles(made)).toEqual([[join("studio", "core", "a.ts"), join("studio", "server", "b.ts"), join("studio", "publish", "e.ts"), join("studio", "client", "c.tsx")]]);
});
