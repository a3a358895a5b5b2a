/**
 * EVERY ROUTE, ONCE PER WIDTH: the one place for assertions about a page as it loads and sits.
 *
 * Each test opens one route at one width, once, in a fresh browser context (nothing cached: a
 * first visit), and runs on that one load everything that is asserted of the page: what the first
 * visit fetches (the budgets), that nothing moves or restyles as it starts, its title, headings and
 * content against the spec (./expected-content.ts), its layout at that width, the route's own
 * details (ROUTE_DETAILS), and last axe, with every disclosure open. Opening a page is the costly
 * part of a browser test: a new assertion about one page at one width goes here, into `everyPage`,
 * a width's block in it, or ROUTE_DETAILS; not into a spec that opens the page again. A new width
 * is a line in WIDTHS. What needs no browser (the HTML as text, the bundle, the font files) is in
 * tests/dist/, run by vitest; interactions (menus, the form, navigation) have their own specs.
 * Nothing here measures time: that is `npm run bench`'s business.
 */
import type { Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { bootScripts } from "../../engine/page/boot";
import { firstVisit, gzipBytes, type Loaded } from "../../scripts/first-visit";
import { fontFileName, WEIGHTS, type FontWeight } from "../../engine/build/fonts";
import { dist, distFile, fontPreloadsOf, htmlOf, pageData, sitemapRoutes } from "../dist/files";
import { expectDesign } from "./design-checks";
import { BADGE_SMALLEST_TEXT } from "../../scripts/illustration/marks";
import { expectSectionRhythm } from "./rhythm-checks";
import { EXPECTED, PARTNERS } from "./expected-content";
import { expect, testWithPolicyWatch as test } from "./fixtures";
import { contactTabHits, expectStructure, fallbackOffsets, headingProblems, openDisclosures, recordRestyles, recordShifts, refusedStyles, restyles, settled, shifts, violations } from "./page-checks";

/** The widths every route is opened at, each with its window height. */
const WIDTHS: Record<number, number> = { 375: 740, 1280: 800 };
/** axe runs on every route at this width... */
const AXE_WIDTH = 1280;
/** 1 KB = 1,000 bytes: the stricter reading of the budget. */
const KB = 1000;
/**
 * gzip JS a first visit may load, by route; every other route is held to `OTHER_JS_BUDGET`. A first
 * visit loads the code of its first view: a route whose next block shows in that view loads that
 * block's code too, and Emotion with it (src/ui/styled.tsx), which `/` at these sizes does not.
 */
const JS_BUDGET: Record<string, number> = { "/": 85 * KB, "/contact": 115 * KB };
const OTHER_JS_BUDGET = 100 * KB;

const routes = sitemapRoutes();
/** The route table's chunk and the chunks of the pages' data it names. */
const PAGE_CHUNKS = (() => {
  const table = readdirSync(join(dist, "assets")).find((file) => file.startsWith("_virtual_site-pages-"))!;
  const pages = [...distFile(`assets/${table}`).matchAll(/import\(`\.\/([^`]+)`\)/g)].map((m) => m[1]!);
  return new Set([table, ...pages].map((file) => `/assets/${file}`));
})();
/** The site's whole font, one file a weight: every first visit loads it, for the text below its first view. */
const FONTS = Object.keys(WEIGHTS).map((weight) => `/fonts/${fontFileName(Number(weight) as FontWeight)}`).sort();
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

/**
 * ...and at every other width on one page of each page shape: one route of each kind (the home
 * page, a section with sub-pages, a sub-page, a page of its own), then as few routes as hold,
 * with those, every block type the site uses. Read from the build, so it follows site.yaml.
 */
function pageShapes(): string[] {
  const blocks = new Map(routes.map((route) => [route, new Set((pageData(htmlOf(route)) as unknown as { blocks: { type: string }[] }).blocks.map((b) => b.type))]));
  const kind = (route: string) =>
    route === "/" ? "home" : route.lastIndexOf("/") > 0 ? "sub-page" : routes.some((r) => r.startsWith(`${route}/`)) ? "section" : "page";
  const chosen = [...new Map(routes.map((route) => [kind(route), route])).values()];
  const covered = () => new Set(chosen.flatMap((route) => [...blocks.get(route)!]));
  const missing = (route: string) => [...blocks.get(route)!].filter((type) => !covered().has(type)).length;
  for (let best = routes.find((r) => missing(r) > 0); best; best = routes.find((r) => missing(r) > 0)) {
    chosen.push(routes.reduce((a, b) => (missing(b) > missing(a) ? b : a), best));
  }
  return chosen;
}
const AXE_EVERY_WIDTH = pageShapes();

/** What only one route has to show, on top of the spec's counts (./expected-content.ts); checked at every width. */
const ROUTE_DETAILS: Record<string, (page: Page, width: number) => Promise<void>> = {
  "/": async (page, width) => {
    // The partner strip holds the 11 partners twice, 30 seconds a loop.
    const alts = await page.locator("#partners ul:not([aria-hidden]) img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toEqual(PARTNERS);
    await expect(page.locator("#partners img")).toHaveCount(22);
    await expect(page.locator('#partners [style*="30s"]')).toHaveCount(1);
    // The chatbot demo states the response time and concurrent sessions.
    const demo = page.locator("#chatbot-demo");
    await expect(demo).toContainText("평균 0.5초 만에 답변 시작");
    await expect(demo).toContainText("1,000+");
    // The phone's portrait cut has a poster of its own (tests/e2e/media.spec.ts).
    if (width === 1280) await expect(demo.locator("video")).toHaveAttribute("poster", "/media/chatbot-demo-poster.jpg");
    await expect(demo.locator('a[href="/contact"]')).toContainText("AI 챗봇 도입 상담");
    await expect(demo.locator('a[href="/ai"]')).toHaveCount(1);
    // Example client logos right after the services, then cases and a customer's words, all marked 예시 (issue 24).
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.indexOf("clients")).toBe(ids.indexOf("services") + 1);
    const clients = page.locator("#clients img");
    await expect(clients).toHaveCount(5);
    for (const alt of await clients.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))) expect(alt).toContain("(예시)");
    await expect(page.locator("#clients")).toContainText("예시입니다");
    const caseTitles = page.locator("#cases h3");
    await expect(caseTitles).toHaveCount(3);
    for (const title of await caseTitles.allTextContents()) expect(title).toContain("(예시)");
    await expect(page.locator("figure", { has: page.locator("blockquote") }).locator("figcaption")).toContainText("(예시)");
    // The hero's picture is its scene, drawn (issue 32): the five services around the hub, each a link to its page.
    const scene = page.locator("main > section").first().locator(".scene");
    await expect(scene.locator("svg line")).toHaveCount(5);
    for (const href of ["/consulting", "/development", "/ai", "/ict", "/it-service"]) await expect(scene.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(page.locator("#why-us img")).toHaveAttribute("alt", /\S/);
  },
  "/dx": async (page) => {
    await expectPictures(page, "legacy");
    // The roadmap: 6-12 week cycles (the spec), its phases' durations adding up to one.
    await expect(page.locator("#cadence ol > li .weeks")).toHaveText(["1~2주", "1~2주", "4~8주"]);
    await expect(page.locator("#cadence .total")).toContainText("6~12주");
    await expect(page.locator("#cadence .bar")).toHaveCount(4);
  },
  "/about": async (page, width) => {
    await expectPictures(page, "how-we-work");
    // The history draws the four lines of business the company opened, oldest first.
    await expect(page.locator("#history .bands li")).toHaveText(["인프라 구축·유지보수", "ERP 컨설팅·구축", "클라우드·Microsoft 365", "AI통합구축"]);
    // The company facts, the CEO's message, the certificates as badges and a map link, examples marked.
    const facts = page.locator("#company");
    for (const term of ["대표이사", "설립", "임직원", "주요 인증", "본사", "서울특별시 강남구 테헤란로"]) await expect(facts).toContainText(term);
    // The invented CEO, headcount and certificates, and the placeholder address.
    await expect(facts.locator("td", { hasText: "예시" })).toHaveCount(4);
    await expect(page.locator("#ceo blockquote")).toBeAttached();
    await expect(page.locator("#ceo figcaption")).toContainText("(예시)");
    await expect(page.locator("#ceo figcaption")).toContainText("대표이사");
    const badges = page.locator("#certifications img");
    await expect(badges).toHaveCount(5);
    for (const src of await badges.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")))) expect(src).toMatch(/^\/assets\/img\/badge-/);
    // The badges line up, a row's marks at one height whatever their labels, and their smallest
    // text is legible: drawn at 96 px it was 6 px (issue 32, item 8).
    await page.locator("#certifications").scrollIntoViewIfNeeded(); // the badges load lazily
    await expect.poll(() => badges.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    const tiles = await page.locator("#certifications li").evaluateAll((items) =>
      items.map((li) => {
        const [tile, mark] = [li.getBoundingClientRect(), li.querySelector("img")!.getBoundingClientRect()];
        return { markTop: Math.round(mark.top - tile.top), size: mark.width, label: parseFloat(getComputedStyle(li.querySelector(".label")!).fontSize) };
      }),
    );
    expect(new Set(tiles.map((t) => t.markTop)).size, `marks at one height in their tiles at ${width} px`).toBe(1);
    for (const tile of tiles) {
      expect(tile.size * (BADGE_SMALLEST_TEXT / 200), `smallest badge text at ${width} px`).toBeGreaterThanOrEqual(12);
      expect(tile.label).toBeGreaterThanOrEqual(14);
    }
    await expect(page.locator("#certifications")).toContainText("예시입니다");
    const map = page.locator('main a[href^="https://map.naver.com/p/search/"]');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("rel", "noopener noreferrer");
  },
  // The infrastructure map joins the four service areas: servers and storage, branches, the cloud, recovery.
  "/ict": async (page, width) => {
    await expect(page.locator("#topology .link")).toHaveText(["중심 영역과 연결: 사이트 간 VPN", "중심 영역과 연결: 하이브리드 연결", "중심 영역과 연결: 복제·백업"]);
    // From 1024 px the sites stand left and right of the hub and below it.
    if (width === 1280) {
      const [hub, left, right, below] = await page.locator("#topology .zone").evaluateAll((zones) => zones.map((z) => z.getBoundingClientRect().toJSON() as DOMRect));
      expect(left!.right).toBeLessThan(hub!.left);
      expect(right!.left).toBeGreaterThan(hub!.right);
      expect(below!.top).toBeGreaterThan(hub!.bottom);
    }
  },
  // The SLA figures (the spec) as the dashboard's targets, beside a month's example report.
  "/it-service": async (page) => {
    await expect(page.locator("#sla .kpis .target")).toHaveText(["목표 99.7%달성", "목표 15분달성", "목표 92%달성", "목표 4시간달성"]);
    await expect(page.locator("#sla .screen")).toContainText("(예시)");
    await expect(page.locator("#sla .intake")).toContainText("1,240건");
  },
  // The server build steps carry the spec's durations in order.
  "/ict/serverbuild": (page) => expect(page.locator("#process ol > li .duration")).toHaveText(["1주", "1~2주", "2~3주", "1주", "1주"]),
  // The recommended NAS tier is the midrange one.
  "/ict/storage": async (page) => {
    const recommended = page.locator("#tiers > div > ul > li", { hasText: "추천" });
    await expect(recommended).toHaveCount(1);
    await expect(recommended).toContainText("미드레인지");
    await expect(recommended).toContainText("192TB");
  },
  // Business Standard is the recommended plan; the rest ask for a quote.
  "/ict/cloudms": async (page) => {
    await expect(page.locator("#plans > div > ul > li", { hasText: "추천" })).toHaveCount(1);
    await expect(page.locator("#plans > div > ul > li", { hasText: "추천" })).toContainText("Business Standard");
    await expect(page.locator("#plans > div > ul > li", { hasText: "견적 문의" })).toHaveCount(3);
  },
};

/** A picture in the page's hero and another beside the text of split `#split`, each with its alternative text (issue 24). */
async function expectPictures(page: Page, split: string) {
  await expect(page.locator("main section").first().locator("img")).toHaveAttribute("alt", /\S/);
  await expect(page.locator(`#${split} img`)).toHaveAttribute("alt", /\S/);
}

/** What a first visit fetched: only the scripts its HTML names, within the budget, none before the first paint; its fonts; nothing from elsewhere, no data, no video. */
async function expectFirstVisit(page: Page, route: string, loaded: Loaded[], origin: string) {
  const html = htmlOf(route);
  expect(loaded.filter((l) => l.kind === "document").map((l) => new URL(l.url).pathname), "the page itself, answered 200").toEqual([route]);
  const scripts = loaded.filter((l) => l.kind === "script").map((l) => new URL(l.url).pathname);
  // The scripts its HTML names, and besides them only the code of later blocks the first view
  // shows (src/ui/later.tsx): no page's data and no route table.
  expect(scripts).toEqual(expect.arrayContaining(bootScripts(html)));
  expect(scripts.filter((script) => PAGE_CHUNKS.has(script)), "pages' data or the route table").toEqual([]);
  const budget = JS_BUDGET[route] ?? OTHER_JS_BUDGET;
  const js = gzipBytes(loaded, "script");
  expect(js, `gzip JS at most ${budget / KB} KB:\n${loaded.filter((l) => l.kind === "script").map((l) => `${l.url} ${l.gzip}`).join("\n")}`).toBeLessThanOrEqual(budget);
  expect(loaded.filter((l) => l.kind === "data" || l.kind === "media").map((l) => l.url)).toEqual([]);
  // Self-hosted: fonts and everything else come from the site itself, never a CDN.
  expect(loaded.map((l) => new URL(l.url).origin).filter((o) => o !== origin)).toEqual([]);
  // Its first view's own cut of both weights, preloaded, and the whole font (engine/page/font-face.ts).
  expect(loaded.filter((l) => l.kind === "font").map((l) => new URL(l.url).pathname).sort(), "fonts").toEqual([...fontPreloadsOf(html), ...FONTS].sort());
  // No script and none of the whole font is even asked for until the first view is drawn: the boot
  // script waits for the first paint and the load event, and the whole font's faces are inert until
  // the app starts. Lighthouse's simulation counts a file that arrived before the largest paint as
  // needed for it, so one that raced that paint made its LCP flip between two values (docs/performance.md).
  const { paint, loaded: loadEnd, requested } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime,
    loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    requested: performance.getEntriesByType("resource").map((r) => ({ url: new URL(r.name).pathname, at: r.startTime })),
  }));
  expect(paint, "first-paint").toBeGreaterThan(0);
  expect(loadEnd, "the load event's end").toBeGreaterThan(0);
  const later = requested.filter((r) => r.url.endsWith(".js") || FONTS.includes(r.url));
  expect(later.map((r) => r.url)).toContain(bootScripts(html)[0]);
  expect(later.map((r) => r.url)).toEqual(expect.arrayContaining(FONTS));
  expect(later.filter((r) => r.at < Math.max(paint!, loadEnd)), "scripts or whole-font files asked for before the first view was drawn").toEqual([]);
}

/**
 * A sub-page links its siblings, in the site's order, in a strip right before its closing call to
 * action; any other page has neither the strip nor breadcrumbs. Following them: tests/e2e/nav.spec.ts.
 */
async function expectSiblingStrip(page: Page, route: string) {
  const section = (path: string) => path.slice(0, path.lastIndexOf("/"));
  const strip = page.getByRole("region", { name: "같은 분야의 다른 서비스" });
  if (!section(route)) {
    await expect(strip, "a sibling strip on a page that is not a sub-page").toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "현재 위치" }), "breadcrumbs on a page that is not a sub-page").toHaveCount(0);
    return;
  }
  const siblings = routes.filter((r) => r !== route && section(r) === section(route));
  expect(await strip.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href"))), "the sibling strip's links").toEqual(siblings);
  // The call to action stays the page's last section, right after the strip.
  const lastTwo = await page.locator("main > section").evaluateAll((sections) => sections.slice(-2).map((s) => s.getAttribute("aria-labelledby")));
  expect(lastTwo[0], "the section before the closing call to action").toBe("siblings-title");
  await expect(page.locator("main > section").last().getByRole("link", { name: /문의|상담|신청|견적/ }).first(), "the closing call to action").toHaveAttribute("href", "/contact");
}

