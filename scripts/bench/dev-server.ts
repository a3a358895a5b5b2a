/** A dev server (`npm start`) on a copy of site.yaml, with a browser, for the live-preview and studio figures. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import type { ViteDevServer } from "vite";
import { launchOptions } from "../chromium";
import { root } from "./tools";

export interface DevSession {
  server: ViteDevServer;
  browser: Browser;
  /** The server's address, without the trailing slash. */
  url: string;
  /** The copy of site.yaml the server reads, relative to the root. */
  file: string;
  source: string;
}

/** Runs `measure` against a dev server on a copy of site.yaml named `name`; everything is undone afterwards. */
export async function withDevServer<T>(name: string, measure: (dev: DevSession) => Promise<T>): Promise<T> {
  const file = `.preview-test/${name}-${process.pid}.yaml`;
  mkdirSync(join(root, ".preview-test"), { recursive: true });
  const source = readFileSync(join(root, "site.yaml"), "utf8");
  writeFileSync(join(root, file), source);
  // vite.config.ts reads SITE_MANIFEST when the server starts; Vite sets NODE_ENV=development for
  // it, which the builds this process spawns afterwards would inherit (and ship React's development build).
  const previous = { SITE_MANIFEST: process.env.SITE_MANIFEST, NODE_ENV: process.env.NODE_ENV };
  process.env.SITE_MANIFEST = file;
  const { createServer } = await import("vite");
  const server = await createServer({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", server: { port: 0, host: "127.0.0.1" } });
  const browser = await chromium.launch(launchOptions());
  try {
    await server.listen();
    return await measure({ server, browser, url: server.resolvedUrls!.local[0]!.replace(/\/$/, ""), file, source });
  } finally {
    await browser.close();
    await server.close();
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(join(root, file), { force: true });
  }
}
