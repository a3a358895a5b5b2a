/**
 * Studio server only: the manifest a production-preview page carries, read by the preview build's
 * own `virtual:site-shell` and `virtual:site-pages` (studio/server/preview-pages.ts makes them from this
 * file). In the browser the page's embedded manifest is the app's site; in the server render,
 * studio/server/preview-render.tsx swaps each new manifest in. No `node:` imports: both sides load it.
 */
import type { LiveManifest } from "../../src/dev/events";

/** The id of the page's `<script type="application/json">` that holds its LiveManifest. */
export const PREVIEW_DATA_ID = "studio-preview";

/** The route table of a manifest: each page with where its blocks are written (the preview's block marks). */
export function loadersOf(live: LiveManifest) {
  return Object.fromEntries(live.pages.map((page) => [page.path, async () => ({ default: page, source: { file: live.file, lines: live.lines[page.path] ?? [] } })]));
}

let embedded: LiveManifest | undefined;
/** The manifest the page came with (browser only). */
export function embeddedManifest(): LiveManifest {
  return (embedded ??= JSON.parse(document.getElementById(PREVIEW_DATA_ID)!.textContent!) as LiveManifest);
}
