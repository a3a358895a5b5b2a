/**
 * The self-hosted Korean font: a subset of Pretendard made by `npm run fonts` (see
 * engine/build/fonts.ts), served as "Site Sans" because a subset may not carry the reserved name.
 * The @font-face rules are in engine/page/font-face.ts, which only the build reads.
 *
 * The first page preloads its own small cut of the font for its first view and uses it with
 * `font-display: optional`: when it arrives while the browser holds the first frame (about 100 ms
 * after the page is parsed) the first view is drawn in it from the first frame; otherwise it keeps
 * the size-matched system font for good, and nothing ever swaps under the reader. The text below
 * the first view takes the whole font (engine/page/font-face.ts). The next pages then use the whole
 * font for certain: see FONT_READY_ATTRIBUTE.
 */
export const FONT_FAMILY = "Site Sans";
/** The same files under a second name with `font-display: swap`, used once they are in memory. */
export const LOADED_FAMILY = "Site Sans Loaded";
export const FALLBACK_FAMILY = "Site Sans Fallback";

/** Where the browser fetches each weight. */
export const fontUrl = (weight: 400 | 700) => `/fonts/site-sans-${weight}.woff2`;

/** Each font file, and the weights it draws. 800-weight text uses the 700 file, unsynthesised. */
export const FONT_FILES = [[400, "400"], [700, "600 900"]] as const;

/**
 * Set on <html> as the visitor follows a link, once both weights are in memory: the next page is
 * drawn in the web font from its first frame. An `optional` face that missed the first page's
 * block period stays unused for the whole document, so the next pages name LOADED_FAMILY instead.
 */
export const FONT_READY_ATTRIBUTE = "data-fonts";

/**
 * The <style> of a built page that holds the faces of the rest of the font, the characters
 * outside its first view (engine/page/font-face.ts: restOfFontCss). It is for print only, so the
 * screen asks for none of its files until fetchWebFont adds its faces to the document's fonts.
 */
export const REST_OF_FONT_ID = "rest-of-font";

let fontsLoaded = false;

/**
 * Loads both weights under LOADED_FAMILY, so they are ready for the next page, then puts the faces
 * of the rest of the font in force, the same files (the text below the first view swaps to it).
 * Called once by the client entry, which starts after the first view is drawn (src/boot.ts): a
 * font asked for before the first view's largest paint is counted by Lighthouse's simulation as
 * needed for it. Without script the page keeps what its first frame had, and its text below the
 * first view the fallback font.
 */
export function fetchWebFont() {
  const weights = FONT_FILES.map(([weight]) => document.fonts.load(`${weight} 1em "${LOADED_FAMILY}"`, "가"));
  Promise.all(weights)
    .then(
      (loaded) => void (fontsLoaded = loaded.every((faces) => faces.length > 0)),
      () => undefined, // A font that fails to load leaves the system font, which is fine.
    )
    // Then, not at once: the rest's faces then take the files from memory, where asking for both
    // families together fetched each file twice.
    .then(addRestOfFont);
}

/**
 * Adds the faces of the rest of the font, as the inert <style> writes them, to the document's
 * fonts. Not by putting the <style> in force: a change to the page's @font-face rules makes
 * Chromium make every face anew, the first view's `optional` cut among them, and a first view that
 * had missed its cut was then drawn in it after all, moving its lines (a layout shift on /ai).
 */
function addRestOfFont() {
  const rules = (document.getElementById(REST_OF_FONT_ID) as HTMLStyleElement | null)?.sheet?.cssRules ?? [];
  for (const rule of rules) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const face = (name: string) => rule.style.getPropertyValue(name);
    const descriptors = { weight: face("font-weight"), unicodeRange: face("unicode-range"), display: face("font-display") as FontDisplay };
    document.fonts.add(new FontFace(FONT_FAMILY, face("src"), descriptors));
  }
}

/**
 * Switches to the web font, if it has arrived, as the visitor follows a link: the next page is
 * drawn in it from its first frame, and any change to the header comes with their own click.
 */
export function switchToWebFont() {
  if (fontsLoaded) document.documentElement.setAttribute(FONT_READY_ATTRIBUTE, "");
}
