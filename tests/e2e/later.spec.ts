/**
 * A block below a page's first view (src/ui/later.tsx): served as HTML, its code fetched only as
 * it comes into view, and a click that reaches it before that code takes effect once it has come.
 * What a first visit loads in all: tests/e2e/pages.spec.ts.
 */
import { expect, openHydrated, test } from "./fixtures";

const FAQ_CODE = /\/assets\/faq-[\w-]+\.js$/;

test("a block below the first view gets its code as it comes into view, and a click that came first takes effect then", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "script" && scripts.push(request.url())));
  // The FAQ's code waits until the test lets it through, so the click surely comes first.
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(FAQ_CODE, async (route) => {
    await through;
    await route.continue();
  });
  await openHydrated(page, "/it-service");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => FAQ_CODE.test(url)), "the FAQ's code, out of view").toEqual([]);

  const question = page.locator("#faq button[aria-expanded]").first();
  await question.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((url) => FAQ_CODE.test(url)), { message: "the FAQ's code, in view" }).toBe(true);
  await question.click();
  await expect(question, "its code not yet there").toHaveAttribute("aria-expanded", "false");
  letThrough();
  await expect(question, "the click, made again once the code has come").toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${await question.getAttribute("aria-controls")}`)).toBeVisible();
});

test("a page left before its later blocks came into view draws them all when the visitor comes back", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/");
  const sections = page.locator("main > section");
  const served = await sections.count();
  expect(served, "the home page's blocks").toBeGreaterThan(3);
  const title = await page.locator("h1").innerText();
  await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "회사소개" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("h1")).not.toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(sections).toHaveCount(served);
  await sections.last().scrollIntoViewIfNeeded();
  await expect(sections.last()).toBeVisible();
});

test("a link in a block whose code has not come opens in a new tab with a modifier, as the browser does it", async ({ page, context }) => {
  // The closing call to action's code never comes.
  await page.route(/\/assets\/cta-[\w-]+\.js$/, () => undefined);
  await openHydrated(page, "/");
  const link = page.locator("main > section.cta a[href='/contact']");
  const opened = context.waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect.poll(() => new URL(tab.url(), "http://x").pathname).toBe("/contact");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("a block whose code fails to come", () => {
  test.use({ allowedErrors: [/Failed to load resource|Failed to fetch dynamically imported module|cta-/] });

  test("a plain click on its link still follows it, as on the page as served", async ({ page }) => {
    // The closing call to action's code fails (offline, or a deploy replaced it) after the click came.
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route(/\/assets\/cta-[\w-]+\.js$/, async (route) => {
      await failing;
      await route.abort();
    });
    await openHydrated(page, "/");
    const link = page.locator("main > section.cta a[href='/contact']");
    await link.click();
    await expect(page).toHaveURL(/\/$/);
    fail();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
