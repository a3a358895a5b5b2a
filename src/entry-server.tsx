import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { onDemandModules } from "./blocks/blocks";
import { pageMeta, type PageMeta } from "./layout/head";
import type { Page } from "./manifest/site.types";
import { tokenValues } from "./manifest/tokens";
import { loadPage } from "./pages";
import { createStyleCache, prerenderedStyle, Root, shell } from "./root";

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

/** Renders the page at `path` to HTML with its critical CSS, for the prerender step. */
export async function render(path: string): Promise<Rendered> {
  const page = await loadPage(path);
  if (!page) throw new Error(`no page at ${path}`);
  const cache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<Root cache={cache} ssrPath={path} />);
  const styles = prerenderedStyle(extractCriticalToChunks(html).styles);
  const meta = pageMeta(shell.site, page, tokenValues(shell.site, shell.buildYear));
  return { html, styles, page, meta, modules: onDemandModules(page.blocks) };
}

export { shell };
