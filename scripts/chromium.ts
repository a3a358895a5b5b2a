import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/** Debian's whole Chromium, for what needs the whole browser (Lighthouse, by chrome-launcher). */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same engine without the
 * browser's window, tabs and profile, which Playwright itself uses for headless runs. The browser
 * tests' 314 pages cost about 40% less processor time in it than in the whole browser with
 * `--headless=new` (docs/testing.md), on a machine where they are bound by processor time.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The flags every launch of ours passes: nothing in the background that is not the page's. */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** The whole browser, headless: its flags (chrome-launcher starts it itself). */
export const HEADLESS_CHROMIUM_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * Launch options shared by the browser tests, the screenshot tool, the image and video makers
 * and the benchmarks: Debian's headless shell when it is installed, else Debian's whole Chromium,
 * else Playwright's own browser (whose headless shell Playwright picks itself). Lives with the
 * scripts, not the tests, so that no script depends on tests/.
 */
export function launchOptions(): LaunchOptions {
  if (existsSync(HEADLESS_SHELL)) return { executablePath: HEADLESS_SHELL, args: CHROMIUM_FLAGS };
  if (existsSync(CHROMIUM)) return { executablePath: CHROMIUM, args: HEADLESS_CHROMIUM_FLAGS };
  return { args: CHROMIUM_FLAGS };
}
