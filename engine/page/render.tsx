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
import { Root, shell } from "../../src/root";

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

/** The <style> element of a page's critical CSS: Emotion's chunks from one server render, in order, with their names under `attribute`. */
function prerenderedStyle(chunks: { ids: string[]; css: string }[], attribute: string): string {
  const names = chunks.flatMap((chunk) => chunk.ids).join(" ");
  return `<style ${attribute}="${names}">${chunks.map((chunk) => chunk.css).join("")}</style>`;
}

/** Renders the page at `path` to HTML with its critical CSS, for the prerender step. */
export async function render(path: string): Promise<Rendered> {
  const page = await loadPage(path);
  if (!page) throw new Error(`no page at ${path}`);
  // Imported as the blocks import it (src/blocks/on-demand.tsx), so the bundler keeps it one chunk.
  const { freshStyleCache, STYLE_NAMES_ATTRIBUTE } = await import("../../src/ui/styled");
  const cache = freshStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<Root ssrPath={path} />);
  const styles = prerenderedStyle(extractCriticalToChunks(html).styles, STYLE_NAMES_ATTRIBUTE);
  const meta = pageMeta(shell.site, page, tokenValues(shell.site, shell.buildYear));
  return { html, styles, page, meta, modules: onDemandModules(page.blocks, path) };
}

export { shell };
