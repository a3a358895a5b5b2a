import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteManifest } from "./src/manifest/vite-plugin.ts";

// SITE_MANIFEST names another manifest (tests and benchmarks build synthetic ones); site.yaml by default.

export default defineConfig({
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteManifest({ root: import.meta.dirname, file: process.env.SITE_MANIFEST ?? "site.yaml" })],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: { target: "es2022", cssCodeSplit: false },
});