/** The same content with the script off (`scriptless`), at the test's width: the prerendered DOM exactly as a crawler or a no-JS visitor gets it. */
async function expectPrerenderedStructure(scriptless: Page, route: string, viewport: { width: number; height: number }) {
  await scriptless.setViewportSize(viewport);
  // The DOM is whole once parsed; its pictures and fonts are not what this looks at.
  await scriptless.goto(route, { waitUntil: "domcontentloaded" });
  await expectStructure(scriptless, EXPECTED[route]!, "prerendered");
}

/** At 375 px every table keeps each word and ·-joined compound on one line, fits the screen, and a wide one becomes labelled cards. */
async function expectPhoneTables(page: Page) {
  const broken = await page.locator("main table").evaluateAll((tables) =>
    tables.flatMap((table) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          // One line box per word: its fragments all share a top.
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
      return found;
    }),
  );
  expect(broken, "words broken inside a table").toEqual([]);
  const overflowing = await page.locator("main table").evaluateAll((tables) => tables.filter((t) => t.getBoundingClientRect().right > innerWidth).length);
  expect(overflowing, "tables wider than the screen").toBe(0);
  for (const table of await page.locator("main table").all()) {
    const columns = await table.locator("thead th").allTextContents();
    if (columns.length < 3) continue;
    const cells = await table.locator("tbody td").evaluateAll((tds) => tds.map((td) => ({ label: getComputedStyle(td, "::before").content, column: (td as HTMLTableCellElement).cellIndex })));
    for (const cell of cells) expect(cell.label).toBe(JSON.stringify(columns[cell.column]));
  }
}

