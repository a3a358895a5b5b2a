/**
 * What the browser tests look at on an open page, one function each: layout shifts and restyles
 * as the page starts (recorded from the navigation on), heading order, axe, the disclosures,
 * and the spec's content. tests/e2e/pages.spec.ts runs them on every route; other specs reuse them.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { Expected } from "./expected-content";
import { FALLBACK_FAMILY, LOADED_FAMILY } from "../../src/layout/fonts";

/** From the next navigation on, records every layout shift of `page`, with the elements that moved (read with `shifts`). */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; sources: { node?: Node }[] }[]) {
        shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?").join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/**
 * From the next navigation on, records what the app does to the page's styles once the HTML is
 * parsed: <style> elements added, moved or removed, and CSS rules added (read with `restyles`).
 */
export async function recordRestyles(page: Page) {
  await page.addInitScript(() => {
    const rules = () => [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0);
    const changes: string[] = [];
    document.addEventListener(
      "readystatechange",
      () => {
        const parsed = rules();
        new MutationObserver((records) => {
          for (const record of records) {
            const styles = (nodes: NodeList) => [...nodes].filter((n) => n.nodeName === "STYLE").map((n) => (n as Element).outerHTML.slice(0, 60));
            changes.push(...styles(record.addedNodes).map((s) => `added ${s}`), ...styles(record.removedNodes).map((s) => `removed ${s}`));
          }
        }).observe(document, { childList: true, subtree: true });
        (window as unknown as { restyles: () => string[] }).restyles = () => [...changes, ...(rules() > parsed ? [`${rules() - parsed} rules added`] : [])];
      },
      { once: true },
    );
  });
}

export const restyles = (page: Page) => page.evaluate(() => (window as unknown as { restyles: () => string[] }).restyles());

/** Resolves once the page's fonts are loaded (or given up on) and two frames have been drawn since, so every layout shift so far has been reported. */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/**
 * How the first view differs between the web font and its fallback face, the system Korean font
 * resized to match it (engine/page/font-face.ts): what a visitor whose web font missed the first
 * frame sees instead, for good. Each block of <main> that starts in the first view must start
 * within 4 px of its place in the web font, and the same blocks must start in it, since a block's
 * code loads once it comes into view (src/ui/later.tsx): so a first visit in either font fetches
 * the same script. Measured on the page as it is (at any scroll), every element given each family
 * in turn, in one task, and put back.
 */
export function fallbackOffsets(page: Page): Promise<string[]> {
  return page.evaluate(
    async ({ web, fallback }) => {
      for (const weight of [400, 700]) await document.fonts.load(`${weight} 16px "${web}"`, "가A1");
      const page = document.adoptedStyleSheets;
      /** Where each block of <main> that starts in the first view starts, from the top of the page. */
      const firstView = (family: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(`body,body *{font-family:"${family}"!important}`);
        document.adoptedStyleSheets = [...page, sheet];
        const tops = [...document.querySelectorAll("main > *")].map((block) => block.getBoundingClientRect().top + scrollY).filter((top) => top < innerHeight);
        document.adoptedStyleSheets = page;
        return tops;
      };
      const inWeb = firstView(web);
      const inFallback = firstView(fallback);
      const problems = inWeb.flatMap((top, i) =>
        Math.abs(top - (inFallback[i] ?? Infinity)) <= 4 ? [] : [`block ${i + 1} of <main>: at ${Math.round(top)} px in the web font, ${Math.round(inFallback[i] ?? NaN)} px in the fallback`],
      );
      if (inFallback.length > inWeb.length) problems.push(`block ${inWeb.length + 1} of <main> starts in the first view in the fallback (at ${Math.round(inFallback[inWeb.length]!)} px), below it in the web font`);
      return problems;
    },
    { web: LOADED_FAMILY, fallback: FALLBACK_FAMILY },
  );
}

/**
 * axe's violations on the open page (or the part `include` selects, without what `exclude` does), one line each, so a
 * failure names the rule and the nodes. Every rule runs on the page as it is; three things make
 * a run cheaper, none of them what axe looks at:
 * - The page's endless animations (the partner strip, the drawings' loops) are held where they
 *   are while axe runs, and played on after. axe reads every element's style many times, and a
 *   running animation makes each read style the page anew: the home page at 1280 px took 6.7 s
 *   with its ten loops running, 1.3 s with them held (load average 23). Finite animations and
 *   transitions (a drawer opening) run on as before.
 * - Only violations are gathered (`resultTypes`): axe skips making a selector for every node that
 *   passed, which nothing here reads (the results' JSON: 580 KB → 59 KB on the home page).
 * - axe runs in the page itself (legacy mode: `axe.run`), not a partial run in each frame finished
 *   in a second, blank page, which costs a page and a second copy of axe. The site's pages have
 *   no frames; the studio's preview frame is left out of its run, and same-origin frames are
 *   still checked in this mode.
 */
export async function violations(page: Page, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<string[]> {
  await page.evaluate(() => {
    const held = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations === Infinity);
    for (const animation of held) animation.pause();
    (window as unknown as { heldForAxe: Animation[] }).heldForAxe = held;
  });
  try {
    const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
    if (include) axe.include(include);
    if (exclude) axe.exclude(exclude);
    const { violations } = await axe.analyze();
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  } finally {
    await page.evaluate(() => {
      for (const animation of (window as unknown as { heldForAxe: Animation[] }).heldForAxe) animation.play();
    });
  }
}

/** Heading levels in document order (hidden copies for screen readers excluded), and what is wrong with them. */
export async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) =>
    headings.filter((h) => !h.closest("[aria-hidden=true]")).map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? "").trim().slice(0, 40) })),
  );
  const problems: string[] = [];
  const h1s = levels.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  if (levels[0] && levels[0].level !== 1) problems.push(`starts with h${levels[0].level} "${levels[0].text}"`);
  levels.forEach((h, i) => {
    const before = levels[i - 1];
    // Going deeper one level at a time; coming back up any number of levels is fine.
    if (before && h.level > before.level + 1) problems.push(`h${before.level} "${before.text}" → h${h.level} "${h.text}"`);
  });
  return problems;
}

