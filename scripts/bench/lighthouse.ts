/**
 * Every route with Lighthouse (mobile), median of N runs, under simulated and devtools
 * throttling, against its floor (./floor.ts) in the same run.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { CHROMIUM, HEADLESS_CHROMIUM_FLAGS } from "../chromium";
import { serveDist } from "../serve";
import { floorPath } from "./floor";
import { gzipProxy } from "./gzip-proxy";
import { CATEGORIES, medianRun, summarize, type Method, type RouteFigures, type Run, type Variant } from "./runs";
import { BENCH, close, log, portOf, root } from "./tools";

async function lighthouseRun(url: string, port: number, method: Method, categories: readonly string[]): Promise<{ run: Run; lhr: Result }> {
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [...categories], throttlingMethod: method };
  const simulated = Lantern.Simulation.Simulator.allNodeTimings;
  simulated.clear();
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const run = summarize(result.lhr);
  if (method === "simulate") run.lcpRequests = lcpRequests(simulated.get("pessimisticLargestContentfulPaint"), url);
  return { run, lhr: result.lhr };
}

/**
 * The requests of the simulation's pessimistic LCP graph, the one that holds every request that
 * ended before the largest paint (Lighthouse keeps each simulation's node timings, by label, for
 * its own debugging). URL paths on the page's origin; data: URLs left out.
 */
function lcpRequests(timings: Map<Lantern.Graph.Node, unknown> | undefined, url: string): string[] | undefined {
  if (!timings) return undefined;
  const origin = new URL(url).origin;
  return [...timings.keys()]
    .flatMap((node) => (node.type === "network" && !node.request.url.startsWith("data:") ? [node.request.url.replace(origin, "")] : []))
    .sort();
}

/** Every route: our page and its floor, interleaved run by run so machine noise falls on both alike. */
async function measureRoutes(base: string, routes: string[], runs: number): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  const reports = join(root, BENCH, "lighthouse");
  mkdirSync(reports, { recursive: true });
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? (existsSync(CHROMIUM) ? CHROMIUM : undefined), chromeFlags: HEADLESS_CHROMIUM_FLAGS });
    const raw: Record<Variant, Record<Method, Run[]>> = { site: { simulate: [], devtools: [] }, floor: { simulate: [], devtools: [] } };
    try {
      for (let i = 0; i < runs; i++) {
        for (const method of ["simulate", "devtools"] as const) {
          for (const variant of ["site", "floor"] as const) {
            const url = `${base}${variant === "floor" ? floorPath(route) : route}`;
            // Scores other than performance do not depend on throttling: the simulated run of our page gives them.
            const categories = variant === "site" && method === "simulate" ? CATEGORIES : ["performance"];
            const { run, lhr } = await lighthouseRun(url, chrome.port, method, categories);
            raw[variant][method].push(run);
            if (variant === "site" && method === "simulate" && i === runs - 1) writeFileSync(join(reports, `${route === "/" ? "home" : route.slice(1).replace(/\//g, "--")}.json`), JSON.stringify(lhr));
            log(`${route} ${variant} ${method} ${i + 1}/${runs}: FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms${run.lcpRequests ? `, ${run.lcpRequests.length} requests before it` : ""}${run.error ? ` (${run.error})` : ""}`);
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
      runs: raw,
      lcpRatio: { simulate: site.simulate.lcp / floor.simulate.lcp, devtools: site.devtools.lcp / floor.devtools.lcp },
      bytesRatio: site.simulate.bytes.total / floor.simulate.bytes.total,
    });
  }
  return figures;
}

/** Serves the built site `dist` the way production does (preview server + gzip) and measures `routes` on it. */
export async function measureLighthouse(dist: string, routes: string[], runs: number): Promise<RouteFigures[]> {
  const preview = await serveDist(join(root, dist), 0);
  const proxy = await gzipProxy(portOf(preview));
  try {
    return await measureRoutes(`http://127.0.0.1:${portOf(proxy)}`, routes, runs);
  } finally {
    await close(proxy);
    await close(preview);
  }
}
