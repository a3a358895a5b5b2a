import type { Page } from "@playwright/test";
import { DEMO_CUTS } from "../../scripts/demo-video-cuts";
import { expect, test } from "./fixtures";

/** Whether the home page's demo video is playing now. */
const playing = (page: Page) => page.locator("video").evaluate((v: HTMLVideoElement) => !v.paused && !v.ended);

test.describe("the chatbot demo video", () => {
  test("waits until it is needed, plays when half in view and pauses when scrolled away", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (r) => r.url().endsWith(".mp4") && videoRequests.push(r.url()));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);

    const video = page.locator("video");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", /chatbot-demo-poster\.jpg$/);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.controls, v.width, v.height])).toEqual([true, true, true, 640, 400]);
    await page.waitForLoadState("networkidle");
    expect(videoRequests, "no video bytes before the visitor reaches it, the page's network quiet").toEqual([]);
    expect(await playing(page)).toBe(false);

    await video.evaluate((v) => v.scrollIntoView({ block: "center" }));
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(true);
    expect(videoRequests.length).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(false);
  });
});

test.describe("the partner strip", () => {
  // A failed image request is what one test is about; Chromium logs it as a console error.
  test.use({ allowedErrors: [/status of 404 \(Not Found\)/] });
  test("shows eleven logos twice for the loop, the copy hidden from screen readers", async ({ page }) => {
    await page.goto("/");
    const strip = page.locator("#partners");
    await expect(strip.locator("img")).toHaveCount(22);
    await expect(strip.locator("img:not([alt=''])")).toHaveCount(11);
    await expect(strip.locator("[aria-hidden=true] img")).toHaveCount(11);
  });

  test("hides a logo that fails to load", async ({ page }) => {
    await page.route("**/partners/oracle.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
    // The logos load lazily: bring the strip into view first.
    await page.locator("#partners").scrollIntoViewIfNeeded();
    const oracle = page.locator("#partners img[src$='oracle.svg']").first();
    await expect(oracle).toBeHidden();
    await expect(page.locator("#partners img[src$='sap.svg']").first()).toBeVisible();
  });
});

test("at 375 px the portrait cut plays, with its own poster, and its chat text is at least 14 px", async ({ page }) => {
  const { portrait, landscape } = DEMO_CUTS;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 }); // a loaded machine hydrates slowly
  const video = page.locator("video");
  // The block's code, which picks the poster, arrives as it comes into view (src/ui/later.tsx).
  await video.evaluate((v) => v.scrollIntoView({ block: "center" }));
  await expect(video).toHaveAttribute("poster", new RegExp(`${portrait.poster}$`));
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(new RegExp(`/${portrait.video}$`));

  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  const { shown, intrinsic } = await video.evaluate((v: HTMLVideoElement) => ({ shown: v.getBoundingClientRect().width, intrinsic: v.videoWidth }));
  // The frames are drawn from a page `scale` times smaller, with its chat text at `chatFontPx`.
  expect(intrinsic).toBe(portrait.width * portrait.scale);
  const chatText = (shown / intrinsic) * portrait.chatFontPx * portrait.scale;
  test.info().annotations.push({ type: "chat text at 375 px", description: `${chatText.toFixed(1)} px (landscape cut would give ${((shown / landscape.width) * landscape.chatFontPx).toFixed(1)} px)` });
  expect(chatText).toBeGreaterThanOrEqual(14);
});

test("at 1280 px the landscape cut plays", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 }); // a loaded machine hydrates slowly
  expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(new RegExp(`/${DEMO_CUTS.landscape.video}$`));
});
