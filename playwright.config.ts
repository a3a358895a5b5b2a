import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/browser";

/**
 * Three projects. `site`: the built site (dist/) served the way a static host serves it, two tests
 * at a time. `dev`: the studio and the live preview against one dev server (`npm start`), which
 * every test of the project shares (tests/e2e/dev-server.ts), one test at a time, beside `site`.
 * `studio`: the studio server (`npm run studio`), a few long tests (a publish, a deploy's builds,
 * restarts) that are dispatched before the site's many short ones, which then fill the run's end
 * instead of one worker finishing a long test alone.
 * Three workers in all: the run's limit caps the projects' own (at 2, `site` had one worker for
 * as long as `dev` ran). Most of a browser test is waiting (a save's round trip, a file watcher, a
 * git push), so a third worker on two cores shortens the run (README, Tests: measured).
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
// dev-server-safety.spec.ts starts a server of its own (its public/ holds a hostile SVG), in the same worker.
const DEV_SPECS = ["**/studio.spec.ts", "**/dev-preview.spec.ts", "**/dev-server-safety.spec.ts"];
const STUDIO_SPECS = ["**/studio-server.spec.ts", "**/studio-auth.spec.ts", "**/publish.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  // Generous limits, because CI shares its two cores with three browsers and their servers: a clean run
  // at load average 30–40 failed four tests, each on a default limit (hydration, a save reaching disk)
  // and not on a wrong result. A passing test does not wait for a limit, so this costs the run nothing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices["Desktop Chrome"],
    launchOptions: launchOptions(),
    trace: "off",
  },
  projects: [
    // First, so that its one worker starts at once beside `site`'s, rather than alone at the end.
    // One worker: its tests edit the one copy of site.yaml the shared server reads.
    { name: "dev", testMatch: DEV_SPECS, workers: 1, fullyParallel: false },
    // Before `site`: the queue is taken in this order, as far as each project's limit allows.
    { name: "studio", testMatch: STUDIO_SPECS, workers: 2 },
    // No limit of its own: two beside `dev`, three once `dev` is done (its last 130 s had one idle).
    { name: "site", testIgnore: [...DEV_SPECS, ...STUDIO_SPECS] },
  ],
  webServer: {
    command: `npx tsx scripts/serve.ts`,
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? "dist" },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
