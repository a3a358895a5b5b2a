import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import shell from "virtual:site-shell";
import { App } from "./app";
import { ShellProvider, type SiteShell } from "./site-context";

/** Emotion's class prefix. */
const STYLE_KEY = "c";

/**
 * On a prerendered page's <style>, the names of the Emotion styles it holds. Not Emotion's own
 * data-emotion: Emotion adopts those elements by moving them, and a moved style element is a new
 * stylesheet to the browser, which then works out the style of the whole page again as the app
 * starts. Here the browser's cache only notes the names, and the elements stay where they are.
 */
export const STYLE_NAMES_ATTRIBUTE = "data-style-names";

/** A style cache for one render (server) or for the page's lifetime (browser), which knows the page's prerendered styles. */
export function createStyleCache(): EmotionCache {
  // No vendor prefixer: the browsers the site supports take every property unprefixed, and the few
  // that still want a prefix somewhere are written by hand. Emotion's default prefixer added
  // -webkit-, -moz- and -ms- copies to every flex, transform and animation rule.
  const cache = createCache({ key: STYLE_KEY, stylisPlugins: [] });
  if (typeof document !== "undefined") {
    for (const style of document.querySelectorAll(`style[${STYLE_NAMES_ATTRIBUTE}]`)) {
      for (const name of style.getAttribute(STYLE_NAMES_ATTRIBUTE)!.split(" ")) cache.inserted[name] = true;
    }
  }
  return cache;
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
