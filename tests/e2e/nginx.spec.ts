import { existsSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { request as requestContext, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { CACHE, HOST_FILES, HTTPS_HEADERS, MIME_TYPES, securityHeaders } from "../../engine/hosting/policy";
import { bootScriptSource, bootScripts } from "../../engine/page/boot";
import { readRedirects } from "../../engine/hosting";
import { readSite } from "../../engine/check/read";
import { expect, sitePaths, testWithPolicyWatch as base } from "./fixtures";
import { startNginx, type RunningNginx } from "./nginx-server";
import { openDisclosures, refusedStyles } from "./page-checks";

/**
 * The built site behind real nginx, configured by the build's own dist/_nginx.conf: routes,
 * redirects, the 404 page, caching, types, compression, ranges, security headers, and a browser
 * that sees no Content-Security-Policy violation as it moves through the site, opens everything
 * and sends the form (each route's own load, under the same headers from the preview server:
 * tests/e2e/pages.spec.ts). nginx must be installed: these tests fail, never skip, without it.
 */

const DIST = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
/** The security headers of the policy, with this checkout's boot script allowed by its hash. */
const SECURITY_HEADERS = securityHeaders([bootScriptSource()]);

const DOTFILES = { ".env": "TOKEN=secret\n", ".git/config": "[core]\n", "media/.DS_Store": "x" };

const test = base.extend<object, { nginx: RunningNginx }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      // dist/ has no web manifest yet; one probe file shows the type nginx gives it. The dotfiles
      // are what a careless upload could leave in the web root: nginx must not serve them.
      const server = await startNginx(DIST, { "probe.webmanifest": "{}\n", ...DOTFILES, ".well-known/security.txt": "Contact: mailto:security@example.com\n" });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.https),
});
test.use({ ignoreHTTPSErrors: true });

/** The prerendered <title> of a page's HTML. */
function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
}

/** The file nginx serves for page `path`. */
function pageFile(nginx: RunningNginx, path: string): string {
  return readFileSync(join(nginx.root, path === "/" ? "index.html" : `${path.slice(1)}/index.html`), "utf8");
}

/** The hashed module script the pages load. */
function moduleScript(nginx: RunningNginx): string {
  return bootScripts(pageFile(nginx, "/"))[0]!;
}

const noRedirects = { maxRedirects: 0 };

/** Opens `path` and waits until React has hydrated it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** A raw request to nginx's `port` as host `name` (TLS with that name as SNI when `tls`); resolves with the status and location, or "closed" when nginx drops the connection unanswered. */
function requestAs(port: number, name: string, path: string, tls: boolean): Promise<{ status?: number; location?: string } | "closed"> {
  return new Promise((resolve, reject) => {
    const options = { host: "127.0.0.1", port, path, headers: { Host: name }, servername: name, rejectUnauthorized: false };
    const request = (tls ? httpsRequest : httpRequest)(options, (response) => {
      response.resume();
      resolve({ status: response.statusCode, location: response.headers.location });
    });
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? resolve("closed") : reject(error)));
    request.end();
  });
}

