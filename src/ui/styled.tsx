import { CacheProvider, type EmotionCache } from "@emotion/react";
import createCache from "@emotion/cache";
import type { ReactNode } from "react";

/**
 * Emotion's place in the app: the components whose code loads on demand (the blocks after a
 * page's first, the footer, a notice, the form) style themselves with it, each inside `Styled`.
 * The first view (the frame and the page's hero) uses the page's shared CSS instead
 * (engine/page/frame-css.ts, hero-css.ts), so a first visit loads no Emotion at all: this module
 * comes with the first component that needs it.
 */

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
function createStyleCache(): EmotionCache {
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

/** In the browser, the page's one cache; on the server, the current render's (freshStyleCache). */
let cache: EmotionCache | undefined;

/** Server: the next render writes its styles to a fresh cache, which this returns for its critical CSS. */
export function freshStyleCache(): EmotionCache {
  return (cache = createStyleCache());
}

/** Draws `children` with the page's style cache. */
export function Styled({ children }: { children: ReactNode }) {
  return <CacheProvider value={(cache ??= createStyleCache())}>{children}</CacheProvider>;
}
