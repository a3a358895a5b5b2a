/**
 * Emotion's cache carries a vendor prefixer (stylis's `prefix`, about 0.9 KB gzip) as its default
 * plugin list. The site never uses it: its caches are made with `stylisPlugins: []` (src/ui/styled.tsx
 * says why), yet the default keeps the prefixer in every page's first-visit script. The build
 * writes the default as an empty list, so the bundler leaves the prefixer out.
 */
import type { Plugin } from "vite";

const DEFAULT = "var defaultStylisPlugins = [prefixer];";

/** @emotion/cache's module source with no default plugins; throws when the line is not there (a new Emotion that writes it otherwise). */
export function withoutDefaultPrefixer(code: string, id: string): string {
  if (!code.includes(DEFAULT)) throw new Error(`${id}: "${DEFAULT}" not found; the vendor prefixer would reach the pages' scripts (engine/vite/no-prefixer.ts)`);
  return code.replace(DEFAULT, "var defaultStylisPlugins = [];");
}

/** The build's plugin: applies withoutDefaultPrefixer to @emotion/cache. */
export function noPrefixer(): Plugin {
  return {
    name: "no-prefixer",
    apply: "build",
    transform(code, id) {
      return /\/node_modules\/@emotion\/cache\/dist\/[^/]+\.m?js$/.test(id) ? { code: withoutDefaultPrefixer(code, id), map: null } : null;
    },
  };
}
