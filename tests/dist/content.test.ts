/**
 * Every route's content in its prerendered HTML, as a crawler reads it: the spec's headings and
 * figures (tests/e2e/expected-content.ts), metadata and lang; the sitemap and robots.txt; and what
 * a first visit's scripts hold. The same content in the browser: tests/e2e/pages.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { bootScripts } from "../../engine/page/boot";
import { EXPECTED, textOf } from "../e2e/expected-content";
import { distFile, htmlOf, pageData, sitemapRoutes } from "./files";

it("the expectations cover every route of the site", () => {
  expect([...sitemapRoutes()].sort()).toEqual(Object.keys(EXPECTED).sort());
});

describe.each(Object.entries(EXPECTED))("%s", (path, expected) => {
  it("prerendered HTML holds the headings, figures and metadata, and no live-preview marks", () => {
    const html = htmlOf(path);
    const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/);
    expect(h1, "h1 in the raw HTML").not.toBeNull();
    expect(textOf(h1![1]!)).toContain(expected.h1);
    const text = textOf(html);
    for (const heading of expected.headings ?? []) expect(text, `heading ${heading}`).toContain(heading);
    for (const figure of expected.texts ?? []) expect(text, `text ${figure}`).toContain(figure);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).not.toContain("data-source-line");
  });

  // The scripts a first visit loads are exactly those its boot script names (tests/e2e/pages.spec.ts).
  it("names no script for a first visit that holds another page's content", () => {
    const descriptions = new Map(sitemapRoutes().map((route) => [route, pageData(htmlOf(route)).description]));
    for (const script of bootScripts(htmlOf(path))) {
      const code = distFile(script.slice(1));
      const found = [...descriptions].filter(([, description]) => code.includes(description)).map(([other]) => other);
      expect(found, `${script} (first visit to ${path}) holds the content of`).toEqual([]);
    }
  });
});

it("/dx is prerendered: content, metadata and lang are in the HTML itself", () => {
  const html = htmlOf("/dx");
  expect(html).toMatch(/<html lang="ko">/);
  expect(html).toContain("<title>디지털 전환 | 한빛아이티</title>");
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/dx">');
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
    expect(html).toContain(`<meta property="${property}"`);
  }
  expect(html).toContain("DX 핵심 영역");
  expect(html).toContain("<style data-style-names=");
  expect(html).not.toMatch(/<link rel="stylesheet"/);
});

it("has a sitemap listing every page and a robots.txt pointing at it", () => {
  const sitemap = distFile("sitemap.xml");
  expect(sitemap).toContain("<loc>https://www.example.com/dx</loc>");
  expect(sitemap).not.toContain("ito-service");
  expect(distFile("robots.txt")).toContain("Sitemap: https://www.example.com/sitemap.xml");
});

/** The block types of a route, in order, as the build put them in its page data. */
const kindsOf = (route: string) => (pageData(htmlOf(route)) as unknown as { blocks: { type: string }[] }).blocks.map((b) => b.type);

// Issue 32, item 3: a second band of figures weakens the first (the check warns: engine/check/rules/rhythm.ts).
it.each(sitemapRoutes())("%s has at most one band of figures", (route) => {
  expect(kindsOf(route).filter((type) => type === "metrics").length).toBeLessThanOrEqual(1);
});

// Issue 32, item 3: all pages of one shape read as a template. The home page and every page of the
// top level (the landing pages, /dx, /about, /contact, /privacy) each have their own order of sections.
it("no two pages of the top level share a sequence of section kinds", () => {
  const byKinds = new Map<string, string[]>();
  for (const route of sitemapRoutes().filter((r) => r.lastIndexOf("/") === 0)) {
    const kinds = kindsOf(route).join(" ");
    byKinds.set(kinds, [...(byKinds.get(kinds) ?? []), route]);
  }
  expect(byKinds.size).toBeGreaterThan(8);
  expect([...byKinds.values()].filter((routes) => routes.length > 1)).toEqual([]);
});

