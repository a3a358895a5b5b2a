import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { createServer, type ViteDevServer } from "vite";
import { startDevServer, type DevServer } from "../../scripts/bench/dev-server";
import { expect, test } from "./fixtures";

/**
 * The dev server (`npm start`) against what a hostile file or another local site could do
 * (issue 37): a file of public/ opened by itself runs nothing, another origin reads nothing, and a
 * manifest the check refuses does not end the server. One dev server for the file, on a free port,
 * with a copy of site.yaml and a public/ folder of its own (a hostile SVG must never sit in the
 * real public/, where every check would report it).
 */
const root = join(import.meta.dirname, "../..");
const original = readFileSync(join(root, "site.yaml"), "utf8");

/**
 * The probe's worm: read the studio's state and post a change to site.yaml, as the page's own
 * origin. Its first statement marks the document, so a run shows even if its requests fail.
 */
const WORM = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <rect width="10" height="10"/>
  <s:script xmlns:s="http://www.w3.org/2000/svg"><![CDATA[
    document.documentElement.setAttribute("data-ran", "yes");
    fetch("/__studio/api/doc").then((r) => r.json()).then((doc) => fetch("/__studio/api/change", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ base: doc.version, changes: [{ op: "set", path: ["site", "name"], value: "WORM" }] }),
    }));
  ]]></s:script>
