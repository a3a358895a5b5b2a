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
    for (const path of ["/", "/dx", "/it-service", "/ict/storage", "/ict/backupdr", "/about"]) {
      await open(page, path);
      const hits = await page.evaluate(() => {
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
  for (const path of ["/", "/dx", "/ict/storage", "/contact", "/about"]) {
    await open(page, path);
    const hero = page.locator("main > section").first();
    // Full width: each button is as wide as its row's content box.
    for (const action of await hero.locator("h1 ~ div a").all()) {
      const [width, row, heading] = await action.evaluate((a) => {
        const style = getComputedStyle(a.parentElement!);
        const h1 = a.closest("section")!.querySelector("h1")!;
        return [a.getBoundingClientRect().width, a.parentElement!.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), h1.getBoundingClientRect().width];
      });
      expect(Math.round(width), path).toBe(Math.round(row));
      expect(Math.round(row), `${path}: the buttons' row spans the heading's column`).toBe(Math.round(heading));
    }
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

test("from 1024 px the home hero's scroll indicator is in the first view of a laptop's window, clear of the hero's content, and leaves with the hero", async ({ page }) => {
  // The main hero is 840 px tall from 1024 px (the spec's minimum): taller than these windows.
  for (const [width, height] of [[1024, 700], [1280, 720], [1280, 800], [1366, 650], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    await open(page, "/");
    const cue = page.locator("main section").first().getByRole("link", { name: "서비스 보기" });
    const at = async () =>
      cue.evaluate((link) => {
        const hero = link.closest("section")!;
        const box = link.getBoundingClientRect();
        const overlaps = [...hero.querySelectorAll("h1, p, img, a")]
          .filter((el) => el !== link && !link.contains(el))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top).length;
        return { top: box.top, bottom: box.bottom, heroBottom: hero.getBoundingClientRect().bottom, overlaps };
      });
    const first = await at();
    expect(first.top, `${width}×${height}`).toBeGreaterThan(0);
    expect(first.bottom, `${width}×${height}`).toBeLessThanOrEqual(height - 16);
    expect(first.overlaps, `${width}×${height}`).toBe(0);
    // Scrolled until the hero's end is on screen, the indicator sits at that end, not over the next section.
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await at();
    expect(scrolled.bottom, `${width}×${height}`).toBeLessThanOrEqual(scrolled.heroBottom);
  }
});
