/**
 * Button looks, for links and buttons alike, as class names: their CSS is the frame's
 * (engine/page/frame-css.ts), so a page's first view draws its buttons without Emotion. `onDark`
 * sits on navy backgrounds. A component adds its own Emotion styles beside them (`css`), which
 * come later in the page and win where the two differ.
 */
export const button = {
  primary: "btn btn-primary",
  secondary: "btn btn-secondary",
  onDark: "btn btn-on-dark",
};