</svg>`;

test.describe("the dev server keeps its files and site.yaml to itself", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  // What these tests provoke: the sandbox's refusal of the worm's script, the requests of another
  // origin that CORS refuses, and the favicon this public/ folder does not have. (One pattern:
  // Playwright would read a second item of the list as the fixture's options.)
  test.use({ allowedErrors: [/Blocked script execution in '[^']*worm\.svg' because the document's frame is sandboxed|has been blocked by CORS policy: No 'Access-Control-Allow-Origin'|Failed to load resource/] });
  let server: ViteDevServer;
  let other: Server;
  let publicDir: string;
  let file: string;
  let url: string;
  const disk = () => readFileSync(join(root, file), "utf8");

  test.beforeAll(async ({}, testInfo) => {
    mkdirSync(join(root, ".preview-test"), { recursive: true });
    file = `.preview-test/safety-${testInfo.workerIndex}.yaml`;
    writeFileSync(join(root, file), original);
    publicDir = mkdtempSync(join(tmpdir(), "dev-public-"));
    mkdirSync(join(publicDir, "uploads"));
    writeFileSync(join(publicDir, "uploads/worm.svg"), WORM);
    process.env.SITE_MANIFEST = file;
    server = await createServer({ root, configFile: join(root, "vite.config.ts"), publicDir, logLevel: "silent", server: { port: 0, host: "127.0.0.1" } });
    await server.listen();
    url = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
    // Another site on this machine: a page on another port of 127.0.0.1.
    other = createHttpServer((_, res) => res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>other</title>"));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  });

  test.afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => other?.close(resolve));
    delete process.env.SITE_MANIFEST;
    rmSync(join(root, file), { force: true });
    rmSync(publicDir, { recursive: true, force: true });
  });

  test("an SVG of public/ opened by itself runs no script: the worm cannot rewrite site.yaml", async ({ page }) => {
    const studioCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/__studio/")) studioCalls.push(request.url());
    });
    const blocked = page.waitForEvent("console", (message) => message.text().startsWith("Blocked script execution"));
    const response = await page.goto(`${url}/uploads/worm.svg`);
    expect(response!.headers()).toMatchObject({ "content-security-policy": "sandbox", "x-content-type-options": "nosniff" });
    // Scripts in the file would have run while it was parsed, before its load event.
    await expect(page.locator("svg")).toBeAttached();
    expect(await page.locator("svg").getAttribute("data-ran")).toBeNull();
    await blocked;
    expect(studioCalls).toEqual([]);
    expect(disk()).toBe(original);
    // The site's own pages are not sandboxed: they run their scripts as before.
    const home = await page.request.get(`${url}/`);
    expect(home.headers()["content-security-policy"]).toBeUndefined();
  });

  test("a path through a file of public/ is a 404 that names nothing of the machine, not a 500 with its paths", async ({ page }) => {
    for (const path of ["/uploads/worm.svg/anything", "/uploads/worm.svg/a/b.svg", "/uploads/worm.svg/x.png?v=1"]) {
      const answer = await page.request.get(`${url}${path}`);
      const text = await answer.text();
      expect([answer.status(), text], path).toEqual([404, "찾는 파일이 없습니다."]);
      expect(answer.headers(), path).toMatchObject({ "content-security-policy": "sandbox", "x-content-type-options": "nosniff" });
    }
    // The real files and pages answer as before.
    expect((await page.request.get(`${url}/uploads/worm.svg`)).status()).toBe(200);
    expect((await page.request.get(`${url}/about`)).status()).toBe(200);
  });

  test("a page of another origin reads nothing from the dev server: no CORS header", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const results = await page.evaluate(async (base) => {
      const read = (path: string) =>
        fetch(base + path).then(
          (r) => `read ${r.status}`,
          () => "refused",
        );
      return { yaml: await read("/site.yaml"), pkg: await read("/package.json"), shell: await read("/@id/virtual:site-shell") };
    }, url);
    expect(results).toEqual({ yaml: "refused", pkg: "refused", shell: "refused" });
    const answer = await page.request.get(`${url}/site.yaml`, { headers: { Origin: "http://127.0.0.1:8399" } });
    expect(answer.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("the studio opens with the check's Korean message, and the dev server stays up", async ({ page }) => {
      // 51 uses of one alias: one over the check's limit (engine/check/parse.ts).
      writeFileSync(join(root, file), `${original}\nshared: &shared x\nmany: [${Array(51).fill("*shared").join(", ")}]\n`);
      await page.goto(`${url}/__studio`);
      await page.getByRole("button", { name: "오류 1건" }).click({ timeout: 120_000 });
      await expect(page.getByText("별칭(*이름)이 너무 많이 펼쳐집니다(최대 50개).")).toBeVisible();
      await expect(page.getByText("사이트 내용 파일(site.yaml)을 읽을 수 없어 양식을 보여 줄 수 없습니다.")).toBeVisible();
      writeFileSync(join(root, file), original);
      expect((await page.request.get(`${url}/__studio/api/doc`)).status()).toBe(200);
      expect((await page.request.get(`${url}/`)).status()).toBe(200);
  });
});

test.describe("a dev server on another loopback address (npm start -- --host 127.0.0.2)", () => {
  test.describe.configure({ timeout: 180_000 });
  let dev: DevServer;
  test.beforeAll(async () => {
    dev = await startDevServer("other-loopback", { host: "127.0.0.2" });
  });
  test.afterAll(() => dev?.close());

  test("the studio answers on the server's own address, and a Host naming 127.0.0.1 or localhost is refused: there it is forged", async ({ page }) => {
    const { port } = new URL(dev.url);
    const disk = () => readFileSync(join(root, dev.file), "utf8");
    const name = (parse(dev.source) as { site: { name: string } }).site.name;
    const change = { changes: [{ op: "set", path: ["site", "name"], value: "FORGED", expect: { value: name } }] };
    // Headers any program on this machine can write: nothing read, nothing written.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect((await page.request.get(`${dev.url}/__studio/api/doc`, { headers: { Host: host } })).status()).toBe(403);
      expect((await page.request.get(`${dev.url}/__studio`, { headers: { Host: host } })).status()).toBe(403);
      const write = await page.request.post(`${dev.url}/__studio/api/change`, { headers: { Host: host, Origin: `http://${host}` }, data: change });
      expect(write.status()).toBe(403);
    }
    expect(disk()).toBe(dev.source);
    // The studio's own page, as a browser opens it there, reads and writes.
    expect((await page.goto(`${dev.url}/__studio`))!.status()).toBe(200);
    expect((await page.request.get(`${dev.url}/__studio/api/doc`)).status()).toBe(200);
    const write = await page.request.post(`${dev.url}/__studio/api/change`, { headers: { Origin: dev.url }, data: change });
    expect(write.status()).toBe(200);
    expect(disk()).toContain("FORGED");
  });
});
