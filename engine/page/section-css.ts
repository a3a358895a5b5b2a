/**
 * The looks a section takes from site.yaml (src/ui/section.tsx: `tone`, `align`, `width`), by class
 * name. Like the navigation's CSS (frame-css.ts) they ride in the plain <style> of every page
 * (page-css.ts), not in Emotion styles, which the first visit's script would carry too: the
 * variants are CSS and add nothing to it.
 *
 * Selectors carry their element (`header.s-start`) so they outrank a component's one-class Emotion
 * rule, which comes later in the page.
 */
// vite.config.ts loads this module (through page-css.ts): its imports name their files in full.
import { breakpoint, color, sideGutter } from "../../src/theme.ts";

const md = `@media (min-width:${breakpoint.md}px)`;
const lg = `@media (min-width:${breakpoint.lg}px)`;

/** The narrow width: a reading column (px) for text-led sections (questions, a history). */
export const NARROW_WIDTH = 880;

/**
 * The colours of what sits straight on a section (theme's onTone): light ones for the whole page,
 * pale ones on navy, where they keep 4.5:1 for small text and links. The dark tone is navy lit
 * from one corner by a radial gradient (painted once, nothing to fetch).
 */
const tones = `
:root{--tone-ink:${color.ink};--tone-body:${color.body};--tone-muted:${color.muted};--tone-line:${color.line};--tone-accent:${color.primary};--tone-kicker:${color.primaryDark};--tone-accent2:${color.secondary};--tone-raised:#fff}
.s-plain{background:${color.bg}}
.s-muted{background:${color.soft}}
.s-dark{background:radial-gradient(70% 90% at 100% 0%,rgba(31,111,235,.32),transparent 70%),${color.navy};color:#fff;--tone-ink:#fff;--tone-body:rgba(255,255,255,.86);--tone-muted:rgba(255,255,255,.76);--tone-line:rgba(255,255,255,.18);--tone-accent:#8fb9ff;--tone-kicker:#9cc2ff;--tone-accent2:${color.secondaryOnDark};--tone-raised:rgba(255,255,255,.06)}`;

/**
 * A start-aligned heading: at the column's start under a short accent rule (in the section's
 * padding, so the heading starts where a centred one would), larger; from lg, with
 * an intro, the intro stands beside the title instead of under it, so the section opens with a
 * statement rather than another centred title.
 */
const start = `
header.s-start{position:relative;max-width:none;margin:0 0 40px;text-align:start}
header.s-start::before{content:"";position:absolute;top:-24px;left:0;width:40px;height:4px;border-radius:2px;background:linear-gradient(90deg,var(--tone-accent) 55%,var(--tone-accent2) 55%)}
header.s-start h2{max-width:16em;line-height:1.3;letter-spacing:-.015em}
header.s-start .intro{max-width:40em}
${lg}{header.s-start:has(.intro){display:grid;grid-template-columns:minmax(0,6fr) minmax(0,5fr);grid-template-areas:"kicker ." "title intro";column-gap:64px;align-items:end}
header.s-start .kicker{grid-area:kicker}
header.s-start h2{grid-area:title}
header.s-start .intro{grid-area:intro;margin:0}}`;

const narrow = `
div.s-narrow{max-width:${NARROW_WIDTH + 40}px}
${md}{div.s-narrow{max-width:${NARROW_WIDTH + 48}px}}
${lg}{div.s-narrow{max-width:${NARROW_WIDTH + 2 * sideGutter}px}}`;

/**
 * The closing call to action's room: a box on white, so after a section on white (or a sub-page's
 * sibling links, frame-css.ts) its own top padding would double the other's bottom one into an
 * empty band (176 px at 1280 on /, 144 px on a sub-page): there the box takes only the other's.
 */
const cta = `
section.cta{padding:64px 0}
${md}{section.cta{padding:88px 0}}
section.s-plain+section.cta,.siblings+section.cta{padding-top:0}`;

export const sectionCss = (tones + start + narrow + cta).replace(/\n/g, "");
