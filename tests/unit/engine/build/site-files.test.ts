import { describe, expect, it } from "vitest";
import { redirectPage, robotsTxt, sitemap } from "../../../../engine/build/site-files";
import type { Site } from "../../../../src/manifest/site.types";

const site = {
  site: { baseUrl: "https://www.example.com", titleSuffix: "한빛 & 아이티" },
  pages: [{ path: "/" }, { path: "/dx" }, { path: "/새 소식" }, { path: "/elsewhere", url: "https://other.example.com/a?x=1&y=2" }],
} as unknown as Site;

describe("the build's files besides the pages", () => {
  it("sitemap.xml lists every page under the site's address, or at its own url, escaped for XML", () => {
    expect(sitemap(site)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://www.example.com/</loc></url>",
        "  <url><loc>https://www.example.com/dx</loc></url>",
        "  <url><loc>https://www.example.com/새 소식</loc></url>",
        "  <url><loc>https://other.example.com/a?x=1&amp;y=2</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("robots.txt allows everything and names the sitemap", () => {
    expect(robotsTxt(site)).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n");
  });

  it("a redirect page sends the visitor on without script, is not indexed, and escapes its target", () => {
    const html = redirectPage(site, '/it-service?a=1&b="2"');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/it-service?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/it-service?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<title>페이지가 이동했습니다 | 한빛 &amp; 아이티</title>");
    expect(html).toContain('<p>페이지가 이동했습니다. <a href="/it-service?a=1&amp;b=&quot;2&quot;">바로 이동</a></p>');
    expect(html).toMatch(/^<!doctype html>\n<html lang="ko">/);
  });

  it("the 404 page says the page is missing and goes home", () => {
    const html = redirectPage(site, "/", true);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(html).toContain("<title>페이지를 찾을 수 없습니다 | 한빛 &amp; 아이티</title>");
    expect(html).toContain('<p>요청하신 페이지가 없어 홈으로 이동합니다. <a href="/">바로 이동</a></p>');
  });
});
