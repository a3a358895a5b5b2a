/**
 * The budgets of DESIGN.md that can be checked exactly, against the built site: bytes a first
 * visit loads, what it loads (only its own page), the prerendered HTML (critical CSS inline,
 * nothing render-blocking, sized media), accessibility (axe) and heading structure on every route.
 * Timings are `npm run bench`'s business; nothing here measures time.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { bootScripts } from "../../engine/page/boot";
import { firstVisit, gzipBytes } from "../../scripts/first-visit";
import { expect, test } from "./fixtures";

/** 1 KB = 1,000 bytes: the stricter reading of the budget. */
const KB = 1000;
/** gzip JS a first visit may load, by route; every other route is held to the home page's budget. */
const JS_BUDGET: Record<string, number> = { "/": 100 * KB, "/contact": 115 * KB };
const WIDTHS = [1280, 375] as const;

const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");
/** Every route of the built site, from its sitemap, so the list follows site.yaml. */
const routes = [...readFileSync(join(dist, "sitemap.xml"), "utf8").matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
const htmlOf = (route: string) => readFileSync(join(dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");

/** The page data a route's HTML carries (the non-executable JSON), with the markup without it. */
function pageData(html: string): { path: string; description: string } {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no #page-data in the HTML");
  return JSON.parse(json) as { path: string; description: string };
}

/** Opens `route` and waits until React has hydrated it. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** axe's violations on the open page, one line each, so a failure names the rule and the nodes. */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Heading levels in document order (hidden copies for screen readers excluded), and what is wrong with them. */
async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((headings) =>
    headings.filter((h) => !h.closest("[aria-hidden=true]")).map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? "").trim().slice(0, 40) })),
  );
  const problems: string[] = [];
  const h1s = levels.filter((h) => h.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  if (levels[0] && levels[0].level !== 1) problems.push(`starts with h${levels[0].level} "${levels[0].text}"`);
  levels.forEach((h, i) => {
    const before = levels[i - 1];
    // Going deeper one level at a time; coming back up any number of levels is fine.
    if (before && h.level > before.level + 1) problems.push(`h${before.level} "${before.text}" → h${h.level} "${h.text}"`);
  });
  return problems;
}

/** From the next navigation on, records every layout shift of `page`, with the elements that moved (read with `shifts`). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; sources: { node?: Node }[] }[]) {
        shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?").join(" | ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/**
 * From the next navigation on, records what the app does to the page's styles once the HTML is
 * parsed: <style> elements added, moved or removed, and CSS rules added (read with `restyles`).
 */
async function recordRestyles(page: Page) {
  await page.addInitScript(() => {
    const rules = () => [...document.styleSheets].reduce((n, sheet) => n + sheet.cssRules.length, 0);
    const changes: string[] = [];
    document.addEventListener(
      "readystatechange",
      () => {
        const parsed = rules();
        new MutationObserver((records) => {
          for (const record of records) {
            const styles = (nodes: NodeList) => [...nodes].filter((n) => n.nodeName === "STYLE").map((n) => (n as Element).outerHTML.slice(0, 60));
            changes.push(...styles(record.addedNodes).map((s) => `added ${s}`), ...styles(record.removedNodes).map((s) => `removed ${s}`));
          }
        }).observe(document, { childList: true, subtree: true });
        (window as unknown as { restyles: () => string[] }).restyles = () => [...changes, ...(rules() > parsed ? [`${rules() - parsed} rules added`] : [])];
      },
      { once: true },
    );
  });
}

const restyles = (page: Page) => page.evaluate(() => (window as unknown as { restyles: () => string[] }).restyles());

/**
 * A server in front of `origin` that sends each HTML page in two parts, the second `pause` ms
 * after the first, as a slow network or a busy phone's parser does; everything else passes through.
 */
async function slowHtmlServer(origin: string, splitAfter: string, pause: number): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, origin));
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)));
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    const at = body.indexOf(splitAfter);
    if (!headers["content-type"]?.includes("text/html") || at < 0) return response.end(body);
    response.write(body.subarray(0, at + splitAfter.length));
    setTimeout(() => response.end(body.subarray(at + splitAfter.length)), pause);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test.describe("a first visit", () => {
  for (const [route, budget] of Object.entries(JS_BUDGET)) {
    test(`to ${route} loads at most ${budget / KB} KB of gzip JS`, async ({ page }) => {
      const loaded = await firstVisit(page, route);
      const js = gzipBytes(loaded, "script");
      test.info().annotations.push({ type: "gzip JS", description: `${route}: ${js} bytes` });
      expect(js, loaded.filter((l) => l.kind === "script").map((l) => `${l.url} ${l.gzip}`).join("\n")).toBeLessThanOrEqual(budget);
    });
  }

  test("to / fetches no script until the page is on screen", async ({ page }) => {
    const entry = bootScripts(htmlOf("/"))[0]!;
    await open(page, "/");
    const { paint, requested } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-paint")[0]?.startTime,
      requested: performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.endsWith(".js")).map((r) => ({ url: new URL(r.name).pathname, at: r.startTime })),
    }));
    expect(paint, "first-paint").toBeGreaterThan(0);
    expect(requested.map((r) => r.url)).toContain(entry);
    expect(requested.filter((r) => r.at < paint!), "scripts requested before the first paint").toEqual([]);
  });

  test("whose HTML arrives in two parts is drawn once, whole: nothing moves when the rest arrives", async ({ page, baseURL }) => {
    // The first part ends with the hero's heading: a browser that painted it would draw the
    // centred hero, and the contact tab centred on the viewport, in places the rest then moves.
    const slow = await slowHtmlServer(baseURL!, "</h1>", 600);
    try {
      await recordShifts(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        for (const route of ["/", "/ai", "/contact"]) {
          await page.goto(`${slow.url}${route}?width=${width}`);
          await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
          expect(await shifts(page), `${route} at ${width} px`).toEqual([]);
        }
      }
    } finally {
      slow.close();
    }
  });

  test("to /contact finds the form's code named for preloading in the HTML, fetched once", async ({ page }) => {
    const html = htmlOf("/contact");
    const preloads = bootScripts(html).slice(1);
    expect(preloads.some((href) => /\/assets\/inquiry-form-[\w-]+\.js$/.test(href)), preloads.join(", ")).toBe(true);
    const loaded = await firstVisit(page, "/contact");
    const form = loaded.filter((l) => l.url.includes("/assets/inquiry-form-"));
    expect(form).toHaveLength(1);
  });
});