/** Opens every closed disclosure (FAQ answers, detail panels) in <main> and waits until all are open; resolves with how many it opened. */
export async function openDisclosures(page: Page): Promise<number> {
  const closed = page.locator("main button[aria-expanded=false]");
  const count = await closed.count();
  for (let i = 0; i < count; i++) {
    await closed.first().click();
    // A click that reached a block before its code takes effect once the code has come (src/ui/later.tsx).
    await expect(closed).toHaveCount(count - i - 1);
  }
  return count;
}

/** The inline <style> elements the browser refused to apply (they have no sheet). */
export function refusedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll("style")].filter((s) => !s.sheet).map((s) => s.outerHTML.slice(0, 80)));
}

/**
 * Checks counts, headings, links and images on a loaded page (prerendered or hydrated) against the
 * spec (./expected-content.ts). Everything is read in one call to the page, each check under its own
 * name, and compared as a whole (retried as an expectation is), so a page that misses several shows
 * them all at once. Text is matched as Playwright's `hasText` and `toContainText` match it: spaces
 * collapsed, `hasText` without regard to case; visible as Playwright's `toBeVisible` has it.
 */
export async function expectStructure(page: Page, expected: Expected, stage: string) {
  const want: Record<string, number | boolean> = { "h1 elements": 1, [`h1 contains ${expected.h1}`]: true };
  for (const heading of expected.headings ?? []) want[`heading ${heading}`] = true;
  for (const [selector, count] of Object.entries(expected.counts ?? {})) want[selector] = count;
  for (const label of expected.contactLinks ?? []) want[`link ${label} → /contact`] = true;
  if (expected.signature) want[`the page's signature ${expected.signature}, one and visible`] = true;
  for (const [href, label] of Object.entries(expected.links ?? {})) want[`link ${label} → ${href}`] = true;
  // Every image has an alt attribute (empty only for decorative ones, such as the logo beside the company name).
  want["images without alt"] = 0;
  // Content images in main (partner logos) name what they show, except the marquee's hidden copy.
  want["content images with empty alt"] = 0;
  const found = () =>
    page.evaluate((e) => {
      const text = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
      const holds = (el: Element, part: string) => text(el).toLowerCase().includes(part.replace(/\s+/g, " ").trim().toLowerCase());
      const all = (selector: string) => [...document.querySelectorAll(selector)];
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return el.checkVisibility() && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
      };
      const h1 = all("h1");
      const got: Record<string, number | boolean> = { "h1 elements": h1.length, [`h1 contains ${e.h1}`]: h1.length === 1 && text(h1[0]!).includes(e.h1.replace(/\s+/g, " ").trim()) };
      for (const heading of e.headings ?? []) got[`heading ${heading}`] = all("h2").some((h) => holds(h, heading));
      for (const selector of Object.keys(e.counts ?? {})) got[selector] = all(selector).length;
      for (const label of e.contactLinks ?? []) got[`link ${label} → /contact`] = all('main a[href="/contact"]').some((a) => holds(a, label));
      if (e.signature) got[`the page's signature ${e.signature}, one and visible`] = all(e.signature).length === 1 && visible(all(e.signature)[0]!);
      for (const [href, label] of Object.entries(e.links ?? {})) got[`link ${label} → ${href}`] = all(`main a[href="${href}"]`).some((a) => holds(a, label));
      got["images without alt"] = all("img:not([alt])").length;
      got["content images with empty alt"] = all('main img[alt=""]').filter((img) => !img.closest("[aria-hidden=true]")).length;
      return got;
    }, expected);
  await expect.poll(found, { message: `${stage}: the spec's content` }).toEqual(want);
}

