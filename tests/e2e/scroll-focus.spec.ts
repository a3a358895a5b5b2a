/** Where a page starts and what has focus after a move (src/layout/navigation.ts): top, hash targets, Back, reduced motion. */
import type { Page } from "@playwright/test";
import { expect, openHydrated, test } from "./fixtures";

/** window.scrollY every 10 ms from before `action` until the scroll it starts has ended (timers, not frames, which a busy page drops). */
async function sampleScroll(page: Page, action: () => Promise<unknown>): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    const sample = () => samples.push(Math.round(window.scrollY));
    const timer = setInterval(sample, 10);
    (window as unknown as { scrolled: Promise<number[]> }).scrolled = new Promise((done) =>
      window.addEventListener("scrollend", () => {
        clearInterval(timer);
        sample();
        done(samples);
      }, { once: true }),
    );
  });
  await action();
  return page.evaluate(() => (window as unknown as { scrolled: Promise<number[]> }).scrolled);
}

/** Clicks the footer link to `href` while the page is scrolled to the top. */
async function clickFromTop(page: Page, href: string) {
  await page.locator(`footer a[href="${href}"]`).evaluate((link: HTMLAnchorElement) => {
    window.scrollTo(0, 0);
    link.click();
  });
}

/** Waits until section `id` sits just below the fixed header. */
async function expectAtSection(page: Page, id: string) {
  await expect
    .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id), { timeout: 5000 })
    .toBeLessThanOrEqual(80);
}

test.describe("navigation behaviour", () => {
  test("scroll restoration is manual", async ({ page }) => {
    await openHydrated(page, "/");
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
  });

  test("a new page starts at the top with focus on <main>", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/dx");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "회사소개" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
    await expect(page).toHaveTitle(/^회사소개 \| 한빛아이티$/);
  });

  test("Back also starts at the top and focuses <main>", async ({ page }) => {
    await openHydrated(page, "/dx");
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "ICT인프라" }).click();
    await expect(page).toHaveURL(/\/ict$/);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.goBack();
    await expect(page).toHaveURL(/\/dx$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
  });

  test("a link with a hash scrolls smoothly to its section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, "/");
    const samples = await sampleScroll(page, () => clickFromTop(page, "/it-service#helpdesk"));
    await expect(page).toHaveURL(/\/it-service#helpdesk$/);
    await expectAtSection(page, "helpdesk");
    const target = samples[samples.length - 1]!;
    // Smooth: the page passes through positions between the top and the section.
    expect(samples.filter((y) => y > 0 && y < target).length, samples.join(",")).toBeGreaterThanOrEqual(2);
    await expect(page.locator("main")).toBeFocused();
  });

  test("under reduced motion the hash scroll is instant", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, "/");
    const samples = await sampleScroll(page, () => clickFromTop(page, "/it-service#support"));
    await expect(page).toHaveURL(/\/it-service#support$/);
    await expectAtSection(page, "support");
    const target = samples[samples.length - 1]!;
    expect(target).toBeGreaterThan(300);
    // Instant: from the top straight to the section.
    expect(samples.filter((y) => y > 0 && y < target)).toEqual([]);
  });

  test("a hash with no element goes to the top and says so in the log", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    await openHydrated(page, "/dx");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => (location.hash = "nothing-here"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(logs.some((l) => l.includes("#nothing-here"))).toBe(true);
  });

  test("the footer's ITO hash links land on their sections", async ({ page }) => {
    for (const id of ["helpdesk", "support"]) {
      await page.goto(`/it-service#${id}`);
      await expect(page.locator(`section#${id} h2`)).toBeAttached();
    }
  });

  test("the hero's scroll indicator goes to its section", async ({ page }) => {
    await openHydrated(page, "/");
    await page.getByRole("link", { name: "서비스 보기", exact: true }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("services")!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThanOrEqual(80);
  });
});
