/**
 * `npm run build`: checks site.yaml, builds the client, prerenders every route into
 * dist/<route>/index.html and writes 404.html, redirect pages, sitemap.xml, robots.txt, and the
 * host's configuration for this manifest: _nginx.conf for nginx, _headers and _redirects for
 * static hosts.
 * Everything is written to a fresh folder first and swapped in at the end, so a failed build
 * leaves the previous dist/ untouched.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { readSite } from "../engine/check/read";
import { makeFonts } from "./make-fonts";
import type { Site } from "../src/manifest/site.types";
import { escapeAttribute, escapeText, escapeUTF8 } from "entities";
import { headTags, PAGE_DATA_ID } from "../src/layout/head";
import type { Rendered } from "../engine/page/render";
import { hostFiles, withStylePolicy } from "../engine/hosting";
import { copyPublic, stagingDirs, swapIn } from "./dist-dir";
import { bootTag } from "../engine/page/boot";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Another manifest to build instead of site.yaml (benchmarks and tests); vite.config.ts reads it too. */
const manifestFile = process.env.SITE_MANIFEST ?? "site.yaml";
/** Where the site goes; BUILD_OUT_DIR lets benchmarks build elsewhere without touching dist/. */
const outName = process.env.BUILD_OUT_DIR ?? "dist";
const out = join(root, outName);
// This build's own staging folders: two builds at once never share them.
const staging = stagingDirs(out);
const { next, ssr } = staging;

/** Seconds each step of the last build took, by step; BUILD_TIMINGS names a JSON file to write them to (`npm run bench`). */
const timings: Record<string, number> = {};
async function timed<T>(step: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    timings[step] = (performance.now() - start) / 1000;
  }
}

