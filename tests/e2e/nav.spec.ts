/**
 * Every page within two steps: the header's panels of sub-pages (mouse, keyboard, no script), the
 * drawer's sub-lists and contact links, and a sub-page's breadcrumbs (with their JSON-LD in the
 * raw HTML) and sibling links. The tree is the site's own: sub-pages are read from the sitemap.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, sitePaths, test } from "./fixtures";
import { violations } from "./page-checks";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1, { timeout: 20_000 });
}

// Pages open one after another here, on a machine other work may share.
test.describe.configure({ timeout: 120_000 });

/** The sub-pages of the site (two path segments), grouped by their section's path. */
async function subPages(page: Page): Promise<Map<string, string[]>> {
  const groups = new Map<string, string[]>();
  for (const path of await sitePaths(page)) {
    const parent = path.slice(0, path.lastIndexOf("/"));
    if (parent) groups.set(parent, [...(groups.get(parent) ?? []), path]);
  }
  return groups;
}

/** Runs `check` in a page of a context without JavaScript. */
async function withoutScript(browser: Browser, baseURL: string | undefined, width: number, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 800 } });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("the header's panels at 1280 px", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 800 }));

  test("each service with sub-pages lists all of them, and the row keeps the spec's six links and 문의하기", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    const groups = await subPages(page);
    expect(groups.size).toBe(4);
    for (const [section, pages] of groups) {
      const item = nav.locator("li").filter({ has: page.locator(`> a[href="${section}"]`) });
      expect(await item.locator(".nav-panel a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(pages);
    }
    // One row: every top-level link and the button share a line.
    const middles = await page.locator("nav[aria-label='주 메뉴'] > ul > li > a, header > div > a[href='/contact']").evaluateAll((links) =>
      links.map((a) => Math.round(a.getBoundingClientRect().top + a.getBoundingClientRect().height / 2)),
    );
    expect(middles).toHaveLength(7);
    expect(new Set(middles).size).toBe(1);
  });

  test("opens on hover and closes when the pointer leaves", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "IT컨설팅 하위 메뉴" });
    const link = page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "ERP 컨설팅" });
    await expect(link).toBeHidden();
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "IT컨설팅", exact: true }).hover();
    await expect(link).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await link.hover(); // across from the link into the panel, it stays open
    await link.click();
    await expect(page).toHaveURL(/\/consulting\/erp$/);
    await expect(link).toBeHidden(); // closed by the click, though the pointer is still over it
    await page.mouse.move(600, 500);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("opens on focus and from the keyboard: Enter, Space, ArrowDown; Escape closes and returns focus", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    const toggle = nav.getByRole("button", { name: "시스템개발 하위 메뉴" });
    const panelLinks = nav.locator('.nav-item:has(> a[href="/development"]) .nav-panel a');
    // With the script running the chevron works, and is in the Tab order again.
    await expect(toggle).not.toHaveAttribute("tabindex");
    await nav.getByRole("link", { name: "시스템개발", exact: true }).focus();
    await expect(panelLinks.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panelLinks.first()).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const key of ["Enter", "Space", "ArrowDown"]) {
      await page.keyboard.press(key);
      await expect(panelLinks.first(), key).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      await expect(panelLinks.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toggle).toBeFocused();
      await expect(panelLinks.first()).toBeHidden();
    }
    // Tab from the button walks into the open panel, and on out of it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Shift+Tab");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panelLinks.first()).toBeFocused();
  });

  test("without JavaScript, hover and focus open them and every sub-page is a link away", async ({ browser, baseURL, page }) => {
    const groups = await subPages(page);
    await withoutScript(browser, baseURL, 1280, async (noScript) => {
      await noScript.goto("/about");
      const nav = noScript.getByRole("navigation", { name: "주 메뉴" });
      for (const [section, pages] of groups) {
        const item = nav.locator("li").filter({ has: noScript.locator(`> a[href="${section}"]`) });
        await item.locator("> a").hover();
        for (const path of pages) await expect(item.locator(`.nav-panel a[href="${path}"]`)).toBeVisible();
      }
      await noScript.mouse.move(600, 600);
      const storage = nav.locator('a[href="/ict/storage"]');
      await expect(storage).toBeHidden();
      await nav.locator('a[href="/ict"]').focus();
      // The chevron does nothing without script, so Tab passes it by: straight into the panel.
      await expect(nav.locator(".nav-toggle")).toHaveCount(groups.size);
      for (const toggle of await nav.locator(".nav-toggle").all()) await expect(toggle).toHaveAttribute("tabindex", "-1");
      await noScript.keyboard.press("Tab");
      await expect(nav.locator('.nav-panel a[href="/ict/serverbuild"]')).toBeFocused();
      await nav.locator('a[href="/ict"]').hover();
      await storage.click();
      await expect(noScript).toHaveURL(/\/ict\/storage$/);
    });
  });
});

