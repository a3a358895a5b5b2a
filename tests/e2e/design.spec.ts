/**
 * Each route at 768 px, loaded once: Korean typography, the compact hero (./design-checks.ts) and
 * the rhythm of its sections (./rhythm-checks.ts).
 * At 375 and 1280 px the same checks run in tests/e2e/pages.spec.ts, on its one load of each route.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { expectDesign } from "./design-checks";
import { expectSectionRhythm } from "./rhythm-checks";
import { expect, test } from "./fixtures";

const site = parse(readFileSync(join(import.meta.dirname, "../../site.yaml"), "utf8")) as { pages: { path: string }[] };
const routes = site.pages.map((p) => p.path);

test.describe.configure({ timeout: 120_000 });

for (const route of routes) {
  test(`${route} at 768 px: Korean line breaks and letter-spacing; the compact hero and the first content in view; neighbouring sections differ`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(route);
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
    await expectDesign(page, route, 768);
    // Neighbouring sections differ in background or heading alignment at this width too (issue 32).
    await expectSectionRhythm(page);
  });
}

/**
 * Issue 44, item 5: defects seen in the design review, each measured at the widths where it showed.
 * Each failed before its fix (the numbers in the comments are what the review's build drew).
 */
test.describe("defects of the review (issue 44)", () => {
  /** Chromium draws its paused controls (0:00, play, volume) and their shade in the video's bottom 80 px or so. */
  const CONTROLS = 72;

  for (const width of [375, 1280]) {
    test(`/ at ${width} px, with reduced motion: the demo video's picture ends above the browser's controls before it plays`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, reducedMotion: "reduce" });
      try {
        const page = await context.newPage();
        await page.goto("/");
        await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
        const video = page.locator("#chatbot-demo video");
        await video.scrollIntoViewIfNeeded();
        const drawn = await video.evaluate(async (v: HTMLVideoElement) => {
          const poster = new Image();
          poster.src = v.poster;
          await poster.decode();
          const style = getComputedStyle(v);
          // object-fit: contain draws the picture at its own shape, from the top when object-position says so.
          const picture = Math.min(v.clientHeight, (v.clientWidth * poster.naturalHeight) / poster.naturalWidth);
          return { paused: v.paused, top: style.objectPosition.split(" ")[1], below: v.clientHeight - picture };
        });
        expect(drawn.paused).toBe(true);
        // The picture filled the whole box (below: 0), so the controls sat on the chat's input line.
        expect(drawn.top).toBe("0%");
        expect(drawn.below).toBeGreaterThanOrEqual(CONTROLS);
      } finally {
        await context.close();
      }
    });
  }

  test("/ at 375 × 740: every service of the hub is above the fixed 문의 bar, and the hub says who does the work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 60_000 });
    const bar = (await page.getByTestId("floating-contact").boundingBox())!;
    const scene = page.locator("main section").first().locator(".scene");
    const nodes = await scene.locator("li a").evaluateAll((links) => links.map((a) => ({ name: a.textContent, bottom: a.getBoundingClientRect().bottom })));
    expect(nodes).toHaveLength(5);
    // ICT인프라 and AI통합구축 ended at 812 and 812 px, under the bar from 684 px.
    expect(nodes.filter((node) => node.bottom > bar.y).map((node) => node.name)).toEqual([]);
    await expect(scene.locator(".hub")).toBeVisible();
    await expect(scene.locator(".hub")).toHaveText(/한 팀\s*전략부터 운영까지/);
  });

  test("/about at 375 px: the company table's row headings stay on one line (사업 분야, 주요 인증)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    const broken = await page.locator("#company tbody th").evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
  });

  for (const [width, least] of [[375, 44], [1280, 24]] as const) {
    test(`the footer's links are tap targets of at least ${least} px at ${width} px (they were 18 px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const heights = await page.locator("footer nav a").evaluateAll((links) => links.map((a) => ({ name: a.textContent, height: a.getBoundingClientRect().height })));
      expect(heights.length).toBeGreaterThan(15);
      expect(heights.filter((link) => link.height < least)).toEqual([]);
    });
  }

  for (const width of [375, 1280]) {
    test(`/ict/cloudms at ${width} px: a price given by quote is a quiet line, not the large type of a figure`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ict/cloudms");
      const plans = await page.locator("#plans li:has(h3)").evaluateAll((cards) =>
        cards.map((card) => {
          const size = (el: Element | null) => parseFloat(getComputedStyle(el!).fontSize);
          const quote = [...card.querySelectorAll("p")].find((p) => p.textContent === "견적 문의");
          return { quote: quote && size(quote), name: size(card.querySelector("h3")), feature: size(card.querySelector("ul li")) };
        }),
      );
      expect(plans).toHaveLength(3);
      // It was 22 px beside 15 px features, under a 견적 요청 button.
      for (const plan of plans) expect(plan.quote).toBeLessThanOrEqual(plan.feature);
    });
  }
});