/** At 375 px: stacked hero buttons share the full width, and every tap target is at least 44 px. */
async function expectPhoneTargets(page: Page) {
  const hero = page.locator("main > section").first();
  // Full width: each button is as wide as its row's content box.
  for (const action of await hero.locator("h1 ~ div a").all()) {
    const [width, row, heading] = await action.evaluate((a) => {
      const style = getComputedStyle(a.parentElement!);
      const h1 = a.closest("section")!.querySelector("h1")!;
      return [a.getBoundingClientRect().width, a.parentElement!.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), h1.getBoundingClientRect().width];
    });
    expect(Math.round(width), "a hero button as wide as its row").toBe(Math.round(row));
    expect(Math.round(row), "the buttons' row spans the heading's column").toBe(Math.round(heading));
  }
  const small = await page.locator("header a, header button, main a, main button, main summary, footer a").evaluateAll((targets) =>
    targets
      .filter((t) => {
        const r = t.getBoundingClientRect();
        // Links inside a sentence are exempt (WCAG 2.5.8); the rest must be easy to tap.
        const inline = getComputedStyle(t).display === "inline" && t.parentElement?.closest("p, li, td, dd");
        return r.width > 0 && !inline && Math.round(r.height) < 44;
      })
      .map((t) => `${t.tagName} "${t.textContent?.trim().slice(0, 20)}" ${Math.round(t.getBoundingClientRect().height)}px`),
  );
  expect(small, "tap targets under 44 px").toEqual([]);
}

