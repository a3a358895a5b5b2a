/**
 * The studio's and the preview's bundles, made by Vite: by `npm run studio:build` (scripts/
 * studio-build.ts) for the studio server to run, and, when the server runs from the code (a
 * developer's checkout, `npm start`'s studio), as it starts. The server itself only reads them
 * (studio/server/bundle.ts, studio/server/preview-pages.ts): it runs without Vite.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { build as viteBuild, mergeConfig, type InlineConfig, type Plugin, type PluginOption, type Rolldown } from "vite";
import { siteConfig } from "../../engine/vite/config.ts";
import { filesHash } from "../../scripts/files-hash.mjs";
import { ASSETS, readBundle, writeBundle, type Bundle } from "../server/bundle.ts";
import { loadPreview, type PreviewBuild } from "../server/preview-pages.ts";

const SHELL = "virtual:site-shell";
const PAGES = "virtual:site-pages";
const DATA_MODULE = join(import.meta.dirname, "../server/preview-data.ts");
const RENDER_ENTRY = "studio/server/preview-render.tsx";

/** This file: how the bundles are built is part of what they are made of. */
const HOW = "studio/dev/bundles.ts";
/** The folders and files whose code the preview's bundles are made of: a change to any makes them again. */
const PREVIEW_CODE = ["src", "engine/page", "engine/vite", "engine/images", "studio/server/preview-data.ts", "studio/server/preview-render.tsx", "index.html", "package-lock.json", HOW];
/** The folders and files the studio's own code is made of (studio/client/ and what it imports): a change to any makes it again. */
export const STUDIO_CODE = ["studio/client", "studio/core", "engine", "src", "schema", "package-lock.json", HOW];

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

/** The preview's client and server-render bundles for the code in `root`, written into `dir` (client/, ssr/). */
export async function makePreview(root: string, dir: string): Promise<void> {
  await viteBuild(previewConfig(root, { build: { outDir: join(dir, "client"), emptyOutDir: true } }));
  await viteBuild(previewConfig(root, { build: { ssr: RENDER_ENTRY, outDir: join(dir, "ssr"), emptyOutDir: true } }));
}

/** The folder of the preview's bundles for the code in `root`, made once for each version of it (node_modules/.cache/studio-preview/<hash>/). */
export async function cachedPreviewDir(root: string): Promise<string> {
  const dir = join(root, "node_modules/.cache/studio-preview", filesHash(root, PREVIEW_CODE));
  await buildOnce(dir, (staged) => makePreview(root, staged));
  return dir;
}

/** The preview's bundles for the code in `root`, ready to draw pages. */
export async function cachedPreview(root: string): Promise<PreviewBuild> {
  return loadPreview(await cachedPreviewDir(root));
}

/**
 * The studio's own code, built once for each version of what it is made of
 * (node_modules/.cache/studio-client/<hash>/): a server or dev server started again on the same
 * code reads it instead of building it again (about 0.9 s of a 4.5 s start).
 */
export async function cachedStudio(root: string): Promise<Bundle> {
  const dir = join(root, "node_modules/.cache/studio-client", filesHash(root, STUDIO_CODE));
  await buildOnce(dir, async (staged) => writeBundle(await buildStudio(root), staged));
  return readBundle(dir);
}

/** The studio's own code (studio/client/), built for production. */
export async function buildStudio(root: string): Promise<Bundle> {
  const result = await viteBuild({
    configFile: false,
    root,
    base: ASSETS,
    logLevel: "silent",
    mode: "production",
    // The dev server has set NODE_ENV=development for this process; the studio's React is the production one.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // JSX compiled by Vite itself, for production (the React plugin would follow this process's NODE_ENV and emit development JSX).
    oxc: { jsx: { runtime: "automatic", importSource: "@emotion/react", development: false } },
    build: {
      write: false,
      target: "es2022",
      copyPublicDir: false,
      assetsDir: "",
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      // No [PLUGIN_TIMINGS] note from rolldown on a busy machine, as in the site's build (engine/vite/config.ts).
      rolldownOptions: { input: join(root, "studio/client/main.tsx"), checks: { bundlerTimings: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: Bundle["files"] = new Map();
  let script = "";
  const styles: string[] = [];
  for (const item of outputs.flatMap((o) => o.output)) {
    const name = item.fileName;
    if (item.type === "chunk") {
      files.set(name, { type: "text/javascript; charset=utf-8", body: item.code });
      if (item.isEntry) script = name;
    } else {
      files.set(name, { type: name.endsWith(".css") ? "text/css; charset=utf-8" : "application/octet-stream", body: item.source });
      if (name.endsWith(".css")) styles.push(name);
    }
  }
  return { files, script, styles };
}

