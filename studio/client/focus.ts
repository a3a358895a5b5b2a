/**
 * Studio only: a new item (a list's item, a block, a page) is scrolled into view and takes the
 * keyboard, so the editor types into it at once. It is drawn a frame or a few after the click
 * (the session shows a change at once, React draws it next), so it is looked for until it is there.
 */
/** What takes typing, before any other control (a radio of icons, a switch). */
const TEXT = "input:not([type]):not([readonly]), input[type=text]:not([readonly]), input[type=number], textarea, select";
const CONTROL = `${TEXT}, input:not([type=hidden])`;

/** Focuses `find()`'s element, or its first control that shows (not one folded under 더 보기), and scrolls it into view, once it exists (for a second at most). */
export function focusNew(find: () => Element | null | undefined, frames = 60) {
  const step = (left: number) => {
    const el = find();
    if (!el) return left > 0 && requestAnimationFrame(() => step(left - 1));
    const shown = (selector: string) => (el.matches(selector) ? el : [...el.querySelectorAll(selector)].find((c) => c.checkVisibility()));
    const target = (shown(TEXT) ?? shown(CONTROL) ?? el) as HTMLElement;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  };
  requestAnimationFrame(() => step(frames));
}
