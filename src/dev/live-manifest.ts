/**
 * Live preview only (never in the production bundle): when the dev server reports a good save of
 * site.yaml, it sends the checked data with it; the page swaps in its pages and hands the new shell
 * to `redraw`, which re-renders in place so the scroll position and open panels stay. Nothing is
 * fetched: the studio sends the same data with every change. After a bad save, show its report in
 * our Korean frame (src/dev/manifest-overlay.ts) until a good one.
 */
import type { SiteShell } from "../site-context";
import { loadPage, replaceLoaders } from "../pages";
import { MANIFEST_ERROR, MANIFEST_UPDATE, STUDIO_PREVIEW, STUDIO_READY, type LiveManifest } from "./events";
import { hideManifestProblems, showManifestProblems } from "./manifest-overlay";

/** Makes `pages` what the app loads, and loads the open one (with its blocks' code). */
async function swapIn({ pages, lines, file }: LiveManifest): Promise<void> {
  replaceLoaders(Object.fromEntries(pages.map((page) => [page.path, async () => ({ default: page, source: { file, lines: lines[page.path] ?? [] } })])));
  await loadPage(location.pathname);
}

/** Calls `redraw` with the fresh shell after every good save of site.yaml; shows the report of a bad one. */
export function followManifest(redraw: (site: SiteShell) => void): void {
  // In the studio's frame the studio sends the manifest with every keystroke: it is newer than the
  // file, so from its first message on it alone decides what the page shows.
  let studio = 0;
  let saves = 0;
  window.addEventListener("message", async ({ origin, source, data }: MessageEvent) => {
    if (origin !== location.origin || source !== window.parent || data?.type !== STUDIO_PREVIEW) return;
    const seq = ++studio;
    await swapIn(data as LiveManifest);
    if (seq === studio) redraw((data as LiveManifest).shell);
  });
  if (window.parent !== window) window.parent.postMessage({ type: STUDIO_READY }, location.origin);
  import.meta.hot?.on(MANIFEST_ERROR, ({ report }: { report: string }) => studio || showManifestProblems(report));
  import.meta.hot?.on(MANIFEST_UPDATE, async (update: LiveManifest) => {
    if (studio) return;
    // Saves in quick succession: only the last one's data is drawn.
    const seq = ++saves;
    await swapIn(update);
    if (seq !== saves || studio) return;
    redraw(update.shell);
    // A good save ends the report a bad one showed.
    hideManifestProblems();
    document.documentElement.dataset.manifestVersion = String(update.version);
  });
}
