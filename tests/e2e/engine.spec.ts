import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { bootScripts } from "../../engine/page/boot";
import { expect, sitePaths, test } from "./fixtures";

/** window.scrollY every 10 ms for 5 s after `action` starts (timers, not frames, which a busy page drops). */
async function sampleScroll(page: Page, action: () => Promise<unknown>): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { samples: number[] }).samples = samples;
    const timer = setInterval(() => samples.push(Math.round(window.scrollY)), 10);
    setTimeout(() => clearInterval(timer), 5000);
  });
  await action();
  await page.waitForTimeout(5100);
  return page.evaluate(() => (window as unknown as { samples: number[] }).samples);
}

/** Clicks the footer link to `href` while the page is scrolled to the top. */
async function clickFromTop(page: Page, href: string) {
  await page.locator(`footer a[href="${href}"]`).evaluate((link: HTMLAnchorElement) => {
    window.scrollTo(0, 0);
    link.click();
  });
}

/** Waits until section `id` sits just below the fixed header. */
async function expectAtSection(page: Page, id: string) {
  await expect
    .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id), { timeout: 5000 })
    .toBeLessThanOrEqual(80);
}

/** Opens `path` and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

const FOOTER_LINKS = [
  "/consulting/infrastructure", "/consulting/erp", "/consulting/ai-strategy",
  "/development/enterprise", "/development/cloud", "/development/integration",
  "/ai/chatbot-platform", "/ai/automation", "/ai/model-development",
  "/ict/serverbuild", "/ict/storage", "/ict/backupdr", "/ict/cloudms",
  "/it-service", "/it-service#helpdesk", "/it-service#support", "/privacy", "/about", "/contact",
];
const HEADER_LINKS: [string, string][] = [
  ["/consulting", "IT컨설팅"], ["/development", "시스템개발"], ["/ai", "AI통합구축"],
  ["/ict", "ICT인프라"], ["/it-service", "ITO서비스"], ["/about", "회사소개"],
];

test.describe("every route", () => {
  test("loads, hydrates and shows its own title with no console errors or hydration warnings", async ({ page }) => {
    test.setTimeout(180_000);
    const paths = await sitePaths(page);
    expect(paths.length).toBeGreaterThanOrEqual(23);
    for (const path of paths) {
      await open(page, path);
      await expect(page).toHaveTitle(/ \| 한빛아이티$/);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("main#main[tabindex='-1']")).toHaveCount(1);
    }
  });

  test("is prerendered: content, metadata and lang are in the HTML itself", async ({ request }) => {
    const html = await (await request.get("/dx")).text();
    expect(html).toMatch(/<html lang="ko">/);
    expect(html).toContain("<title>디지털 전환(DX) | 한빛아이티</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/dx">');
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(html).toContain(`<meta property="${property}"`);
    }
    expect(html).toContain("DX 핵심 영역");
    expect(html).toContain("<style data-style-names=");
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  test("carries no live-preview marks in its HTML", async ({ page, request }) => {
    for (const path of await sitePaths(page)) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("data-source-line");
    }
  });

  test("reads without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/dx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("현장에서 시작하는 디지털 전환");
    await expect(page.getByRole("heading", { name: "자주 묻는 질문" })).toBeVisible();
    // The answers, closed until the script can open them, show open.
    await expect(page.getByText("진단 단계에서 AI로 효과를 볼 수 있는 업무")).toBeVisible();
    await expect(page.locator("main button .chevron").first()).toBeHidden();
    await context.close();
  });

  test("has a sitemap listing every page and a robots.txt pointing at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://www.example.com/dx</loc>");
    expect(sitemap).not.toContain("ito-service");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.example.com/sitemap.xml");
  });
});

test.describe("redirects", () => {
  test.use({ allowedErrors: [/status of 404 \(Not Found\)/] });
  test("/ito-service goes to /it-service, replacing the history entry", async ({ page }) => {
    await page.goto("/");
    await page.goto("/ito-service");
    await expect(page).toHaveURL(/\/it-service$/);
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("/ito-service reached inside the app also goes to /it-service, replacing the entry", async ({ page }) => {
    await open(page, "/");
    const length = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState(null, "", "/ito-service");
    });
    await expect(page).toHaveURL(/\/it-service$/);
    await expect(page.locator("footer a[href='/it-service#helpdesk']")).toHaveCount(1);
    await expect(page.locator("#helpdesk")).toHaveCount(1);
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
  });

  test("an unknown path answers 404 and goes to /", async ({ page }) => {
    // Chromium logs the 404 status of the page itself as a console error.
    const response = await page.request.get("/no-such-page");
    expect(response.status()).toBe(404);
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("h1")).toHaveText("기술로 비즈니스를 혁신합니다");
  });

  test("an unknown path inside the app goes to /", async ({ page }) => {
    await open(page, "/dx");
    await page.evaluate(() => history.pushState(null, "", "/nowhere"));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("header, footer and contact shortcut", () => {
  test("at 1280 px: a row of links with the current one marked, and the tab on the right edge", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/ict");
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    for (const [href, label] of HEADER_LINKS) await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
    await expect(nav.getByRole("link", { name: "ICT인프라" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: "문의하기" })).toBeVisible();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: /홈$/ })).toHaveAttribute("href", "/");

    const tab = page.getByTestId("floating-contact");
    const box = (await tab.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(1280);
    expect(Math.abs(box.y + box.height / 2 - 400)).toBeLessThan(2);
    await expect(tab.getByText("문의하기")).toBeAttached();
    const before = box.width;
    await tab.hover();
    await expect.poll(async () => (await tab.boundingBox())!.width).toBeGreaterThan(before + 30);
    await expect(tab.getByText("문의하기")).toBeVisible();
  });

  test("at 375 px: a menu button and a full-width 문의 bar at the bottom", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "주 메뉴" })).toBeHidden();
    await expect(page.getByRole("button", { name: "메뉴 열기" })).toBeVisible();
    const bar = page.getByTestId("floating-contact");
    const box = (await bar.boundingBox())!;
    expect(box).toMatchObject({ x: 0, width: 375 });
    expect(Math.round(box.y + box.height)).toBe(740);
    await expect(bar.getByText("문의", { exact: true })).toBeVisible();
    await expect(bar).toHaveAttribute("href", "/contact");
    // The page keeps room below for the bar: scrolled to the end, the last line is not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole("contentinfo").getByText(/^©/);
    await expect.poll(async () => Math.round((await last.boundingBox())!.y + (await last.boundingBox())!.height)).toBeLessThanOrEqual(Math.round(box.y));
  });

  test("the shortcut is on every page but /contact", async ({ page }) => {
    await open(page, "/about");
    await expect(page.getByTestId("floating-contact")).toHaveCount(1);
    await open(page, "/contact");
    await expect(page.getByTestId("floating-contact")).toHaveCount(0);
  });

  test("the footer has every link, the company facts and the copyright line", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const href of FOOTER_LINKS) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(footer.getByRole("link", { name: "개인정보처리방침" })).toHaveAttribute("href", "/privacy");
    await expect(footer.locator('a[href="mailto:contact@example.com"]')).toHaveCount(1);
    await expect(footer).toContainText("한빛아이티 주식회사");
    await expect(footer).toContainText("02-000-0000");
    await expect(footer).toContainText("02-000-0001");
    await expect(footer).toContainText("평일 09:00-18:00");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} 한빛아이티 주식회사`);
  });
});

test.describe("mobile drawer", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
  });

  test("opens, keeps Tab inside, and closes on Escape with focus back on the button", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: "메뉴 열기" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const dialog = page.getByRole("dialog", { name: "메뉴" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("button", { name: "메뉴 닫기" })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("closes on the close button and on the backdrop", async ({ page }) => {
    await open(page, "/");
    const button = page.getByRole("button", { name: "메뉴 열기" });
    await button.click();
    await page.getByRole("button", { name: "메뉴 닫기" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await button.click();
    await page.mouse.click(10, 300); // on the backdrop, left of the panel
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a link navigates and closes it", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "회사소개" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
  // Without JavaScript it opens as a popover: tests/e2e/nav.spec.ts.
});

test("under reduced motion nothing on the page keeps moving: every animation lasts a moment and runs once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const running = () =>
    page.evaluate(() =>
      document.getAnimations().map((a) => {
        const { duration, iterations } = a.effect!.getComputedTiming();
        return { name: (a as CSSAnimation).animationName ?? "transition", duration: Number(duration), iterations };
      }),
    );
  await open(page, "/");
  // Without the preference the hero and the partner logos move, so the check below has something to stop.
  expect((await running()).filter((a) => a.duration > 1000 && a.iterations === Infinity).length).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await open(page, "/");
  expect((await running()).filter((a) => a.duration > 1 || a.iterations !== 1)).toEqual([]);
});

test.describe("navigation behaviour", () => {
  test("scroll restoration is manual", async ({ page }) => {
    await open(page, "/");
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
  });

  test("a new page starts at the top with focus on <main>", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/dx");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "회사소개" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
    await expect(page).toHaveTitle(/^회사소개 \| 한빛아이티$/);
  });

  test("Back also starts at the top and focuses <main>", async ({ page }) => {
    await open(page, "/dx");
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "ICT인프라" }).click();
    await expect(page).toHaveURL(/\/ict$/);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.goBack();
    await expect(page).toHaveURL(/\/dx$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
  });

  test("a link with a hash scrolls smoothly to its section", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const samples = await sampleScroll(page, () => clickFromTop(page, "/it-service#helpdesk"));
    await expect(page).toHaveURL(/\/it-service#helpdesk$/);
    await expectAtSection(page, "helpdesk");
    const target = samples[samples.length - 1]!;
    // Smooth: the page passes through positions between the top and the section.
    expect(samples.filter((y) => y > 0 && y < target).length, samples.join(",")).toBeGreaterThanOrEqual(2);
    await expect(page.locator("main")).toBeFocused();
  });

  test("under reduced motion the hash scroll is instant", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    const samples = await sampleScroll(page, () => clickFromTop(page, "/it-service#support"));
    await expect(page).toHaveURL(/\/it-service#support$/);
    await expectAtSection(page, "support");
    const target = samples[samples.length - 1]!;
    expect(target).toBeGreaterThan(300);
    // Instant: from the top straight to the section.
    expect(samples.filter((y) => y > 0 && y < target)).toEqual([]);
  });

  test("a hash with no element goes to the top and says so in the log", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (m) => logs.push(m.text()));
    await open(page, "/dx");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.evaluate(() => (location.hash = "nothing-here"));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(logs.some((l) => l.includes("#nothing-here"))).toBe(true);
  });

  test("the hero's scroll indicator goes to its section", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("link", { name: "서비스 보기", exact: true }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("services")!.getBoundingClientRect().top)), { timeout: 5000 }).toBeLessThanOrEqual(80);
  });
});

test.describe("header shadow", () => {
  test("appears only once the page is scrolled more than 10 px", async ({ page }) => {
    await open(page, "/dx");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  });
});

test.describe("year tokens", () => {
  test("follow the visitor's clock after hydration, without a hydration warning", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-05-01T10:00:00+09:00"));
    await open(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 한빛아이티 주식회사");
    await expect(page.locator("h1 + p")).toContainText("24년 동안");
  });
});

test.describe("the client bundle", () => {
  test("holds no yaml, ajv, schema or build-time code", () => {
    const dir = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist", "assets");
    const scripts = readdirSync(dir).filter((f) => f.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(dir, file), "utf8");
      for (const marker of ["LineCounter", "parseDocument", "ajv.js.org", "json-schema-draft", "schemaPath", "additionalProperties", "node:fs", "__open-in-editor", "dev-outline", "site-manifest:update"]) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
      // Server-only code (Emotion's critical-CSS extraction, React's server renderer) and React's development build.
      for (const marker of ["extractCritical", "renderToString", 'unique "key" prop']) {
        expect(code, `${file} contains ${marker}`).not.toContain(marker);
      }
    }
  });

  test("starts in stages: the entry chunk sets up React DOM, the app's modules are a chunk of their own that every page preloads", () => {
    const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
    const entry = bootScripts(readFileSync(join(dist, "index.html"), "utf8"))[0]!.slice(1);
    const code = (file: string) => readFileSync(join(dist, file), "utf8");
    // React DOM's root API is in the entry; the layout's skip link and the blocks' code are not.
    expect(code(entry).includes("hydrateRoot"), `${entry} holds React DOM`).toBe(true);
    for (const marker of ["본문 바로가기", "data-style-names"]) expect(code(entry).includes(marker), `${entry} contains ${marker}`).toBe(false);
    const app = readdirSync(join(dist, "assets")).find((f) => f.startsWith("client-app-"));
    expect(app, "the app's own chunk").toBeDefined();
    expect(code(`assets/${app}`).includes("본문 바로가기"), `${app} holds the layout`).toBe(true);
    for (const route of ["/", "/contact", "/privacy"]) {
      const html = readFileSync(join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
      expect(bootScripts(html).slice(1), `${route}: chunks its boot script preloads`).toContain(`/assets/${app}`);
    }
  });

  test("keeps the form's code (react-hook-form, src/form) out of the entry chunk", () => {
    const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
    const entry = bootScripts(readFileSync(join(dist, "index.html"), "utf8"))[0]?.slice(1);
    expect(entry, "the module entry of index.html").toBeDefined();
    const code = readFileSync(join(dist, entry!), "utf8");
    // react-hook-form's context name and form state, and class names only the form's own markup uses.
    for (const marker of ["HookFormContext", "touchedFields", "required-note"]) {
      expect(code, `${entry} contains ${marker}`).not.toContain(marker);
    }
    const form = readdirSync(join(dist, "assets")).find((f) => f.startsWith("inquiry-form-"));
    expect(form, "the form's own chunk").toBeDefined();
    expect(readFileSync(join(dist, "assets", form!), "utf8")).toContain("HookFormContext");
  });
});
