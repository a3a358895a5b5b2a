import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fontCharacters } from "../../scripts/font-cmap";
import { fontFileName, siteCharacters, sourceFile, WEIGHTS, type FontWeight } from "../../scripts/make-fonts";
import { expect, test } from "./fixtures";

const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
const weights = Object.keys(WEIGHTS).map(Number) as FontWeight[];

test.describe("the built font", () => {
  for (const weight of weights) {
    test(`weight ${weight} draws every character site.yaml shows`, async () => {
      const needed = await siteCharacters();
      const built = fontCharacters(readFileSync(join(dist, "fonts", fontFileName(weight))));
      const source = fontCharacters(readFileSync(sourceFile(weight)));
      // A character Pretendard itself lacks falls back to the system font; anything else must be there.
      const missing = [...needed].filter((c) => source.has(c.codePointAt(0)!) && !built.has(c.codePointAt(0)!));
      expect(missing.join("")).toBe("");
    });
  }

  test("is served with font-display swap, fetched only after the first paint, and used from the next page on", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/@font-face\{[^}]*font-display:swap/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="font"/);
    expect((await request.get(`/fonts/${fontFileName(400)}`)).status()).toBe(200);

    const arrived = Promise.all(weights.map((weight) => page.waitForResponse((r) => r.url().endsWith(`/fonts/${fontFileName(weight)}`))));
    await page.goto("/");
    await arrived;
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Site Sans"', "기술") && document.fonts.check('700 16px "Site Sans"', "기술"))).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      fonts: performance.getEntriesByType("resource").filter((e) => e.name.includes("/fonts/")).map((e) => e.startTime),
    }));
    expect(timing.fonts).toHaveLength(2);
    for (const start of timing.fonts) expect(start).toBeGreaterThan(timing.paint);
    // The page on screen keeps its font even once the web font is there: nothing re-wraps under the reader.
    await page.waitForTimeout(300);
    await expect(page.locator("html[data-fonts]")).toHaveCount(0);
    expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toBe('"Site Sans Fallback", sans-serif');

    // The next page is drawn in it.
    await page.locator("header nav a[href='/about']").first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html[data-fonts]")).toHaveCount(1);
    expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toBe('"Site Sans", "Site Sans Fallback", sans-serif');
  });

  test.describe("without script", () => {
    test.use({ javaScriptEnabled: false });
    test("the page keeps its size-matched stand-in and fetches no font", async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (r) => void (r.url().includes("/fonts/") && fonts.push(r.url())));
      await page.goto("/", { waitUntil: "load" });
      expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toBe('"Site Sans Fallback", sans-serif');
      expect(fonts).toEqual([]);
    });
  });
});
