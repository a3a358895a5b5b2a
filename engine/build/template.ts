/** One prerendered page: the client's index.html with the page's render filled in. */
import { escapeText } from "entities";
import { headTags, PAGE_DATA_ID } from "../../src/layout/head";
import { bootTag } from "../page/boot";
import type { FirstViewFont } from "../page/font-face";
import { headTagHtml, pageHeadTags } from "../page/page-css";
import type { Rendered } from "../page/render";
import type { Chunks } from "./chunks";

/**
 * The client's index.html with one page's head, markup, critical CSS, data and on-demand chunks
 * filled in. `data`: the id and value of the element that carries the page's data; the studio
 * server's preview gives the whole manifest instead (studio/server/preview-pages.ts), so the app starts
 * as the live preview does. `font`: the page's own cut of the font for its first view
 * (engine/build/first-view-font.ts), which its head preloads and names; without one, the whole
 * font's, as in the live preview.
 */
export function fillTemplate(template: string, { html, styles, page, meta, modules }: Rendered, chunks: Chunks, data: { id: string; value: unknown } = { id: PAGE_DATA_ID, value: page }, font?: FirstViewFont): string {
  // A prerendered page is drawn from its HTML alone: the app starts after the first paint
  // (src/boot.ts), with the code of the page's on-demand blocks (the form, the partner strip…) preloaded beside it.
  // Vite writes this one tag in one fixed form into its own index.html; a pattern for that form is
  // enough here. Markup the app renders is read tag by tag instead (engine/hosting/style-policy.ts).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error("index.html of the client build has no module entry");
  // Vite names the entry's own imports as modulepreload links: the boot script adds them after the paint too.
  const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const preloads = [...new Set([...entryImports.map((m) => m[1]!), ...[...chunks.app, ...modules.flatMap(chunks.of)].map((file) => `/${file}`)])];
  // The first frame waits until the page's markup is parsed (the page data comes right after it).
  // A browser that paints a half-parsed page (a busy phone does) would move the centred hero and
  // the contact tab as the rest arrived. The HTML is one round trip (10-15 KB gzip): this costs
  // no network time, only the few ms it takes to parse it.
  const renderAfterParse = `<link rel="expect" href="#${data.id}" blocking="render">`;
  // Then the font's preloads and the CSS every page shares (the live preview's index.html gets the same from vite.config.ts).
  const head = [`<title>${escapeText(meta.title)}</title>`, ...headTags(meta).map((t) => t.html), `<meta property="og:locale" content="ko_KR">`, renderAfterParse, ...pageHeadTags(font).map(headTagHtml)].join("\n    ");
  return entryImports
    .reduce((html, link) => html.replace(link[0], ""), template)
    .replace(entry[0], "")
    .replace("<!--app-head-->", () => head)
    // The components' CSS goes last in <head>, after the CSS every page shares, as in the live preview.
    .replace(/\s*<\/head>/, () => `\n    ${styles}\n  </head>`)
    .replace("<!--app-html-->", () => html)
    .replace("<!--app-data-->", () => `${jsonElement(data.id, data.value)}\n    ${bootTag(entry[1]!, preloads)}`);
}

/** Data as JSON that never executes, in the element `id`; "<" is escaped so it cannot end the tag. */
function jsonElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}
