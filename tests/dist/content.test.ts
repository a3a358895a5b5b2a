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
