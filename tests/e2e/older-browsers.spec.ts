/**
 * The browsers people have (issue 44, item 7): the start-up with newer APIs taken away, in Chromium.
 * package.json's browserslist names the browsers supported (Safari and iOS 16 among them); the
 * build's target follows it (tests/unit/engine/build/browsers.test.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The page's main heading and its number of sections, as the server sent them. */
async function served(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return { h1: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!.replace(/<[^>]+>/g, ""), sections: html.match(/<section/g)!.length };
}

/** Whether the page in `page` is the one last loaded by the browser itself, not drawn by the app: a mark set in it is gone after a full load. */
const markLoad = (page: Page) => page.evaluate(() => void ((window as unknown as { loadMark: boolean }).loadMark = true));
const sameLoad = (page: Page) => page.evaluate(() => (window as unknown as { loadMark?: boolean }).loadMark === true);

test("without popovers (Safari 16, Firefox 124 and older), the page starts whole and the menu opens as a dialog", async ({ page }) => {
  await page.addInitScript(() => {
    // What such a browser has: no popover API, and :popover-open is not a selector it knows.
    for (const name of ["showPopover", "hidePopover", "togglePopover", "popover"]) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (selector: string) {
      if (selector.includes(":popover-open")) throw new DOMException(`'${selector}' is not a valid selector.`, "SyntaxError");
      return matches.call(this, selector);
    };
  });
  await page.setViewportSize({ width: 375, height: 740 });
  const expected = await served(page, "/");
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
  await expect(page.locator("#root section")).toHaveCount(expected.sections);
  // The drawer opens as a modal dialog, styled as the drawer (its rule names :popover-open beside [open]).
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  const drawer = page.getByRole("dialog", { name: "메뉴" });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((d) => getComputedStyle(d).position)).toBe("fixed");
  await drawer.getByRole("link", { name: "회사소개" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("a start-up error", () => {
  test.use({ allowedErrors: [/start-up test/] });

  test("leaves the page as served, its links plain links", async ({ page }) => {
    // An API that throws as the app starts, in an effect of the header's: React gives the page up.
    await page.addInitScript(() => {
      const add = window.addEventListener;
      window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
        if (args[0] === "scroll") throw new Error("start-up test: no scroll events here");
        return add.apply(this, args);
      } as typeof add;
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const expected = await served(page, "/about");
    const failed = Promise.race([page.waitForEvent("console", (message) => message.text().includes("start-up test")), page.waitForEvent("pageerror")]);
    await page.goto("/about");
    await failed;
    await markLoad(page);
    // Still the page as served, after React has let it go.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
    await expect(page.locator("#root section")).toHaveCount(expected.sections);
    // A link is followed by the browser: a full load of the next page.
    await page.getByRole("banner").getByRole("link", { name: "문의하기", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameLoad(page)).toBe(false);
  });
});

test("a click on a sub-menu's chevron in the drawer moves focus to it, so Tab goes on into its pages (Safari focuses nothing on a click)", async ({ page }) => {
  // As Safari does: a press on the chevron takes no focus.
  await page.addInitScript(() => {
    document.addEventListener("mousedown", (event) => void ((event.target as Element).closest?.("summary") && event.preventDefault()), true);
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.getByRole("button", { name: "메뉴 열기" }).click();
  const drawer = page.getByRole("dialog", { name: "메뉴" });
  const chevron = drawer.locator("summary").first();
  await chevron.click();
  await expect(chevron).toBeFocused();
  await page.keyboard.press("Tab");
  // The first page of the sub-menu just opened.
  await expect(drawer.locator("details").first().getByRole("link").first()).toBeFocused();
});
