/** Team editing's browser tests: a person's studio in a browser of their own, and a field of its form. */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signIn, TEST_ACCOUNTS, type StudioRun } from "./studio-server";

export const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`).locator("input, textarea").first();

/** A studio in a browser of its own, signed in as `name`. */
export async function personIn(newContext: (browser: Browser) => Promise<BrowserContext>, browser: Browser, studio: StudioRun, name: string): Promise<Page> {
  const context = await newContext(browser);
  await context.addCookies([{ name: "studio_session", value: await signIn(studio.url, name, TEST_ACCOUNTS[name]!.password), url: studio.url }]);
  const page = await context.newPage();
  // A reload while a save is on its way asks first (beforeunload): these people always leave.
  page.on("dialog", (dialog) => void dialog.accept());
  await open(page, studio.url);
  return page;
}

export async function open(page: Page, url: string) {
  await page.goto(`${url}/__studio`);
  await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
}

