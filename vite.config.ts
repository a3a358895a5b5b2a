import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteManifest } from "./src/manifest/vite-plugin.ts";

// SITE_MANIFEST names another manifest (tests and benchmarks build synthetic ones); site.yaml by default.

export default defineConfig({
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteManifest({ root: import.meta.dirname, file: process.env.SITE_MANIFEST ?? "site.yaml" })],
  // Build outputs and test results change during a preview session; they are not sources.
  server: { host: "127.0.0.1", watch: { ignored: ["**/dist/**", "**/dist-*/**", "**/dist.*/**", "**/.form-dist*/**", "**/test-results/**", "**/bench/**"] } },
  preview: { host: "127.0.0.1" },
  build: { target: "es2022", cssCodeSplit: false },
});
