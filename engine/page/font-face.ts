/**
 * The @font-face rules and the body's font stack, part of the CSS every page carries in its <head>
 * (page-css.ts). Kept out of src/layout/fonts.ts so the browser's script never holds them.
 */
// vite.config.ts loads this module: its imports name their files in full.
import { FALLBACK_FAMILY, FONT_FAMILY, FONT_FILES, FONT_READY_ATTRIBUTE, fontUrl, LOADED_FAMILY } from "../../src/layout/fonts.ts";

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

/** The web font's faces under `family`, shown as `display` says. */
const webFaces = (family: string, display: "optional" | "swap") =>
  FONT_FILES.map(([file, weight]) =>
    rule({ "font-family": `"${family}"`, src: `url("${fontUrl(file)}") format("woff2")`, "font-weight": weight, "font-style": "normal", "font-display": display }),
  );

export const fontFaceCss = [
  ...webFaces(FONT_FAMILY, "optional"),
  ...webFaces(LOADED_FAMILY, "swap"),
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
 * The weights the first page preloads, so that they can arrive within the `optional` block period.
 * See README's Performance section for why these.
 */
export const PRELOADED_WEIGHTS = [400, 700] as const;

/** The <link rel="preload"> tags for the <head>: fonts are fetched in CORS mode, so crossorigin. */
export const fontPreloads = PRELOADED_WEIGHTS.map((weight) => ({ tag: "link", attrs: { rel: "preload", href: fontUrl(weight), as: "font", type: "font/woff2", crossorigin: "" } }));
