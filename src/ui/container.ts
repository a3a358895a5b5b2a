/**
 * The page width, as a class name: its CSS is the frame's (engine/page/frame-css.ts). From lg up
 * the side margins are at least `sideGutter`, where the floating contact tab sits
 * (src/layout/floating-contact.tsx): it never covers content.
 */
export const container = "container";
