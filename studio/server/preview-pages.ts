/**
 * Studio server only: the production preview. The working copy's pages are drawn by the build's
 * own renderer (engine/page/render.tsx, through studio/server/preview-render.tsx) into the build's
 * own page template (engine/build/template.ts), with no Vite dev server. Vite's build API makes the
 * preview's client and server bundles once, the first time this code is seen; they are kept in
 * node_modules/.cache/studio-preview/<hash of the code>/ and reused by later starts.
 *
 * The bundles are the site's, with two differences: the manifest is not built in (each page
 * carries the whole manifest as it is at that moment, studio/server/preview-data.ts), and the
 * live preview's code is on (`import.meta.env.DEV`), so the page follows the studio's keystrokes
 * (src/dev/live-manifest.ts) exactly as under `npm start` and marks each block for the studio.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild, mergeConfig, type InlineConfig, type Plugin, type PluginOption } from "vite";
import { chunksOf, type ChunkManifest, type Chunks } from "../../engine/build/chunks.ts";
import { fillTemplate } from "../../engine/build/template.ts";
import type { Rendered } from "../../engine/page/render.tsx";
import { siteConfig } from "../../engine/vite/config.ts";
import type { LiveManifest } from "../../src/dev/events.ts";
import { PREVIEW_DATA_ID } from "./preview-data.ts";

const SHELL = "virtual:site-shell";
const PAGES = "virtual:site-pages";
const DATA_MODULE = join(import.meta.dirname, "preview-data.ts");
const RENDER_ENTRY = "studio/server/preview-render.tsx";

/** The folders and files whose code the preview's bundles are made of: a change to any makes them again. */
const CODE = ["src", "engine/page", "engine/vite", "engine/images", "studio/server/preview-data.ts", "studio/server/preview-render.tsx", "index.html", "package-lock.json"];

export interface PreviewBuild {
  /** The client build's folder: its /assets/ are served as they are. */
  clientDir: string;
  /** The page at `path` of `live`, as HTML; undefined when the manifest has no such page. */
  page(path: string, live: LiveManifest): Promise<string | undefined>;
}

/** The site's virtual modules, read from the manifest the page carries (browser) or set before each render (server). */
function previewManifest(): Plugin {
  return {
    name: "studio-preview-manifest",
    resolveId(id) {
      if (id === SHELL || id === PAGES) return `\0${id}`;
    },
    load(id, options) {
      if (id !== `\0${SHELL}` && id !== `\0${PAGES}`) return;
      // The server render refills these objects in place before each page (preview-render.tsx).
      if (options?.ssr) return "export default {};";
      const data = JSON.stringify(DATA_MODULE);
      return id === `\0${SHELL}`
        ? `import { embeddedManifest } from ${data};\nexport default embeddedManifest().shell;`
        : `import { embeddedManifest, loadersOf } from ${data};\nexport default loadersOf(embeddedManifest());`;
    },
  };
}

/** The site's configuration for the preview: its plugins but the manifest's and the pictures' (the originals are shown, as in the live preview). */
function previewConfig(root: string, config: InlineConfig): InlineConfig {
  const site = siteConfig({ root });
  const plugins = (site.plugins as PluginOption[]).flat().filter((p) => !(p && typeof p === "object" && "name" in p && (p.name === "site-manifest" || p.name === "site-images")));
  return mergeConfig(
    { ...site, plugins: [...plugins, previewManifest()] },
    // The live preview's code (following the studio, block marks) is what `import.meta.env.DEV` guards in src/.
    { configFile: false, logLevel: "warn", publicDir: false, define: { "import.meta.env.DEV": "true" }, ...config },
  );
}

/** A hash of every file the bundles are made from. */
function codeHash(root: string): string {
  const hash = createHash("sha256");
  const add = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) for (const entry of readdirSync(full).sort()) add(join(path, entry));
    else hash.update(relative(root, full)).update("\0").update(readFileSync(full)).update("\0");
  };
  for (const path of CODE) add(path);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Makes `dir` with `make`, unless it is there already. `make` writes into a folder of its own that is
 * renamed to `dir` when it is complete, so `dir` is never seen half-made: two servers starting at once on
 * a fresh cache (the browser tests' workers) each build, and the second to finish keeps the first's.
 */
export async function buildOnce(dir: string, make: (staged: string) => Promise<void>): Promise<void> {
  if (existsSync(dir)) return;
  const staged = `${dir}.staged-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await make(staged);
    await rename(staged, dir).catch((error: NodeJS.ErrnoException) => {
      // Another process put its complete copy there first.
      if (!existsSync(dir)) throw error;
    });
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
}

/** Builds the preview's bundles for the code in `root`, or finds them built already. */
export async function buildPreview(root: string): Promise<PreviewBuild> {
  const dir = join(root, "node_modules/.cache/studio-preview", codeHash(root));
  const clientDir = join(dir, "client");
  const ssrDir = join(dir, "ssr");
  await buildOnce(dir, async (staged) => {
    await viteBuild(previewConfig(root, { build: { outDir: join(staged, "client"), emptyOutDir: true } }));
    await viteBuild(previewConfig(root, { build: { ssr: RENDER_ENTRY, outDir: join(staged, "ssr"), emptyOutDir: true } }));
  });
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
