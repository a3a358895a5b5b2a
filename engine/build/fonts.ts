/**
 * The site's web font, cut down to the characters the site shows. `npm run fonts`
 * (scripts/make-fonts.ts) writes public/fonts/site-sans-400.woff2 and site-sans-700.woff2
 * (committed, generated).
 *
 * Source: Pretendard (npm `pretendard`, SIL OFL 1.1), TrueType build, which gives smaller WOFF2
 * than the CFF one. A subset is a Modified Version under the OFL and "Pretendard" is a Reserved
 * Font Name, so the subset is served under its own family name, "Site Sans".
 *
 * Characters: printable ASCII, common Korean punctuation and symbols, every character of every
 * text in site.yaml, and the interface strings written in src/ (skip link, default labels).
 * `npm run build` cuts its own copy into dist/fonts/ from the manifest it builds, so the
 * published font always covers the content; the copy in public/fonts/ serves the live preview,
 * where a character added since the last `npm run fonts` shows in the fallback font.
 */
import { fileURLToPath } from "node:url";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";
import { readSite } from "../check/read";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const FONT_DIR = join(root, "public/fonts");
const SOURCE_DIR = join(root, "node_modules/pretendard/dist/public/static/alternative");

/** CSS weight → the Pretendard file it is cut from. 800 text uses the 700 file (see layout/fonts.ts). */
export const WEIGHTS = { 400: "Regular", 700: "Bold" } as const;
export type FontWeight = keyof typeof WEIGHTS;

/** The public file name of one weight. */
export function fontFileName(weight: FontWeight): string {
  return `site-sans-${weight}.woff2`;
}

/** The Pretendard file one weight is cut from. */
export function sourceFile(weight: FontWeight): string {
  return join(SOURCE_DIR, `Pretendard-${WEIGHTS[weight]}.ttf`);
}

/** Always included, used or not, so small copy edits rarely need a new font. */
export const EXTRA_CHARACTERS =
  "\u00a0·‧ㆍ…‥“”‘’「」『』《》〈〉【】〔〕、。–—―~∼※×÷±°℃%‰₩→←↑↓↔⇒•●○◆◇■□▲△▶▷★☆✓©®™¹²³½";

/**
 * Layout features kept in the subset; the rest (stylistic sets, tabular figures, fractions…) are
 * not used by the site and cost about a sixth of the file.
 */
export const FONT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk"];

/** Every text value in a parsed manifest, depth first. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" || typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) texts(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) texts(item, out);
  return out;
}

/** Non-ASCII characters written in the browser code under `src` (its build-time manifest/ folder excluded). */
async function interfaceText(src: string, dir = src): Promise<string> {
  let text = "";
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== join(src, "manifest")) text += await interfaceText(src, path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      text += (await readFile(path, "utf8")).replace(/[\x00-\x7f]/g, "");
    }
  }
  return text;
}

/** The site's text as read from the manifest (it must load without errors). */
export function manifestText(projectRoot = root, manifestFile = "site.yaml"): string {
  const { site, report } = readSite(projectRoot, manifestFile);
  if (!site) throw new Error(`site.yaml has problems; fix them first:\n${report}`);
  return texts(site).join("\n");
}

/** The sorted, distinct, printable characters a font for this site must hold. */
export async function siteCharacters(projectRoot = root, manifestFile = "site.yaml"): Promise<string> {
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("");
  const all = ascii + EXTRA_CHARACTERS + manifestText(projectRoot, manifestFile) + (await interfaceText(join(projectRoot, "src")));
  const printable = [...new Set(all)].filter((c) => c.codePointAt(0)! >= 0x20 && !/[\u007f-\u009f\u200b-\u200f\ufeff]/.test(c));
  return printable.sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/**
 * Writes both weights into `outDir` for the text of `manifestFile` (in `projectRoot`); returns each file's size in
 * bytes. The build calls it for every build, so the published font always covers the content.
 */
export async function makeFonts(outDir = FONT_DIR, manifestFile = "site.yaml", projectRoot = root): Promise<Record<FontWeight, number>> {
  const characters = await siteCharacters(projectRoot, manifestFile);
  await mkdir(outDir, { recursive: true });
  const sizes = {} as Record<FontWeight, number>;
  for (const weight of Object.keys(WEIGHTS).map(Number) as FontWeight[]) {
    const subset = await subsetFont(await readFile(sourceFile(weight)), characters, { targetFormat: "woff2", keepFeatures: FONT_FEATURES });
    await writeFile(join(outDir, fontFileName(weight)), subset);
    sizes[weight] = subset.length;
  }
  // The OFL asks for its text to travel with the font.
  await copyFile(join(root, "node_modules/pretendard/dist/LICENSE.txt"), join(outDir, "OFL.txt"));
  return sizes;
}
