/**
 * The server render of one page, for the prerender step (scripts/build.ts builds this file with
 * Vite as its SSR entry, so it sees the same virtual modules and plugins as the browser bundle).
 * Build time only: the browser runs the same components through src/entry-client.tsx.
 */
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { onDemandModules } from "../../src/blocks/blocks";
import { pageMeta, type PageMeta } from "../../src/layout/head";
import type { Page } from "../../src/manifest/site.types";
import { tokenValues } from "../../src/manifest/tokens";
import { loadPage } from "../../src/pages";
import { createStyleCache, Root, shell, STYLE_NAMES_ATTRIBUTE } from "../../src/root";

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  /** The `<style>` element holding exactly the CSS this page uses. */
  styles: string;
  page: Page;
  meta: PageMeta;
  /** On-demand modules the page's blocks load before hydrating (from the project root), to preload in its HTML. */
  modules: string[];
}

/** The <style> element of a page's critical CSS: Emotion's chunks from one server render, in order. */
function prerenderedStyle(chunks: { ids: string[]; css: string }[]): string {
  const names = chunks.flatMap((chunk) => chunk.ids).join(" ");
  return `<style ${STYLE_NAMES_ATTRIBUTE}="${names}">${chunks.map((chunk) => chunk.css).join("")}</style>`;
}

/** Renders the page at `path` to HTML with its critical CSS, for the prerender step. */
export async function render(path: string): Promise<Rendered> {
  const page = await loadPage(path);
  if (!page) throw new Error(`no page at ${path}`);
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<Root cache={cache} ssrPath={path} />);
  const styles = prerenderedStyle(extractCriticalToChunks(html).styles);
  const meta = pageMeta(shell.site, page, tokenValues(shell.site, shell.buildYear));
  return { html, styles, page, meta, modules: onDemandModules(page.blocks, path) };
}

export { shell };
