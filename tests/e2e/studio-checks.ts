/**
 * What the studio's browser tests try under both hosts, `npm start` (studio.spec.ts) and
 * `npm run studio` (studio-server.spec.ts): the preview frame telling the studio what it did.
 */
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect } from "./fixtures";

const preview = (page: Page) => page.frameLocator('iframe[title="미리보기"]');

/** A link followed in the preview selects that page in the studio (the frame says where it went). */
export async function linkFollowedSelectsItsPage(page: Page, manifest: string): Promise<void> {
  const privacy = (parse(manifest).pages as { path: string }[]).findIndex((pg) => pg.path === "/privacy");
  await preview(page).locator('footer a[href="/privacy"]').first().click();
  await expect.poll(() => page.locator('iframe[title="미리보기"]').evaluate((f: HTMLIFrameElement) => f.contentWindow!.location.pathname)).toBe("/privacy");
  await expect(page.locator(`#page-${privacy}`)).toHaveAttribute("aria-current", "true");
  await expect(page.locator("#form-title")).toHaveText("/privacy 페이지 정보");
}

/**
 * A block added last to the home page, which has no FAQ, is outlined in the preview once the page
 * has drawn it (the frame says when). The FAQ's code, `faqCode`, is held until the studio has done
 * all it does at once (select the new block, save it), so the preview cannot have drawn it before.
 */
export async function addedBlockOutlinedOnceDrawn(page: Page, { manifest, disk, faqCode }: { manifest: string; disk: () => string; faqCode: string }): Promise<void> {
  const last = (parse(manifest).pages[0].blocks as unknown[]).length;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(faqCode, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // No block selected: the new one goes last, and its place in the preview is not there until drawn.
  await page.getByRole("button", { name: /페이지 정보/ }).click();
  await page.getByLabel("새 블록").selectOption("faq");
  await page.getByRole("button", { name: "블록 추가" }).click();
  await expect(page.locator(`#block-${last}`)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => parse(disk()).pages[0].blocks[last]?.type).toBe("faq");
  await expect(page.getByTestId("save-state")).toHaveText("저장됨");
  await expect.poll(() => asked).toBe(true);
  await expect(preview(page).locator("[data-studio-selected]")).toHaveCount(0);
  release();
  await expect(preview(page).locator("[data-source-line]")).toHaveCount(last + 1);
  await expect(preview(page).locator("[data-source-line]").nth(last).locator(":scope > [data-studio-selected]")).toHaveCount(1);
  await expect(preview(page).locator("[data-studio-selected]")).toHaveCount(1);
}
