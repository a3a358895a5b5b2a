/**
 * Korean typography and the compact hero (issue 32), measured on a loaded page at any width:
 * - no heading line ends with a one-syllable word ("한 / 팀이", "첫 / 상담에서"), nor starts with
 *   a dependent noun ("신뢰할 / 수 있는", "끝날 / 때마다"), nor breaks a predicate in two words
 *   ("성장해 / 온", "멈추지 / 않고", "가야 / 할", "근거 / 있는");
 * - no paragraph or list item ends on a line of one short word ("…기술 / 선택");
 * - no telephone number breaks inside, anywhere on the page;
 * - no Hangul text is letter-spaced (kickers spread "기술 파트너" into single letters).
 * On /, no empty band under the partner strip; on every page, none above the closing call to action,
 * room under the footer's last rule, and no grid of tiles ending in a lone tile beside a hole.
 * The compact hero of every page but /:
 * - at most the spec's 500 px tall at 1280 × 800 (600 px for a stage, whose product screen is the
 *   page's first content: docs/art-direction.md), its picture on the hero's own surface (no card);
 * - the first content after it starts in the first screen (740 px tall at 375, 800 at 1280): on
 *   /contact the first form field, on /privacy the first section's heading, elsewhere the first
 *   heading after the hero;
 * - at 768 px the picture beside the text, reaching the side of the page its composition puts it
 *   on (split: right; reverse: left), or, on a stage, under the text.
 * Run on every route by tests/e2e/pages.spec.ts (375 and 1280 px) and design.spec.ts (768 px).
 */
import type { Page } from "@playwright/test";
import { FONT_READY_ATTRIBUTE, LOADED_FAMILY } from "../../src/layout/fonts";
import { expect } from "./fixtures";

/** A sub-page's hero at 1280 × 800: "at most about 480 px" (issue 32, item 1). */
const HERO_MAX = 500;
/** A stage hero at 1280 × 800: the text over a product screen as wide as the page (issue 44, item 1). */
const STAGE_MAX = 600;

/** What a loaded page breaks wrongly, read in the page itself. */
function measure() {
  const ONE_SYLLABLE = /^[("'“‘「『《〈[]*[가-힣]$/u;
  // Dependent nouns as they stand in the site's headings, with their particles: written out here
  // as words, apart from the renderer's rule (src/ui/phrases.tsx), so this checks it.
  const DEPENDENT = new Set(["수", "것", "것이", "것은", "것을", "줄", "데", "바", "뿐", "때", "때마다", "때문에", "적이", "지"]);
  // Predicates in two words, as they stand in the site's copy: the second word may not start a line
  // after a first that ends so. A verb's -아/-어 form and its auxiliary ("성장해 / 온", "보여 / 줍니다"),
  // -지 않다·못하다 ("멈추지 / 않고"), -야 하다 ("가야 / 할"), -고 있다 ("붙잡고 / 있던"), a noun
  // with 있는 or 없는 ("근거 / 있는").
  const AUXILIARY = new Set(["온", "왔고", "오며", "오는", "올", "갑니다", "가는", "갈", "보세요", "봅니다", "보는", "볼", "줍니다", "주는", "주세요", "주기", "드립니다", "드릴", "두기", "둡니다", "두고", "놓은", "버릴", "버린", "내는", "냅니다"]);
  const PREDICATES: [RegExp, (next: string) => boolean][] = [
    [/[해어아여려겨뤄꿔눠라혀켜쳐워와봐줘둬]$/u, (next) => AUXILIARY.has(next)],
    [/지$/u, (next) => /^(?:않|못하|못한)/u.test(next)],
    [/야$/u, (next) => /^(?:하는|한다|할|할지|합니다)$/u.test(next)],
    [/고$/u, (next) => next.startsWith("있")],
    [/[가-힣]$/u, (next) => next === "있는" || next === "없는"],
  ];
  const SHORT = /^[가-힣]{1,2}$/u;
  const bare = (word: string) => word.replace(/[,.!?)”’」』]+$/u, "");
  const PHONE = /\d{2,4}-\d{3,4}-\d{4}/g;
  const rangeOf = (node: Text, start: number, end: number) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return range;
  };
  const textNodes = (root: Node) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    return nodes;
  };
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";

  /** The box whose lines hold a text node: its nearest ancestor that is not inline. */
  const boxOf = (node: Text) => {
    let box = node.parentElement!;
    while (getComputedStyle(box).display.startsWith("inline") && box.parentElement) box = box.parentElement;
    return box;
  };
  /** The words of an element's text, in order, each with the top and bottom of its first line box and the box it runs in. */
  const wordsOf = (element: Element) => {
    const words: { word: string; top: number; bottom: number; box: Element }[] = [];
    for (const node of textNodes(element)) {
      const box = boxOf(node);
      for (const match of node.data.matchAll(/\S+/g)) {
        const rects = [...rangeOf(node, match.index, match.index + match[0].length).getClientRects()].filter((r) => r.width > 0);
        if (rects.length === 0) continue;
        words.push({ word: match[0], top: rects[0]!.top, bottom: rects[0]!.bottom, box });
      }
    }
    return words;
  };

  // Headings: a line ends where the next word starts lower.
  const lineEnds: string[] = [];
  for (const heading of document.querySelectorAll("h1, h2, h3, h4")) {
    if (!visible(heading)) continue;
    const words = wordsOf(heading);
    for (let i = 0; i + 1 < words.length; i++) {
      const [word, next] = [words[i]!, words[i + 1]!];
      if (next.top < word.bottom - 2) continue;
      if (ONE_SYLLABLE.test(word.word)) lineEnds.push(`"${heading.textContent}" ends a line with "${word.word}"`);
      if (DEPENDENT.has(bare(next.word))) lineEnds.push(`"${heading.textContent}" starts a line with "${next.word}"`);
      if (PREDICATES.some(([end, second]) => end.test(word.word) && second(bare(next.word)))) {
        lineEnds.push(`"${heading.textContent}" breaks the predicate "${word.word} / ${next.word}"`);
      }
    }
  }

  // Paragraphs and list items: the last line is not one word of one or two syllables ("…기술 / 선택").
  const loneEnds: string[] = [];
  for (const block of document.querySelectorAll("main p, main li, footer p")) {
    if (!visible(block)) continue;
    const words = wordsOf(block);
    const [before, last] = [words.at(-2), words.at(-1)];
    // Two words of one run of text (a list item's number is a box of its own).
    if (before && last && before.box === last.box && last.top >= before.bottom - 2 && SHORT.test(bare(last.word))) loneEnds.push(`"${block.textContent}" ends on "${last.word}" alone`);
  }

  // Telephone numbers: one line box each.
  const phones: string[] = [];
  for (const node of textNodes(document.body)) {
    if (!node.parentElement || !visible(node.parentElement)) continue;
    for (const match of node.data.matchAll(PHONE)) {
      const tops = new Set([...rangeOf(node, match.index, match.index + match[0].length).getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) phones.push(`${match[0]} in "${node.parentElement.textContent}"`);
    }
  }

  // Letter-spacing on any element whose own text is Hangul.
  const spaced: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("");
    if (!/[가-힣]/.test(own) || !visible(el)) continue;
    const spacing = getComputedStyle(el).letterSpacing;
    if (spacing !== "normal" && parseFloat(spacing) > 0) spaced.push(`"${own.trim()}": ${spacing}`);
  }
  return { lineEnds, loneEnds, phones, spaced };
}

