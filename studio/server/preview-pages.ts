/**
 * Studio server only: the production preview. The working copy's pages are drawn by the build's
 * own renderer (engine/page/render.tsx, through studio/server/preview-render.tsx) into the build's
 * own page template (engine/build/template.ts), with no Vite dev server. Vite's build API makes the
 * preview's client and server bundles (studio/dev/bundles.ts): `npm run studio:build` into build/,
 * or, run from the code, once for each version of it, in node_modules/.cache/studio-preview/.
 *
 * The bundles are the site's, with two differences: the manifest is not built in (each page
 * carries the whole manifest as it is at that moment, studio/server/preview-data.ts), and the
 * live preview's code is on (`import.meta.env.DEV`), so the page follows the studio's keystrokes
 * (src/dev/live-manifest.ts) exactly as under `npm start` and marks each block for the studio.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chunksOf, type ChunkManifest, type Chunks } from "../../engine/build/chunks.ts";
import { fillTemplate } from "../../engine/build/template.ts";
import type { Rendered } from "../../engine/page/render.tsx";
import type { LiveManifest } from "../../src/dev/events.ts";
import { PREVIEW_DATA_ID } from "./preview-data.ts";

export interface PreviewBuild {
  /** The client build's folder: its /assets/ are served as they are. */
  clientDir: string;
  /** The page at `path` of `live`, as HTML; undefined when the manifest has no such page. */
  page(path: string, live: LiveManifest): Promise<string | undefined>;
}

/** The preview's bundles written in `dir` (client/ and ssr/, studio/dev/bundles.ts), ready to draw pages. */
export async function loadPreview(dir: string): Promise<PreviewBuild> {
  const clientDir = join(dir, "client");
  const ssrDir = join(dir, "ssr");
  const { renderPreview } = (await import(pathToFileURL(join(ssrDir, "preview-render.js")).href)) as {
    renderPreview: (path: string, live: LiveManifest) => Promise<Rendered>;
  };
  const template = readFileSync(join(clientDir, "index.html"), "utf8");
  const chunks: Chunks = chunksOf(JSON.parse(readFileSync(join(clientDir, ".vite/manifest.json"), "utf8")) as ChunkManifest);
  return {
    clientDir,
    async page(path, live) {
      if (!live.pages.some((page) => page.path === path)) return undefined;
      return fillTemplate(template, await renderPreview(path, live), chunks, { id: PREVIEW_DATA_ID, value: live });
    },
  };
}
