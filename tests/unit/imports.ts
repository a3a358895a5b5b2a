/** Reading a module's imports from its text, for the tests that hold the house's layers (boundary, check layers). */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

export function filesUnder(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), pattern) : pattern.test(e.name) ? [join(dir, e.name)] : []));
}

/** Every module specifier a file imports or re-exports (static and dynamic, type-only too). */
export function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** The file a relative specifier names, as Vite resolves it (extension optional). */
export function resolveRelative(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => existsSync(file) && /\.tsx?$/.test(file));
}
