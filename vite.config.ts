import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { fontPreloads } from "./src/layout/font-face.ts";
import { pageCss } from "./src/layout/page-css.ts";
import { siteManifest } from "./engine/vite/manifest-plugin.ts";
import { siteImages } from "./engine/images/vite-plugin.ts";
import { studio } from "./studio/server/plugin.ts";

// SITE_MANIFEST names another manifest (tests and benchmarks build synthetic ones); site.yaml by default.

export default defineConfig({
  plugins: [
    react({ jsxImportSource: "@emotion/react" }),
    siteManifest({ root: import.meta.dirname, file: process.env.SITE_MANIFEST ?? "site.yaml" }),
    // Responsive variants and sizes of the manifest's pictures (build) or their sizes only (dev).
    siteImages({ root: import.meta.dirname }),
    // The visual editor of site.yaml at /__studio: dev server only (studio/server/plugin.ts).
    studio({ root: import.meta.dirname, file: process.env.SITE_MANIFEST ?? "site.yaml" }),
    // The CSS every page shares goes in every page's <head> as a plain style element (src/layout/page-css.ts says why).
    // With the preloads of the Korean font, which the first view uses if it arrives in time (src/layout/font-face.ts).
    { name: "page-css", transformIndexHtml: () => [...fontPreloads.map((link) => ({ ...link, injectTo: "head" as const })), { tag: "style", children: pageCss, injectTo: "head" }] },
  ],
  // Build outputs and test results change during a preview session; they are not sources.
  server: { host: "127.0.0.1", watch: { ignored: ["**/dist/**", "**/dist-*/**", "**/dist.*/**", "**/.form-dist*/**", "**/test-results/**", "**/bench/**"] } },
  preview: { host: "127.0.0.1" },
  resolve: {
    // wouter reaches React's own useSyncExternalStore through this shim; React 19 has it built in.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "react" }],
  },
  build: {
    target: "es2022",
    cssCodeSplit: false,
    // Every browser that runs es2022 has modulepreload: the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    // scripts/build.ts reads it to add a modulepreload for the on-demand code a page needs (the form).
    manifest: true,
    rolldownOptions: {
      // @emotion/react imports these CommonJS packages for withTheme only; they do nothing on import.
      treeshake: { moduleSideEffects: (id: string) => !/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
    },
  },
});
