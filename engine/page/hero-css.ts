/**
 * The first screen of every page (src/blocks/hero.tsx), by class name: its tones (navy or light),
 * its accent within the brand, and its three compositions (docs/art-direction.md). Like the
 * sections' looks it rides in the plain <style> of every page (page-css.ts), not in Emotion styles,
 * which the first visit's script would carry too.
 *
 * Flat CSS (no nesting): Safari 16 and Firefox 115, which package.json's browserslist names, read
 * no nested rules.
 */
// vite.config.ts loads this module (through page-css.ts): its imports name their files in full.
import { breakpoint, color, decorativeLoops, decorativeMotionDelay, headerHeight, radius, typeScale } from "../../src/theme.ts";

const md = `@media (min-width:${breakpoint.md}px)`;
const lg = `@media (min-width:${breakpoint.lg}px)`;

/**
 * The accents a hero can take (the schema's `accent`): a strong shade for text and marks on the
 * light tone (4.5:1 on white for bold 13 px), a pale one for the same on navy, and the glow's
 * colour as an RGB triple.
 */
export const HERO_ACCENTS = {
  blue: { strong: color.primaryDark, pale: "#9cc2ff", glow: "31,111,235" },
  indigo: { strong: "#4338ca", pale: "#b9bcff", glow: "79,70,229" },
  violet: { strong: "#6d28d9", pale: "#d2bcff", glow: "139,92,246" },
  teal: { strong: color.secondary, pale: color.secondaryOnDark, glow: "20,184,166" },
  cyan: { strong: "#0e7490", pale: "#8be3f5", glow: "6,182,212" },
  green: { strong: "#15803d", pale: "#9be3b4", glow: "34,197,94" },
} as const;

const accents = Object.entries(HERO_ACCENTS)
  .map(([name, a]) => `.hero.accent-${name}{--hero-strong:${a.strong};--hero-pale:${a.pale};--hero-glow:${a.glow}}`)
  .join("");

/**
 * The two tones. Dark: navy lit by the accent's glow from the picture's side. Light: a pale wash
 * of the accent over the soft tone, ink text, and a hairline under it where the page's white begins.
 */
const tones = `
section.hero{position:relative;display:flex;align-items:center;overflow:hidden;overflow:clip}
.hero-dark{color:#fff;background:radial-gradient(60% 85% at 88% 18%,rgba(var(--hero-glow),.34),transparent 70%),linear-gradient(135deg,${color.navyDeep} 0%,${color.navy} 55%,#123b7a 100%);--hero-kicker:var(--hero-pale);--hero-ink:#fff;--hero-sub:rgba(255,255,255,.85)}
.hero-light{color:${color.ink};background:radial-gradient(55% 90% at 90% 0%,rgba(var(--hero-glow),.16),transparent 72%),linear-gradient(180deg,${color.soft} 0%,#fff 100%);border-bottom:1px solid ${color.line};--hero-kicker:var(--hero-strong);--hero-ink:${color.ink};--hero-sub:${color.body}}
.hero-inner{position:relative;z-index:1}`;

/**
 * Heights and the text. The main hero (/) is 640 / 740 / 840 px tall by breakpoint; every other
 * hero at least 400 / 500 px (the spec), compact so the page's own content starts in the first screen.
 */
const text = `
.hero-main{min-height:640px;padding:${headerHeight.base + 48}px 0 96px}
${md}{.hero-main{min-height:740px}}
${lg}{.hero-main{min-height:840px;padding-top:${headerHeight.lg + 56}px}}
.hero-page{min-height:400px;padding:${headerHeight.base + 28}px 0 28px}
${md}{.hero-page{min-height:500px;padding:${headerHeight.base + 32}px 0 32px}}
${lg}{.hero-page{padding:${headerHeight.lg + 24}px 0 24px}}
.hero-kicker{display:flex;align-items:center;gap:8px;margin:0 0 12px;font-size:.8125rem;font-weight:700;color:var(--hero-kicker)}
.hero-kicker::before{content:"";width:18px;height:3px;border-radius:2px;background:var(--hero-kicker)}
.hero h1{margin:0;color:var(--hero-ink);letter-spacing:-.02em}
.hero-main h1{max-width:14em;font-size:${typeScale.display};line-height:1.22}
.hero-page h1{max-width:18em;font-size:${typeScale.title};line-height:1.25}
.hero-sub{margin:20px 0 0;max-width:40em;font-size:${typeScale.lead};color:var(--hero-sub)}
.hero-page .hero-sub{margin-top:16px;font-size:clamp(1rem,.95rem + .3vw,1.125rem)}
.hero-actions{display:grid;gap:12px;margin-top:36px}
.hero-page .hero-actions{margin-top:20px}
@media (min-width:${breakpoint.sm}px){.hero-actions{display:flex;flex-wrap:wrap}}`;

