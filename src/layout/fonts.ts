/**
 * The self-hosted Korean font: a subset of Pretendard made by `npm run fonts` (see
 * scripts/make-fonts.ts), served as "Site Sans" because a subset may not carry the reserved name.
 * Text never waits for it: the first page is set in a size-matched system font, and the web font
 * is used from the next page on (see FONT_READY_ATTRIBUTE).
 */
export const FONT_FAMILY = "Site Sans";
export const FALLBACK_FAMILY = "Site Sans Fallback";

/** Where the browser fetches each weight. */
export const fontUrl = (weight: 400 | 700) => `/fonts/site-sans-${weight}.woff2`;

/**
 * Set on <html> once the web font is used. Until then the page shows the system Korean font (size
 * matched, below), so the first paint waits on no font file (about 100 KB for the two weights,
 * more than the page's own script) and the page on screen never changes its font: swapping it
 * under the reader moves text wherever a line breaks differently. See `fetchWebFont`.
 */
export const FONT_READY_ATTRIBUTE = "data-fonts";

/**
 * The body's font stack before and after the web font is allowed. Short on purpose: the system
 * Korean fonts are already the sources of the fallback face (FALLBACKS), and every family named
 * here that a device lacks is one more font lookup as the page is first laid out (naming
 * Pretendard and the four Korean families again made the first layout of /dx take 25 ms of CPU
 * instead of 18 in Chromium on Linux).
 */
const stack = (web: boolean) => `${web ? `"${FONT_FAMILY}", ` : ""}"${FALLBACK_FAMILY}", sans-serif`;

/**
 * The system Korean font shown until the web font is used, resized to take about the same room,
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

/** Each font file, and the weights it draws. */
const FILES = [[400, "400"], [700, "600 900"]] as const;

/** One @font-face rule, written compactly. */
const rule = (descriptors: Record<string, string>) => `@font-face{${Object.entries(descriptors).map(([name, value]) => `${name}:${value}`).join(";")}}`;

/**
 * The @font-face rules and the body's font stack, part of the CSS every page carries in its
 * <head> (page-css.ts). 800-weight text uses the 700 file, unsynthesised.
 */
export const fontFaceCss = [
  ...FILES.map(([file, weight]) =>
    rule({ "font-family": `"${FONT_FAMILY}"`, src: `url("${fontUrl(file)}") format("woff2")`, "font-weight": weight, "font-style": "normal", "font-display": "swap" }),
  ),
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
  `body{font-family:${stack(false)}}html[${FONT_READY_ATTRIBUTE}] body{font-family:${stack(true)}}`,
].join("");

let fontsLoaded = false;

/**
 * Fetches both weights once the first paint is done, so they are in memory for the next page.
 * Called once by the client entry; without script the page keeps the system font.
 */
export function fetchWebFont() {
  // The frame after the next one: the first paint has happened by then.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const weights = FILES.map(([weight]) => document.fonts.load(`${weight} 1em "${FONT_FAMILY}"`, "가"));
      Promise.all(weights).then(
        (loaded) => void (fontsLoaded = loaded.every((faces) => faces.length > 0)),
        () => undefined, // A font that fails to load leaves the system font, which is fine.
      );
    }),
  );
}

/**
 * Switches to the web font, if it has arrived, as the visitor follows a link: the next page is
 * drawn in it from its first frame, and any change to the header comes with their own click.
 */
export function switchToWebFont() {
  if (fontsLoaded) document.documentElement.setAttribute(FONT_READY_ATTRIBUTE, "");
}
