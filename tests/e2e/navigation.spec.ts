import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Following a link when the next page's data is slow or cannot load, against the built site.
 * Each page's data is its own chunk (/assets/<last path segment>-<hash>.js), and the route table
 * that finds it is another (/assets/_virtual_site-pages-<hash>.js), fetched with the first page
 * that is not in the HTML.
 */

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`);
const ROUTE_TABLE = chunk("_virtual_site-pages");

// Chromium logs each refused request as a console error.
test.use({ allowedErrors: [/Failed to load resource/] });

/** Opens `path`, waits until React has hydrated it, and marks the document to tell a full load from a client one. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const footerLink = (page: Page, href: string) => page.locator(`footer a[href="${href}"]`);

/**
 * Holds every request for `pattern` until `release` is called. Each held chunk, once let through,
 * sets `window.arrived[name]` as it runs, so a test knows when the late page has reached the app.
 */
async function holdChunk(page: Page, pattern: RegExp, name: string) {
  const held: Route[] = [];
  let released = false;
  const pass = async (route: Route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n;(window.arrived ??= {})[${JSON.stringify(name)}] = true;`;
    await route.fulfill({ response, body });
  };
  await page.route(pattern, (route) => (released ? pass(route) : void held.push(route)));
  return {
    requested: () => page.waitForRequest(pattern),
    release: async () => {
      released = true;
      await Promise.all(held.map(pass));
      await page.waitForFunction((name) => (window as unknown as { arrived?: Record<string, boolean> }).arrived?.[name] === true, name);
      // Let the app's own handlers for the chunk run (a few microtasks and at most a task or two).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    },
  };
}

test.describe("a link whose page data cannot load", () => {
  for (const [what, pattern] of [
    ["its page chunk", chunk("privacy")],
    ["the route table", ROUTE_TABLE],
  ] as const) {
    test(`loads the page in full when ${what} fails (offline, or gone after a deploy)`, async ({ page }) => {
      await open(page, "/about");
      await page.route(pattern, (route) => route.abort("internetdisconnected"));
      const failed = page.waitForEvent("requestfailed", (request) => pattern.test(request.url()));
      await footerLink(page, "/privacy").click();
      await failed;
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page).toHaveTitle(/^개인정보처리방침 \|/);
      await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
      expect(await sameDocument(page), "a full page load, not the client router").toBe(false);
      // …and it is a normal entry in the history: Back returns to the page the visitor left.
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }

  test("a history entry whose page is not loaded yet is loaded in full when its chunk fails", async ({ page }) => {
    await open(page, "/about");
    await page.route(chunk("privacy"), (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => history.pushState(null, "", "/privacy"));
    await expect(page).toHaveTitle(/^개인정보처리방침 \|/);
    expect(await sameDocument(page)).toBe(false);
  });
});

test.describe("quick moves: the visitor's last one wins", () => {
  test("two links clicked in quick succession, the first one's data slow: the second page stays", async ({ page }) => {
    await open(page, "/about");
    const slow = await holdChunk(page, chunk("privacy"), "privacy");
    const requested = slow.requested();
    await footerLink(page, "/privacy").click();
    await requested; // the first page's data is on its way
    await footerLink(page, "/it-service").click();
    await expect(page).toHaveURL(/\/it-service$/);
    await expect(page).toHaveTitle(/^ITO서비스 \|/);

    await slow.release();
    await expect(page).toHaveURL(/\/it-service$/);
    await expect(page).toHaveTitle(/^ITO서비스 \|/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a slow link followed by Back: the page Back led to stays", async ({ page }) => {
    await open(page, "/about");
    await footerLink(page, "/it-service").click();
    await expect(page).toHaveTitle(/^ITO서비스 \|/);
    const slow = await holdChunk(page, chunk("privacy"), "privacy");
    const requested = slow.requested();
    await footerLink(page, "/privacy").click();
    await requested;
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/^회사소개 \|/);

    await slow.release();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(/^회사소개 \|/);
    expect(await sameDocument(page)).toBe(true);
  });
});
