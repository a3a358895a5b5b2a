import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { NEW_PAGE } from "../fixtures/new-page";
import { expect, root, test } from "./dev-server";

test.describe("the live preview (npm start)", () => {
  // A dev server transforms modules on first request: slow on a busy 2-core machine.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let file: string;
  let url: string;

  // The dev project's one dev server (./dev-server.ts); each test starts from site.yaml as it was.
  test.beforeEach(({ dev }) => void ({ file, url } = dev));

  const edit = (change: (text: string) => string) => writeFileSync(join(root, file), change(readFileSync(join(root, file), "utf8")));
  /** Opens /dx and waits until the page follows saves: the dev tools draw the outline once they listen. */
  const openDx = async (page: Page) => {
    await page.goto(`${url}/dx`);
    await expect(page.locator("h1")).toHaveText("현장에서 시작하는 디지털 전환", { timeout: 60_000 });
    await expect(page.getByTestId("dev-outline")).toBeAttached({ timeout: 60_000 });
  };

  test("shows an edit at once without reloading, keeping the scroll position", async ({ page }) => {
    await openDx(page);
    // A reload would lose this marker and the scroll position.
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "same page";
      window.scrollTo(0, 600);
    });
    // The update carries the checked data: the page fetches no module to show it (virtual modules
    // are served under /@id/; each request waits for a busy server).
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const started = Date.now();
    edit((t) => t.replace("title: DX 핵심 영역", "title: DX 핵심 영역 (수정)"));
    await expect(page.locator("#areas h2")).toHaveText("DX 핵심 영역 (수정)", { timeout: 15_000 });
    console.log(`save → updated page: ${Date.now() - started} ms`);
    expect(fetched.filter((path) => path.startsWith("/@id/") || path.includes("virtual:site-"))).toEqual([]);
    // The pictures keep the intrinsic size the page modules give them, so nothing moves.
    const sizes = await page.locator("main img").evaluateAll((imgs) => imgs.map((img) => [img.getAttribute("width"), img.getAttribute("height")]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const [width, height] of sizes) expect(Number(width) * Number(height)).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test("shows a mistake in the overlay, and clears it when fixed", async ({ page }) => {
    await openDx(page);

    edit((t) => t.replace("title: 현장에서 시작하는 디지털 전환", "title: 현장에서 시작하는 변화"));
    await expect(page.locator("h1")).toHaveText("현장에서 시작하는 변화", { timeout: 15_000 });

    // Two mistakes: the second behind Korean text, where the caret stands under its character only if padded by width.
    edit((t) => t.replace("        scrollTo: areas\n", "        scrollTo: areaz\n").replace("title: DX 핵심 영역\n", "title: DX 핵심 영역 {yeers}\n"));
    const overlay = page.getByRole("alertdialog", { name: "site.yaml에 고칠 곳이 있습니다" });
    await expect(overlay).toBeVisible({ timeout: 15_000 });
    // Our own Korean frame around the report, with the path as the editor knows it: not Vite's
    // English overlay, and not the machine's absolute path.
    await expect(overlay).toContainText("아래 위치의 줄을 고쳐 저장하면 이 창은 저절로 닫히고 화면이 바로 바뀝니다.");
    const text = await overlay.locator("pre").innerText();
    expect(text).toMatch(new RegExp(`^${file.replace(/[.]/g, "\\.")}:\\d+:19 '/dx' 페이지 1번째 블록\\(hero\\)의 스크롤 표시가 가리키는 블록 'areaz'가 이 페이지에 없습니다`));
    expect(text).toContain("scrollTo: areaz");
    // The caret under the '{' of {yeers}, to the pixel, though a Hangul syllable is not two Latin letters wide in the browser's font.
    const [mistake, caret] = await overlay.locator("pre").evaluate((pre) => {
      const rows = [...pre.children] as HTMLElement[];
      const source = rows.find((row) => /^\s+\d+ \| .*\{yeers\}/.test(row.textContent!))!;
      const range = document.createRange();
      range.setStart(source.firstChild!, source.textContent!.indexOf("{yeers}"));
      range.setEnd(source.firstChild!, source.textContent!.indexOf("{yeers}") + 1);
      const under = document.createTreeWalker(rows[rows.indexOf(source) + 1]!, NodeFilter.SHOW_TEXT);
      while (under.nextNode() && !under.currentNode.textContent!.includes("^"));
      const mark = document.createRange();
      mark.setStart(under.currentNode, under.currentNode.textContent!.indexOf("^"));
      mark.setEnd(under.currentNode, under.currentNode.textContent!.indexOf("^") + 1);
      return [range.getBoundingClientRect().left, mark.getBoundingClientRect().left];
    });
    expect(Math.abs(mistake - caret)).toBeLessThan(1);
    expect(await page.locator("body").innerText()).not.toContain(root);
    await expect(page.locator("vite-error-overlay")).toHaveCount(0);

    edit((t) => t.replace("        scrollTo: areaz\n", "        scrollTo: areas\n").replace("title: DX 핵심 영역 {yeers}\n", "title: DX 핵심 영역\n"));
    await expect(overlay).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator("h1")).toHaveText("현장에서 시작하는 변화");
  });

  test("shows a manifest that was bad from the start in the same frame, and starts once it is fixed", async ({ page }) => {
    edit((t) => t.replace("title: DX 핵심 영역", "title： DX 핵심 영역"));
    await page.goto(`${url}/dx`);
    const overlay = page.getByRole("alertdialog", { name: "site.yaml에 고칠 곳이 있습니다" });
    await expect(overlay).toBeVisible({ timeout: 60_000 });
    await expect(overlay.locator("pre")).toContainText(new RegExp(`^${file.replace(/[.]/g, "\\.")}:\\d+:\\d+ YAML 문법 오류: 전각 콜론\\(：\\)을 썼습니다.`));
    await expect(page.locator("vite-error-overlay")).toHaveCount(0);

    edit((t) => t.replace("title： DX 핵심 영역", "title: DX 핵심 영역"));
    await expect(page.locator("#areas h2")).toHaveText("DX 핵심 영역", { timeout: 60_000 });
    await expect(overlay).toHaveCount(0);
  });

  test("knows where each block is in site.yaml: marks, Alt+click to the editor, and an outline", async ({ page }) => {
    // The expected lines, read from the text: each "- type:" under the /dx page entry.
    const text = readFileSync(join(root, file), "utf8").split("\n");
    const start = text.indexOf("  - path: /dx");
    const end = text.findIndex((line, i) => i > start && line.startsWith("  - path: "));
    const expected = text.flatMap((line, i) => (i > start && i < end && /^ {6}- type: /.test(line) ? [i + 1] : []));
    expect(expected.length).toBeGreaterThan(4);

    await page.goto(`${url}/dx`);
    await expect(page.locator("h1")).toHaveText("현장에서 시작하는 디지털 전환", { timeout: 60_000 });
    const marks = page.locator("[data-source-line]");
    await expect(marks).toHaveCount(expected.length);
    expect(await marks.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-source-line"))))).toEqual(expected);

    const opened: string[] = [];
    await page.route("**/__open-in-editor**", async (route) => {
      opened.push(new URL(route.request().url()).searchParams.get("file")!);
      await route.fulfill({ status: 200, body: "" });
    });
    await page.locator("#areas h2").click({ modifiers: ["Alt"] });
    await expect.poll(() => opened.length).toBe(1);
    expect(opened[0]).toBe(`${join(root, file)}:${expected[1]}`);

    const outline = page.getByTestId("dev-outline");
    await outline.getByRole("button", { name: /블록 \d+개/ }).click();
    await expect(outline.getByRole("listitem")).toHaveCount(expected.length);
    await expect(outline.getByRole("listitem").first()).toContainText(`hero ${expected[0]}행`);
    await outline.getByRole("listitem").nth(2).getByRole("button").click();
    await expect.poll(() => opened.length).toBe(2);
    expect(opened[1]).toBe(`${join(root, file)}:${expected[2]}`);
  });

  test("shows a page added to site.yaml, with nothing else changed", async ({ page }) => {
    edit((t) => t + NEW_PAGE);
    await page.goto(`${url}/new-page`);
    await expect(page.locator("h1")).toHaveText("방금 추가한 페이지", { timeout: 60_000 });
    await expect(page).toHaveURL(/\/new-page$/);
    await expect(page).toHaveTitle("새 페이지 | 한빛아이티");
  });
});
