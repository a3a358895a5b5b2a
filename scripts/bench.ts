/**
 * `npm run bench`: builds the site into bench/dist (never dist/), serves it on 127.0.0.1 the way
 * production does (scripts/serve.ts, plus gzip as the build's nginx configuration sends it), and measures:
 *   - every route with Lighthouse (mobile), median of N runs, under simulated and devtools
 *     throttling, against its floor in the same run: the route's own prerendered HTML with every
 *     <script> removed, served from the same server;
 *   - site-wide: build time by step, `npm run check` time, save → updated page in the dev server;
 *   - scale: synthetic manifests of 100 and 1,000 pages (scripts/scale-manifest.ts): check time,
 *     build time, and what the home page loads (must not grow with the page count).
 * Prints tables and writes bench/results.json.
 *
 *   npm run bench                 every route, 3 runs each (long: about an hour on 2 cores)
 *   npm run bench -- --quick      1 run of /, /contact and /dx, scale 100 only
 *   options: --runs=N  --routes=/,/dx  --no-scale  --no-dev  --no-lighthouse
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { createGzip } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { COMPRESSIBLE_TYPES } from "../deploy/policy";
import { CHROMIUM, launchOptions } from "../tests/browser";
import { firstVisit, gzipBytes } from "./first-visit";
import { writeScaleManifest } from "./scale-manifest";
import { serveDist } from "./serve";

const root = new URL("..", import.meta.url).pathname;
const TSX = join(root, "node_modules/.bin/tsx");
/** Where everything the bench makes goes (git-ignored); dist/ is never touched. */
const BENCH = "bench";
const OUT = `${BENCH}/dist`;
const QUICK_ROUTES = ["/", "/contact", "/dx"];
const SCALE_SIZES = [100, 1000];
/** The Chromium flags of tests/browser.ts, for chrome-launcher. */
const CHROME_FLAGS = launchOptions().args!;
/** Where a floor page lives: its route under this prefix. */
const FLOOR_PREFIX = "/__floor";

type Method = "simulate" | "devtools";
type Variant = "site" | "floor";

/** One Lighthouse run, trimmed to what the bench reports. Times in ms, bytes as transferred (gzip). */
interface Run {
  scores: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number>>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: { js: number; css: number; html: number; total: number };
  lcpElement?: string;
  /** Lighthouse's own measure of the CPU's speed during the run (higher is faster): tells runs on different machines apart. */
  benchmarkIndex: number;
  /** Audits scoring below 1 (metrics excluded): what to look at first. */
  failing: string[];
  error?: string;
}

interface Options {
  runs: number;
  routes?: string[];
  scale: number[];
  dev: boolean;
  lighthouse: boolean;
}

function parseOptions(args: string[]): Options {
  const quick = args.includes("--quick");
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  return {
    runs: Number(value("runs") ?? (quick ? 1 : 3)),
    routes: value("routes")?.split(",") ?? (quick ? QUICK_ROUTES : undefined),
    scale: args.includes("--no-scale") ? [] : quick ? [100] : SCALE_SIZES,
    dev: !args.includes("--no-dev"),
    lighthouse: !args.includes("--no-lighthouse"),
  };
}

/* ── Small tools ──────────────────────────────────────────────────────────── */

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs a command to its end; resolves with its exit code, output and wall time in seconds. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; seconds: number; output: string }> {
  return new Promise((done) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => done({ code: code ?? 1, seconds: (performance.now() - start) / 1000, output }));
  });
}

function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as AddressInfo).port)));
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const close = (server: Server) => new Promise((done) => server.close(done));

/**
 * A gzip layer in front of the preview server, compressing what the build's nginx configuration compresses
 * (level 6), so Lighthouse sees the bytes production sends.
 */
