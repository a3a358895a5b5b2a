/**
 * The CSS every page shares and no component owns: the @font-face rules with the body's font
 * stack (font-face.ts), the element defaults below, the navigation's CSS (frame-css.ts), the
 * heroes' (hero-css.ts) and the sections' looks (section-css.ts). It goes in the <head> of every page as one plain <style>,
 * ahead of the components' own styles, with the preloads of the font (pageHeadTags): the build's
 * template writes them (engine/build/template.ts), the live preview's index.html gets them from
 * vite.config.ts.
 *
 * It is not an Emotion <Global>: when the app starts, Emotion adopts a prerendered Global by
 * moving its <style> element, and a moved style element is a new stylesheet to the browser, which
 * then works out the style of the whole page again before it can answer a tap.
 */
// vite.config.ts loads this module: its imports name their files in full.
import { fontFaceCss, fontPreloads, restOfFontCss, type FirstViewFont } from "./font-face.ts";
import { frameCss } from "./frame-css.ts";
import { heroCss } from "./hero-css.ts";
import { sectionCss } from "./section-css.ts";
import { breakpoint, color, contactBarHeight } from "../../src/theme.ts";
import { REST_OF_FONT_ID } from "../../src/layout/fonts.ts";

const elementCss = [
  "*,*::before,*::after{box-sizing:border-box}",
  "html{-webkit-text-size-adjust:100%;text-size-adjust:100%}",
  // Korean breaks between words, not inside them.
  `body{margin:0;font-size:1rem;line-height:1.7;color:${color.body};background:#fff;word-break:keep-all;overflow-wrap:break-word;-webkit-font-smoothing:antialiased;padding-bottom:${contactBarHeight}px}`,
  `@media (min-width:${breakpoint.lg}px){body{padding-bottom:0}}`,
  // Headings in lines of even length; no paragraph ending on a line of one short word. src/ui/phrases.tsx
  // keeps Korean phrases whole, and a text's short last word with the word before it, for browsers without these.
  "h1,h2,h3,h4{text-wrap:balance}p,li{text-wrap:pretty}",
  // Form controls take the page's font: a <button> otherwise draws in the browser's own (Arial).
  "button,input,select,textarea{font-family:inherit}",
  // A phrase kept on one line by src/ui/phrases.tsx ("한 팀이", "02-000-0000").
  ".nw{white-space:nowrap}",
  // A <noscript> lays out as if its content stood in its place.
  "@media (scripting:none){noscript{display:contents}}",
  // An open modal or popover drawer (src/layout/drawer.tsx) keeps the page behind it still. In :is(),
  // whose list forgives a selector a browser does not know: a browser without :popover-open drops
  // a whole rule that names it elsewhere.
  "html:has(dialog:is(:modal,:popover-open)){overflow:hidden}",
  "img,svg,video{max-width:100%}",
  "img,video{height:auto}",
  `a{color:${color.primary}}`,
  `:focus-visible{outline:3px solid ${color.primary};outline-offset:2px}`,
  "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important}}",
].join("");

export const pageCss = (first?: FirstViewFont) => fontFaceCss(first) + elementCss + frameCss + heroCss + sectionCss;

/** One element of a page's <head>, as Vite's transformIndexHtml takes it. */
export interface HeadTag {
  tag: string;
  attrs?: Record<string, string>;
  children?: string;
}

/**
 * The preloads of the font and the shared CSS, for a page with its own first-view cut of the font
 * (engine/build/first-view-font.ts) or, without one, for the whole font. With a cut, the faces of
 * the rest of the font follow in a <style> for print only, which asks for nothing on screen: the app
 * puts it in force once the first view is drawn (src/layout/fonts.ts), so nothing but the first
 * view's own files is fetched before its paint.
 */
export const pageHeadTags = (first?: FirstViewFont): HeadTag[] => [
  ...fontPreloads(first),
  { tag: "style", children: pageCss(first) },
  ...(first ? [{ tag: "style", attrs: { id: REST_OF_FONT_ID, media: "print" }, children: restOfFontCss(first) }] : []),
];

/** A head tag as HTML, written as Vite writes it. */
export const headTagHtml = ({ tag, attrs = {}, children }: HeadTag) =>
  `<${tag}${Object.entries(attrs).map(([name, value]) => ` ${name}="${value}"`).join("")}>${children === undefined ? "" : `${children}</${tag}>`}`;
