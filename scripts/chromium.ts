import { existsSync } from "node:fs";
import type { LaunchOptions } from "playwright-core";

/** Debian's Chromium when it is installed (this project's machines); otherwise Playwright's own browser. */
export const CHROMIUM = "/usr/bin/chromium";

/**
 * Launch options shared by the browser tests, the screenshot tool, the image and video makers
 * and the benchmarks. Lives with the scripts, not the tests, so that no script depends on tests/.
 */
export function launchOptions(): LaunchOptions {
  return {
    executablePath: existsSync(CHROMIUM) ? CHROMIUM : undefined,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  };
}
