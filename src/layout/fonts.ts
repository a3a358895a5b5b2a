import { css } from "@emotion/react";

/**
 * The self-hosted Korean font: a subset of Pretendard made by `npm run fonts` (see
 * scripts/make-fonts.ts), served as "Site Sans" because a subset may not carry the reserved name.
 * Text shows at once in a system font (`font-display: swap`), then switches when the file arrives.
 */
export const FONT_FAMILY = "Site Sans";
export const FALLBACK_FAMILY = "Site Sans Fallback";

/** Where the browser fetches each weight; index.html preloads the 400 one. */
export const fontUrl = (weight: 400 | 700) => `/fonts/site-sans-${weight}.woff2`;

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

/** The @font-face rules, for the global styles. 800-weight text uses the 700 file, unsynthesised. */
export const fontFaces = css`
  @font-face {
    font-family: "${FONT_FAMILY}";
    src: url("${fontUrl(400)}") format("woff2");
    font-weight: 400;
    font-style: normal;
    font-display: swap;
  }
  @font-face {
    font-family: "${FONT_FAMILY}";
    src: url("${fontUrl(700)}") format("woff2");
    font-weight: 600 900;
    font-style: normal;
    font-display: swap;
  }
  ${FALLBACKS.map(
    (f) => `
  @font-face {
    font-family: "${FALLBACK_FAMILY}";
    src: ${f.local.map((name) => `local("${name}")`).join(", ")};
    font-weight: ${f.weight};
    font-style: normal;
    size-adjust: ${percent(f.sizeAdjust)};
    ascent-override: ${percent((ASCENT * 100 * 100) / f.sizeAdjust)};
    descent-override: ${percent((DESCENT * 100 * 100) / f.sizeAdjust)};
    line-gap-override: 0%;
  }`,
  ).join("")}
`;
