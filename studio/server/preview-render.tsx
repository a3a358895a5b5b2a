/**
 * Studio server only: the server render of the production preview, built by Vite as an SSR entry
 * beside the preview's client (studio/server/preview-pages.ts). It is the build's own render
 * (engine/page/render.tsx) of the working copy's manifest as it is now: each new manifest is
 * swapped in before a page is drawn.
 */
import shell from "virtual:site-shell";
import { render } from "../../engine/page/render";
import type { LiveManifest } from "../../src/dev/events";
import { replaceLoaders } from "../../src/pages";
import { loadersOf } from "./preview-data";

let current: LiveManifest | undefined;
let queue: Promise<unknown> = Promise.resolve();

/** Renders the page at `path` of `live`; one at a time, since the app's page table and shell are module state. */
export function renderPreview(path: string, live: LiveManifest) {
  const run = queue.then(() => {
    if (live !== current) {
      current = live;
      // The shell is the object the app's Root reads by default (src/root.tsx): refilled in place.
      for (const key of Object.keys(shell)) delete (shell as unknown as Record<string, unknown>)[key];
      Object.assign(shell, live.shell);
      replaceLoaders(loadersOf(live));
    }
    return render(path);
  });
  queue = run.catch(() => undefined);
  return run;
}
