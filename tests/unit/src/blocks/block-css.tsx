import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { ShellProvider } from "../../../../src/site-context";
import { fakeShell } from "./render-block";

/**
 * All the CSS Emotion writes for `node` on the server (renderHtml drops it): for what only CSS
 * decides, such as columns per breakpoint.
 */
export function cssOf(node: ReactNode): string {
  const html = renderToString(
    <Router ssrPath="/">
      <ShellProvider value={fakeShell}>{node}</ShellProvider>
    </Router>,
  );
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join("\n");
}

/** The column counts of every `grid-template-columns: repeat(N, …)` in `css`, in order: base first, then each breakpoint. */
export const columnCounts = (css: string) => [...css.matchAll(/grid-template-columns:repeat\((\d+),/g)].map((m) => Number(m[1]));
