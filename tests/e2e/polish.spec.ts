/**
 * Mobile and typographic polish, measured in the built site: the floating contact tab clear of
 * content at 1440 px over the whole page, the two-column FAQ, balanced headings, an opaque header
 * and the home hero's scroll indicator. Per route at 375 and 1280 px (tables on phones, tap
 * targets, stacked hero buttons, the contact tab at 1280): tests/e2e/pages.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { contactTabHits } from "./page-checks";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
}

// Pages open one after another here, on a machine other work may share.
test.describe.configure({ timeout: 180_000 });

// At 1280 px: every route, in tests/e2e/pages.spec.ts.
test("at 1440 px the contact tab covers no text, control, image or card anywhere on the page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  for (const path of ["/", "/dx", "/it-service", "/ict/storage", "/ict/backupdr", "/about"]) {
    await open(page, path);
    expect(await contactTabHits(page), path).toEqual([]);
  }
});

test("the two-column FAQ on /dx: opening an item leaves its neighbour as it was", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/dx");
  const items = page.locator("main section:has(h2:has-text('자주 묻는 질문')) h3").locator("..");
  const [first, second] = [items.nth(0), items.nth(1)];
  const before = (await second.boundingBox())!;
  expect(Math.round((await first.boundingBox())!.y)).toBe(Math.round(before.y)); // side by side
  await first.getByRole("button").click();
  await expect(first.getByRole("button")).toHaveAttribute("aria-expanded", "true");
  expect((await first.boundingBox())!.height).toBeGreaterThan(before.height + 20);
  expect((await second.boundingBox())!.height).toBe(before.height);
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