test.describe("the drawer at 375 px", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 375, height: 740 }));

  test("its services expand to their sub-pages, and it gives the phone and e-mail", async ({ page }) => {
    await open(page, "/");
    const groups = await subPages(page);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const drawer = page.getByRole("dialog", { name: "메뉴" });
    await expect(drawer.getByRole("link", { name: "02-000-0000" })).toHaveAttribute("href", "tel:02-000-0000");
    await expect(drawer.getByRole("link", { name: "contact@example.com" })).toHaveAttribute("href", "mailto:contact@example.com");
    for (const [section, pages] of groups) {
      const item = drawer.locator("li").filter({ has: page.locator(`> a[href="${section}"]`) });
      const toggle = item.locator("summary");
      await expect(item.locator(`a[href="${pages[0]}"]`)).toBeHidden();
      await expect(toggle).toHaveText(/하위 메뉴$/);
      await toggle.click();
      for (const path of pages) await expect(item.locator(`a[href="${path}"]`)).toBeVisible();
    }
    await drawer.locator('a[href="/ai/automation"]').click();
    await expect(page).toHaveURL(/\/ai\/automation$/);
    await expect(drawer).toBeHidden();
    // On a sub-page its section starts open, the page marked.
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(drawer.locator('a[href="/ai/automation"]')).toHaveAttribute("aria-current", "page");
    await expect(drawer.locator('a[href="/ai/automation"]')).toBeVisible();
  });

  test("without JavaScript it opens, expands, closes on Escape, outside and its close button, and leads on", async ({ browser, baseURL }) => {
    await withoutScript(browser, baseURL, 375, async (noScript) => {
      await noScript.goto("/dx");
      const menu = noScript.getByRole("button", { name: "메뉴 열기" });
      const drawer = noScript.getByRole("dialog", { name: "메뉴" });
      await expect(drawer).toBeHidden();
      await menu.click();
      await expect(drawer).toBeVisible();
      await noScript.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await menu.click();
      await noScript.mouse.click(10, 400);
      await expect(drawer).toBeHidden();
      await menu.click();
      await drawer.getByRole("button", { name: "메뉴 닫기" }).click();
      await expect(drawer).toBeHidden();
      await menu.click();
      await drawer.locator("summary", { hasText: "ICT인프라 하위 메뉴" }).click();
      await drawer.locator('a[href="/ict/backupdr"]').click();
      await expect(noScript).toHaveURL(/\/ict\/backupdr$/);
      await expect(drawer).toBeHidden();
    });
  });
});

test.describe("a sub-page", () => {
  test("has breadcrumbs under its hero, and their BreadcrumbList JSON-LD in its HTML", async ({ page, request }) => {
    for (const [section, pages] of await subPages(page)) {
      for (const path of pages) {
        const html = await (await request.get(path)).text();
        const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        expect(json, path).toBeDefined();
        const data = JSON.parse(json!) as { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
        expect(data["@type"]).toBe("BreadcrumbList");
        expect(data.itemListElement.map((e) => [e.position, e.item])).toEqual([
          [1, "https://www.example.com/"],
          [2, `https://www.example.com${section}`],
          [3, `https://www.example.com${path}`],
        ]);
        const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
        expect(title, path).toBeDefined();
        expect(data.itemListElement[2]!.name, path).toBe(/<title>([^|<]*) \|/.exec(html)?.[1]);
      }
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, "/ict/storage");
    const crumbs = page.getByRole("navigation", { name: "현재 위치" });
    await expect(crumbs.getByRole("link")).toHaveText(["홈", "ICT인프라"]);
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("NAS 스토리지");
    // Right under the hero.
    expect(await crumbs.evaluate((nav) => nav.previousElementSibling?.querySelector("h1") !== null)).toBe(true);
    await crumbs.getByRole("link", { name: "ICT인프라" }).click();
    await expect(page).toHaveURL(/\/ict$/);
    await expect(page.getByRole("navigation", { name: "현재 위치" })).toHaveCount(0);
  });

  // What each page's strip links, and where it stands, is checked on pages.spec.ts's load of every route.
  test("its strip of siblings: two share the row, and a sibling's link leads to it", async ({ page }) => {
    // Two siblings share the row between them, leaving no empty third column (auto-fit).
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/ai/chatbot-platform");
    const row = page.getByRole("region", { name: "같은 분야의 다른 서비스" }).locator("ul");
    const [rowRight, lastRight] = await row.evaluate((ul) => [ul.getBoundingClientRect().right, ul.lastElementChild!.getBoundingClientRect().right]);
    expect(Math.abs(rowRight! - lastRight!)).toBeLessThan(1);
    await open(page, "/development/cloud");
    await page.getByRole("region", { name: "같은 분야의 다른 서비스" }).getByRole("link", { name: /시스템 통합/ }).click();
    await expect(page).toHaveURL(/\/development\/integration$/);
  });
});

test.describe("axe with the navigation open", () => {
  for (const path of ["/", "/consulting/erp"]) {
    test(`${path} at 1280 px with a header panel open`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, path);
      const nav = page.getByRole("navigation", { name: "주 메뉴" });
      await nav.getByRole("link", { name: "IT컨설팅", exact: true }).hover();
      await expect(nav.getByRole("link", { name: "ERP 컨설팅" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test(`${path} at 375 px with the drawer open and a service expanded`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, path);
      await page.getByRole("button", { name: "메뉴 열기" }).click();
      const drawer = page.getByRole("dialog", { name: "메뉴" });
      await drawer.locator("summary", { hasText: "ICT인프라 하위 메뉴" }).click();
      await expect(drawer.locator('a[href="/ict/backupdr"]')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
