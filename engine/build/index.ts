/**
 * The build: checks the manifest, builds the client, prerenders every route into
 * <outDir>/<route>/index.html and writes 404.html, redirect pages, sitemap.xml, robots.txt, and the
 * host's configuration for this manifest: _nginx.conf for nginx, _headers and _redirects for
 * static hosts. `npm run build` (scripts/build.ts) runs it in a process of its own; a test runner
 * can call `build` in its own process.
 * Everything is written to a fresh folder first and swapped in at the end, so a failed build
 * leaves the previous output untouched.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build as viteBuild, mergeConfig, type InlineConfig } from "vite";
import { readSite } from "../check/read";
import { hostFiles, withStylePolicy } from "../hosting";
import { bootScriptSource } from "../page/boot";
import type { Rendered } from "../page/render";
import { siteConfig } from "../vite/config";
import { readChunks } from "./chunks";
import { copyPublic, removeLeftovers, stagingDirs, swapIn } from "./dist-dir";
import { UPLOAD_DIR, usedUploads } from "../core/uploads.ts";
import { cutFirstViewFont } from "./first-view-font";
import type { FirstViewFont } from "../page/font-face";
import { makeFonts } from "./fonts";
import { redirectPage, robotsTxt, sitemap } from "./site-files";
import { fillTemplate } from "./template";

export interface BuildOptions {
  /** The project folder (index.html, src/, public/, the manifest). */
  root: string;
  /** Where the site goes, absolute or relative to `root`. */
  outDir: string;
  /** The manifest, relative to `root`. */
  manifest?: string;
  /** Receives the check's warnings, which do not stop the build, and word of a stale lock or leftover folders; the console by default. */
  warn?: (report: string) => void;
}

export interface BuildResult {
  /** How many pages were written. */
  pages: number;
  /** Seconds each step took, by step (`npm run bench` reports them). */
  timings: Record<string, number>;
}

/** The manifest has errors: the message is the check's report; nothing was written. */
export class BuildError extends Error {}

/** Runs the whole build. Rejects with a BuildError when the manifest has errors. */
export async function build({ root, outDir, manifest = "site.yaml", warn = console.warn }: BuildOptions): Promise<BuildResult> {
  const out = resolve(root, outDir);
  const timings: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings[step] = (performance.now() - start) / 1000;
    }
  };

  const { site, report } = await timed("check", () => readSite(root, manifest));
  if (!site) throw new BuildError(report);
  if (report) warn(report);

  // Folders a killed build left beside the output go first; then this build's own staging
  // folders, which two builds at once never share.
  const { removed, restored } = await removeLeftovers(out, { warn });
  if (restored) warn(`${basename(out)}/ 폴더가 없어, 중단된 빌드가 옮겨 둔 이전 결과(${restored})를 되돌려 놓았습니다.`);
  if (removed.length > 0) warn(`중단된 빌드가 남긴 폴더 ${removed.length}개를 지웠습니다: ${removed.join(", ")}`);
  const staging = stagingDirs(out);
  const { next, ssr } = staging;
  const vite = (config: InlineConfig) => viteBuild(mergeConfig(siteConfig({ root, manifest }), { configFile: false, logLevel: "warn", ...config }));
  const writePage = async (path: string, html: string) => {
    const file = join(next, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  try {
    // Vite publishes a copy of public/ without links or dotfiles, never public/ itself; of the
    // studio's uploads, only those the manifest uses (one no page uses any more stays unpublished).
    const used = usedUploads(site);
    await copyPublic(join(root, "public"), staging.public, (path) => !path.startsWith(`${UPLOAD_DIR}/`) || used.has(`/${path}`));
    await timed("client", () => vite({ publicDir: staging.public, build: { outDir: next, emptyOutDir: true } }));
    await timed("ssr", () => vite({ build: { ssr: "engine/page/render.tsx", outDir: ssr, emptyOutDir: true } }));
    const { render } = (await import(pathToFileURL(join(ssr, "render.js")).href)) as { render: (path: string) => Promise<Rendered> };

    // The font is cut from this manifest's text, replacing the preview copy from public/fonts/.
    await timed("fonts", () => makeFonts(join(next, "fonts"), manifest, root));

    const template = await readFile(join(next, "index.html"), "utf8");
    const chunks = await readChunks(next);
    const pages = await timed("prerender", async () => {
      const rendered: [string, Rendered][] = [];
      for (const page of site.pages) rendered.push([page.path, await render(page.path)]);
      return rendered;
    });
    // Each page's first view gets its own small cut of the font, cut from the one above, which its template names.
    await timed("first-view fonts", async () => {
      const cuts = new Map<string, Promise<FirstViewFont>>();
      for (const [path, page] of pages) await writePage(path, withStylePolicy(fillTemplate(template, page, chunks, undefined, await cutFirstViewFont(page, next, cuts))));
    });
    for (const r of site.redirects ?? []) await writePage(r.from, withStylePolicy(redirectPage(site, r.to)));
    await writeFile(join(next, "404.html"), withStylePolicy(redirectPage(site, "/", true)));
    await writeFile(join(next, "sitemap.xml"), sitemap(site));
    // The host's configuration for this manifest (nginx, and static hosts that read _headers and _redirects).
    for (const [name, text] of Object.entries(hostFiles(site, [bootScriptSource()]))) await writeFile(join(next, name), text);
    await writeFile(join(next, "robots.txt"), robotsTxt(site));

    // Swap in the finished site: only now is the old output replaced.
    await swapIn(next, out, { warn });
    return { pages: site.pages.length, timings };
  } finally {
    await Promise.all(Object.values(staging).map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
