/**
 * The @font-face rules and the body's font stack, part of the CSS every page carries in its <head>
 * (page-css.ts). Kept out of src/layout/fonts.ts so the browser's script never holds them.
 */
// vite.config.ts loads this module: its imports name their files in full.
import { FALLBACK_FAMILY, FONT_FAMILY, FONT_FILES, FONT_READY_ATTRIBUTE, fontUrl, LOADED_FAMILY } from "../../src/layout/fonts.ts";

type FontWeight = (typeof FONT_FILES)[number][0];

/**
 * The body's font stack on the first page and on the next ones. Short on purpose: the system
 * Korean fonts are already the sources of the fallback face (FALLBACKS), and every family named
 * here that a device lacks is one more font lookup as the page is first laid out (naming
 * Pretendard and the four Korean families again made the first layout of /dx take 25 ms of CPU
 * instead of 18 in Chromium on Linux).
 */
const stack = (family: string) => `"${family}","${FALLBACK_FAMILY}",sans-serif`;

/**
 * The system Korean font shown when the web font is late, resized to take about the same room,
 * so pages look alike in either. Names are full/PostScript names, which is what local() matches.
 *
 * Measured with HarfBuzz over all of site.yaml's text against Noto Sans CJK KR (Hangul advance
 * 0.92 em; Pretendard's is 0.864 em, Latin and spaces differ a little): the average advance ratio
 * gives size-adjust. Pretendard's ascent 0.952 em and descent 0.241 em, divided by size-adjust
 * because the overrides are scaled with it, give the overrides. Apple SD Gothic Neo and Malgun
 * Gothic could not be measured here; they are assumed close to Noto's Hangul width.
 */
const FALLBACKS = [
  {
    weight: "400",
    local: ["Apple SD Gothic Neo Regular", "AppleSDGothicNeo-Regular", "Malgun Gothic", "Noto Sans CJK KR", "NotoSansCJKkr-Regular", "Noto Sans KR Regular", "NotoSansKR-Regular"],
    sizeAdjust: 94.5,
  },
  {
    weight: "600 900",
    local: ["Apple SD Gothic Neo Bold", "AppleSDGothicNeo-Bold", "Malgun Gothic Bold", "Noto Sans CJK KR Bold", "NotoSansCJKkr-Bold", "Noto Sans KR Bold", "NotoSansKR-Bold"],
    sizeAdjust: 93.9,
  },
] as const;

/** Pretendard's vertical metrics in em. */
const ASCENT = 0.9517;
const DESCENT = 0.2412;

const percent = (n: number) => `${n.toFixed(2)}%`;

/** One @font-face rule, written compactly. */
const rule = (descriptors: Record<string, string>) => `@font-face{${Object.entries(descriptors).map(([name, value]) => `${name}:${value}`).join(";")}}`;

/**
 * The web font's faces under `family`, shown as `display` says: each weight from `src` (the whole
 * font's file by default), drawing only `ranges` of it when given.
 */
const webFaces = (family: string, display: "optional" | "swap", { src = fontUrl, ranges }: { src?: (weight: FontWeight) => string; ranges?: string } = {}) =>
  // Each file is named by its own weight and draws a range of weights (FONT_FILES).
  FONT_FILES.map(([fileWeight, drawnWeights]) =>
    rule({
      "font-family": `"${family}"`,
      src: `url("${src(fileWeight)}") format("woff2")`,
      "font-weight": drawnWeights,
      "font-style": "normal",
      "font-display": display,
      ...(ranges && { "unicode-range": ranges }),
    }),
  ).join("");

/**
 * A page's own cut of the font for its first view (engine/build/first-view-font.ts): the
 * characters of its header and first sections, in one small file a weight, by URL.
 */
export interface FirstViewFont {
  characters: string;
  files: Record<FontWeight, string>;
}

const hex = (n: number) => n.toString(16).toUpperCase();
const range = (from: number, to: number) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);

/** The distinct code points of `characters`, ascending. */
const codePoints = (characters: string) => [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

/** The code points of `characters` as a unicode-range: runs of neighbours as one range. */
export function unicodeRange(characters: string): string {
  const points = codePoints(characters);
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const from = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    ranges.push(range(from, points[i]!));
  }
  return ranges.join(",");
}

/** Every code point but those of `characters`, as a unicode-range. */
export function unicodeRangeWithout(characters: string): string {
  const ranges: string[] = [];
  let from = 0;
  for (const point of codePoints(characters)) {
    if (point > from) ranges.push(range(from, point - 1));
    from = point + 1;
  }
  if (from <= 0x10ffff) ranges.push(range(from, 0x10ffff));
  return ranges.join(",");
}

/**
 * The faces of FONT_FAMILY, the first page's font. Without a cut (the live preview, the studio's
 * preview), the whole font, preloaded, `optional`. A built page draws its first view from its own
 * small cut, preloaded and `optional`: a few kB arrive while the page is still render-blocked, where
 * the whole font (about 110 kB) missed on most routes. The rest of its characters come later, from
 * restOfFontCss.
 */
function firstPageFaces(first?: FirstViewFont): string {
  if (!first) return webFaces(FONT_FAMILY, "optional");
  return webFaces(FONT_FAMILY, "optional", { src: (weight) => first.files[weight], ranges: unicodeRange(first.characters) });
}

/**
 * The faces of FONT_FAMILY for the rest of a built page's characters: the whole font with `swap`,
 * outside the first view's range. They are below the first view, so the swap moves nothing on
 * screen, and a first view that missed its cut stays in the fallback font and never swaps either.
 * They are written in a <style> of their own that the page starts with inert (pageHeadTags): a
 * face in force is fetched as soon as layout meets one of its characters, so the whole font was
 * asked for with the page's first layout and raced its first paint. Lighthouse's simulation counts
 * a font that arrived before the paint it measures as needed for that paint, so the home page's
 * simulated LCP was 1.2 s or 2.0 s by that race (docs/performance.md).
 */
export const restOfFontCss = (first: FirstViewFont) => webFaces(FONT_FAMILY, "swap", { ranges: unicodeRangeWithout(first.characters) });

/** The page's @font-face rules and body font stacks, with the page's first-view cut when it has one. */
export const fontFaceCss = (first?: FirstViewFont) =>
  [
    firstPageFaces(first),
    webFaces(LOADED_FAMILY, "swap"),
    ...FALLBACKS.map((f) =>
      rule({
        "font-family": `"${FALLBACK_FAMILY}"`,
        src: f.local.map((name) => `local("${name}")`).join(","),
        "font-weight": f.weight,
        "font-style": "normal",
        "size-adjust": percent(f.sizeAdjust),
        "ascent-override": percent((ASCENT * 100 * 100) / f.sizeAdjust),
        "descent-override": percent((DESCENT * 100 * 100) / f.sizeAdjust),
        "line-gap-override": "0%",
      }),
    ),
    `body{font-family:${stack(FONT_FAMILY)}}html[${FONT_READY_ATTRIBUTE}] body{font-family:${stack(LOADED_FAMILY)}}`,
  ].join("");

/**
 * The <link rel="preload"> tags of the files FONT_FAMILY's `optional` faces draw from: the page's
 * cut of each weight, or the whole font without one. Fonts are fetched in CORS mode, so crossorigin.
 */
export const fontPreloads = (first?: FirstViewFont) =>
  FONT_FILES.map(([weight]) => ({ tag: "link", attrs: { rel: "preload", href: first ? first.files[weight] : fontUrl(weight), as: "font", type: "font/woff2", crossorigin: "" } }));
