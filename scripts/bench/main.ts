/**
 * `npm run bench`: builds the site into bench/dist (never dist/), serves it on 127.0.0.1 the way
 * production does (scripts/serve.ts, plus gzip as the build's nginx configuration sends it), and measures:
 *   - every route with Lighthouse (mobile), median of N runs, under simulated and devtools
 *     throttling, against its floor in the same run (./lighthouse.ts, ./floor.ts);
 *   - site-wide: build time by step, `npm run check` time, save → updated page in the dev server
 *     (./site-wide.ts);
 *   - the studio, under npm start and under npm run studio: open, a page → preview, keystroke → preview and → file (./studio.ts);
 *   - scale: synthetic manifests of 100 and 1,000 pages: check time, build time, and what the home
 *     page loads (./scale.ts);
 *   - a whole `npm test` run, each phase's time (scripts/test.mjs; not with --quick unless --test).
 * Prints tables (./report.ts) and writes bench/results.json.
 *
 *   npm run bench                 every route, 3 runs each (long: about an hour on 2 cores)
 *   npm run bench -- --quick      1 run of /, /contact and /dx, scale 100 only
 *   options (./options.ts): --runs=N  --routes=/,/dx  --no-scale  --no-dev  --no-lighthouse  --no-test
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { writeFloors } from "./floor";
import { measureLighthouse } from "./lighthouse";
import { parseOptions } from "./options";
import { report, type Results } from "./report";
import type { RouteFigures } from "./runs";
import { homeBytes, measureScale, type ScaleFigures } from "./scale";
import { buildInto, checkTime, genTime, saveToUpdate } from "./site-wide";
import { measureStudio, measureStudioServer, type StudioFigures } from "./studio";
import { testRun } from "./test-run";
import { BENCH, log, OUT, root, routesOf } from "./tools";
import type { Run } from "../test.mjs";

const loadAverage = () => loadavg().map((l) => Number(l.toFixed(2)));

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = new Date();
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? "", memoryGB: Math.round(totalmem() / 1e9), node: process.version, loadAverageAtStart: loadAverage() };
  log(`${machine.cpus} cores, load ${machine.loadAverageAtStart.join(" ")}; options ${JSON.stringify(options)}`);

  // First, while the machine is as quiet as this run will find it: the tests' own figures.
  let test: Run | undefined;
  if (options.test) {
    log("npm test, phase by phase (scripts/test.mjs)");
    test = await testRun();
  }

  log("gen (--check), check, build into bench/dist");
  const gen = await genTime();
  const check = await checkTime(undefined, 3);
  const build = await buildInto(OUT);
  const home = await homeBytes(OUT);
  const routes = options.routes ?? routesOf(OUT);
  writeFloors(OUT, routes);

  const routeFigures: RouteFigures[] = options.lighthouse ? await measureLighthouse(OUT, routes, options.runs) : [];

  let dev: Awaited<ReturnType<typeof saveToUpdate>> | undefined;
  if (options.dev) {
    log("dev server: save → updated page, quiet and under load");
    // A failure here should not cost the figures already taken.
    dev = await saveToUpdate(options.runs === 1 ? 3 : 5).catch((error: unknown) => {
      log(`dev server measurement failed: ${String(error)}`);
      return undefined;
    });
  }

  let studio: StudioFigures | undefined;
  if (options.dev) {
    log("studio: open, edit → preview");
    studio = await measureStudio(options.runs === 1 ? 3 : 5).catch((error: unknown) => {
      log(`studio measurement failed: ${String(error)}`);
      return undefined;
    });
  }

  let studioServer: StudioFigures | undefined;
  if (options.dev) {
    log("studio server: open, a page → preview, edit → preview");
    studioServer = await measureStudioServer(options.runs === 1 ? 3 : 5).catch((error: unknown) => {
      log(`studio server measurement failed: ${String(error)}`);
      return undefined;
    });
  }

  const scale: ScaleFigures[] = [{ pages: routesOf(OUT).length, check, build, home }];
  for (const pages of options.scale) scale.push(await measureScale(pages));

  const results: Results = {
    date: started.toISOString(),
    machine: { ...machine, loadAverageAtEnd: loadAverage() },
    options,
    siteWide: { genSeconds: gen.seconds, genStale: gen.stale, checkSeconds: check, build, saveToUpdate: dev },
    routes: routeFigures,
    studio,
    studioServer,
    scale,
    test,
  };
  writeFileSync(join(root, BENCH, "results.json"), JSON.stringify(results, null, 2));
  console.log(report(results));
  log(`wrote ${BENCH}/results.json`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
