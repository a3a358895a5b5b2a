/**
 * Live preview only (never in the production bundle): when the dev server reports a good save of
 * site.yaml, fetch the new shell and page loaders, reload the open page's data, and hand the new
 * shell to `redraw`, which re-renders in place so the scroll position and open panels stay.
 */
import type { SiteShell } from "../site-context";
import { loadPage, replaceLoaders } from "../pages";

/** The event the manifest plugin sends after a save that passes the check. */
export const MANIFEST_UPDATE = "site-manifest:update";

/** Calls `redraw` with the fresh shell after every good save of site.yaml. */
export function followManifest(redraw: (site: SiteShell) => void): void {
  import.meta.hot?.on(MANIFEST_UPDATE, async ({ version }: { version: number }) => {
    // Vite serves virtual modules under /@id/__x00__; the version keeps the browser from reusing the old ones.
    const load = (id: string) => import(/* @vite-ignore */ `/@id/__x00__${id}?v=${version}`);
    const [{ default: site }, { default: loaders }] = await Promise.all([load("virtual:site-shell"), load("virtual:site-pages")]);
    replaceLoaders(loaders);
    await loadPage(location.pathname);
    redraw(site);
    // A good save ends the error a bad one showed.
    for (const overlay of document.querySelectorAll("vite-error-overlay")) (overlay as HTMLElement & { close(): void }).close();
    document.documentElement.dataset.manifestVersion = String(version);
  });
}