test.describe("nginx with the build's _nginx.conf", () => {
  test("serves every route with 200 and its prerendered page and title, with or without the trailing slash", async ({ page, request, nginx }) => {
    const paths = await sitePaths(page);
    expect(paths.length).toBeGreaterThanOrEqual(23);
    for (const path of paths) {
      const file = pageFile(nginx, path);
      for (const url of path === "/" ? [path] : [path, `${path}/`]) {
        const response = await request.get(url, noRedirects);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
        const html = await response.text();
        expect(titleOf(html), url).toMatch(/\S/);
        expect(html, url).toBe(file);
      }
    }
  });

  test("answers the manifest's redirects with 301, keeping the query string", async ({ page, request, nginx }) => {
    const redirects = readRedirects(nginx.root);
    expect(redirects.get("/ito-service")).toBe("/it-service");
    expect(redirects.get("/ito-service/")).toBe("/it-service");
    for (const [from, to] of redirects) {
      const response = await request.get(from, noRedirects);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    expect((await request.get("/ito-service?from=mail", noRedirects)).headers().location).toBe("/it-service?from=mail");
    await open(page, "/ito-service");
    await expect(page).toHaveURL(/\/it-service$/);
    await expect(page).toHaveTitle(titleOf(pageFile(nginx, "/it-service")));
  });

  test.describe("an unknown path", () => {
    // Chromium logs the 404 status of the page itself as a console error.
    test.use({ allowedErrors: [/status of 404/] });
    test("answers 404 with 404.html, and the browser ends at /", async ({ page, request, nginx }) => {
      for (const path of ["/no-such-page", "/dx/nothing", "/assets/missing.js", "/fonts/"]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text()).toBe(readFileSync(join(nginx.root, "404.html"), "utf8"));
      }
      await page.goto("/no-such-page");
      await expect(page).toHaveURL(`${nginx.https}/`);
      await expect(page).toHaveTitle(titleOf(pageFile(nginx, "/")));
    });

    test("hides the files meant for hosts", async ({ request }) => {
      expect(HOST_FILES).toContain("/_nginx.conf");
      for (const path of HOST_FILES) expect((await request.get(path)).status(), path).toBe(404);
    });

    test("hides dotfiles, in any folder and however the dot is spelled, but serves /.well-known/", async ({ request, nginx }) => {
      for (const file of Object.keys(DOTFILES)) expect(existsSync(join(nginx.root, file)), file).toBe(true);
      for (const path of ["/.env", "/%2eenv", "/.git/config", "/.git/", "/media/.DS_Store", "/media/%2EDS_Store"]) {
        const response = await request.get(path, noRedirects);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toBe(readFileSync(join(nginx.root, "404.html"), "utf8"));
      }
      const wellKnown = await request.get("/.well-known/security.txt");
      expect(wellKnown.status()).toBe(200);
      expect(await wellKnown.text()).toContain("Contact:");
    });
  });

  test("sends plain HTTP on to HTTPS at the configured host, whatever Host the request names", async ({ request, nginx }) => {
    expect(nginx.host).toBe(new URL(readSite(join(import.meta.dirname, "../.."), process.env.SITE_MANIFEST).site!.site.baseUrl).hostname);
    const response = await request.get(`${nginx.http}/dx?x=1`, noRedirects);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`https://${nginx.host}/dx?x=1`);
    expect(await requestAs(nginx.ports.http, nginx.host, "/dx?x=1", false)).toEqual({ status: 301, location: `https://${nginx.host}/dx?x=1` });
  });

  test("refuses any other host, on HTTP and HTTPS, by closing the connection unanswered", async ({ nginx }) => {
    for (const tls of [false, true]) {
      const port = tls ? nginx.ports.https : nginx.ports.http;
      expect(await requestAs(port, "evil.example", "/dx", tls), `tls: ${tls}`).toBe("closed");
    }
    // The site's own name still answers over HTTPS.
    expect(await requestAs(nginx.ports.https, nginx.host, "/dx", true)).toMatchObject({ status: 200 });
  });

  test("caches hashed assets for a year and makes everything else revalidate", async ({ request, nginx }) => {
    const cacheOf = async (path: string) => (await request.get(path, noRedirects)).headers()["cache-control"];
    expect(await cacheOf(moduleScript(nginx))).toBe("public, max-age=31536000, immutable");
    expect(CACHE.hashed).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/dx", "/no-such-page", "/ito-service", "/fonts/site-sans-400.woff2", "/logo.svg", "/sitemap.xml"]) {
      expect(await cacheOf(path), path).toBe("no-cache");
    }
    // Revalidation is cheap: an unchanged page answers 304.
    const page = await request.get("/dx");
    const again = await request.get("/dx", { headers: { "If-None-Match": page.headers().etag! } });
    expect(again.status()).toBe(304);
  });

  test("sends the security headers, each once, on pages, assets, redirects, errors and unsatisfiable ranges", async ({ request, nginx }) => {
    expect(SECURITY_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SECURITY_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SECURITY_HEADERS["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(SECURITY_HEADERS["X-Permitted-Cross-Domain-Policies"]).toBe("none");
    const expected = { "Cache-Control": "no-cache", ...SECURITY_HEADERS, ...HTTPS_HEADERS };
    // A range past the end answers 416, which nginx used to send with every header twice.
    const unsatisfiable = await request.get("/og-image.png", { headers: { Range: "bytes=99999999-" } });
    expect(unsatisfiable.status()).toBe(416);
    const names = (await unsatisfiable.headersArray()).map((h) => h.name.toLowerCase());
    for (const name of Object.keys(expected)) expect(names.filter((n) => n === name.toLowerCase()), name).toHaveLength(1);
    expect(unsatisfiable.headers()["content-range"]).toMatch(/^bytes \*\/\d+$/);
    expect(HTTPS_HEADERS["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    for (const path of ["/", "/contact", moduleScript(nginx), "/media/chatbot-demo.mp4", "/ito-service", "/no-such-page"]) {
      const headers = (await request.get(path, noRedirects)).headers();
      for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...HTTPS_HEADERS })) {
        expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
    }
  });

  test("answers with the policy's types, compressing text", async ({ request, nginx }) => {
    const typeOf = async (path: string) => (await request.get(path)).headers()["content-type"];
    expect(await typeOf("/media/chatbot-demo.mp4")).toBe("video/mp4");
    expect(await typeOf("/logo.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(await typeOf("/fonts/site-sans-400.woff2")).toBe("font/woff2");
    expect(await typeOf("/probe.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(await typeOf(moduleScript(nginx))).toBe("text/javascript; charset=utf-8");
    expect(await typeOf("/sitemap.xml")).toBe(MIME_TYPES.xml);

    const encodingOf = async (path: string) => {
      const headers = (await request.get(path, { headers: { "Accept-Encoding": "gzip" } })).headers();
      return [headers["content-encoding"], headers.vary];
    };
    expect(await encodingOf("/dx")).toEqual(["gzip", "Accept-Encoding"]);
    expect(await encodingOf(moduleScript(nginx))).toEqual(["gzip", "Accept-Encoding"]);
    expect((await encodingOf("/media/chatbot-demo.mp4"))[0]).toBeUndefined();
  });

  test("serves the video in ranges, so it seeks", async ({ page, request, nginx }) => {
    const size = readFileSync(join(nginx.root, "media/chatbot-demo.mp4")).length;
    const part = await request.get("/media/chatbot-demo.mp4", { headers: { Range: "bytes=100-199" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 100-199/${size}`);
    expect((await part.body()).length).toBe(100);

    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".mp4")) statuses.push(response.status());
    });
    const withVideo = (await sitePaths(page)).find((path) => pageFile(nginx, path).includes("<video"))!;
    await open(page, withVideo);
    const video = page.locator("main video").first();
    await video.scrollIntoViewIfNeeded();
    // On screen it starts playing (muted), which loads its metadata.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const seek = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<{ target: number; time: number; seekableEnd: number; duration: number }>((resolve) => {
          v.pause();
          const target = Math.round((v.duration * 2) / 3);
          v.addEventListener("seeked", () => resolve({ target, time: v.currentTime, seekableEnd: v.seekable.length ? v.seekable.end(0) : 0, duration: v.duration }), { once: true });
          v.currentTime = target;
        }),
    );
    expect(seek.target).toBeGreaterThan(0);
    expect(seek.time).toBeCloseTo(seek.target, 1);
    expect(seek.seekableEnd).toBeCloseTo(seek.duration, 1);
    expect(statuses).toContain(206);
  });

  test("answers like the preview server (scripts/serve.ts), which takes its headers from the same policy", async ({ request, nginx }, testInfo) => {
    const preview: APIRequestContext = await requestContext.newContext({ baseURL: testInfo.project.use.baseURL });
    const summary = async (response: APIResponse) => {
      const headers = response.headers();
      return {
        status: response.status(),
        location: headers.location,
        type: response.status() === 301 ? undefined : headers["content-type"],
        ...Object.fromEntries(["cache-control", ...Object.keys(SECURITY_HEADERS).map((h) => h.toLowerCase())].map((h) => [h, headers[h]])),
      };
    };
    const paths = ["/", "/dx", "/dx/", "/ito-service", "/ito-service/?a=1", "/no-such-page", "/_redirects", "/_nginx.conf/", "/%5fnginx.conf", "/logo.svg/", moduleScript(nginx), "/fonts/site-sans-400.woff2", "/media/chatbot-demo.mp4", "/media/chatbot-demo-poster.jpg", "/logo.svg", "/favicon.ico", "/sitemap.xml", "/robots.txt"];
    for (const path of paths) {
      expect(await summary(await preview.get(path, noRedirects)), path).toEqual(await summary(await request.get(path, noRedirects)));
    }
    await preview.dispose();
  });
});

test.describe("ranges, nginx and the preview server alike", () => {
  test("the part asked for, the last bytes of a suffix range, 416 for a range that ends before it starts or starts past the end", async ({ request, nginx }, testInfo) => {
    const preview: APIRequestContext = await requestContext.newContext({ baseURL: testInfo.project.use.baseURL });
    const size = readFileSync(join(nginx.root, "media/chatbot-demo.mp4")).length;
    const answer = async (response: APIResponse) => ({
      status: response.status(),
      range: response.headers()["content-range"],
      body: response.status() === 206 ? (await response.body()).toString("base64") : undefined,
    });
    for (const range of ["bytes=100-199", "bytes=-50", "bytes=0-0", `bytes=${size - 10}-`, `bytes=${size - 10}-${size + 10}`, "bytes=5-2", `bytes=${size}-`, "bytes=-0"]) {
      const headers = { Range: range };
      const fromNginx = await answer(await request.get("/media/chatbot-demo.mp4", { headers }));
      expect(await answer(await preview.get("/media/chatbot-demo.mp4", { headers })), range).toEqual(fromNginx);
      if (range === "bytes=-50") expect(fromNginx.range).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
      if (range === "bytes=5-2") expect(fromNginx.status).toBe(416);
    }
    await preview.dispose();
  });
});

test.describe("Content-Security-Policy in the browser", () => {
  // Every route loaded with the same policy (the preview server's headers are nginx's: above): tests/e2e/pages.spec.ts.
  test("client-side navigation to every page and opening every FAQ answer and detail panel cause none", async ({ page, nginx }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const paths = await sitePaths(page);
    await open(page, "/");
    for (const path of paths.filter((p) => p !== "/").concat("/")) {
      const link = page.locator(`header a[href="${path}"]:visible, footer a[href="${path}"]`).first();
      if ((await link.count()) > 0) await link.click();
      else await page.evaluate((to) => history.pushState(null, "", to), path);
      await expect(page).toHaveTitle(titleOf(pageFile(nginx, path)));
      await openDisclosures(page);
    }
    expect(await refusedStyles(page)).toEqual([]);
  });

  test("the mobile drawer causes none", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, "/");
    const button = page.getByRole("button", { name: "메뉴 열기" });
    await button.click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    // Any link closes it, the e-mail link it ends with too (docs/architecture.md, "Contracts": closes on any link).
    await drawer.getByRole("link").last().click();
    await expect(drawer).toBeHidden();
    await button.click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    expect(await refusedStyles(page)).toEqual([]);
  });

  test("the form causes none: messages, details, and a native send, which stays on the page", async ({ page, nginx }) => {
    await open(page, "/contact");
    const form = page.locator("main form");
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[role="alert"]').first()).toBeVisible();
    await openDisclosures(page);
    // What a browser does when the script has not loaded. A mailto: action here was a form posting
    // to an insecure target from an HTTPS page: Chromium put up its "form is not secure" page.
    const name = form.getByRole("textbox").first();
    await name.fill("홍길동");
    const navigated = page.waitForEvent("framenavigated", { timeout: 1500 }).then(() => true, () => false);
    await form.evaluate((f: HTMLFormElement) => HTMLFormElement.prototype.submit.call(f));
    expect(await navigated).toBe(false);
    expect(page.url()).toBe(`${nginx.https}/contact`);
    await expect(name).toHaveValue("홍길동");
    expect(await refusedStyles(page)).toEqual([]);
  });

  test("before the script, sending the prerendered form by its button or Enter stays on the page with nothing lost", async ({ browser, nginx }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true, baseURL: nginx.https });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.locator("main form");
    const name = form.getByRole("textbox").first();
    await name.fill("홍길동");
    const navigated = page.waitForEvent("framenavigated", { timeout: 1500 }).then(() => true, () => false);
    await form.locator('button[type="submit"]').click();
    await name.press("Enter");
    expect(await navigated).toBe(false);
    expect(page.url()).toBe(`${nginx.https}/contact`);
    await expect(name).toHaveValue("홍길동");
    await context.close();
  });

  test.describe("the watch itself", () => {
    test.use({ allowedErrors: [/securitypolicyviolation|Content Security Policy/] });
    test("sees what the policy refuses: an inline script, and a style element or attribute the page does not list", async ({ page, cspViolations }) => {
      await open(page, "/dx");
      const ran = await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.inlineRan = true";
        document.head.append(script);
        const style = document.createElement("style");
        style.textContent = "body { outline: 3px solid red; }";
        document.head.append(style);
        document.body.setAttribute("style", "outline: 3px solid red");
        return (window as unknown as { inlineRan?: boolean }).inlineRan ?? false;
      });
      expect(ran).toBe(false);
      await expect.poll(() => cspViolations.filter((v) => v.startsWith("securitypolicyviolation")).map((v) => v.split(" ")[1])).toEqual(["script-src-elem", "style-src-elem", "style-src-attr"]);
      expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe("none");
      cspViolations.length = 0;
    });
  });
});
