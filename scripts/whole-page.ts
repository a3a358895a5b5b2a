import type { Page } from "playwright-core";

/**
 * Opens `url` hydrated, with every lazy picture in (they load only near the screen: one pass over
 * the whole page, then back to the top) and its fonts ready, and shoots the whole page to `file`
 * (with `whole` false, only its first screen). Shared by the docs' screenshots and the contact sheet.
 */
export async function shootWholePage(page: Page, url: string, file: string, whole = true): Promise<void> {
  // Twice: the page's first-view font cut is `font-display: optional`, so a first visit that gets it
  // late draws the first view in the system font for the page's life, and this machine has no Korean
  // one (the headings came out blank). The second visit has it cached, as every later visit does.
  await page.goto(url, { waitUntil: "networkidle" });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: whole });
}
