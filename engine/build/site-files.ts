/** The build's files that are not prerendered pages: redirect pages, the 404 page, sitemap.xml and robots.txt. */
import { escapeAttribute, escapeText, escapeUTF8 } from "entities";
import type { Site } from "../../src/manifest/site.types";

/** A page that sends the visitor on to `to`, replacing the history entry; works without JavaScript. */
export function redirectPage(site: Site, to: string, notFound = false): string {
  const target = escapeAttribute(to);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeAttribute(site.site.baseUrl + to)}">
<title>${notFound ? "페이지를 찾을 수 없습니다" : "페이지가 이동했습니다"} | ${escapeText(site.site.titleSuffix)}</title>
</head>
<body>
<p>${notFound ? "요청하신 페이지가 없어 홈으로 이동합니다." : "페이지가 이동했습니다."} <a href="${target}">바로 이동</a></p>
</body>
</html>
`;
}

/** sitemap.xml: every page, at its own `url` or under the site's address. */
export function sitemap(site: Site): string {
  const urls = site.pages.map((p) => `  <url><loc>${escapeUTF8(p.url ?? site.site.baseUrl + p.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.baseUrl}/sitemap.xml\n`;
}
