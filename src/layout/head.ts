import type { Page } from "../manifest/site.types";
import { fillTokens, type ShellSiteInfo, type TokenValues } from "../manifest/tokens";

/** The id of the non-executable JSON script in which a prerendered page carries its own data. */
export const PAGE_DATA_ID = "page-data";

/** A page's search and sharing metadata, with tokens filled and URLs made absolute. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  url: string;
  image: string;
  type: string;
}

/** The metadata of `page`: its own values, the site-name suffix on the title, and the site's share image and base URL as fallbacks. */
export function pageMeta(site: ShellSiteInfo, page: Page, tokens: TokenValues): PageMeta {
  const fill = (text: string) => fillTokens(text, tokens);
  return {
    title: `${fill(page.title)} | ${fill(site.titleSuffix)}`,
    description: fill(page.description),
    keywords: page.keywords.map(fill).join(", "),
    url: page.url ?? site.baseUrl + (page.path === "/" ? "/" : page.path),
    image: site.baseUrl + (page.image ?? site.image),
    type: page.type,
  };
}

/** The tags `<head>` holds for a page, by attribute; the prerender writes them and the client updates them. */
export function headTags(meta: PageMeta): { selector: string; attr: "content" | "href"; value: string; html: string }[] {
  const tag = (kind: "name" | "property", key: string, value: string) => ({
    selector: `meta[${kind}="${key}"]`,
    attr: "content" as const,
    value,
    html: `<meta ${kind}="${key}" content="${escapeAttr(value)}">`,
  });
  return [
    tag("name", "description", meta.description),
    tag("name", "keywords", meta.keywords),
    { selector: 'link[rel="canonical"]', attr: "href", value: meta.url, html: `<link rel="canonical" href="${escapeAttr(meta.url)}">` },
    tag("property", "og:title", meta.title),
    tag("property", "og:description", meta.description),
    tag("property", "og:url", meta.url),
    tag("property", "og:image", meta.image),
    tag("property", "og:type", meta.type),
    tag("name", "twitter:card", "summary_large_image"),
  ];
}

/** Points the open document's title and head tags at `meta` after a client-side navigation. */
export function applyHead(meta: PageMeta): void {
  document.title = meta.title;
  for (const { selector, attr, value, html } of headTags(meta)) {
    const element = document.head.querySelector(selector);
    if (element) element.setAttribute(attr, value);
    else document.head.insertAdjacentHTML("beforeend", html);
  }
}

/**
 * A value for a double-quoted attribute. Hand-written on purpose: this file runs in the browser on
 * every page, and `entities`' escapeAttribute (which the build uses) would add about 270 bytes gzip
 * to the first visit's JS against these four replacements' 90 (esbuild --minify, gzip -9), where
 * `/` has under 1 KB left of its 100 KB budget.
 */
export function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
