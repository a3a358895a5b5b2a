/** The browser tests launch Chromium the way the scripts do: one set of options, in scripts/chromium.ts. */
export { CHROMIUM, launchOptions } from "../scripts/chromium";
