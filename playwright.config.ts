import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/browser";

/** Browser tests run against the built site (dist/) served the way a static host serves it. */
const PORT = Number(process.env.E2E_PORT ?? 4319);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: launchOptions(),
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: launchOptions() } }],
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? "dist" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
