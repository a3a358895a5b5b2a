/** A route read without script; redirects, the 404 and the year tokens. */
import { expect, openHydrated, test } from "./fixtures";

// Each route loading, hydrating and showing its title and content: tests/e2e/pages.spec.ts; its HTML: tests/dist/.
test("/dx reads without JavaScript", async ({ scriptless: page }) => {
  await page.goto("/dx");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("현장에서 시작하는 디지털 전환");
  await expect(page.getByRole("heading", { name: "자주 묻는 질문" })).toBeVisible();
  // The answers, closed until the script can open them, show open.
  await expect(page.getByText("진단 단계에서 AI로 효과를 볼 수 있는 업무")).toBeVisible();
  await expect(page.locator("main button .chevron").first()).toBeHidden();
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
    await openHydrated(page, "/");
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
    await openHydrated(page, "/dx");
    await page.evaluate(() => history.pushState(null, "", "/nowhere"));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("year tokens", () => {
  test("follow the visitor's clock after hydration, without a hydration warning", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-05-01T10:00:00+09:00"));
    await openHydrated(page, "/");
    await expect(page.getByRole("contentinfo")).toContainText("© 2031 한빛아이티 주식회사");
    await expect(page.locator("h1 + p")).toContainText("24년 동안");
  });
});
