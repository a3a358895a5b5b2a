/**
 * Pictures and the blocks that hold them, against the built site: responsive markup, what loads
 * when (the hero's picture first, on phones too, the rest only near the screen), the
 * year-long cache of the hashed files, and the new blocks at 1280 and 375 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Opens `route` at `width` and waits until React has hydrated it. */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
  await page.goto(route);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** Records the URLs of generated pictures the page requests from now on. */
function pictureRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/img/")) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test.describe("responsive pictures", () => {
  test("a raster picture offers AVIF and WebP at several widths with sizes, a PNG fallback (it has transparency) and its intrinsic size", async ({ page, request }) => {
    await open(page, "/about", 1280);
    const picture = page.locator("#how-we-work picture");
    const avif = picture.locator('source[type="image/avif"]');
    const srcset = (await avif.getAttribute("srcset")) ?? "";
    const candidates = srcset.split(", ").map((c) => c.split(" "));
    expect(candidates.length).toBeGreaterThanOrEqual(4);
    for (const [url, w] of candidates) expect(url).toMatch(new RegExp(`^/assets/img/delivery-stages-[0-9a-f]{10}-${w!.slice(0, -1)}\\.avif$`));
    expect(await avif.getAttribute("sizes")).toContain("560px");
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-1120\.webp 1120w$/);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("src", /^\/assets\/img\/delivery-stages-[0-9a-f]{10}-1120\.png$/);
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "900");

    // Each file is served with its type and kept for a year under its hashed name.
    for (const [url, type] of [[candidates[0]![0]!, "image/avif"], [(await img.getAttribute("src"))!, "image/png"]] as const) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("the hero's picture is fetched first and eagerly; pictures below the fold wait until they near the screen", async ({ page }) => {
    const requested = pictureRequests(page);
    await open(page, "/about", 1280);
    const hero = page.locator("section").first().locator("img");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(await hero.getAttribute("loading")).toBeNull();
    await expect(hero).toHaveAttribute("src", /^\/assets\/img\/about-[0-9a-f]{10}\.svg$/);
    await expect.poll(() => hero.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

    // Every other picture of the page's content is lazy, and none of them has been asked for yet.
    const others = await page.locator("main img:not([fetchpriority])").all();
    expect(others.length).toBeGreaterThan(4);
    for (const img of others) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("decoding", "async");
    }
    // Chromium fetches lazy pictures a screen or two ahead; those far down the page wait until the visitor gets near.
    await page.waitForLoadState("networkidle");
    expect(requested.filter((u) => u.includes("badge-"))).toEqual([]);
    await page.locator("#certifications").scrollIntoViewIfNeeded();
    await expect.poll(() => requested.filter((u) => u.includes("badge-")).length).toBe(5);
  });

  test("on a phone the hero's picture follows the text inside the first screen, fetched first", async ({ page }) => {
    const requested = pictureRequests(page);
    await open(page, "/about", 375);
    const hero = page.locator("section").first();
    const img = hero.locator("img");
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const picture = (await img.boundingBox())!;
    const text = (await hero.locator("h1 + p").boundingBox())!;
    // Under the text, within the phone's width, and starting inside the first screen.
    expect(picture.y).toBeGreaterThan(text.y + text.height);
    expect(picture.x).toBeGreaterThanOrEqual(0);
    expect(picture.x + picture.width).toBeLessThanOrEqual(375);
    expect(picture.y).toBeLessThan(740);
    expect(requested.filter((u) => u.includes("/assets/img/about-"))).toHaveLength(1);
  });
});

for (const width of [1280, 375] as const) {
  test.describe(`new blocks at ${width} px`, () => {
    test("split, logos, cases and quote show in full, within the page width", async ({ page }) => {
      const checks: [string, string, string][] = [
        ["/about", "#how-we-work", "진단에서 운영까지, 한 팀이 끝까지 맡습니다"],
        ["/about", "#certifications", "보유 인증"],
        ["/", "#cases", "숫자로 확인하는 프로젝트 성과"],
      ];
      for (const [route, selector, heading] of checks) {
        await open(page, route, width);
        const block = page.locator(selector);
        await block.scrollIntoViewIfNeeded();
        await expect(block.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        const box = (await block.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // Every picture in the block is drawn, none wider than the block.
        for (const img of await block.locator("img").all()) {
          await img.scrollIntoViewIfNeeded();
          await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
          expect((await img.boundingBox())!.width).toBeLessThanOrEqual(box.width);
        }
      }

      // The split stacks on phones (text above picture) and sits side by side on a desktop.
      await open(page, "/about", width);
      const text = (await page.locator("#how-we-work h2").boundingBox())!;
      const picture = (await page.locator("#how-we-work img").boundingBox())!;
      if (width === 1280) expect(picture.x).toBeGreaterThan(text.x + text.width);
      else expect(picture.y).toBeGreaterThan(text.y + text.height);

      // The case cards sit three in a row on a desktop and one above the other on a phone.
      await open(page, "/", width);
      const cards = await page.locator("#cases li").filter({ has: page.locator("h3") }).all();
      expect(cards).toHaveLength(3);
      const tops = await Promise.all(cards.map(async (c) => (await c.boundingBox())!.y));
      if (width === 1280) expect(new Set(tops).size).toBe(1);
      else expect(tops[1]!).toBeGreaterThan(tops[0]!);

      const quote = page.locator("figure", { has: page.locator("blockquote") });
      await quote.scrollIntoViewIfNeeded();
      await expect(quote.locator("blockquote")).toContainText("생산 라인이 한 번도 멈추지 않았습니다");
      await expect(quote.locator("figcaption")).toContainText("정보시스템팀장 · 한결정밀 주식회사 (예시)");
      expect((await quote.boundingBox())!.width).toBeLessThanOrEqual(width);
    });
  });
}
