/**
 * Each page's own cut of the web font for its first view: the characters of its header and first
 * sections, one small WOFF2 file a weight, cut from the site's font (fonts.ts) and named by a hash
 * of its bytes, in /assets/. The page's template preloads them in place of the whole font (engine/page/font-face.ts
 * says how the two are used together). A few kB arrive while the page is still render-blocked; the whole
 * font, about 110 kB, missed the first view on most routes of a first visit (docs/performance.md, "The web font").
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { decodeHTML } from "entities";
import subsetFont from "subset-font";
import type { FirstViewFont } from "../page/font-face";
import { pageCss } from "../page/page-css";
import type { Rendered } from "../page/render";
import { HASHED_PREFIX } from "../hosting/policy";
import { fontUrl } from "../../src/layout/fonts";
import { FONT_FEATURES, WEIGHTS, type FontWeight } from "./fonts";

/**
 * How many of <main>'s sections the first view holds: the hero and the section after it, which a
 * sub-page's hero (at most about 480 px tall at 1280×800) leaves in view.
 */
const FIRST_SECTIONS = 2;

/**
 * What a first view never shows: the closed menu drawer, the header's panels of sub-pages (they open
 * on hover), scripts and styles; and the footer (its text is far below the first screen).
 */
const UNSHOWN = [/<(dialog|script|style|template|footer)\b[^>]*>[\s\S]*?<\/\1>/g, /<div\b[^>]*class="nav-panel"[^>]*>[\s\S]*?<\/div>/g];

/**
 * The characters a page's first view can draw, read from its prerendered markup (what #root holds;
 * what follows it, the page data and scripts, counts for nothing) and its CSS: the text and
 * placeholders of the markup but for what a first view never shows (UNSHOWN) and what follows the
 * FIRST_SECTIONS-th section of <main>, the strings the CSS draws (`content:`), every digit
 * (counters) and both cases of each Latin letter (text-transform). Sorted, distinct, without line
 * breaks or tabs.
 */
export function firstViewCharacters(markup: string, css: string): string {
  const main = markup.indexOf("<main");
  const mainEnd = markup.indexOf("</main>", main);
  if (main < 0 || mainEnd < 0) throw new Error("firstViewCharacters: the page has no <main>");
  // The end of main's FIRST_SECTIONS-th section, nested or not (the privacy policy's articles, a
  // form's groups), and what stands beside it: the <aside> of the block it ends in (the contact
  // page's column beside its form).
  let cut = mainEnd;
  let blockEnd = mainEnd;
  let depth = 0;
  let ended = 0;
  for (const tag of markup.slice(main, mainEnd).matchAll(/<(\/?)section\b/g)) {
    depth += tag[1] ? -1 : 1;
    if (tag[1] && ++ended === FIRST_SECTIONS) cut = main + tag.index;
    if (ended >= FIRST_SECTIONS && depth === 0) {
      blockEnd = main + tag.index;
      break;
    }
  }
  const beside = markup.slice(cut, blockEnd).match(/<aside\b[\s\S]*?<\/aside>/g) ?? [];
  const shown = [markup.slice(0, cut), ...beside, markup.slice(mainEnd)].join(" ");
  const unshown = UNSHOWN.reduce((m, pattern) => m.replace(pattern, " "), shown);
  const text = decodeHTML(unshown.replace(/<[^>]*>/g, " "));
  const placeholders = [...unshown.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => decodeHTML(m[1]!));
  const drawnByCss = [...css.matchAll(/content:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, code: string, plain: string) => (code ? String.fromCodePoint(parseInt(code, 16)) : plain)));
  const all = [text, ...placeholders, ...drawnByCss, "0123456789"].join("");
  const letters = [...all].filter((c) => /[a-z]/i.test(c)).flatMap((c) => [c.toUpperCase(), c.toLowerCase()]);
  const characters = new Set([...all, ...letters].filter((c) => !/[\n\r\t\f]/.test(c)));
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/**
 * Cuts the first-view font of one prerendered page from the site's font in the built site
 * `siteDir`, writes it there and returns where it is. Pages whose first views hold the same
 * characters share files.
 */
export async function cutFirstViewFont({ html, styles }: Pick<Rendered, "html" | "styles">, siteDir: string, cut = new Map<string, Promise<FirstViewFont>>()): Promise<FirstViewFont> {
  // The CSS every page shares draws strings too (the breadcrumb's ›).
  const characters = firstViewCharacters(html, pageCss() + styles);
  if (!cut.has(characters)) cut.set(characters, writeCut(characters, siteDir));
  return cut.get(characters)!;
}

async function writeCut(characters: string, siteDir: string): Promise<FirstViewFont> {
  const files = {} as Record<FontWeight, string>;
  for (const weight of Object.keys(WEIGHTS).map(Number) as FontWeight[]) {
    const font = await subsetFont(await readFile(join(siteDir, fontUrl(weight))), characters, { targetFormat: "woff2", keepFeatures: FONT_FEATURES });
    // Named by its content among the build's other hashed files, which hosts keep for a year
    // (engine/hosting/policy.ts): a later visit to the page draws its first view from the cache, with no
    // request at all, where a file under /fonts/ is asked again (no-cache) and can miss the window.
    const url = `${HASHED_PREFIX}first-${createHash("sha256").update(font).digest("hex").slice(0, 12)}.woff2`;
    await writeFile(join(siteDir, url), font);
    files[weight] = url;
  }
  return { characters, files };
}
