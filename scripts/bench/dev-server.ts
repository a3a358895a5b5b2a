/** A dev server (`npm start`) on a copy of site.yaml: for the live-preview and studio figures, and the browser tests' dev project. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import type { ViteDevServer } from "vite";
import { launchOptions } from "../chromium";
import { root } from "./tools";

export interface DevServer {
  server: ViteDevServer;
  /** The server's address, without the trailing slash. */
  url: string;
  /** The copy of site.yaml the server reads, relative to the root. */
  file: string;
  /** site.yaml as it was when the server started: the copy's first content. */
  source: string;
  /** Stops the server and removes the copy. */
  close: () => Promise<void>;
}

export interface DevSession extends Omit<DevServer, "close"> {
  browser: Browser;
}

/**
 * Starts a dev server on a copy of site.yaml named `name`; `close` undoes everything. `cacheDir`
 * is Vite's (its optimized dependencies), for servers that start at the same time: each would
 * otherwise write the one node_modules/.vite/deps, the second renaming away the first's. `host`:
 * the address it listens on, 127.0.0.1 as `npm start`'s.
 */
export async function startDevServer(name: string, { cacheDir, host = "127.0.0.1" }: { cacheDir?: string; host?: string } = {}): Promise<DevServer> {
  const file = `.preview-test/${name}-${process.pid}.yaml`;
  mkdirSync(join(root, ".preview-test"), { recursive: true });
  const source = readFileSync(join(root, "site.yaml"), "utf8");
  writeFileSync(join(root, file), source);
  // vite.config.ts reads SITE_MANIFEST when the server starts; Vite sets NODE_ENV=development for
  // it, which the builds this process spawns afterwards would inherit (and ship React's development build).
  const previous = { SITE_MANIFEST: process.env.SITE_MANIFEST, NODE_ENV: process.env.NODE_ENV };
  process.env.SITE_MANIFEST = file;
  const { createServer } = await import("vite");
  const server = await createServer({ root, configFile: join(root, "vite.config.ts"), cacheDir, logLevel: "silent", server: { port: 0, host } });
  const close = async () => {
    await server.close();
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(join(root, file), { force: true });
  };
  try {
    await server.listen();
  } catch (error) {
    await close();
    throw error;
  }
  // Vite lists an address other than 127.0.0.1 and localhost as the network's, even another loopback one.
  const urls = server.resolvedUrls!;
  return { server, url: (urls.local[0] ?? urls.network[0])!.replace(/\/$/, ""), file, source, close };
}

/** Runs `measure` against a dev server on a copy of site.yaml named `name`, with a browser; everything is undone afterwards. */
export async function withDevServer<T>(name: string, measure: (dev: DevSession) => Promise<T>): Promise<T> {
  const { close, ...dev } = await startDevServer(name);
  try {
    const browser = await chromium.launch(launchOptions());
    try {
      return await measure({ ...dev, browser });
    } finally {
      await browser.close();
    }
  } finally {
    await close();
  }
}