/**
 * The picture on the hero's own surface, no card. Its height is fixed and its width follows its own
 * ratio (its width and height attributes), so its box is there before it loads. On phones it shows
 * only where the hero says so (`phoneImage`): a drawing that does not earn its height there gives
 * the first screen to the page's content.
 */
const picture = `
.hero-art{position:relative;display:none;justify-content:center;margin-top:20px}
.hero-art.on-phones{display:flex}
${md}{.hero-art{display:flex;margin-top:0}}
.hero-art::before{content:"";position:absolute;inset:8% 4%;border-radius:50%;background:radial-gradient(closest-side,rgba(var(--hero-glow),.3),rgba(var(--hero-glow),.08) 60%,transparent)}
.hero-dark .hero-art::before{background:radial-gradient(closest-side,rgba(156,194,255,.38),rgba(156,194,255,.12) 60%,transparent)}
.hero-art img{position:relative;display:block;width:auto;max-width:100%;height:150px;object-fit:contain}
${md}{.hero-art img{height:300px}}
${lg}{.hero-art img{height:340px}}`;

/**
 * The compositions (the schema's `layout`). split: text, then the picture at its side. reverse: the
 * picture first, the text after it. Both side by side from 768 px. stage: the text centred over a
 * product screen as wide as the page (a strip, illustration/screens.ts), as the product is shown on
 * Linear's and Stripe's first screens; on a phone, where the strip would be too small to read, its
 * start at a readable size, the rest cut off at the screen's edge.
 */
const layouts = `
${md}{.hero-split.has-art,.hero-reverse.has-art{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,.85fr);gap:32px;align-items:center}
.hero-reverse.has-art{grid-template-columns:minmax(0,.85fr) minmax(0,1fr)}
.hero-reverse .hero-art{order:-1}}
${lg}{.hero-split.has-art{grid-template-columns:minmax(0,1.1fr) minmax(0,.9fr);gap:56px}
.hero-reverse.has-art{grid-template-columns:minmax(0,.9fr) minmax(0,1.1fr);gap:56px}
.hero-main .has-art h1{font-size:${typeScale.displayBeside}}}
.hero-stage{text-align:center}
.hero-stage .hero-text{max-width:46em;margin:0 auto}
.hero-stage h1,.hero-stage .hero-sub{margin-left:auto;margin-right:auto}
.hero-stage .hero-kicker{justify-content:center}
@media (min-width:${breakpoint.sm}px){.hero-stage .hero-actions{justify-content:center}}
.hero-stage .hero-art{margin-top:24px;overflow:hidden;justify-content:flex-start}
.hero-stage .hero-art img{height:150px;max-width:none}
${md}{.hero-stage .hero-art{justify-content:center;margin-top:28px}
.hero-stage .hero-art img{width:100%;max-width:880px;height:auto}}`;

const drift = `@keyframes hero-drift{from{transform:translate3d(0,0,0) scale(1)}to{transform:translate3d(4%,-3%,0) scale(1.06)}}
@keyframes hero-bob{0%,100%{transform:translateY(0)}50%{transform:translateY(6px)}}`;

/**
 * How long the hero's glows drift, once, as the page opens: they settle where they end within five
 * seconds of it appearing (WCAG 2.2.2, src/theme.ts), rather than drifting for good. For good, the
 * three glows, each most of a screen wide, kept a fifth of a core busy compositing them for as long
 * as the home page was open (0.23 CPU-s a second in headless Chromium; 0.01 once still).
 */
const GLOW_DRIFT = 5 - parseFloat(decorativeMotionDelay);

/**
 * Soft glows drawn with radial gradients (cheap to paint) and moved by transform only, and the
 * scroll indicator. The main hero's indicator sits on a rail the hero's full height, at its foot;
 * from 1024 px it sticks 24 px above the bottom of the screen while the hero's end is below it (the
 * main hero is 840 px tall there, taller than a laptop's window). Another page's indicator is a
 * small link under its text, from 768 px only: on phones the content it points at is already in view.
 */
