/**
 * The studio server (`npm run studio`, studio/server/): the studio, its API and the production
 * preview on a git working copy, with no Vite dev server; and what an IT team checks of a web tool.
 */
import { request as httpRequest } from "node:http";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse } from "yaml";
import { expect, original, signIn, test } from "./studio-server";
import { addedBlockOutlinedOnceDrawn, linkFollowedSelectsItsPage } from "./studio-checks";

const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`).locator("input, textarea, select").first();
const preview = (page: Page) => page.frameLocator('iframe[title="미리보기"]');
/** The first word of /consulting's heading, as site.yaml has it (the copy may change; the test is about where it is drawn). */
const CONSULTING = ((parse(original) as { pages: { path: string; blocks: { title: string }[] }[] }).pages.find((p) => p.path === "/consulting")!.blocks[0]!.title).split(" ")[0]!;

async function open(page: Page, url: string) {
  await page.goto(`${url}/__studio`);
  await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
  await expect(preview(page).locator("h1")).toBeVisible({ timeout: 60_000 });
}

/**
 * The texts under `root` drawn at less than WCAG's 4.5:1 against the background they sit on (the
 * nearest box with a colour of its own): white on white reads 1:1.
 */
function lowContrast(root: Locator): Promise<string[]> {
  return root.evaluate((top) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backOf = (el: Element | null): string => {
      for (; el; el = el.parentElement) {
        const back = getComputedStyle(el).backgroundColor;
        if (rgb(back)[3] !== 0 && back !== "transparent") return back;
      }
      return "rgb(255, 255, 255)";
    };
    const low: string[] = [];
    for (const el of [top, ...top.querySelectorAll("*")]) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own || !(el as HTMLElement).offsetParent) continue;
      const [a, b] = [lum(getComputedStyle(el).color), lum(backOf(el))].sort((x, y) => y - x);
      if ((a! + 0.05) / (b! + 0.05) < 4.5) low.push(el.textContent!.trim().slice(0, 40));
    }
    return low;
  });
}

/** A raw request, so that Host and paths go out exactly as written; signed in as the server's admin. */
function raw({ url, cookie }: { url: string; cookie: string }, path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers: { Host: `${hostname}:${port}`, Cookie: cookie, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("the studio server", () => {
  test.describe.configure({ mode: "default", timeout: 120_000 });

  test("serves the studio on the working copy, and its preview draws pages with the build's renderer, no Vite", async ({ page, studio }) => {
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    // The page is drawn on the server, as the build draws it: its heading is in the HTML itself.
    const html = await (await page.request.get(`${studio.url}/consulting`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>.*${CONSULTING}.*</h1>`));
    expect(html).toContain('id="boot"');
    await open(page, studio.url);
    await expect(preview(page).locator("h1")).toHaveText("기술로 비즈니스를 혁신합니다");
    await field(page, "pages.0.blocks.0.title").fill("서버에서 고친 제목");
    await expect(preview(page).locator("h1")).toHaveText("서버에서 고친 제목");
    await expect.poll(studio.disk).toContain("title: 서버에서 고친 제목");
    expect(studio.disk().replace("title: 서버에서 고친 제목", "title: 기술로 비즈니스를 혁신합니다")).toBe(original);
    // Nothing came from a dev server: no Vite client, no source modules.
    expect(requests.filter((p) => p.startsWith("/@") || p.startsWith("/src/") || p.startsWith("/node_modules/"))).toEqual([]);
  });

  test("the preview's phone width: 375 px beside the desktop view", async ({ page, studio }) => {
    await open(page, studio.url);
    await page.getByRole("button", { name: "휴대폰 375px" }).click();
    await expect(page.getByRole("button", { name: "휴대폰 375px" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.evaluate(() => window.innerWidth)).toBe(375);
    // The phone layout: the header's menu button instead of the desktop row.
    await expect(preview(page).getByRole("button", { name: /메뉴/ })).toBeVisible();
    await page.getByRole("button", { name: "데스크톱 1280px" }).click();
    await expect.poll(() => page.frames().find((f) => f !== page.mainFrame())?.evaluate(() => window.innerWidth)).toBe(1280);
  });

  test("a preview frame out of view starts all the same (a published version's previews can be below the panel's fold), so it draws the data it is sent", async ({ page, studio }) => {
    await open(page, studio.url);
    // Chromium paints no frame that is out of view, so none is ever reported painted in it.
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.title = "아래쪽 미리보기";
      frame.src = "/about";
      frame.style.cssText = "position: absolute; top: 20000px; width: 1280px; height: 800px";
      document.body.append(frame);
    });
    const below = page.frameLocator('iframe[title="아래쪽 미리보기"]');
    await expect(below.locator("h1")).toBeAttached();
    await expect(below.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    expect(await page.locator('iframe[title="아래쪽 미리보기"]').evaluate((f: HTMLIFrameElement) => f.contentWindow!.performance.getEntriesByType("paint").length)).toBe(0);
  });

  test("the production preview tells the studio what it did: the selected block keeps its outline as the page starts, a block added is outlined once drawn, a link followed selects its page", async ({ page, studio }) => {
    await open(page, studio.url);
    // The server draws the page, and the page draws itself anew as it starts: the selected block
    // keeps its outline, as the studio opens and when another page opens with a block selected.
    const outlined = (i: number) => preview(page).locator("[data-source-line]").nth(i).locator(":scope > [data-studio-selected]");
    await expect(outlined(0)).toHaveCount(1);
    await addedBlockOutlinedOnceDrawn(page, { manifest: original, disk: studio.disk, faqCode: "**/assets/faq-*.js" });
    await linkFollowedSelectsItsPage(page, original);
    await page.getByTestId("page-list").getByRole("button", { name: /^\/consulting / }).click();
    await page.locator("#block-1").click();
    await expect(preview(page).locator("h1")).toContainText(CONSULTING);
    await expect(outlined(1)).toHaveCount(1);
    await expect(preview(page).locator("[data-studio-selected]")).toHaveCount(1);
  });

  test("an edit made in a text editor reaches the open studio and its preview", async ({ page, studio }) => {
    await open(page, studio.url);
    writeFileSync(join(studio.repo, "site.yaml"), original.replace("        title: 기술로 비즈니스를 혁신합니다", "        title: 편집기에서 고친 제목"));
    // A busy machine checks the file slowly; what is tested is that it arrives, not how fast (npm run bench).
    await expect(field(page, "pages.0.blocks.0.title")).toHaveValue("편집기에서 고친 제목", { timeout: 30_000 });
    await expect(preview(page).locator("h1")).toHaveText("편집기에서 고친 제목", { timeout: 30_000 });
  });

  test("static files: nothing outside public/ and the preview's code, whatever the path", async ({ studio }) => {
    for (const path of ["/site.yaml", "/../site.yaml", "/%2e%2e/site.yaml", "/..%2fsite.yaml", "/assets/..%2f..%2f..%2fpackage.json", "/.git/config", "/%2egit/config", "/favicon.ico%00.png", "/..\\site.yaml", "/public/favicon.svg"]) {
      const answer = await raw(studio, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain("pages:");
    }
    const svg = await raw(studio, "/favicon.svg");
    expect(svg.status).toBe(200);
    // A file of public/ is never a page of the studio's origin.
    expect(svg.headers["content-security-policy"]).toBe("sandbox");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("headers: nosniff and a CSP on the studio's pages, no CORS, a foreign Host refused, bodies limited", async ({ studio }) => {
    const page = await raw(studio, "/__studio");
    expect(page.status).toBe(200);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const pv = await raw(studio, "/");
    expect(pv.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    // Another site's page may not read or write: no CORS header at all, and its writes are refused.
    const asked = await raw(studio, "/__studio/api/doc", { method: "OPTIONS", headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" } });
    expect(asked.status).toBe(405);
    expect(asked.headers["access-control-allow-origin"]).toBeUndefined();
    const read = await raw(studio, "/__studio/api/doc", { headers: { Origin: "https://evil.example" } });
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(read.status).toBe(403);
    const write = await raw(studio, "/__studio/api/change", { method: "POST", headers: { Origin: "https://evil.example", "Content-Type": "application/json" }, body: Buffer.from('{"base":"x","changes":[]}') });
    expect(write.status).toBe(403);
    // A rebound DNS name: the Host is not the server's own.
    expect((await raw(studio, "/__studio", { headers: { Host: "attacker.example" } })).status).toBe(421);
    const { port } = new URL(studio.url);
    const huge = await raw(studio, "/__studio/api/change", { method: "POST", headers: { Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/json" }, body: Buffer.alloc(3 * 1024 * 1024, 32) });
    expect(huge.status).toBe(413);
    const presence = await raw(studio, "/__studio/api/presence", { method: "POST", headers: { Origin: `http://127.0.0.1:${port}` }, body: Buffer.alloc(10_000, 32) });
    expect(presence.status).toBe(413);
    expect(studio.disk()).toBe(original);
  });

  test("two people at once: each sees the other in the top bar and the other's change; a change to another field made on old data lands; one to a field changed meanwhile is offered back, saying who changed it", async ({ browser, studio }) => {
    // Two people, each signed in in a browser of their own.
    const [one, two] = [await browser.newContext(), await browser.newContext()];
    await one.addCookies([{ name: "studio_session", value: await signIn(studio.url, "editor"), url: studio.url }]);
    await two.addCookies([{ name: "studio_session", value: await signIn(studio.url, "publisher"), url: studio.url }]);
    const [a, b] = [await one.newPage(), await two.newPage()];
    // The second person's studio does not hear the stream for now: its next change is made on the old version.
    let deaf = true;
    await b.route("**/__studio/api/events", (route) => (deaf ? route.abort() : route.continue()));
    try {
      await open(a, studio.url);
      await open(b, studio.url);
      deaf = false;
      await b.reload();
      await expect(b.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
      await expect(a.getByTestId("presence")).toHaveText("함께 편집 중: publisher (/)", { timeout: 30_000 });
      await expect(b.getByTestId("presence")).toHaveText("함께 편집 중: editor (/)", { timeout: 30_000 });
      // A's change appears in B's form and preview, with nothing done in B.
      await field(a, "pages.0.blocks.0.title").fill("첫 번째 사람이 고친 제목");
      await expect(field(b, "pages.0.blocks.0.title")).toHaveValue("첫 번째 사람이 고친 제목", { timeout: 30_000 });
      await expect(preview(b).locator("h1")).toHaveText("첫 번째 사람이 고친 제목", { timeout: 30_000 });
      // And B's reaches A.
      await field(b, "pages.0.blocks.0.subtitle").fill("두 번째 사람이 고친 설명");
      await expect(field(a, "pages.0.blocks.0.subtitle")).toHaveValue("두 번째 사람이 고친 설명", { timeout: 30_000 });
      await expect.poll(studio.disk).toContain("첫 번째 사람이 고친 제목");
      expect(studio.disk()).toContain("두 번째 사람이 고친 설명");

      // B stops hearing; A changes the title again; B's next change is made on the data before it.
      deaf = true;
      await b.reload();
      await expect(b.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
      await field(a, "pages.0.blocks.0.title").fill("다시 고친 제목");
      await expect.poll(studio.disk).toContain("title: 다시 고친 제목");
      await field(b, "pages.0.blocks.0.subtitle").fill("그 사이에 고친 설명");
      await expect.poll(studio.disk).toContain("그 사이에 고친 설명");
      // Another field: neither change is lost, and nothing needs saying.
      expect(studio.disk()).toContain("title: 다시 고친 제목");
      await expect(b.getByTestId("save-state")).toHaveText("저장됨");
      await expect(b.locator(".notice")).toHaveText("");
      // The same field, changed by A since B last heard: B's typing is offered back, A's title stays.
      await field(a, "pages.0.blocks.0.title").fill("세 번째 제목");
      await expect.poll(studio.disk).toContain("title: 세 번째 제목");
      await field(b, "pages.0.blocks.0.title").fill("B가 옛 제목 위에 쓴 제목");
      const offer = b.getByTestId("offer");
      await expect(offer).toContainText("이 칸은 그사이 editor 님이");
      await expect(offer).toContainText("B가 옛 제목 위에 쓴 제목");
      await expect(offer).toContainText("세 번째 제목");
      // The top bar names the field, as it is not at the field.
      await expect(b.locator(".notice")).toContainText("/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목’에 입력한 글은 저장하지 않았습니다: 그사이 editor 님이");
      expect(studio.disk()).toContain("title: 세 번째 제목");
      // B keeps A's title: the offer goes, and the field shows what is saved.
      await offer.getByRole("button", { name: "editor 님의 글 두기" }).click();
      await expect(offer).toHaveCount(0);
      await expect(field(b, "pages.0.blocks.0.title")).toHaveValue("세 번째 제목");
      expect(studio.disk()).toContain("title: 세 번째 제목");
    } finally {
      await one.close();
      await two.close();
    }
  });

  test("the audit trail: one row per field per typing burst with who, when, where, before and after; sign-in and review rows; readable, closed by Esc", async ({ page, studio }) => {
    await open(page, studio.url);
    // Typed a key at a time, each saved on its own: one row, from the first 'before' to the last 'after'.
    const title = field(page, "pages.0.blocks.0.title");
    await title.selectText();
    await title.pressSequentially("기록될 제목", { delay: 250 });
    await expect.poll(studio.disk).toMatch(/title: "?기록될 제목/);
    await page.request.post(`${studio.url}/__studio/api/publish/review`, { headers: { Origin: studio.url }, data: { note: "제목을 바꿨습니다" } });
    await page.getByRole("button", { name: "변경 기록" }).click();
    const log = page.getByRole("dialog", { name: "변경 기록" });
    const rows = log.locator("tbody tr");
    await expect(rows.nth(0).locator("td")).toHaveText([/\d/, "admin", "변경 1건 검토 요청: 제목을 바꿨습니다", "검토 요청", "", ""]);
    // The place in words, as the rest of the studio says it: no key of site.yaml.
    await expect(rows.nth(1).locator("td")).toHaveText([/\d/, "admin", "/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목", "바꿈", "기술로 비즈니스를 혁신합니다", "기록될 제목"]);
    // Not one row per save ("기록", "기록될 제"…): the worker's server keeps the rows of earlier tests, none of them with these words.
    await expect(rows.filter({ hasText: "기록될" })).toHaveCount(1);
    // The admin's sign-in (the worker's server signed them in as it started) is a row of its own.
    const cell = (label: string, text: string) => page.locator(`td[data-label="${label}"]`, { hasText: new RegExp(`^${text}$`) });
    await expect(rows.filter({ has: cell("사람", "admin") }).filter({ has: cell("변경", "로그인") })).not.toHaveCount(0);
    expect(await lowContrast(log)).toEqual([]);
    // Esc closes it, and the focus goes back to its button.
    await page.keyboard.press("Escape");
    await expect(log).toHaveCount(0);
    await expect(page.getByRole("button", { name: "변경 기록" })).toBeFocused();
    // The file gets the burst's row once it is over (a quiet 10 s).
    const lines = () => readFileSync(join(studio.dataDir, "audit.jsonl"), "utf8").trim().split("\n").map((line) => JSON.parse(line));
    await expect.poll(() => lines().filter((line) => `${line.before}${line.after}`.includes("기록")), { timeout: 30_000 }).toEqual([expect.objectContaining({ op: "set", page: "/", block: 1, field: "title", before: "기술로 비즈니스를 혁신합니다", after: "기록될 제목" })]);
    expect(statSync(join(studio.dataDir, "audit.jsonl")).mode & 0o777).toBe(0o600);
    // An editor may not read it.
    const editor = `studio_session=${await signIn(studio.url, "editor")}`;
    expect((await raw({ url: studio.url, cookie: editor }, "/__studio/api/audit")).status).toBe(403);
  });

  test("고친 기록: the list of steps is drawn in the studio's ink on white, and Esc closes it", async ({ page, studio }) => {
    await open(page, studio.url);
    await field(page, "pages.0.blocks.0.title").fill("단계 목록의 제목");
    await expect.poll(studio.disk).toContain("title: 단계 목록의 제목");
    const toggle = page.getByRole("button", { name: /^고친 기록/ });
    await toggle.click();
    const list = page.getByRole("list", { name: /고친 기록/ });
    await expect(list.getByRole("button")).not.toHaveCount(0);
    expect(await lowContrast(list)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test("at a phone's width (375 px) the admin's account pane and audit trail fit the screen: every button in reach, each change readable", async ({ page, studio }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, studio.url);
    await field(page, "pages.0.blocks.0.title").fill("휴대폰에서 고친 제목");
    await expect.poll(studio.disk).toContain("title: 휴대폰에서 고친 제목");
    await page.getByRole("button", { name: "계정 관리" }).click();
    const pane = page.getByRole("dialog", { name: "계정 관리" });
    await expect(pane.locator("tbody tr")).toHaveCount(3);
    for (const button of await pane.getByRole("button").all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, await button.innerText()).toBeLessThanOrEqual(375);
    }
    await pane.getByRole("button", { name: "닫기" }).click();
    await page.getByRole("button", { name: "변경 기록" }).click();
    const place = page.getByRole("dialog", { name: "변경 기록" }).locator("tbody tr").first().locator("td").nth(2);
    await expect(place).toHaveText("/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목");
    // A line of words, not a letter a line (eight columns squeezed into 330 px).
    expect((await place.boundingBox())!.width).toBeGreaterThan(250);
  });
});