/** The hero of a page other than /, and where its first content starts. */
function heroGeometry(path: string) {
  const hero = document.querySelector("main > section")!;
  const box = hero.getBoundingClientRect();
  const img = hero.querySelector("img");
  // Every box between the picture and the hero: none may paint a background (a card).
  const cards: string[] = [];
  for (let el = img?.parentElement; el && el !== hero; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.backgroundColor !== "rgba(0, 0, 0, 0)" || style.backgroundImage !== "none") cards.push(`${el.tagName}: ${style.backgroundColor} ${style.backgroundImage}`);
  }
  const first =
    path === "/contact" ? document.querySelector("main form input, main form select, main form textarea")
    : path === "/privacy" ? document.querySelector("main section section[aria-labelledby] :is(h2, h3)")
    : [...document.querySelectorAll("main :is(h2, h3)")].find((h) => h.getBoundingClientRect().top >= box.bottom && h.getClientRects().length > 0);
  const firstBox = first?.getBoundingClientRect();
  const title = hero.querySelector("h1")!.getBoundingClientRect();
  const picture = img?.getBoundingClientRect();
  return {
    layout: (hero as HTMLElement).dataset.hero?.split(" ")[0] ?? "split",
    height: box.height,
    cards,
    first: first ? `${first.tagName} "${first.textContent?.slice(0, 30) ?? ""}"` : "none",
    firstBottom: firstBox ? firstBox.bottom : Infinity,
    besideText: picture ? (picture.left >= title.left + 100 || picture.right <= title.left) && picture.top < title.bottom + 150 : false,
    underText: picture ? picture.top >= title.bottom : false,
    pictureLeft: picture ? picture.left : 0,
    pictureRight: picture ? picture.right : 0,
    viewport: { width: innerWidth, height: innerHeight },
  };
}

/**
 * Switches the page to the whole web font, as every page after the first is drawn (src/layout/fonts.ts).
 * A first visit draws text below its first view in the web font or, when the font misses its
 * window, in the size-matched system font for good: which one varies from load to load, and so do
 * the line breaks ("신뢰할 / 수 있는" on /about at 375 px only in the web font).
 */
async function useWebFont(page: Page) {
  await page.evaluate(
    async ({ family, attribute }) => {
      await Promise.all(["400", "700"].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, "가")));
      document.documentElement.setAttribute(attribute, "");
      await document.fonts.ready;
    },
    { family: LOADED_FAMILY, attribute: FONT_READY_ATTRIBUTE },
  );
}

/**
 * The typography and hero checks above, on `page` showing `route` at `width`: once as the first
 * visit drew it, once in the web font, as the next pages are drawn, and once more in the web font
 * with text-wrap: balance and pretty off, as a browser without them draws it (which leaves the page so).
 */
