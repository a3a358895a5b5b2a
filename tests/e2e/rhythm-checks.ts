/**
 * Rhythm by contrast (issue 32): no two neighbouring sections of a page look alike. Measured on the
 * loaded page, as drawn: two block sections that follow each other in <main> differ in their
 * computed background (colour and image; a transparent section shows the page's white) or in the
 * alignment of their first heading. The check (engine/check/rules/rhythm.ts) says the same of
 * site.yaml; this proves the components draw what the data asks for.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Each pair of neighbouring sections that look alike, in words. */
function sameLookNeighbours() {
  const page = getComputedStyle(document.body).backgroundColor;
  const lookOf = (section: Element) => {
    const style = getComputedStyle(section);
    const color = style.backgroundColor === "rgba(0, 0, 0, 0)" ? page : style.backgroundColor;
    const background = `${color} ${style.backgroundImage}`;
    const heading = section.querySelector("h1, h2, blockquote");
    const align = heading ? getComputedStyle(heading).textAlign.replace(/^(left|start|justify)$/, "start") : "none";
    return { background, align, name: `${section.id || section.className} "${heading?.textContent?.trim().slice(0, 20) ?? ""}"` };
  };
  const same: string[] = [];
  // The sibling links a sub-page's frame draws before its call to action (layout/sub-page-nav.tsx)
  // are a strip of navigation, not a block: the blocks on either side of it are the neighbours,
  // as the check (engine/check/rules/rhythm.ts) counts them.
  const children = [...document.querySelectorAll("main > :not(.siblings)")].filter((el) => el.getClientRects().length > 0);
  for (let i = 1; i < children.length; i++) {
    const [before, after] = [children[i - 1]!, children[i]!];
    if (before.tagName !== "SECTION" || after.tagName !== "SECTION") continue;
    const [a, b] = [lookOf(before), lookOf(after)];
    if (a.background === b.background && a.align === b.align) same.push(`${a.name} → ${b.name}: ${b.background}, ${b.align}`);
  }
  return { same, sections: children.filter((el) => el.tagName === "SECTION").length };
}

/** No two neighbouring sections of the page showing in `page` share their background and heading alignment. */
export async function expectSectionRhythm(page: Page) {
  const { same, sections } = await page.evaluate(sameLookNeighbours);
  expect(sections, "sections in <main>").toBeGreaterThan(1);
  expect(same, "neighbouring sections with the same background and heading alignment").toEqual([]);
}
