/**
 * The site's Vite configuration for a project `root` and the manifest it shows. vite.config.ts
 * (the dev server, `npm start`) and the build (engine/build) both make theirs here, so a build runs
 * for any manifest, in a process of its own or inside a test runner, without an environment variable.
 */
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Rolldown, UserConfig } from "vite";
import { pageHeadTags } from "../page/page-css.ts";
import { siteManifest } from "./manifest-plugin.ts";
import { siteImages } from "../images/vite-plugin.ts";
import { devFileHeaders } from "./dev-files.ts";
import { compactCss } from "./compact-css.ts";
import { noPrefixer } from "./no-prefixer.ts";
import { jsxRuntimePerModule } from "./jsx-runtime.ts";

/**
 * The chunk of the app's modules (src/client-app.ts, which the entry imports in a task after its
 * own) holds what the app imports statically, minus what the entry has already. What on-demand
 * chunks (blocks, the footer, pages' data) share among themselves stays out of it: a first visit
 * loads the code of its first view, and every block is on demand (src/blocks/registry.ts).
 */
function appChunk(entry: string, app: string): Rolldown.CodeSplittingNameFunction {
  let members: Set<string> | undefined;
  return (id, ctx) => {
    members ??= appModules(ctx, entry, app);
    return members.has(id) ? "client-app" : null;
  };
}

/** The modules of the app's chunk: see appChunk. */
function appModules(ctx: Rolldown.ChunkingContext, entry: string, app: string): Set<string> {
  // Every module `from` reaches through static imports: what loads with it.
  const reach = (from: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(from)) return seen;
    seen.add(from);
    for (const next of ctx.getModuleInfo(from)?.importedIds ?? []) reach(next, seen);
    return seen;
  };
  const ofEntry = reach(entry);
  return new Set([...reach(app)].filter((id) => !ofEntry.has(id)));
}

/** The engines of a browserslist query the build knows, by their names in a build target. */
const ENGINES: Record<string, string> = { chrome: "chrome", edge: "edge", firefox: "firefox", safari: "safari", ios_saf: "ios" };

/**
 * The build's target from the browsers package.json declares ("safari >= 16" → "safari16"), so
 * the scripts use no syntax those browsers lack. Only "<browser> >= <version>" queries, which say
 * exactly which versions are meant; anything else is refused.
 */
export function buildTarget(browsers: string[]): string[] {
  return browsers.map((query) => {
    const [, name, version] = /^(\w+) >= ([\d.]+)$/.exec(query) ?? [];
    if (!name || !ENGINES[name]) throw new Error(`package.json browserslist: "${query}" is not "<browser> >= <version>" for ${Object.keys(ENGINES).join(", ")}`);
    return ENGINES[name] + version;
  });
}

export interface SiteConfigOptions {
  /** The project folder (index.html, src/, public/). */
  root: string;
  /** The manifest, relative to `root`: site.yaml, or a synthetic one (tests, benchmarks). */
  manifest?: string;
}

/** The configuration of the site's pages; the dev server adds the studio (vite.config.ts). */
export function siteConfig({ root, manifest = "site.yaml" }: SiteConfigOptions): UserConfig {
  return {
    root,
    plugins: [
      // React's own JSX runtime for the modules that use no css prop (engine/vite/jsx-runtime.ts).
      jsxRuntimePerModule(),
      react({ jsxImportSource: "@emotion/react" }),
      siteManifest({ root, file: manifest }),
      // Responsive variants and sizes of the manifest's pictures (build) or their sizes only (dev).
      siteImages({ root }),
      // Files of public/ served as files, never as pages of the dev server (engine/vite/dev-files.ts).
      devFileHeaders(),
      // The build's Emotion templates without their layout whitespace (engine/vite/compact-css.ts).
      compactCss(),
      // Emotion's vendor prefixer, which the site's style caches do not use, left out of the scripts (engine/vite/no-prefixer.ts).
      noPrefixer(),
      // The live preview's <head>: the CSS every page shares, as a plain style element, and the
      // preloads of the Korean font (engine/page/page-css.ts). A built page's template writes its
      // own, with the page's cut of the font (engine/build/template.ts).
      { name: "page-css", apply: "serve", transformIndexHtml: () => pageHeadTags().map((tag) => ({ ...tag, injectTo: "head" as const })) },
    ],
    // Build outputs and test results change during a preview session; they are not sources.
    // cors: false: Vite's default lets any page on localhost or 127.0.0.1 (another dev server, a
    // local tool) read the dev server's answers, site.yaml and package.json among them.
    server: { host: "127.0.0.1", cors: false, watch: { ignored: ["**/dist/**", "**/dist-*/**", "**/dist.*/**", "**/.form-dist*/**", "**/test-results/**", "**/bench/**"] } },
    preview: { host: "127.0.0.1", cors: false },
    resolve: {
      // wouter reaches React's own useSyncExternalStore through this shim; React 19 has it built in.
      alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" }],
    },
    build: {
      // The project's own declaration (package.json's browserslist), whatever folder the content comes from.
      target: buildTarget(JSON.parse(readFileSync(join(import.meta.dirname, "../../package.json"), "utf8")).browserslist),
      cssCodeSplit: false,
      // Every browser that runs es2022 has modulepreload: the polyfill would be dead weight.
      modulePreload: false,
      // engine/build reads it to add a modulepreload for the on-demand code a page needs (its blocks that load on demand).
      manifest: true,
      rolldownOptions: {
        // Rolldown's English note on slow plugins ([PLUGIN_TIMINGS]) is for its developers, not the person building the site.
        checks: { bundlerTimings: false },
        // @emotion/react imports these CommonJS packages for withTheme only; they do nothing on import.
        treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
        output: {
          codeSplitting: {
            groups: [
              // Only the modules it names: React, which the entry has too, stays in the entry's chunk.
              { name: appChunk(join(root, "src/entry-client.tsx"), join(root, "src/client-app.ts")), debugName: "client-app", includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  };
}
