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

  test("is served with font-display swap and preloaded", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(`<link rel="preload" href="/fonts/${fontFileName(400)}" as="font" type="font/woff2" crossorigin`);
    expect(html).toMatch(/@font-face\{[^}]*font-display:swap/);
    const response = await request.get(`/fonts/${fontFileName(400)}`);
    expect(response.status()).toBe(200);
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Site Sans"', "기술"))).toBe(true);
  });
});
