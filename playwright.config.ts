import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./scripts/chromium";

/**
 * Three projects. `site`: the built site (dist/) served the way a static host serves it. `dev`:
 * the studio and the live preview against the dev server (`npm start`), two tests at a time, each
 * worker with a dev server and a copy of site.yaml of its own (tests/e2e/dev-server.ts).
 * `studio`: the studio server (`npm run studio`), a few long tests (a publish, a deploy's builds,
 * restarts) that are dispatched before the site's many short ones, which then fill the run's end
 * instead of one worker finishing a long test alone.
 * Three workers in all: the run's limit caps the projects' own. Three already keep this 2-core
 * host busy (load average 14-16 at the end of a clean run); four, in one run here at a load
 * average of 21-36 from other work, had nine tests run out of their 5 s waits (docs/testing.md).
 */
const PORT = Number(process.env.E2E_PORT ?? 4319);
// dev-server-safety.spec.ts starts a server of its own (its public/ holds a hostile SVG), in the same worker.
const DEV_SPECS = ["**/studio.spec.ts", "**/dev-preview.spec.ts", "**/dev-server-safety.spec.ts"];
const STUDIO_SPECS = ["**/studio-server.spec.ts", "**/production.spec.ts", "**/release.spec.ts", "**/studio-auth.spec.ts", "**/publish.spec.ts", "**/team-editing.spec.ts", "**/team-stress.spec.ts"];
// The browser stress test of team editing runs on its own (npm run stress), not in npm test; so
// does a release from a repository with real installs (npm run test:release).
const STRESS = [...(process.env.STRESS_MS ? [] : ["**/team-stress.spec.ts"]), ...(process.env.RELEASE_TEST ? [] : ["**/release.spec.ts"])];

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: STRESS,
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
    // First, so that its workers start at once, rather than alone at the end. Two, each with a dev
    // server and a copy of site.yaml of its own (tests/e2e/dev-server.ts): on one, studio.spec.ts
    // took 7.1 minutes, the run's longest file.
    // The studios' tests see the site in their previews with motion reduced (its animations
    // stopped): the home page's hero scene, drawn afresh each frame, kept 33-48% of a core busy for
    // as long as it was open, in every one of these tests and twice in the two-tab ones
    // (docs/testing.md); studio.spec.ts's tests took 277 s added up in a clean run, 540 s before.
    // The site's motion is tested in `site`, which keeps it.
    { name: "dev", testMatch: DEV_SPECS, workers: 2, use: { reducedMotion: "reduce" } },
    // Before `site`: the queue is taken in this order, as far as each project's limit allows.
    { name: "studio", testMatch: STUDIO_SPECS, workers: 2, use: { reducedMotion: "reduce" } },
    // No limit of its own: what `dev` and `studio` leave, all three once they are done.
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
