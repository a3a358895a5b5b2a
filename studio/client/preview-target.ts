/**
 * Studio only: what the preview scrolls to while a field is being edited. A block is found by its
 * place on the page; inside it, a field's place in the page is found by the words it shows. A
 * value the visitor does not see (a form's option code, a check's message) is found by the words
 * of what holds it: an option by its label, a rule's message by its field's label.
 */
import type { Path } from "../core/edits.ts";
import { getIn } from "./session.ts";

/** The texts to look for in the selected block, most specific first: the field's own, then each holder's label or title, up to the block. */
export function previewTexts(data: unknown, path: Path): string[] {
  // pages.N.blocks.M is the block; deeper than that is a place inside it.
  if (path[0] !== "pages" || path[2] !== "blocks" || path.length <= 4) return [];
  const texts: string[] = [];
  const add = (value: unknown) => {
    const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
    if (text && !/\{[a-z]+\}/i.test(text) && !texts.includes(text)) texts.push(text);
  };
  add(getIn(data, path));
  for (let end = path.length - 1; end > 4; end--) {
    const holder = getIn(data, path.slice(0, end));
    if (holder && typeof holder === "object" && !Array.isArray(holder)) for (const key of ["label", "title", "q"]) add(holder[key]);
  }
  return texts;
}

/**
 * The element of `block` that shows `text`: the smallest one on screen whose words hold it, or the
 * control that draws it when that is an <option> (which has no box of its own). One with no box (a
 * closed FAQ answer, `hidden`) is passed over for what holds it: its box is at 0, and scrolling to
 * it moved the page up a third of a screen at each save (4,405 px to 1,929 px while typing).
 */
export function elementShowing(block: Element, texts: string[]): HTMLElement | undefined {
  for (const text of texts) {
    let best: Element | undefined;
    let bestLength = Infinity;
    for (const el of block.querySelectorAll("*")) {
      const words = (el.textContent ?? "").replace(/\s+/g, " ");
      if (words.length < bestLength && words.includes(text) && (el.tagName === "OPTION" || el.getClientRects().length > 0)) ((best = el), (bestLength = words.length));
    }
    if (best) return (best.closest("select") ?? best) as HTMLElement;
  }
  return undefined;
}
