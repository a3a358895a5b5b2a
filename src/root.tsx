import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import shell from "virtual:site-shell";
import { App } from "./app";
import { ShellProvider, type SiteShell } from "./site-context";

/** Emotion's class prefix; the client cache adopts the server's style tags because the keys match. */
const STYLE_KEY = "c";

/** A style cache for one render (server) or for the page's lifetime (browser). */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_KEY });
}

/**
 * The app with its providers, the same tree on the server and in the browser. `site` is the
 * manifest's shell; the live preview passes a fresh one after each save of site.yaml.
 */
export function Root({ cache, site = shell, ssrPath }: { cache: EmotionCache; site?: SiteShell; ssrPath?: string }) {
  return (
    <CacheProvider value={cache}>
      <ShellProvider value={site}>
        <App ssrPath={ssrPath} />
      </ShellProvider>
    </CacheProvider>
  );
}

export { shell };
