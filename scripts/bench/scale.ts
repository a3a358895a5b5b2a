/**
 * Scale: what a site of N pages costs. Synthetic manifests of 100 and 1,000 pages
 * (scripts/scale-manifest.ts): check time, build time, and what the home page loads, which must
 * not grow with the page count.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "../chromium";
import { firstVisit, gzipBytes } from "../first-visit";
import { writeScaleManifest } from "../scale-manifest";
import { serveDist } from "../serve";
import { buildInto, checkTime, type BuildFigures } from "./site-wide";
import { BENCH, close, htmlFile, log, portOf, root } from "./tools";

export interface HomeBytes {
  /** gzip JS of a first visit to `/`, in bytes. */
  js: number;
  /** gzip HTML of `/`, which carries the page's own data. */
  html: number;
  /** The page data inside that HTML, uncompressed. */
  data: number;
  /** js + html: everything the home page loads but fonts and images. */
  total: number;
}

/** One row of the scale table: a site of `pages` pages. */
export interface ScaleFigures {
  pages: number;
  /** `npm run check` on its manifest, s. */
  check: number;
  build: BuildFigures;
  home: HomeBytes;
}

/** What a first visit to `/` of the built site `dist` loads. */
export async function homeBytes(dist: string): Promise<HomeBytes> {
  const server = await serveDist(join(root, dist), 0);
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage();
    const loaded = await firstVisit(page, `http://127.0.0.1:${portOf(server)}/`);
    const html = readFileSync(htmlFile(dist, "/"), "utf8");
    const data = Buffer.byteLength(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "");
    const js = gzipBytes(loaded, "script");
    const document = gzipBytes(loaded, "document");
    return { js, html: document, data, total: js + document };
  } finally {
    await browser.close();
    await close(server);
  }
}

/** Writes a synthetic manifest of `pages` pages, then checks it, builds it and loads its home page. */
export async function measureScale(pages: number): Promise<ScaleFigures> {
  log(`scale: ${pages} pages`);
  const manifest = writeScaleManifest(pages, `${BENCH}/scale/site-${pages}.yaml`);
  const out = `${BENCH}/scale/dist-${pages}`;
  return { pages, check: await checkTime(manifest, 3), build: await buildInto(out, manifest), home: await homeBytes(out) };
}
