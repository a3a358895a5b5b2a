/**
 * Build-time only: where the manifest's paths lead. An asset path must name a real file inside
 * public/ (the build publishes what it names), and a page or redirect must not take the place of a
 * folder the build writes itself (engine/core/page-addresses.ts, which the studio reads too).
 */
import { lstatSync, readdirSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { reservedOf } from "../core/page-addresses.ts";

/** Every first path segment a page or redirect may not use, as "/name", sorted (files need no entry: a page path has no dot). */
export function reservedPaths(publicDir: string): string[] {
  let entries: string[] = [];
  try {
    entries = readdirSync(publicDir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
  } catch {
    // No public/ folder: only the build's own folders are taken.
  }
  return reservedOf(entries);
}

export type AssetProblem =
  | { kind: "otherSite" }
  | { kind: "folder" }
  | { kind: "badEscape"; escape: string }
  | { kind: "outside" }
  | { kind: "symlink"; file: string }
  | { kind: "missing" };

/**
 * What is wrong with `value`, a path such as "/media/poster.jpg" (query and hash ignored), as a
 * file under `publicDir`; undefined when it names a regular file reached without any symlink.
 */
export function assetProblem(value: string, publicDir: string): AssetProblem | undefined {
  const path = value.split(/[?#]/)[0]!;
  // "//cdn.example/x.png" (and "/\…", which browsers read the same) is another site's address;
  // "/logo.svg/" a folder's, which no server answers with the file, though the disk finds it.
  if (/^\/[/\\]/.test(path)) return { kind: "otherSite" };
  if (path.endsWith("/")) return { kind: "folder" };
  const malformed = /%(?![0-9a-fA-F]{2})/.exec(path);
  if (malformed) return { kind: "badEscape", escape: path.slice(malformed.index, malformed.index + 3) };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Well-formed hex that is not UTF-8 (%C3%28): name the first escape.
    return { kind: "badEscape", escape: /%[0-9a-fA-F]{2}/.exec(path)![0] };
  }
  // Browsers and servers decode %2e%2e to "..": resolve the way they would, then stay inside.
  const rel = relative(publicDir, resolve(publicDir, `.${decoded}`));
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return rel === "" ? { kind: "missing" } : { kind: "outside" };
  // Each step is looked at itself (lstat): a linked folder or file may point anywhere on the machine.
  const segments = rel.split(/[\\/]/);
  for (let i = 1; i <= segments.length; i++) {
    const step = segments.slice(0, i).join("/");
    let stat;
    try {
      stat = lstatSync(join(publicDir, step));
    } catch {
      return { kind: "missing" };
    }
    if (stat.isSymbolicLink()) return { kind: "symlink", file: step };
    if (i === segments.length && !stat.isFile()) return { kind: "missing" };
  }
  return undefined;
}

/**
 * What is under `publicDir`, relative to it ("media/leak.png"): every symlink (linked folders are
 * not entered) and every regular file, each list sorted.
 */
export function publicEntries(publicDir: string): { symlinks: string[]; files: string[] } {
  const symlinks: string[] = [];
  const files: string[] = [];
  const pending = [""];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries;
    try {
      entries = readdirSync(join(publicDir, dir), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) symlinks.push(rel);
      else if (entry.isDirectory()) pending.push(rel);
      else if (entry.isFile()) files.push(rel);
    }
  }
  return { symlinks: symlinks.sort(), files: files.sort() };
}