export async function gzipProxy(upstreamPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request({ host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers: req.headers }, (up) => {
      const type = String(up.headers["content-type"] ?? "").split(";")[0]!.trim();
      const accepts = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      if (up.statusCode !== 200 || !accepts || !COMPRESSIBLE_TYPES.includes(type) || req.method === "HEAD") {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const headers = { ...up.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
      delete headers["content-length"];
      res.writeHead(200, headers);
      up.pipe(createGzip({ level: 6 })).pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await listen(server);
  return server;
}

/** The path of a route's prerendered HTML under `dist`. */
const htmlFile = (dist: string, route: string) => join(root, dist, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/** The routes of a built site, from its sitemap. */
function routesOf(dist: string): string[] {
  const sitemap = readFileSync(join(root, dist, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
}

/** The floor of a page: its HTML with every script (the boot script and the page data) removed. */
export function floorOf(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, "");
}

function writeFloors(dist: string, routes: string[]) {
  for (const route of routes) {
    const file = htmlFile(dist, `${FLOOR_PREFIX}${route === "/" ? "" : route}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, floorOf(readFileSync(htmlFile(dist, route), "utf8")));
  }
}

/* ── Build, check, gen ────────────────────────────────────────────────────── */

interface BuildFigures {
  /** Wall time of the whole `scripts/build.ts` process, in s. */
  total: number;
  /** Seconds by step, from scripts/build.ts (BUILD_TIMINGS). */
  steps: Record<string, number>;
}

async function buildInto(out: string, manifest?: string): Promise<BuildFigures> {
  const timings = join(root, BENCH, `timings-${process.pid}.json`);
  mkdirSync(dirname(timings), { recursive: true });
  const result = await run(TSX, ["scripts/build.ts"], { BUILD_OUT_DIR: out, BUILD_TIMINGS: timings, ...(manifest ? { SITE_MANIFEST: manifest } : {}) });
  if (result.code !== 0) throw new Error(`build of ${manifest ?? "site.yaml"} failed:\n${result.output}`);
  const steps = JSON.parse(readFileSync(timings, "utf8")) as Record<string, number>;
  rmSync(timings, { force: true });
  return { total: result.seconds, steps };
}

/** `npm run check` on `file`, wall time in s (median of `times`), as the person editing waits for it. */
async function checkTime(file: string | undefined, times: number): Promise<number> {
  const seconds: number[] = [];
  for (let i = 0; i < times; i++) {
    const result = await run("npm", ["run", "-s", "check", ...(file ? ["--", file] : [])]);
    if (result.code !== 0) throw new Error(`npm run check ${file ?? ""} failed:\n${result.output}`);
    seconds.push(result.seconds);
  }
  return median(seconds);
}

/** `npm run gen`'s work (in --check mode so no file is rewritten), wall time in s. */
async function genTime(): Promise<{ seconds: number; stale: boolean }> {
  let seconds = 0;
  let stale = false;
  for (const script of ["scripts/gen-types.ts"]) {
    const result = await run(TSX, [script, "--check"]);
    seconds += result.seconds;
    stale ||= result.code !== 0;
  }
  return { seconds, stale };
}

/* ── Lighthouse ───────────────────────────────────────────────────────────── */

const METRICS = { fcp: "first-contentful-paint", lcp: "largest-contentful-paint", tbt: "total-blocking-time", cls: "cumulative-layout-shift", si: "speed-index" } as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

function summarize(lhr: Result): Run {
  const number = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = ((lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []);
  const bytesOf = (type?: string) => items.filter((i) => !type || i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const metricIds = new Set<string>(Object.values(METRICS));
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => !metricIds.has(ref.id) && ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === "number" && score < 1;
      })
      .map((ref) => `${category.id}:${ref.id}`),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.filter((c) => lhr.categories[c]).map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)])),
    fcp: number(METRICS.fcp),
    lcp: number(METRICS.lcp),
    tbt: number(METRICS.tbt),
    cls: number(METRICS.cls),
    si: number(METRICS.si),
    bytes: { js: bytesOf("Script"), css: bytesOf("Stylesheet"), html: bytesOf("Document"), total: bytesOf() },
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    error: lhr.runtimeError?.message,
  };
}

export async function lighthouseRun(url: string, port: number, method: Method, categories: readonly string[]): Promise<{ run: Run; lhr: Result }> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...categories], throttlingMethod: method };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { run: summarize(result.lhr), lhr: result.lhr };
}

/** The median of each figure over `runs` (scores too; failing audits: those failing in any run). */
function medianRun(runs: Run[]): Run {
  const pick = (f: (r: Run) => number) => median(runs.map(f));
  return {
    scores: Object.fromEntries(CATEGORIES.filter((c) => runs.some((r) => r.scores[c] !== undefined)).map((c) => [c, pick((r) => r.scores[c] ?? NaN)])),
    fcp: pick((r) => r.fcp),
    lcp: pick((r) => r.lcp),
    tbt: pick((r) => r.tbt),
    cls: pick((r) => r.cls),
    si: pick((r) => r.si),
    bytes: { js: pick((r) => r.bytes.js), css: pick((r) => r.bytes.css), html: pick((r) => r.bytes.html), total: pick((r) => r.bytes.total) },
    lcpElement: runs.find((r) => r.lcpElement)?.lcpElement,
    benchmarkIndex: pick((r) => r.benchmarkIndex),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    error: runs.find((r) => r.error)?.error,
  };
}

interface RouteFigures {
  route: string;
  site: Record<Method, Run>;
  floor: Record<Method, Run>;
  /** Our LCP divided by the floor's, per throttling method. */
  lcpRatio: Record<Method, number>;
  /** Our bytes (all requests, as transferred) divided by the floor's. */
  bytesRatio: number;
}

/** Every route: our page and its floor, interleaved run by run so machine noise falls on both alike. */
async function measureRoutes(base: string, routes: string[], runs: number): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  const reports = join(root, BENCH, "lighthouse");
  mkdirSync(reports, { recursive: true });
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? (existsSync(CHROMIUM) ? CHROMIUM : undefined), chromeFlags: CHROME_FLAGS });
    const raw: Record<Variant, Record<Method, Run[]>> = { site: { simulate: [], devtools: [] }, floor: { simulate: [], devtools: [] } };
    try {
      for (let i = 0; i < runs; i++) {
        for (const method of ["simulate", "devtools"] as const) {
          for (const variant of ["site", "floor"] as const) {
            const url = `${base}${variant === "floor" ? FLOOR_PREFIX + (route === "/" ? "/" : route) : route}`;
            // Scores other than performance do not depend on throttling: the simulated run of our page gives them.
            const categories = variant === "site" && method === "simulate" ? CATEGORIES : ["performance"];
            const { run, lhr } = await lighthouseRun(url, chrome.port, method, categories);
            raw[variant][method].push(run);
            if (variant === "site" && method === "simulate" && i === runs - 1) writeFileSync(join(reports, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "--")}.json`), JSON.stringify(lhr));
            log(`${route} ${variant} ${method} ${i + 1}/${runs}: LCP ${Math.round(run.lcp)} ms${run.error ? ` (${run.error})` : ""}`);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
    const site = { simulate: medianRun(raw.site.simulate), devtools: medianRun(raw.site.devtools) };
    const floor = { simulate: medianRun(raw.floor.simulate), devtools: medianRun(raw.floor.devtools) };
    figures.push({
      route,
      site,
      floor,
      lcpRatio: { simulate: site.simulate.lcp / floor.simulate.lcp, devtools: site.devtools.lcp / floor.devtools.lcp },
      bytesRatio: site.simulate.bytes.total / floor.simulate.bytes.total,
    });
  }
  return figures;
}

/* ── Dev server: save → updated page ──────────────────────────────────────── */

/** Seconds from saving the manifest to the open page showing the change in the live preview (median of `edits`). */
async function saveToUpdate(edits: number): Promise<{ seconds: number; samples: number[] }> {
  const file = `.preview-test/bench-${process.pid}.yaml`;
  mkdirSync(join(root, ".preview-test"), { recursive: true });
  const source = readFileSync(join(root, "site.yaml"), "utf8");
  writeFileSync(join(root, file), source);
  // vite.config.ts reads SITE_MANIFEST when the server starts; Vite sets NODE_ENV=development for
  // it, which the builds this process spawns afterwards would inherit (and ship React's development build).
  const previous = { SITE_MANIFEST: process.env.SITE_MANIFEST, NODE_ENV: process.env.NODE_ENV };
  process.env.SITE_MANIFEST = file;
  const { createServer: createViteServer } = await import("vite");
  const server = await createViteServer({ root, configFile: join(root, "vite.config.ts"), logLevel: "silent", server: { port: 0, host: "127.0.0.1" } });
  const browser = await chromium.launch(launchOptions());
  try {
    await server.listen();
    const url = server.resolvedUrls!.local[0]!;
    const page = await browser.newPage();
    await page.goto(url);
    const h1 = page.locator("h1");
    await h1.waitFor({ timeout: 120_000 });
    const title = (await h1.textContent())!.trim();
    if (!source.includes(`title: ${title}\n`)) throw new Error(`site.yaml has no line 'title: ${title}' to edit`);
    const samples: number[] = [];
    for (let i = 1; i <= edits; i++) {
      const expected = `${title} ${i}`;
      const start = performance.now();
      // The page's title and its hero often read the same: change every such line.
      writeFileSync(join(root, file), source.split(`title: ${title}\n`).join(`title: ${expected}\n`));
      await page.waitForFunction((text) => document.querySelector("h1")?.textContent?.trim() === text, expected, { polling: "raf", timeout: 30_000 });
      samples.push((performance.now() - start) / 1000);
      await page.waitForTimeout(300);
    }
    return { seconds: median(samples), samples };
  } finally {
    await browser.close();
    await server.close();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(join(root, file), { force: true });
  }
}

/* ── What the home page loads ─────────────────────────────────────────────── */

interface HomeBytes {
  /** gzip JS of a first visit to `/`, in bytes. */
  js: number;
  /** gzip HTML of `/`, which carries the page's own data. */
  html: number;
  /** The page data inside that HTML, uncompressed. */
  data: number;
  /** js + html: everything the home page loads but fonts and images. */
  total: number;
}

async function homeBytes(dist: string): Promise<HomeBytes> {
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

/* ── Report ───────────────────────────────────────────────────────────────── */

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");

/** A Markdown table, so the same text reads in a terminal and pastes into the README. */
function table(head: string[], rows: (string | number)[][]): string {
  const lines = [head, head.map(() => "---"), ...rows.map((r) => r.map(String))];
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function routeTables(figures: RouteFigures[]): string {
  const scores = table(
    // The floor's performance and TBT too: the page's own styling and layout block the main thread without any script.
    ["route", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "SI", "floor perf", "floor TBT", "floor LCP", "LCP ÷ floor"],
    figures.map(({ route, site, floor, lcpRatio }) => {
      const s = site.simulate;
      const f = floor.simulate;
      return [route, s.scores.performance ?? "–", s.scores.accessibility ?? "–", s.scores["best-practices"] ?? "–", s.scores.seo ?? "–", ms(s.fcp), ms(s.lcp), ms(s.tbt), s.cls.toFixed(3), ms(s.si), f.scores.performance ?? "–", ms(f.tbt), ms(f.lcp), ratio(lcpRatio.simulate)];
    }),
  );
  const devtools = table(
    ["route", "perf", "FCP", "LCP", "TBT", "CLS", "SI", "floor LCP", "LCP ÷ floor", "JS KB", "CSS KB", "HTML KB", "all KB", "floor KB", "bytes ÷ floor"],
    figures.map(({ route, site, floor, lcpRatio, bytesRatio }) => {
      const d = site.devtools;
      const b = site.simulate.bytes;
      return [route, d.scores.performance ?? "–", ms(d.fcp), ms(d.lcp), ms(d.tbt), d.cls.toFixed(3), ms(d.si), ms(floor.devtools.lcp), ratio(lcpRatio.devtools), kb(b.js), kb(b.css), kb(b.html), kb(b.total), kb(floor.simulate.bytes.total), ratio(bytesRatio)];
    }),
  );
  return `Simulated throttling (Lighthouse mobile default), medians; times in ms:\n\n${scores}\n\nDevtools throttling (--throttling-method=devtools), medians; bytes as transferred (gzip), 1 KB = 1,000 bytes:\n\n${devtools}`;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "",
    memoryGB: Math.round(totalmem() / 1e9),
    node: process.version,
    loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  };
  log(`${machine.cpus} cores, load ${machine.loadAverageAtStart.join(" ")}; options ${JSON.stringify(options)}`);

  log("gen (--check), check, build into bench/dist");
  const gen = await genTime();
  const check = await checkTime(undefined, 3);
  const build = await buildInto(OUT);
  const home = await homeBytes(OUT);
  const routes = options.routes ?? routesOf(OUT);
  writeFloors(OUT, routes);

  let routeFigures: RouteFigures[] = [];
  if (options.lighthouse) {
    const preview = await serveDist(join(root, OUT), 0);
    const proxy = await gzipProxy(portOf(preview));
    try {
      routeFigures = await measureRoutes(`http://127.0.0.1:${portOf(proxy)}`, routes, options.runs);
    } finally {
      await close(proxy);
      await close(preview);
    }
  }

  let dev: Awaited<ReturnType<typeof saveToUpdate>> | undefined;
  if (options.dev) {
    log("dev server: save → updated page");
    // A failure here should not cost the figures already taken.
    dev = await saveToUpdate(options.runs === 1 ? 3 : 5).catch((error: unknown) => {
      log(`dev server measurement failed: ${String(error)}`);
      return undefined;
    });
  }

  const scale: { pages: number; check: number; build: BuildFigures; home: HomeBytes }[] = [{ pages: routesOf(OUT).length, check, build, home }];
  for (const pages of options.scale) {
    log(`scale: ${pages} pages`);
    const manifest = writeScaleManifest(pages, `${BENCH}/scale/site-${pages}.yaml`);
    const out = `${BENCH}/scale/dist-${pages}`;
    const figures = { pages, check: await checkTime(manifest, 3), build: await buildInto(out, manifest), home: await homeBytes(out) };
    scale.push(figures);
  }

  const results = {
    date: started.toISOString(),
    machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
    options,
    siteWide: { genSeconds: gen.seconds, genStale: gen.stale, checkSeconds: check, build, saveToUpdateSeconds: dev?.seconds, saveToUpdateSamples: dev?.samples },
    routes: routeFigures,
    scale,
  };
  writeFileSync(join(root, BENCH, "results.json"), JSON.stringify(results, null, 2));

  const lines: string[] = [];
  lines.push(`${started.toISOString().slice(0, 10)}, ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}; load average ${machine.loadAverageAtStart[0]} at start, ${results.machine.loadAverageAtEnd[0]} at end; median of ${options.runs} run(s).`);
  if (routeFigures.length) {
    const index = Math.round(median(routeFigures.map((f) => f.site.simulate.benchmarkIndex)));
    lines.push(`Lighthouse benchmark index (this CPU's speed as Lighthouse measures it, higher is faster): ${index}.`, "", routeTables(routeFigures));
  }
  const steps = build.steps;
  lines.push(
    "",
    table(
      ["site-wide", "seconds"],
      [
        ["gen (types, --check)", gen.seconds.toFixed(2)],
        ["npm run check", check.toFixed(2)],
        ["build, whole command", build.total.toFixed(2)],
        ...Object.entries(steps).map(([step, s]) => [`  build: ${step}`, s.toFixed(2)]),
        ["save site.yaml → page updated (dev server)", dev ? dev.seconds.toFixed(2) : "–"],
      ],
    ),
  );
  lines.push(
    "",
    table(
      ["pages", "npm run check (s)", "build (s)", "prerender (s)", "home JS KB", "home HTML KB (with its data)", "home data KB (raw)", "home JS + HTML KB"],
      scale.map((s) => [s.pages, s.check.toFixed(2), s.build.total.toFixed(1), (s.build.steps.prerender ?? NaN).toFixed(1), kb(s.home.js), kb(s.home.html), kb(s.home.data), kb(s.home.total)]),
    ),
  );
  const homes = scale.map((s) => s.home.total);
  lines.push("", `Home page JS + HTML from ${scale[0]!.pages} to ${scale.at(-1)!.pages} pages: ${Math.max(...homes) - Math.min(...homes) <= 100 ? "the same (within 100 bytes)" : `grows by ${kb(Math.max(...homes) - Math.min(...homes))} KB`}.`);
  console.log(lines.join("\n"));
  log(`wrote ${BENCH}/results.json`);
}

const isMain = process.argv[1] === new URL(import.meta.url).pathname;
if (isMain) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
