/**
 * The self-hosted Korean font: a subset of Pretendard made by `npm run fonts` (see
 * scripts/make-fonts.ts), served as "Site Sans" because a subset may not carry the reserved name.
 * Text shows at once in a system font (`font-display: swap`), then switches when the file arrives.
 */
export const FONT_FAMILY = "Site Sans";
export const FALLBACK_FAMILY = "Site Sans Fallback";

/** Where the browser fetches each weight. */
export const fontUrl = (weight: 400 | 700) => `/fonts/site-sans-${weight}.woff2`;

/**
 * Set on <html> once the web font may be used: until then the page shows its size-matched
 * stand-in, so the first paint of a first visit waits on no font file (about 100 KB for the two
 * weights, more than the page's own script). See `startWebFont`.
 */
export const FONT_READY_ATTRIBUTE = "data-fonts";
/** localStorage key remembering that this browser has the font files, so a later visit uses them at once. */
const FONT_READY_KEY = "site-fonts";

/** The body's font stack before and after the web font is allowed: a local Pretendard always wins. */
const SYSTEM_STACK = `"${FALLBACK_FAMILY}", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", "Noto Sans CJK KR", system-ui, sans-serif`;
const stack = (web: boolean) => `"Pretendard", ${web ? `"${FONT_FAMILY}", ` : ""}${SYSTEM_STACK}`;

/**
 * The system Korean font shown until the web font arrives, resized to take the same room so the
 * swap moves nothing. Names are full/PostScript names, which is what local() matches.
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
 * The @font-face rules and the body's font stack as one stylesheet, which vite.config.ts puts in
 * the <head> of every page, prerendered or previewed. Not through Emotion: hydration moves the
 * style elements Emotion adopts, the browser then reads their rules anew and loads the fonts a
 * second time, showing the fallback meanwhile. 800-weight text uses the 700 file, unsynthesised.
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

/**
 * Lets the page use the web font: at once when this browser has loaded it before (from its
 * cache), otherwise after the first paint, once both weights have arrived, so the swap happens in
 * one step. The stand-in takes the same room, so the swap moves nothing. Without script the page
 * keeps the stand-in. Called once by the client entry.
 */
export function startWebFont() {
  const html = document.documentElement;
  const allow = () => html.setAttribute(FONT_READY_ATTRIBUTE, "");
  if (remembered()) return allow();
  // The frame after the next one: the first paint has happened by then.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const weights = FILES.map(([weight]) => document.fonts.load(`${weight} 1em "${FONT_FAMILY}"`, "가"));
      void Promise.all(weights).then(
        (loaded) => {
          if (!loaded.every((faces) => faces.length > 0)) return;
          allow();
          remember();
        },
        () => undefined, // A font that fails to load leaves the stand-in, which is fine.
      );
    }),
  );
}

function remembered(): boolean {
  try {
    return localStorage.getItem(FONT_READY_KEY) === "1";
  } catch {
    return false; // Storage blocked: treat every visit as the first.
  }
}

function remember() {
  try {
    localStorage.setItem(FONT_READY_KEY, "1");
  } catch {
    // Storage blocked or full: the next visit just loads the font after its first paint again.
  }
}
