import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteManifest } from "./src/manifest/vite-plugin.ts";

export default defineConfig({
  plugins: [react({ jsxImportSource: "@emotion/react" }), siteManifest({ root: import.meta.dirname })],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: { target: "es2022", cssCodeSplit: false },
});