const motion = `
${drift}
.hero-glow{position:absolute;inset:0;pointer-events:none}
.hero-glow span{position:absolute;border-radius:50%;animation:hero-drift ${GLOW_DRIFT}s ease-out ${decorativeMotionDelay} both}
.hero-glow span:nth-of-type(1){width:70vw;height:70vw;max-width:900px;max-height:900px;right:-20%;top:-35%;background:radial-gradient(closest-side,rgba(var(--hero-glow),.5),transparent)}
.hero-glow span:nth-of-type(2){width:55vw;height:55vw;max-width:700px;max-height:700px;right:10%;bottom:-45%;background:radial-gradient(closest-side,rgba(0,163,196,.36),transparent);animation-direction:reverse}
.hero-glow span:nth-of-type(3){width:45vw;height:45vw;max-width:600px;max-height:600px;left:-15%;bottom:-25%;background:radial-gradient(closest-side,rgba(59,79,216,.32),transparent);animation-duration:${GLOW_DRIFT - 0.5}s}
.hero-cue{display:flex;flex-direction:column;align-items:center;gap:4px;padding:8px 12px;font-size:.8125rem;color:var(--hero-sub);text-decoration:none;pointer-events:auto}
.hero-cue:hover{color:var(--hero-ink)}
.hero-cue svg{animation:hero-bob 1.8s ease-in-out ${decorativeMotionDelay} ${decorativeLoops(1.8)}}
.hero-rail{position:absolute;inset:0 0 24px;z-index:1;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;pointer-events:none}
${lg}{.hero-rail .hero-cue{position:sticky;bottom:24px}}
.hero-text>.hero-cue{display:none;flex-direction:row;width:fit-content;margin:8px 0 0 -12px}
${md}{.hero-text>.hero-cue{display:flex}}
.hero-stage .hero-text>.hero-cue{display:none}`;

const lightGlow = `.hero-light .hero-glow span{opacity:.4}`;

/**
 * The home page's scene (src/blocks/scene-hero.tsx). Below lg, under the text, a compact list: the
 * hub's words as a line, the services two a row on phones and five from md. As a square there it
 * ran under the contact bar fixed to the screen's foot (ICT인프라 and AI통합구축 were hidden on a
 * 375 × 740 screen). From lg, beside the text, a square scene: the lines and rings are an SVG
 * stretched to the box (strokes keep their width); the hub and the services are HTML on top, each
 * service placed by its own left and top in percent, so their text is the page's own. The work
 * flows from the hub out to each service: the dashes of each line slide outwards.
 */
const scene = `
@keyframes scene-flow{to{stroke-dashoffset:-24}}
.scene{position:relative;margin-top:24px}
.scene>svg{display:none}
.scene .hub{margin:0 0 10px;font-size:.9375rem;color:rgba(255,255,255,.85)}
.scene .hub b{margin-right:8px;color:#fff}
.scene ul{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none}
.scene li:last-child:nth-of-type(odd){grid-column:1/-1}
.scene a{display:flex;align-items:center;gap:6px;font-size:.9375rem;font-weight:700;line-height:1.3;text-decoration:none;white-space:nowrap;color:#fff}
.scene .icon{flex:none;display:grid;place-items:center;width:44px;height:44px;border-radius:${radius.md}px;background:#fff;color:${color.primary};box-shadow:0 12px 28px rgba(3,12,30,.4)}
.scene a:hover .icon{background:${color.primarySoft}}
.scene .label{padding:2px 8px;border-radius:8px;background:${color.navyDeep}}
.scene small{display:none;font-size:.8125rem;font-weight:500;color:rgba(255,255,255,.75)}
${md}{.scene ul{grid-template-columns:repeat(5,minmax(0,1fr))}.scene li:last-child:nth-of-type(odd){grid-column:auto}.scene a{flex-direction:column;text-align:center}}
${lg}{.scene{width:100%;max-width:560px;aspect-ratio:1;margin:0 0 0 auto}
.scene>svg{display:block;position:absolute;inset:0;width:100%;height:100%;overflow:visible}
.scene ellipse,.scene line{fill:none;vector-effect:non-scaling-stroke}
.scene .ring{stroke:rgba(143,184,255,.28);stroke-width:1.5}
.scene .ring+.ring{stroke-dasharray:3 7}
.scene line{stroke:#8fb8ff;stroke-width:2;stroke-dasharray:8 4;animation:scene-flow 1.4s linear ${decorativeMotionDelay} ${decorativeLoops(1.4)}}
.scene .hub{position:absolute;left:50%;top:50%;display:grid;place-content:center;gap:4px;width:34%;aspect-ratio:1;margin:0;border-radius:50%;transform:translate(-50%,-50%);background:radial-gradient(circle at 35% 30%,#5b97f6,${color.primary} 45%,${color.navy});box-shadow:0 0 0 10px rgba(31,111,235,.16),0 0 0 24px rgba(31,111,235,.07);text-align:center;line-height:1.3}
.scene .hub b{margin:0;font-size:1.625rem}
.scene ul{display:block}
.scene li{position:absolute;transform:translate(-50%,-30px)}
.scene a{font-size:1rem}
.scene .icon{width:60px;height:60px}
.scene small{display:block}}`;

export const heroCss = (accents + tones + text + picture + layouts + motion + lightGlow + scene).replace(/\n/g, "");