/** Runs the whole build; returns the number of pages written. */
export async function buildSite(): Promise<number> {
  const { site, report } = await timed("check", () => readSite(root, manifestFile));
  if (!site) throw new BuildError(report);
  if (report) console.warn(report);

  try {
    // Vite publishes a copy of public/ without links or dotfiles, never public/ itself.
    await copyPublic(join(root, "public"), staging.public);
    await timed("client", () => build({ root, logLevel: "warn", publicDir: staging.public, build: { outDir: next, emptyOutDir: true } }));
    await timed("ssr", () => build({ root, logLevel: "warn", build: { ssr: "engine/page/render.tsx", outDir: ssr, emptyOutDir: true } }));
    const { render } = (await import(pathToFileURL(join(ssr, "render.js")).href)) as { render: (path: string) => Promise<Rendered> };

    // The font is cut from this manifest's text, replacing the preview copy from public/fonts/.
    await timed("fonts", () => makeFonts(join(next, "fonts"), manifestFile));

    const template = await readFile(join(next, "index.html"), "utf8");
    const chunks = await chunkFiles(next);
    await timed("prerender", async () => {
      for (const page of site.pages) {
        await writePage(page.path, withStylePolicy(fillTemplate(template, await render(page.path), chunks)));
      }
    });
    for (const r of site.redirects ?? []) await writePage(r.from, withStylePolicy(redirectPage(site, r.to)));
    await writeFile(join(next, "404.html"), withStylePolicy(redirectPage(site, "/", true)));
    await writeFile(join(next, "sitemap.xml"), sitemap(site));
    // The host's configuration for this manifest (nginx, and static hosts that read _headers and _redirects).
    for (const [name, text] of Object.entries(hostFiles(site))) await writeFile(join(next, name), text);
    await writeFile(join(next, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.site.baseUrl}/sitemap.xml\n`);

    // Swap in the finished site: only now is the old dist/ replaced.
    await swapIn(next, out);
    return site.pages.length;
  } finally {
    await Promise.all(Object.values(staging).map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

async function writePage(path: string, html: string) {
  const file = join(next, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

/** Vite's build manifest, trimmed to what the prerender reads: chunk file, name and static imports by source module. */
type ChunkManifest = Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The name of the chunk of the app's code, which the entry imports in a task after its own
 * (src/entry-client.tsx): every page preloads it. vite.config.ts gathers the app's modules into
 * it under this name, so the manifest knows it by its name, not by src/client-app.ts.
 */
const APP_CHUNK = "client-app";

/** The chunk files a page preloads: the app's, and those of the on-demand modules its blocks name. */
interface Chunks {
  app: string[];
  of: (module: string) => string[];
}

/**
 * Reads the client build's manifest (vite.config.ts: build.manifest) and removes it from the
 * output: it maps source modules to chunk files, which only the build needs.
 */
async function chunkFiles(dir: string): Promise<Chunks> {
  const manifest = JSON.parse(await readFile(join(dir, ".vite/manifest.json"), "utf8")) as ChunkManifest;
  await rm(join(dir, ".vite"), { recursive: true, force: true });
  // A chunk and the chunks it imports, minus the entry, which the page loads anyway.
  const files = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => files(k, seen))];
  };
  const app = Object.keys(manifest).find((key) => manifest[key]!.name === APP_CHUNK && !manifest[key]!.isEntry);
  if (!app) throw new Error(`no chunk named ${APP_CHUNK} in the client build (vite.config.ts names the app's chunk)`);
  return {
    app: files(app),
    of: (module) => {
      if (!manifest[module]) throw new Error(`${module}: not a chunk of the client build (BlockComponent.module must name the file its preload imports)`);
      return files(module);
    },
  };
}

/** The client's index.html with one page's head, markup, critical CSS, data and on-demand chunks filled in. */
function fillTemplate(template: string, { html, styles, page, meta, modules }: Rendered, chunks: Chunks): string {
  // A prerendered page is drawn from its HTML alone: the app starts after the first paint
  // (src/boot.ts), with the code of the page's on-demand blocks (the form, the partner strip…) preloaded beside it.
  // Vite writes this one tag in one fixed form into its own index.html; a pattern for that form is
  // enough here. Markup the app renders is read tag by tag instead (engine/hosting/style-policy.ts).
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) throw new Error("index.html of the client build has no module entry");
  // Vite names the entry's own imports as modulepreload links: the boot script adds them after the paint too.
  const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const preloads = [...new Set([...entryImports.map((m) => m[1]!), ...[...chunks.app, ...modules.flatMap(chunks.of)].map((file) => `/${file}`)])];
  // The first frame waits until the page's markup is parsed (the page data comes right after it).
  // A browser that paints a half-parsed page (a busy phone does) would move the centred hero and
  // the contact tab as the rest arrived. The HTML is one round trip (10-15 KB gzip): this costs
  // no network time, only the few ms it takes to parse it.
  const renderAfterParse = `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render">`;
  const head = [`<title>${escapeText(meta.title)}</title>`, ...headTags(meta).map((t) => t.html), `<meta property="og:locale" content="ko_KR">`, renderAfterParse].join("\n    ");
  // The page's data rides along as JSON that never executes; "<" is escaped so it cannot end the tag.
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(page).replace(/</g, "\\u003c")}</script>`;
  return entryImports
    .reduce((html, link) => html.replace(link[0], ""), template)
    .replace(entry[0], "")
    .replace("<!--app-head-->", () => head)
    // The components' CSS goes last in <head>, after the CSS every page shares, as in the live preview.
    .replace("</head>", () => `  ${styles}\n  </head>`)
    .replace("<!--app-html-->", () => html)
    .replace("<!--app-data-->", () => `${data}\n    ${bootTag(entry[1]!, preloads)}`);
}

/** A page that sends the visitor on to `to`, replacing the history entry; works without JavaScript. */
function redirectPage(site: Site, to: string, notFound = false): string {
  const target = escapeAttribute(to);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${escapeAttribute(site.site.baseUrl + to)}">
<title>${notFound ? "페이지를 찾을 수 없습니다" : "페이지가 이동했습니다"} | ${escapeText(site.site.titleSuffix)}</title>
</head>
<body>
<p>${notFound ? "요청하신 페이지가 없어 홈으로 이동합니다." : "페이지가 이동했습니다."} <a href="${target}">바로 이동</a></p>
</body>
</html>
`;
}

function sitemap(site: Site): string {
  const urls = site.pages.map((p) => `  <url><loc>${escapeUTF8(p.url ?? site.site.baseUrl + p.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

class BuildError extends Error {}

if (isMainModule(import.meta.url)) {
  buildSite().then(
    async (count) => {
      console.log(`${outName}/: ${count}개 페이지를 만들었습니다.`);
      if (process.env.BUILD_TIMINGS) await writeFile(process.env.BUILD_TIMINGS, JSON.stringify(timings));
    },
    (error: unknown) => {
      console.error(error instanceof BuildError ? `${error.message}\n\n빌드를 멈췄습니다. 이전 ${outName}/는 그대로입니다.` : error);
      process.exit(1);
    },
  );
}