for (const route of routes) {
  test.describe(`${route}`, () => {
    test("HTML: its own data, critical CSS inline, nothing render-blocking, media with their sizes", () => {
      const html = htmlOf(route);
      expect(pageData(html).path).toBe(route);

      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("\n");
      expect(styles.length, "inline critical CSS").toBeGreaterThan(0);
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(styles).not.toContain("@import");
      // Every class Emotion put in the markup has its rule in the page itself.
      const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => /^c-[a-z0-9]+/.test(c)));
      const unstyled = [...classes].filter((c) => !styles.includes(`.${c}`));
      expect(unstyled, "classes without a rule in the inline CSS").toEqual([]);
      // No script file for the parser or the first paint to wait on: the inline boot script
      // fetches the app after that paint.
      expect(html, "script files named in the HTML").not.toMatch(/<script\b[^>]*\ssrc=|<link[^>]+rel="modulepreload"|<link[^>]+as="script"/);
      expect(bootScripts(html)[0], "the entry the boot script starts").toMatch(/^\/assets\/[\w-]+\.js$/);

      for (const tag of html.match(/<(img|video)\b[^>]*>/g) ?? []) {
        expect(tag, "width").toMatch(/\swidth="\d+"/);
        expect(tag, "height").toMatch(/\sheight="\d+"/);
      }
    });

    test("first visit: only the scripts its HTML names, nothing from elsewhere, no video", async ({ page, baseURL }) => {
      const html = htmlOf(route);
      const loaded = await firstVisit(page, route);
      const scripts = loaded.filter((l) => l.kind === "script").map((l) => new URL(l.url).pathname);
      // So no other page's chunk, no route table and no on-load import the HTML did not preload.
      expect(scripts.sort()).toEqual(bootScripts(html).sort());
      expect(loaded.filter((l) => l.kind === "data" || l.kind === "media").map((l) => l.url)).toEqual([]);
      // Self-hosted: fonts and everything else come from the site itself, never a CDN.
      expect(loaded.map((l) => new URL(l.url).origin).filter((origin) => origin !== new URL(baseURL!).origin)).toEqual([]);
    });

    test("nothing moves as it loads, its fonts arrived too: no layout shift at 375 or 1280 px", async ({ page }) => {
      await recordShifts(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        const fonts = Promise.all([400, 700].map((weight) => page.waitForResponse((r) => r.url().includes(`/fonts/site-sans-${weight}`))));
        await page.goto(`${route}?width=${width}`);
        await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
        await fonts;
        await page.waitForTimeout(500);
        expect(await shifts(page), `${width} px`).toEqual([]);
      }
    });

    test("starting the app restyles nothing: no style element added, moved or removed, no rule added", async ({ page }) => {
      await recordRestyles(page);
      await open(page, route);
      expect(await restyles(page)).toEqual([]);
    });

    for (const width of WIDTHS) {
      test(`axe finds nothing at ${width} px, the FAQ and other disclosures open too; one h1, headings in order`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
        await open(page, route);
        expect(await headingProblems(page), "headings").toEqual([]);
        expect(await violations(page), "as loaded").toEqual([]);
        const closed = page.locator("main button[aria-expanded=false]");
        const count = await closed.count();
        if (count > 0) {
          for (let i = 0; i < count; i++) await closed.first().click();
          await expect(page.locator("main button[aria-expanded=true]")).toHaveCount(count);
          expect(await violations(page), "with every disclosure open").toEqual([]);
          expect(await headingProblems(page), "headings, disclosures open").toEqual([]);
        }
      });
    }
  });
}

test("the mobile drawer, open, has no axe violations", async ({ page }) => {
  // Two whole-page axe runs: on a busy 2-core machine each can take 15 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of ["/", "/contact"]) {
    await open(page, route);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    await expect(page.getByRole("dialog", { name: "메뉴" })).toBeVisible();
    expect(await violations(page), `${route}, drawer open`).toEqual([]);
  }
});

test("no script a first visit loads holds another page's content", async ({ page }) => {
  test.setTimeout(120_000);
  const descriptions = new Map(routes.map((route) => [route, pageData(htmlOf(route)).description]));
  for (const route of ["/", "/contact"]) {
    const loaded = await firstVisit(page, route);
    for (const script of loaded.filter((l) => l.kind === "script")) {
      const code = await (await page.request.get(script.url)).text();
      const found = [...descriptions].filter(([, description]) => code.includes(description)).map(([other]) => other);
      expect(found, `${script.url} (first visit to ${route}) holds the content of`).toEqual([]);
    }
  }
});
