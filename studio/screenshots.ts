/**
 * Studio only: the screenshots of the studio chapter in docs/editing-guide.md, at 1280 px, taken
 * from a dev server on a copy of site.yaml (the real one is never touched).
 *   npx tsx studio/screenshots.ts
 */
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createServer } from "vite";
import { launchOptions } from "../scripts/chromium.ts";

const root = join(import.meta.dirname, "..");
const copy = ".preview-test/studio-screenshots.yaml";
mkdirSync(join(root, ".preview-test"), { recursive: true });
copyFileSync(join(root, "site.yaml"), join(root, copy));
process.env.SITE_MANIFEST = copy;
const server = await createServer({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", server: { port: 0, host: "127.0.0.1" } });
await server.listen();
const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, "")}/__studio`);
  await page.locator("html[data-studio-ready]").waitFor({ state: "attached", timeout: 120_000 });
  const preview = page.frameLocator('iframe[title="미리보기"]');
  await preview.locator("h1").waitFor({ timeout: 60_000 });
  const shot = async (name: string, target: Page = page) => {
    await target.waitForTimeout(800);
    await target.screenshot({ path: join(root, "docs", name) });
  };

  await shot("studio-overview.png");
  // The preview at each width, for a look (not in the guide): STUDIO_SHOTS=dir npx tsx studio/screenshots.ts
  if (process.env.STUDIO_SHOTS) {
    for (const name of ["휴대폰", "태블릿", "데스크톱"]) {
      await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(process.env.STUDIO_SHOTS, `preview-${name}.png`) });
    }
  }

  // A list: the FAQ of the first page that has one.
  const faqPage = page.getByTestId("page-list").getByRole("button", { name: /\/dx/ });
  await faqPage.click();
  const faq = page.locator(".block-list .block").filter({ hasText: "자주 묻는 질문" }).first();
  await faq.click();
  await page.locator(".field-list .handle").first().focus();
  await page.locator(".field-list").first().scrollIntoViewIfNeeded();
  await shot("studio-list.png");

  // A problem at its field.
  await page.getByTestId("page-list").getByRole("button").first().click();
  await page.locator("#block-2").click();
  await page.locator('[data-path="pages.0.blocks.2.id"] input').fill("Bad Id");
  await page.locator('[data-path="pages.0.blocks.2.id"] .field-problems').waitFor({ timeout: 30_000 });
  await page.locator("#form-title").scrollIntoViewIfNeeded();
  // The preview has come back to "/" from the FAQ's page and shows the block (a first try caught it blank).
  await preview.getByRole("heading", { name: "통합 IT 서비스" }).waitFor({ timeout: 30_000 });
  await shot("studio-problem.png");
  await page.keyboard.press("Control+z");
  await page.getByTestId("problem-count").filter({ hasText: "문제 없음" }).waitFor({ timeout: 30_000 });

  // Deleting a page: the links that point to it.
  await page.getByTestId("page-list").getByRole("button", { name: /\/privacy/ }).click();
  await page.getByRole("button", { name: "페이지 삭제" }).click();
  await shot("studio-delete.png");
} finally {
  await browser.close();
  await server.close();
  rmSync(join(root, copy), { force: true });
}
