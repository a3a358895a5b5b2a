/**
 * Live preview only (never in the production bundle): when the dev server reports a good save of
 * site.yaml, it sends the checked data with it; the page swaps in its pages and hands the new shell
 * to `redraw`, which re-renders in place so the scroll position and open panels stay. Nothing is
 * fetched: the studio sends the same data with every change. After a bad save, show its report in
 * our Korean frame (src/dev/manifest-overlay.ts) until a good one.
 *
 * In the studio's frame (under `npm start`, and the studio server's production preview, whose
 * bundles have this code on) the page also tells the studio what it cannot see without asking
 * again and again: each change of address (STUDIO_NAVIGATED) and each manifest drawn (STUDIO_DRAWN).
 */
import { flushSync } from "react-dom";
import type { SiteShell } from "../site-context";
import { loadPage, replaceLoaders } from "../pages";
import { MANIFEST_ERROR, MANIFEST_UPDATE, STUDIO_DRAWN, STUDIO_NAVIGATED, STUDIO_PREVIEW, STUDIO_READY, STUDIO_SHOW, type LiveManifest } from "./events";
import { hideManifestProblems, showManifestProblems } from "./manifest-overlay";

/** Makes `pages` what the app loads, and loads the open one (with its blocks' code). */
async function swapIn({ pages, lines, file }: LiveManifest): Promise<void> {
  replaceLoaders(Object.fromEntries(pages.map((page) => [page.path, async () => ({ default: page, source: { file, lines: lines[page.path] ?? [] } })])));
  await loadPage(location.pathname);
}

/** A message to the studio around the frame, for the studio's own origin only; nothing when the page is not in a frame. */
function tellStudio(message: { type: string; path?: string }): void {
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
}

/** Tells the studio each new address of the page. Links and redirects move by history.pushState and replaceState, which the router (wouter) announces as events of those names; Back and Forward as popstate. */
function reportAddress(): void {
  let shown = location.pathname;
  const moved = () => {
    if (location.pathname === shown) return;
    shown = location.pathname;
    tellStudio({ type: STUDIO_NAVIGATED, path: shown });
  };
  for (const type of ["popstate", "pushState", "replaceState"]) window.addEventListener(type, moved);
}

let asked: Promise<LiveManifest> | undefined;

/**
 * In the studio's frame, the manifest the studio holds, asked for once (STUDIO_READY) and given by
 * its first STUDIO_PREVIEW; undefined in a page of its own. The dev server's modules of a manifest
 * that fails the check wait for it there, so the studio's preview starts from the studio's data.
 */
export function studioManifest(): Promise<LiveManifest> | undefined {
  if (window.parent === window) return undefined;
  return (asked ??= new Promise((resolve) => {
    const onMessage = ({ origin, source, data }: MessageEvent) => {
      if (origin !== location.origin || source !== window.parent || data?.type !== STUDIO_PREVIEW) return;
      window.removeEventListener("message", onMessage);
      resolve(data as LiveManifest);
    };
    window.addEventListener("message", onMessage);
    tellStudio({ type: STUDIO_READY });
  }));
}

/** Calls `redraw` with the fresh shell after every good save of site.yaml; shows the report of a bad one. */
export function followManifest(redraw: (site: SiteShell) => void): void {
  // Drawn at once rather than at React's next turn, so that the studio, told, finds the blocks in the document.
  let drawn: SiteShell | undefined;
  const draw = (site: SiteShell) => {
    drawn = site;
    flushSync(() => redraw(site));
    tellStudio({ type: STUDIO_DRAWN });
  };
  // In the studio's frame the studio sends the manifest with every keystroke: it is newer than the
  // file, so from its first message on it alone decides what the page shows.
  let studio = 0;
  let saves = 0;
  let swapped: Promise<void> = Promise.resolve();
  window.addEventListener("message", async ({ origin, source, data }: MessageEvent) => {
    if (origin !== location.origin || source !== window.parent) return;
    if (data?.type === STUDIO_SHOW) {
      // After the manifest sent before it is drawn: awaited second, this runs after that draw.
      await swapped;
      if (location.pathname === data.path) return;
      // Loaded first, so the router shows it at once; drawn now, and the studio told (STUDIO_DRAWN).
      await loadPage(data.path);
      history.replaceState(null, "", data.path);
      if (drawn) draw(drawn);
      return;
    }
    if (data?.type !== STUDIO_PREVIEW) return;
    const seq = ++studio;
    await (swapped = swapIn(data as LiveManifest));
    if (seq === studio) draw((data as LiveManifest).shell);
  });
  reportAddress();
  tellStudio({ type: STUDIO_READY });
  import.meta.hot?.on(MANIFEST_ERROR, ({ report }: { report: string }) => studio || showManifestProblems(report));
  import.meta.hot?.on(MANIFEST_UPDATE, async (update: LiveManifest) => {
    if (studio) return;
    // Saves in quick succession: only the last one's data is drawn.
    const seq = ++saves;
    await swapIn(update);
    if (seq !== saves || studio) return;
    draw(update.shell);
    // A good save ends the report a bad one showed.
    hideManifestProblems();
    document.documentElement.dataset.manifestVersion = String(update.version);
  });
}