for (const route of routes) {
  test.describe(route, () => {
    for (const [width, height] of Object.entries(WIDTHS).map(([w, h]) => [Number(w), h] as const)) {
      test(`at ${width} px`, async ({ page, baseURL, scriptless }) => {
        // One load, a whole-page axe and a page without script: a minute on a 2-core machine shared with other work.
        test.setTimeout(180_000);
        const expected = EXPECTED[route];
        expect(expected, `${route} has its expectations in expected-content.ts`).toBeDefined();
        await page.setViewportSize({ width, height });
        await recordShifts(page);
        await recordRestyles(page);
        const loaded = await firstVisit(page, route);

        await test.step("the first visit and how the page starts: the budgets of docs/architecture.md that can be checked exactly", async () => {
          await expectFirstVisit(page, route, loaded, new URL(baseURL!).origin);
          await settled(page);
          expect(await shifts(page), "layout shifts, the fonts arrived too").toEqual([]);
          expect(await restyles(page), "styles the app added, moved or removed as it started").toEqual([]);
          // Served with the site's style policy: every inline style applied, the heading in the site's font.
          expect(await refusedStyles(page), "style elements the policy refused").toEqual([]);
          expect(await page.locator("h1").evaluate((h) => getComputedStyle(h).fontFamily)).toContain("Site Sans");
        });

        await test.step("title, landmarks, headings, the spec's content and the sibling strip", async () => {
          await expect(page).toHaveTitle(titleOf(htmlOf(route)));
          await expect(page).toHaveTitle(/ \| 한빛아이티$/);
          await expect(page.locator("main#main[tabindex='-1']")).toHaveCount(1);
          expect(await headingProblems(page), "headings").toEqual([]);
          await expectStructure(page, expected!, `hydrated at ${width} px`);
          // innerText skips closed accordion panels; textContent still holds them.
          const shown = (await page.locator("main").innerText()).replace(/\s+/g, " ");
          const all = ((await page.locator("main").textContent()) ?? "").replace(/\s+/g, " ");
          for (const figure of expected!.texts ?? []) expect(shown.includes(figure) || all.includes(figure), `text ${figure}`).toBe(true);
          await expectSiblingStrip(page, route);
          await ROUTE_DETAILS[route]?.(page, width);
        });

        await test.step(`layout at ${width} px`, async () => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scrolling").toBeLessThanOrEqual(width);
          if (width === 375) {
            await expectPhoneTables(page);
            await expectPhoneTargets(page);
          }
          if (width === 1280 && route !== "/contact") expect(await contactTabHits(page), "what the contact tab covers").toEqual([]);
          // Korean line breaks, letter-spacing and the compact hero (issue 32); at 768 px: design.spec.ts.
          await expectDesign(page, route, width);
          // Neighbouring sections differ in background or heading alignment (issue 32).
          await expectSectionRhythm(page);
          expect(await fallbackOffsets(page), "the first view in the fallback font, as a visitor whose web font was late sees it").toEqual([]);
        });

        // At every width where the page has a signature element (issue 32), which must draw without script on a phone too.
        if (width === 1280 || expected!.signature) await test.step("the same content without script", () => expectPrerenderedStructure(scriptless, route, { width, height }));

        // Last, as it opens the FAQ and other disclosures.
        if (width === AXE_WIDTH || AXE_EVERY_WIDTH.includes(route)) {
          await test.step("headings and axe with every disclosure open", async () => {
            if ((await openDisclosures(page)) > 0) expect(await headingProblems(page), "headings, disclosures open").toEqual([]);
            expect(await violations(page), "axe, every disclosure open").toEqual([]);
          });
        }
      });
    }
  });
}
