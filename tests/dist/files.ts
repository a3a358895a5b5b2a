/**
 * The built site on disk (dist/, or DIST_DIR), as `npm run build` wrote it: for the tests that need
 * no browser (tests/dist/, run by vitest after the build) and the browser tests that compare a page
 * with its HTML.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const dist = join(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist");

/** A file of the build, as text; a clear message when there is no build. */
export function distFile(path: string): string {
  if (!existsSync(join(dist, "index.html"))) throw new Error(`${dist} holds no build: run \`npm run build\` first`);
  return readFileSync(join(dist, path), "utf8");
}

/** The prerendered HTML of `route`. */
export const htmlOf = (route: string) => distFile(route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** Every route of the built site, from its sitemap, so the list follows site.yaml. */
export const sitemapRoutes = () => [...distFile("sitemap.xml").matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);

/** Every file under `dir` (dist/ by default), as absolute paths. */
export function filesUnder(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The page data a route's HTML carries (the non-executable JSON). */
export function pageData(html: string): { path: string; description: string } {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("no #page-data in the HTML");
  return JSON.parse(json) as { path: string; description: string };
}

/** The font files a page's HTML preloads, in order. */
export const fontPreloadsOf = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
