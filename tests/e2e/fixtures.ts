import { test as base, expect, type Page } from "@playwright/test";

/**
 * `test` with a page that records console errors, page errors and React hydration warnings;
 * each test fails if any appeared (assert with `expectNoConsoleErrors`, called automatically).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedErrors: RegExp[]; scriptless: Page }, { scriptlessPage: Page }>({
  /** Console errors a test expects (e.g. the 404 status of a missing page); none by default. */
  allowedErrors: [[], { option: true }],
  /**
   * A page with JavaScript off, at the test's viewport: the prerendered page as a crawler or a
   * visitor without script gets it. One a worker, which each test that asks for it navigates
   * anew: a context of its own for each test costs a new renderer (half a second and more on a
   * busy 2-core host), and nothing a page without script does outlives its document.
   */
  scriptless: async ({ scriptlessPage, viewport }, use) => {
    if (viewport) await scriptlessPage.setViewportSize(viewport);
    await use(scriptlessPage);
  },
  scriptlessPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  consoleErrors: [
    async ({ page, allowedErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (allowedErrors.some((allowed) => allowed.test(text))) return;
      if (message.type() === "error" || /hydrat/i.test(text)) errors.push(`${message.type()}: ${text}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `test` that also fails on anything the browser reports as refused by the Content-Security-Policy
 * or the Permissions-Policy (the `cspViolations` it collects; empty at the end of each test).
 */
export const testWithPolicyWatch = test.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // Runs before the page's own code, outside its CSP (Playwright injects it over CDP).
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} ${e.sample}`),
        );
      });
      page.on("console", (message) => {
        if (/securitypolicyviolation|Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "CSP or Permissions-Policy reports").toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens `path` and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** Every page path of the site, read from the prerendered sitemap so the list follows site.yaml. */
export async function sitePaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  const xml = await response.text();
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
}