// Issue 44, item 4: copy an editor has passed over. Read from the built pages, as a visitor reads them.
describe("figures and facts a buyer can check against each other", () => {
  interface Block {
    type: string;
    id?: string;
    items?: { value?: string; title?: string; label?: string; image?: { alt: string }; results?: { value: string; label: string }[] }[];
    cards?: { title: string; desc?: string; points?: string[] }[];
  }
  const blocksOf = (route: string) => (pageData(htmlOf(route)) as unknown as { blocks: Block[] }).blocks;
  /** The metrics cards of a route, as "value title". */
  const metricsOf = (route: string) => blocksOf(route).filter((b) => b.type === "metrics").flatMap((b) => b.items!.map((i) => `${i.value} ${i.title}`));

  it("the company's totals (수행 프로젝트, 고객사) are figures only where the company is the subject: each other page gives its own", () => {
    const totals = sitemapRoutes().filter((route) => metricsOf(route).some((m) => /^\S+ (수행 프로젝트|고객사)$/.test(m)));
    expect(totals.sort()).toEqual(["/", "/about", "/dx"]);
  });

  it("95% means one thing: the goal rate wherever it stands", () => {
    const uses = sitemapRoutes().flatMap((route) => metricsOf(route).filter((m) => m.startsWith("95% ")).map((m) => `${route} ${m}`));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((use) => !use.endsWith(" 목표 달성률"))).toEqual([]);
  });

  it("40% 개발 기간 단축 has one cause wherever it stands", () => {
    const causes = new Set(
      sitemapRoutes().flatMap((route) =>
        blocksOf(route)
          .filter((b) => b.type === "metrics")
          .flatMap((b) => (b.items as { value: string; title: string; desc?: string }[]).filter((i) => i.title === "개발 기간 단축").map((i) => i.desc)),
      ),
    );
    expect([...causes]).toEqual(["공통 프레임워크와 CI/CD 자동화 적용 시"]);
  });

  it("the sectors the home page names are the sectors of the clients it shows", () => {
    const blocks = blocksOf("/");
    const tiles = blocks.find((b) => b.id === "clients")!.items!.map((i) => i.label!.split("·"));
    const clients = blocks.find((b) => b.id === "track-record")!.items!.find((i) => i.title === "고객사") as { desc: string };
    const named = clients.desc.replace(/ 분야$/, "").split(", ");
    expect(tiles.filter((sectors) => !sectors.some((s) => named.includes(s))), "client tiles of a sector not named").toEqual([]);
    expect(named.filter((s) => !tiles.some((sectors) => sectors.includes(s))), "sectors named with no client shown").toEqual([]);
  });

  it("the home page's service cards name the five services of the menu", () => {
    const cards = blocksOf("/").find((b) => b.id === "services")!.cards!;
    const words = cards.map((c) => [c.title, c.desc, ...(c.points ?? [])].join(" ")).join(" ");
    for (const service of ["IT컨설팅", "시스템개발", "AI통합구축", "ICT인프라", "ITO서비스"]) expect(words, service).toContain(service);
  });

  it("/about counts the year the company is in: founded in 2007, this year is its (year − 2006)th", () => {
    const nth = new Date().getFullYear() - 2007 + 1;
    expect(textOf(htmlOf("/about"))).toContain(`2007년 (${nth}년째)`);
  });

  it.each(sitemapRoutes())("%s: the footer carries the company's 대표이사 and 사업자등록번호, marked as examples", (route) => {
    const footer = textOf(/<footer[\s\S]*<\/footer>/.exec(htmlOf(route))![0]).replace(/\s+/g, " ");
    expect(footer).toMatch(/대표이사 \S+ \(예시\)/);
    expect(footer).toMatch(/사업자등록번호 \d{3}-\d{2}-\d{5} \(예시\)/);
  });
});
