import { css } from "@emotion/react";

/** A disclosure's panel, closed with `hidden` until a script opens it: open when no script runs. */
export const openWithoutScript = css`
  @media (scripting: none) { &[hidden] { display: block; } }
`;

/** The toggle of such a panel, which does nothing without script: no chevron, no hand cursor. */
export const inertWithoutScript = css`
  @media (scripting: none) { cursor: default; .chevron { display: none; } }
`;
