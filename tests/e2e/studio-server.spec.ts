/**
 * The studio server (`npm run studio`, studio/serve/): the studio, its API and the production
 * preview on a git working copy, with no Vite dev server; and what an IT team checks of a web tool.
 */
import { request as httpRequest } from "node:http";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, original, test } from "./studio-server";

const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`).locator("input, textarea, select").first();
const preview = (page: Page) => page.frameLocator('iframe[title="미리보기"]');

async function open(page: Page, url: string) {
  await page.goto(`${url}/__studio`);
  await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
  await expect(preview(page).locator("h1")).toBeVisible({ timeout: 60_000 });
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
    expect(html).toMatch(/<h1[^>]*>.*비즈니스 성과로.*<\/h1>/);
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
});
