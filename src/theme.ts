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
/** Height of the fixed header, which anchored sections must clear when scrolled to. */
export const headerHeight = { base: 64, lg: 72 } as const;
