/** The font files of the build: each weight draws every character site.yaml shows, and each page's first-view cut every character of its first view. How the browser uses them: tests/e2e/fonts.spec.ts. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontCharacters } from "../../scripts/font-cmap";
import { firstViewCharacters } from "../../engine/build/first-view-font";
import { fontFileName, siteCharacters, sourceFile, WEIGHTS, type FontWeight } from "../../engine/build/fonts";
import { CACHE } from "../../engine/hosting/policy";
import { cacheControlFor } from "../../engine/hosting";
import { unicodeRange } from "../../engine/page/font-face";
import { dist, fontPreloadsOf, htmlOf, sitemapRoutes } from "./files";

const weights = Object.keys(WEIGHTS).map(Number) as FontWeight[];

describe("the built font", () => {
  it.each(weights)("weight %i draws every character site.yaml shows", async (weight) => {
    const needed = await siteCharacters();
    const built = fontCharacters(readFileSync(join(dist, "fonts", fontFileName(weight))));
    const source = fontCharacters(readFileSync(sourceFile(weight)));
    // A character Pretendard itself lacks falls back to the system font; anything else must be there.
    const missing = [...needed].filter((c) => source.has(c.codePointAt(0)!) && !built.has(c.codePointAt(0)!));
    expect(missing.join("")).toBe("");
  });

  /** A first-view cut is a few kB a weight; the whole font is about 55 kB a weight. */
  const FIRST_VIEW_BUDGET = 20_000;

  it.each(sitemapRoutes())("%s preloads its own cut of both weights, kept a year by the browser, which holds every character its first view draws, in the range its faces name", (route) => {
    const html = htmlOf(route);
    // The markup from #root on and the CSS of the whole page, as the build reads them before it fills the page.
    const characters = firstViewCharacters(html.slice(html.indexOf('<div id="root">')), html);
    const files = fontPreloadsOf(html);
    expect(files).toHaveLength(weights.length);
    weights.forEach((weight, i) => {
      // Named by its content, so cached for good: a later visit needs no request for it (tests/e2e/first-visit-font.spec.ts).
      expect(cacheControlFor(files[i]!), files[i]).toBe(CACHE.hashed);
      const cut = readFileSync(join(dist, files[i]!));
      expect(cut.length, files[i]).toBeLessThanOrEqual(FIRST_VIEW_BUDGET);
      const site = fontCharacters(readFileSync(join(dist, "fonts", fontFileName(weight))));
      const held = fontCharacters(cut);
      expect([...characters].filter((c) => site.has(c.codePointAt(0)!) && !held.has(c.codePointAt(0)!)).join(""), `${files[i]} (${weight})`).toBe("");
      expect(html).toContain(`src:url("${files[i]}") format("woff2");font-weight:${weight === 400 ? "400" : "600 900"};font-style:normal;font-display:optional;unicode-range:${unicodeRange(characters)}}`);
    });
  });
});

