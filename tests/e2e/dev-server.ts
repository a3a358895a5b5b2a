/**
 * The dev project's `test` (playwright.config.ts): one dev server (`npm start`) per worker, shared
 * by every test of tests/e2e/studio.spec.ts and dev-preview.spec.ts that the worker runs, on a
 * copy of site.yaml of its own (named by the worker's process) that each test starts from afresh.
 * The project runs two workers, so two servers start a run; a failed test restarts its worker,
 * and with it the server.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startDevServer } from "../../scripts/bench/dev-server";
import { test as base } from "./fixtures";

export const root = join(import.meta.dirname, "../..");
/** site.yaml as the tests found it: each test's copy starts as this. */
export const original = readFileSync(join(root, "site.yaml"), "utf8");

export interface Dev {
  /** The server's address, without the trailing slash. */
  url: string;
  /** The copy of site.yaml the server reads, relative to the root. */
  file: string;
  /** The copy's text, as it is on disk now. */
  disk: () => string;
}

export const test = base.extend<{ dev: Dev }, { devServer: { url: string; file: string } }>({
  devServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // A Vite cache of its own for each of the workers that run at once (parallelIndex: 0, 1),
      // kept between runs as node_modules/.vite is.
      const server = await startDevServer("e2e", { cacheDir: join(root, `node_modules/.cache/vite-e2e-${workerInfo.parallelIndex}`) });
      await use({ url: server.url, file: server.file });
      await server.close();
    },
    // A dev server transforms the modules on first request: slow on a busy 2-core machine.
    { scope: "worker", timeout: 120_000 },
  ],
  dev: async ({ devServer }, use) => {
    const path = join(root, devServer.file);
    // Only when a test before changed it: a write, even of the same text, is a change the dev server
    // sends on to an open studio, which then reloads its state under the next test's first clicks.
    if (readFileSync(path, "utf8") !== original) writeFileSync(path, original);
    await use({ ...devServer, disk: () => readFileSync(path, "utf8") });
  },
});

export { expect } from "./fixtures";
