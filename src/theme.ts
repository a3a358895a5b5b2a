/** Design tokens shared by every component: colours, type, spacing and breakpoints (px, min-width). */
export const color = {
  ink: "#0f1b33",
  body: "#3a4559",
  muted: "#5d6a80",
  line: "#e3e8f0",
  bg: "#ffffff",
  soft: "#f4f7fb",
  navy: "#0b2a5b",
  navyDeep: "#071d40",
  primary: "#1f6feb",
  primaryDark: "#1557c0",
  primarySoft: "#e8f0fe",
  /** The secondary accent: teal beside the brand's blue (section rules, marks in the heroes); 5.5:1 on white. */
  secondary: "#0f766e",
  /** The secondary accent on navy. */
  secondaryOnDark: "#7ee0d3",
  success: "#0f7b4f",
  danger: "#c62828",
} as const;

/**
 * Colours of what sits straight on a section's background, not on a card of its own: the section's
 * tone sets them (engine/page/section-css.ts), so one block reads on a plain, muted or dark section alike.
 */
export const onTone = {
  ink: "var(--tone-ink)",
  body: "var(--tone-body)",
  muted: "var(--tone-muted)",
  line: "var(--tone-line)",
  /** Figures, icons and links. */
  accent: "var(--tone-accent)",
  /** The small label above a heading: bold 13 px text, so 4.5:1 on every tone. */
  kicker: "var(--tone-kicker)",
  /** A tile drawn on the section itself (a figure): white on light tones, a lighter navy on dark. */
  raised: "var(--tone-raised)",
} as const;

/**
 * The type scale: one clear step from a page's title to its section titles (the h1 at least 1.3 times
 * the largest h2 at every width: 64 / 56 / 38 px at 1280, 36 / 32 / 26 at 375). Font sizes only, as
 * CSS values; the hero (engine/page/hero-css.ts) and the section primitive (section-css.ts) use them,
 * so a block that draws its heading through `Section` inherits them.
 */
export const typeScale = {
  /** The home page's title. */
  display: "clamp(2.25rem, 1.2rem + 4vw, 4rem)",
  /** The home page's title beside its scene (from lg). */
  displayBeside: "clamp(2.5rem, 1rem + 3.6vw, 3.75rem)",
  /** Every other page's title. */
  title: "clamp(2rem, 1.1rem + 3.4vw, 3.5rem)",
  /** A section's title, centred or at the start alike. */
  section: "clamp(1.625rem, 1.05rem + 2.1vw, 2.375rem)",
  /** A hero's subtitle. */
  lead: "clamp(1.0625rem, 1rem + 0.4vw, 1.25rem)",
} as const;

export const breakpoint = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoint;

/** `mq.md` is `@media (min-width: 768px)`; styles without a query apply to the smallest screens. */
export const mq = Object.fromEntries(
  Object.entries(breakpoint).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const maxWidth = 1200;
/** The contact bar fixed to the bottom of screens below lg; the body leaves room for it. */
export const contactBarHeight = 56;
/** From lg up: the contact tab's width at the right edge, and the page's side margin that clears it. */
export const contactTabWidth = 46;
export const sideGutter = 56;
export const radius = { sm: 8, md: 14, lg: 20 } as const;
export const shadow = {
  card: "0 1px 2px rgba(15, 27, 51, 0.06), 0 8px 24px rgba(15, 27, 51, 0.06)",
  raised: "0 4px 12px rgba(15, 27, 51, 0.12)",
} as const;
/**
 * Decorative loops (the hero's glows and scroll cue, the partner strip) start this long after the
 * page appears: every frame they move is drawn and composited again, work that on a slow phone
 * competes with the page's first render and start-up for the same cores.
 */
export const decorativeMotionDelay = "1.5s";
/**
 * How many times a decorative loop of `seconds` runs: as many as end within five seconds of the
 * page appearing (WCAG 2.2.2: motion that starts by itself and has no pause button stops within
 * five). Loops that repaint what they move (a line's dashes, a background's stripes) also stop
 * costing the page a repaint every frame, on a phone and in the studio's preview alike.
 */
export const decorativeLoops = (seconds: number) => Math.max(1, Math.floor((5 - parseFloat(decorativeMotionDelay)) / seconds));
/** Height of the fixed header, which anchored sections must clear when scrolled to. */
export const headerHeight = { base: 64, lg: 72 } as const;