/** The floating contact tab covers no text, control, image or card anywhere on the page, over every scroll position. */
export async function contactTabHits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tab = document.querySelector("[data-testid=floating-contact]")!.getBoundingClientRect();
    // Over every scroll position the tab sweeps this band of the document.
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    const band = { left: tab.left, top: tab.top + scrollY, bottom: tab.bottom + scrollY + maxScroll };
    const boxes: { what: string; left: number; right: number; top: number; bottom: number }[] = [];
    // What of `r` is drawn: cut to each element from `clipper` up that clips its overflow (the
    // partner strip's moving track), and nothing for visually hidden text (clip: rect(0 0 0 0)).
    const add = (what: string, r: DOMRect, clipper: Element | null) => {
      let { left, right, top, bottom } = r;
      for (let a = clipper; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === "absolute" && style.clip !== "auto") return;
        const c = a.getBoundingClientRect();
        if (style.overflowX !== "visible") [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
        if (style.overflowY !== "visible") [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
      }
      if (right > left && bottom > top) boxes.push({ what, left, right, top: top + scrollY, bottom: bottom + scrollY });
    };
    const content = document.querySelector("body")!;
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest("header, [data-testid=floating-contact], script, style, dialog")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) add(`text "${node.textContent.trim().slice(0, 20)}"`, r, parent);
    }
    for (const el of document.querySelectorAll<HTMLElement>("main *, footer *")) {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width >= innerWidth - 1 || style.visibility === "hidden") continue; // full-bleed backgrounds are not content
      const card = style.boxShadow !== "none" || parseFloat(style.borderRightWidth) > 0;
      if (card || el.matches("a, button, input, select, textarea, summary, img, svg, video, table")) add(`<${el.tagName.toLowerCase()} class="${el.className}">`, r, el.parentElement);
    }
    return boxes.filter((b) => b.right > band.left && b.bottom > band.top && b.top < band.bottom).map((b) => `${b.what} right=${Math.round(b.right)}`);
  });
}
