/**
 * Emotion's JSX runtime only where the css prop is used. The site compiles JSX with Emotion's
 * runtime (engine/vite/config.ts), which imports the whole of Emotion into every module with JSX.
 * The first view's modules (the frame, a page's hero) style themselves with the page's shared CSS
 * instead, so a module that never writes `css={` gets React's own runtime: a first visit then
 * loads no Emotion at all (docs/performance.md).
 */
import type { Plugin } from "vite";

const REACT_RUNTIME = "/** @jsxImportSource react */ ";

/** `code` of a .tsx module, with React's own JSX runtime when it uses no css prop (and names no runtime itself). */
export function withJsxRuntime(code: string): string {
  return /\bcss=\{/.test(code) || code.includes("@jsxImportSource") ? code : REACT_RUNTIME + code;
}

/** The plugin: applies withJsxRuntime to the project's .tsx modules, before they are compiled. */
export function jsxRuntimePerModule(): Plugin {
  return {
    name: "jsx-runtime-per-module",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith(".tsx") || id.includes("/node_modules/")) return null;
      const next = withJsxRuntime(code);
      // Prepended on the first line: every later line, and so every mapping below it, is unchanged.
      return next === code ? null : { code: next, map: null };
    },
  };
}
