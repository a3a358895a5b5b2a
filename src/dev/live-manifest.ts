/**
 * Live preview only (never in the production bundle): when the dev server reports a good save of
 * site.yaml, fetch the new shell and page loaders, reload the open page's data, and hand the new
 * shell to `redraw`, which re-renders in place so the scroll position and open panels stay. After a
 * bad save, show its report in our Korean frame (src/dev/manifest-overlay.ts) until a good one.
 */
import type { SiteShell } from "../site-context";
import type { Page } from "../manifest/site.types";
import { loadPage, replaceLoaders } from "../pages";
import { MANIFEST_ERROR, MANIFEST_UPDATE, STUDIO_PREVIEW, STUDIO_READY } from "./events";
import { hideManifestProblems, showManifestProblems } from "./manifest-overlay";

/** Calls `redraw` with the fresh shell after every good save of site.yaml; shows the report of a bad one. */
export function followManifest(redraw: (site: SiteShell) => void): void {
  // In the studio's frame the studio sends the manifest with every keystroke: it is newer than the
  // file, so from its first message on it alone decides what the page shows.
  let studio = 0;
  window.addEventListener("message", async ({ origin, source, data }: MessageEvent) => {
    if (origin !== location.origin || source !== window.parent || data?.type !== STUDIO_PREVIEW) return;
    const seq = ++studio;
    const { shell, pages, lines, file } = data as { shell: SiteShell; pages: Page[]; lines: Record<string, number[]>; file: string };
    replaceLoaders(Object.fromEntries(pages.map((page) => [page.path, async () => ({ default: page, source: { file, lines: lines[page.path] ?? [] } })])));
    await loadPage(location.pathname);
    if (seq === studio) redraw(shell);
  });
  if (window.parent !== window) window.parent.postMessage({ type: STUDIO_READY }, location.origin);
  import.meta.hot?.on(MANIFEST_ERROR, ({ report }: { report: string }) => studio || showManifestProblems(report));
  import.meta.hot?.on(MANIFEST_UPDATE, async ({ version }: { version: number }) => {
    if (studio) return;
    // Vite serves virtual modules under /@id/__x00__; the version keeps the browser from reusing the old ones.
    const load = (id: string) => import(/* @vite-ignore */ `/@id/__x00__${id}?v=${version}`);
    const [{ default: site }, { default: loaders }] = await Promise.all([load("virtual:site-shell"), load("virtual:site-pages")]);
    replaceLoaders(loaders);
    await loadPage(location.pathname);
    redraw(site);
    // A good save ends the report a bad one showed.
    hideManifestProblems();
    document.documentElement.dataset.manifestVersion = String(version);
  });
}
