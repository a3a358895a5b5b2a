import { defineConfig } from "vite";
import { siteConfig } from "./engine/vite/config.ts";
import { studio } from "./studio/dev/plugin.ts";

// SITE_MANIFEST names another manifest (tests and benchmarks build synthetic ones); site.yaml by default.
const manifest = process.env.SITE_MANIFEST ?? "site.yaml";
const config = siteConfig({ root: import.meta.dirname, manifest });

export default defineConfig({
  ...config,
  // The visual editor of site.yaml at /__studio: dev server only (studio/dev/plugin.ts).
  plugins: [...config.plugins!, studio({ root: import.meta.dirname, file: manifest })],
});
