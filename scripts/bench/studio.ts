/**
 * The studio's figures (issue 26 asks for under 1 s to open and under 300 ms from an edit to the
 * preview): a dev server on a copy of site.yaml, Chromium, and
 *   - open: navigation → the studio ready to edit, the first time (the dev server transforms its
 *     modules) and again (what an editor sees on every later visit);
 *   - edit → preview: a keystroke in the home hero's title field → the new title drawn in the
 *     preview frame, timed inside the browser (one clock, no round trip to this process);
 *   - edit → on disk: the same keystroke → the text in the file.
 * Run alone: `npx tsx scripts/bench/studio.ts` (`… studio.ts server` for the studio server).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { launchOptions } from "../chromium";
import { withDevServer } from "./dev-server";
import { isMainModule } from "../main-module.mjs";
import { median, root } from "./tools";

export interface StudioFigures {
  /** ms, navigation → ready, the first open after the server started. */
  openFirst: number;
  /** ms, median of later opens. */
  open: number;
  /** ms, median keystroke → preview drawn. */
  editToPreview: number;
  /** ms, median keystroke → site.yaml holds it. */
  editToDisk: number;
  /** ms, median: a page chosen in the studio's list → that page drawn in the preview. */
  pageOpen: number;
  samples: { pageOpen: number[]; open: number[]; editToPreview: number[]; editToDisk: number[] };
}

export async function measureStudio(times = 5): Promise<StudioFigures> {
  return withDevServer("bench-studio", ({ browser, url, file }) => measureStudioAt(browser, url, join(root, file), times));
}

/**
 * The same figures for the studio server (`npm run studio`, studio/server/), on a temporary git copy
 * of site.yaml and public/, signed in as an editor; and how long a page takes to open in its
 * production preview (the issue asks for under 1 s, and under 300 ms for a keystroke).
 */
export async function measureStudioServer(times = 5): Promise<StudioFigures> {
  const { startStudio, signIn } = await import("../../tests/e2e/studio-server");
  const studio = await startStudio();
  try {
    const browser = await chromium.launch(launchOptions());
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name: "studio_session", value: await signIn(studio.url, "editor"), url: studio.url }]);
      return await measureStudioAt(context, studio.url, join(studio.repo, "site.yaml"), times);
    } finally {
      await browser.close();
    }
  } finally {
    await studio.close();
  }
}

/** The studio at `server` in `browser` (a browser or a signed-in context), editing the file `fullPath`. */
async function measureStudioAt(browser: Pick<Browser, "newPage">, server: string, fullPath: string, times: number): Promise<StudioFigures> {
  const url = `${server}/__studio`;
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // data-studio-ready holds performance.now() at the first frame after the studio drew itself: ms since navigation.
  const open = async () => {
    await page.goto(url);
    return Number(await page.locator("html[data-studio-ready]").getAttribute("data-studio-ready", { timeout: 120_000 }));
  };
  const openFirst = await open();
  const opens: number[] = [];
  for (let i = 0; i < times; i++) opens.push(await open());

  const frame = page.frameLocator('iframe[title="미리보기"]');
  await frame.locator("h1").waitFor({ timeout: 60_000 });
  const input = page.locator('[data-path="pages.0.blocks.0.title"] :is(input, textarea)');
  await input.waitFor();
  // A page chosen in the list → its own page drawn in the preview (a new document, rendered by the server).
  const pageOpens: number[] = [];
  for (const path of ["/consulting", "/about", "/dx", "/"].slice(0, Math.max(2, Math.min(4, times)))) {
    pageOpens.push(
      await page.evaluate(async (path) => {
        const item = [...document.querySelectorAll('[data-testid="page-list"] .path')].find((el) => el.textContent === path) as HTMLElement;
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="미리보기"]')!;
        const start = performance.now();
        item.click();
        for (;;) {
          await new Promise(requestAnimationFrame);
          const doc = frame.contentDocument;
          if (frame.contentWindow?.location.pathname === path && doc?.readyState !== "loading" && doc?.querySelector("h1")) return performance.now() - start;
          if (performance.now() - start > 30_000) return NaN;
        }
      }, path),
    );
  }
  // Back to the first page's first block, as the studio opens.
  await open();
  await frame.locator("h1").waitFor({ timeout: 60_000 });
  const toPreview: number[] = [];
  const toDisk: number[] = [];
  for (let i = 1; i <= times; i++) {
    const text = `스튜디오 측정 제목 ${i}`;
    const diskStart = performance.now();
    const ms = await page.evaluate(async (text) => {
      const field = document.querySelector<HTMLInputElement>('[data-path="pages.0.blocks.0.title"] :is(input, textarea)')!;
      const doc = document.querySelector<HTMLIFrameElement>('iframe[title="미리보기"]')!.contentDocument!;
      const start = performance.now();
      // What a keystroke does: the value changes and React hears an input event.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, text);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      for (;;) {
        await new Promise(requestAnimationFrame);
        if (doc.querySelector("h1")?.textContent?.trim() === text) return performance.now() - start;
        if (performance.now() - start > 30_000) return NaN;
      }
    }, text);
    toPreview.push(ms);
    while (!readFileSync(fullPath, "utf8").includes(`title: ${text}\n`)) {
      if (performance.now() - diskStart > 30_000) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    toDisk.push(performance.now() - diskStart);
    // Let the dev server's own update of the preview pass before the next edit.
    await page.waitForTimeout(1500);
  }
  return {
    openFirst,
    open: median(opens),
    editToPreview: median(toPreview),
    editToDisk: median(toDisk),
    pageOpen: median(pageOpens),
    samples: { pageOpen: pageOpens.map(Math.round), open: opens, editToPreview: toPreview.map(Math.round), editToDisk: toDisk.map(Math.round) },
  };
}

if (isMainModule(import.meta.url)) {
  (process.argv[2] === "server" ? measureStudioServer() : measureStudio()).then(
    (figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
