import { css } from "@emotion/react";

/**
 * Not shown when the browser runs no script: for controls that only a script makes work. Each has
 * a `<noscript>` twin that does the same with a link (see the header's menu and the drawer).
 * `@media (scripting: none)` matches when scripts are off, not while a page waits for its script.
 */
export const scriptOnly = css`
  @media (scripting: none) { display: none; }
`;

/** A disclosure's panel, closed with `hidden` until a script opens it: open when no script runs. */
export const openWithoutScript = css`
  @media (scripting: none) { &[hidden] { display: block; } }
`;

/** The toggle of such a panel, which does nothing without script: no chevron, no hand cursor. */
export const inertWithoutScript = css`
  @media (scripting: none) { cursor: default; .chevron { display: none; } }
`;
