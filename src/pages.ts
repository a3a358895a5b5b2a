import type Routes from "virtual:site-pages";
import { preloadBlocks, startBlocks } from "./blocks/blocks";
import type { Page } from "./manifest/site.types";

type Loaders = typeof Routes;
/**
 * The route table (path → loader of that page's chunk) is a chunk of its own, fetched with the
 * first page that is not in the HTML: it grows with the number of pages, and a first visit,
 * which carries its own page, never needs it. So the first visit's bytes stay the same at any size.
 */
let loaders: Loaders | Promise<Loaders> | undefined;
const routeTable = (): Promise<Loaders> =>
  Promise.resolve(
    (loaders ??= import("virtual:site-pages").then(
      (module) => (loaders = module.default),
      (error: unknown) => {
        loaders = undefined; // a failed fetch may succeed on the next navigation
        throw error;
      },
    )),
  );

/** Live preview only: where a page's blocks are written in site.yaml (1-based lines, one per block). */
export interface PageSource {
  file: string;
  lines: number[];
}

/** Pages loaded so far, by path. Each page's data is its own chunk, fetched on first visit. */
const loaded = new Map<string, Page>();
const sources = new Map<string, PageSource>();
const pending = new Map<string, Promise<Page | undefined>>();
/** Paths the route table has no page for (redirects, unknown paths). */
const missing = new Set<string>();

/** Whether `path` can be shown at once: its page is loaded, or it is known not to be a page. */
export function isSettled(path: string): boolean {
  return loaded.has(path) || missing.has(path);
}

/** The page at `path` if it is already loaded, so it can render at once. */
export function loadedPage(path: string): Page | undefined {
  return loaded.get(path);
}

/** Live preview only: where the page at `path` is written in site.yaml. */
export function pageSource(path: string): PageSource | undefined {
  return sources.get(path);
}

/**
 * Records the page that arrived with the HTML (the prerendered one), so hydration needs no fetch,
 * and loads the code its first view needs; its later blocks' code loads as they come into view
 * (src/blocks/blocks.tsx). Resolves when the page can hydrate.
 */
export function primePage(page: Page, main: Element): Promise<unknown> {
  loaded.set(page.path, page);
  return startBlocks(page.blocks, page.path, main);
}

/** Loads the page at `path` and the code of its on-demand blocks; undefined when there is no such page. */
export function loadPage(path: string): Promise<Page | undefined> {
  const ready = loaded.get(path);
  if (ready) return preloadBlocks(ready.blocks, path).then(() => ready);
  let promise = pending.get(path);
  if (!promise) {
    promise = routeTable().then(async (table) => {
      const load = Object.hasOwn(table, path) ? table[path] : undefined;
      if (!load) {
        missing.add(path);
        return undefined;
      }
      const { default: page, source } = await load();
      await preloadBlocks(page.blocks, path);
      loaded.set(path, page);
      if (source) sources.set(path, source);
      return page;
    });
    promise.catch(() => pending.delete(path));
    pending.set(path, promise);
  }
  return promise;
}

/** Live preview only: swaps in the page loaders of a freshly saved site.yaml and forgets loaded pages. */
export function replaceLoaders(next: Loaders): void {
  loaders = next;
  loaded.clear();
  pending.clear();
  sources.clear();
  missing.clear();
}

/** The path part of an href: "/it-service#helpdesk" → "/it-service". */
export function pathOf(href: string): string {
  return href.split(/[?#]/)[0] || "/";
}
