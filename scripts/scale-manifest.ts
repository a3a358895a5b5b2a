/**
 * Build-time only: writes a synthetic manifest of `count` pages made from the real site.yaml, for
 * the scale figures of `npm run bench`. The real pages come first, unchanged; the rest are copies
 * of them (blocks and all) under new paths, so every block type appears at scale and every link
 * still points at a real page. Header, footer and the home page stay exactly as they are, so the
 * home page's own bytes are comparable across sizes.
 *
 *   npx tsx scripts/scale-manifest.ts 1000 bench/scale/site-1000.yaml
 */
import { fileURLToPath } from "node:url";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { isMap, isSeq, parseDocument, type YAMLMap } from "yaml";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The manifest text with `count` pages (at least the real ones), read from `source` (relative to the project root). */
export function scaleManifest(count: number, source = "site.yaml"): string {
  const doc = parseDocument(readFileSync(join(root, source), "utf8"));
  const pages = doc.get("pages");
  if (!isSeq(pages)) throw new Error(`${source}: pages is not a list`);
  const originals = pages.items.filter(isMap) as YAMLMap[];
  for (let i = originals.length; i < count; i++) {
    const original = originals[i % originals.length]!;
    const copy = original.clone() as YAMLMap;
    const path = String(original.get("path"));
    // /copy-7 for the home page, /copy-7/dx for /dx: unique, and valid under the schema's path pattern.
    copy.set("path", `/copy-${i}${path === "/" ? "" : path}`);
    // Titles and descriptions unique too, so the checker's duplicate warnings stay quiet.
    copy.set("title", `${String(original.get("title"))} ${i}`);
    copy.set("description", `${String(original.get("description"))} (${i})`);
    pages.items.push(copy);
  }
  return doc.toString({ lineWidth: 0 });
}

/** Writes the manifest of `count` pages to `file` (relative to the project root); returns its path from the root. */
export function writeScaleManifest(count: number, file: string): string {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), scaleManifest(count));
  return file;
}

if (isMainModule(import.meta.url)) {
  const [pages = "100", output] = parseArgs({ allowPositionals: true }).positionals;
  const count = Number(pages);
  const file = output ?? `bench/scale/site-${count}.yaml`;
  writeScaleManifest(count, file);
  console.log(`${file}: 페이지 ${count}개`);
}