export async function expectDesign(page: Page, route: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  // The footer's last line stands clear of the rule above it (at 768 and 1280 px it sat 1 px under it).
  const underRule = await page.locator("footer > div:last-child").evaluate((bar) => {
    const text = document.createRange();
    text.selectNodeContents(bar.querySelector("p")!);
    return text.getClientRects()[0]!.top - bar.getBoundingClientRect().top;
  });
  expect(underRule, "room between the footer's rule and its last line").toBeGreaterThanOrEqual(16);
  // No empty band of white before the closing call to action: from the content above it on white
  // (a section on white, or the sibling links) to its box. Both sections' padding made 176 px at 1280.
  const beforeCta = await page.evaluate(() => {
    // The closing call to action: the page's last section, its heading in a painted box.
    const cta = document.querySelector("main > section:last-of-type");
    const box = cta?.querySelector("h2")?.parentElement;
    const before = cta?.previousElementSibling;
    if (!box || !before || getComputedStyle(box).backgroundImage === "none") return 0;
    // On white: its own white, or none over the page's (the sibling links).
    if (!["rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"].includes(getComputedStyle(before).backgroundColor)) return 0;
    return box.getBoundingClientRect().top - before.firstElementChild!.getBoundingClientRect().bottom;
  });
  expect(beforeCta, "white space above the closing call to action").toBeLessThanOrEqual(100);
  {
    // A grid of tiles does not end in one tile beside a hole (5 client logos or certificates in two
    // columns on a phone, 3 cards in two at 768 px).
    const lone = await page.evaluate(() =>
      [...document.querySelectorAll("main :is(ul, ol)")].flatMap((list) => {
        const columns = getComputedStyle(list).gridTemplateColumns.split(" ").length;
        const items = [...list.children].filter((item) => item.getClientRects().length > 0);
        if (getComputedStyle(list).display !== "grid" || columns < 2 || items.length < 2) return [];
        const last = items.at(-1)!.getBoundingClientRect();
        const inRow = items.filter((item) => Math.abs(item.getBoundingClientRect().top - last.top) < 2).length;
        return inRow === 1 && last.width < list.getBoundingClientRect().width * 0.6 ? [`#${list.closest("section")?.id}: ${items.length} in ${columns} columns`] : [];
      }),
    );
    expect(lone, "grids ending in a lone tile beside a hole").toEqual([]);
  }
  await expectDrawn(page, route, width, "as first drawn");
  await useWebFont(page);
  await expectDrawn(page, route, width, "in the web font");
  // As a browser without text-wrap: balance and pretty draws it (Safari 16, Firefox): the phrase rule alone.
  // Through the CSS object model: the page's Content-Security-Policy refuses a new <style>.
  await page.evaluate(() => {
    const sheet = document.styleSheets[0]!;
    // text-wrap-style, not the text-wrap shorthand, which would also undo white-space: nowrap.
    sheet.insertRule("h1,h2,h3,h4,p,li{text-wrap-style:auto!important}", sheet.cssRules.length);
  });
  await expectDrawn(page, route, width, "in the web font, without text-wrap: balance or pretty");
}

async function expectDrawn(page: Page, route: string, width: number, font: string) {
  const found = await page.evaluate(measure);
  expect(found.lineEnds, `heading lines ending with a one-syllable word, starting with a dependent noun or breaking a predicate, ${font}`).toEqual([]);
  expect(found.loneEnds, `paragraphs ending on a lone short word, ${font}`).toEqual([]);
  expect(found.phones, `telephone numbers broken across lines, ${font}`).toEqual([]);
  expect(found.spaced, "letter-spaced Hangul").toEqual([]);
  if (route === "/") {
    // No empty band under the partner strip: from its logos to the next section's first line.
    const gap = await page.evaluate(() => {
      const strip = document.querySelector("#partners ul")!.getBoundingClientRect();
      const next = document.querySelector("#partners + section header > *")!.getBoundingClientRect();
      return next.top - strip.bottom;
    });
    expect(gap, `space under the partner strip, ${font}`).toBeLessThanOrEqual(130);
    return;
  }
  const hero = await page.evaluate(heroGeometry, route);
  expect(hero.cards, "boxes painted behind the hero's picture").toEqual([]);
  if (width === 1280) expect(hero.height, `hero height at 1280 × 800, ${font}`).toBeLessThanOrEqual(hero.layout === "stage" ? STAGE_MAX : HERO_MAX);
  if (width !== 768) expect(hero.firstBottom, `first content (${hero.first}) within the first screen, ${font}`).toBeLessThanOrEqual(hero.viewport.height);
  if (width === 768 && hero.layout === "stage") expect(hero.underText, "the product screen under the title at 768 px").toBe(true);
  if (width === 768 && hero.layout !== "stage") {
    expect(hero.besideText, "the picture beside the title at 768 px").toBe(true);
    if (hero.layout === "reverse") expect(hero.pictureLeft, "the picture reaches the left side of the page").toBeLessThan(hero.viewport.width * 0.2);
    else expect(hero.pictureRight, "the picture reaches the right side of the page").toBeGreaterThan(hero.viewport.width * 0.8);
  }
}
