import initialLoaders from "virtual:site-pages";
import { preloadBlocks } from "./blocks/blocks";
import type { Page } from "./manifest/site.types";

type Loaders = typeof initialLoaders;
let loaders: Loaders = initialLoaders;

/** Live preview only: where a page's blocks are written in site.yaml (1-based lines, one per block). */
export interface PageSource {
  file: string;
  lines: number[];
}

/** Pages loaded so far, by path. Each page's data is its own chunk, fetched on first visit. */
const loaded = new Map<string, Page>();
const sources = new Map<string, PageSource>();
const pending = new Map<string, Promise<Page | undefined>>();

/** Whether `path` is one of the manifest's pages. */
export function isPage(path: string): boolean {
  return Object.hasOwn(loaders, path);
}

/** The page at `path` if it is already loaded, so it can render at once. */
export function loadedPage(path: string): Page | undefined {
  return loaded.get(path);
}

/** Live preview only: where the page at `path` is written in site.yaml. */
export function pageSource(path: string): PageSource | undefined {
  return sources.get(path);
}

/** Records a page that arrived with the HTML (the prerendered one), so hydration needs no fetch. */
export function primePage(page: Page): void {
  loaded.set(page.path, page);
}

/** Loads the page at `path` and the code of its on-demand blocks; undefined when there is no such page. */
export function loadPage(path: string): Promise<Page | undefined> {
  const ready = loaded.get(path);
  if (ready) return preloadBlocks(ready.blocks).then(() => ready);
  const load = loaders[path];
  if (!load) return Promise.resolve(undefined);
  let promise = pending.get(path);
  if (!promise) {
    promise = load().then(async ({ default: page, source }) => {
      await preloadBlocks(page.blocks);
      loaded.set(path, page);
      if (source) sources.set(path, source);
      return page;
    });
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
}

/** The path part of an href: "/it-service#helpdesk" → "/it-service". */
export function pathOf(href: string): string {
  return href.split(/[?#]/)[0] || "/";
}
