/** What `npm run bench` prints: Markdown tables, so the same text reads in a terminal and pastes into docs/performance.md. */
import type { Run } from "../test.mjs";
import type { Options } from "./options";
import { lcpRequestSets, range, type Run as LighthouseRun, type RouteFigures } from "./runs";
import type { ScaleFigures } from "./scale";
import type { BuildFigures, SaveFigures } from "./site-wide";
import type { StudioFigures } from "./studio";
import { LOAD, median } from "./tools";

/** Everything one bench run measured: bench/results.json. */
export interface Results {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGB: number; node: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  options: Options;
  siteWide: { genSeconds: number; genStale: boolean; checkSeconds: number; build: BuildFigures; saveToUpdate?: { quiet: SaveFigures; loaded: SaveFigures } };
  routes: RouteFigures[];
  /** The studio at /__studio (./studio.ts); absent with --no-dev. */
  studio?: StudioFigures;
  /** The studio server (`npm run studio`, ./studio.ts); absent with --no-dev. */
  studioServer?: StudioFigures;
  /** The site itself first, then each synthetic manifest. */
  scale: ScaleFigures[];
  /** A whole `npm test` run, phase by phase (scripts/test.mjs); absent with --no-test. */
  test?: Run;
}

/** Bytes as KB (1 KB = 1,000 bytes), one decimal. */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
/** Milliseconds, whole; a dash for a failed run. */
export const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
/** A ratio to two decimals; a dash when either side failed. */
export const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");

/** A Markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const lines = [head, head.map(() => "---"), ...rows.map((r) => r.map(String))];
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** The two Lighthouse tables: simulated throttling with every score, devtools throttling with the bytes. */
export function routeTables(figures: RouteFigures[]): string {
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
  const runs = figures[0]?.runs.site.simulate.length ?? 0;
  return [
    `Simulated throttling (Lighthouse mobile default), medians; times in ms:\n\n${scores}`,
    `Simulated throttling over ${runs} run(s): FCP and LCP as median (min–max), ms, and the requests the simulation counted for the LCP (those that ended before the largest paint in the real load):\n\n${spreadTable(figures)}`,
    `Devtools throttling (--throttling-method=devtools), medians; bytes as transferred (gzip), 1 KB = 1,000 bytes:\n\n${devtools}`,
  ].join("\n\n");
}

/** A figure over several runs: the median, then the least and greatest, e.g. "1510 (1460–1582)". */
export function spread(values: number[]): string {
  const [least, greatest] = range(values);
  return `${ms(median(values))} (${ms(least)}–${ms(greatest)})`;
}

/**
 * The requests the simulation counted for the LCP, over the runs: the same set in every run, or
 * the files counted in some runs only, which raced the largest paint (names without their paths).
 */
export function lcpRequestsCell(runs: LighthouseRun[]): string {
  const counted = runs.filter((r) => r.lcpRequests);
  if (counted.length === 0) return "–";
  if (lcpRequestSets(counted) === 1) return `the same ${counted[0]!.lcpRequests!.length} in ${counted.length} of ${runs.length}`;
  const some = [...new Set(counted.flatMap((r) => r.lcpRequests!))].filter((url) => !counted.every((r) => r.lcpRequests!.includes(url)));
  return `in some of ${counted.length}: ${some.map((url) => url.split("/").pop()).join(", ")}`;
}

/** Each route's simulated FCP and LCP over its runs, ours and the floor's, with the requests counted for the LCP. */
function spreadTable(figures: RouteFigures[]): string {
  return table(
    ["route", "FCP", "LCP", "requests before LCP", "floor FCP", "floor LCP", "floor requests before LCP"],
    figures.map(({ route, runs: { site, floor } }) => [
      route,
      spread(site.simulate.map((r) => r.fcp)),
      spread(site.simulate.map((r) => r.lcp)),
      lcpRequestsCell(site.simulate),
      spread(floor.simulate.map((r) => r.fcp)),
      spread(floor.simulate.map((r) => r.lcp)),
      lcpRequestsCell(floor.simulate),
    ]),
  );
}

/** gen, check, the build by step, and save → updated page. */
export function siteWideTable({ genSeconds, checkSeconds, build, saveToUpdate }: Results["siteWide"]): string {
  const save = (figures?: SaveFigures) => (figures === undefined ? "–" : `${figures.seconds.toFixed(2)} (the page's part: ${figures.pageSeconds.toFixed(2)})`);
  return table(
    ["site-wide", "seconds"],
    [
      ["gen (types, --check)", genSeconds.toFixed(2)],
      ["npm run check", checkSeconds.toFixed(2)],
      ["build, whole command", build.total.toFixed(2)],
      ...Object.entries(build.steps).map(([step, s]) => [`  build: ${step}`, s.toFixed(2)]),
      ["save site.yaml → page updated (dev server), quiet", save(saveToUpdate?.quiet)],
      [`save site.yaml → page updated (dev server), ${LOAD.processes} busy processes beside it`, save(saveToUpdate?.loaded)],
    ],
  );
}

/**
 * The studio: open, a page into the preview, and a keystroke → the preview and the file (issue 26:
 * under 1 s and 300 ms; issue 34 the same of the studio server, `title` says which).
 */
export function studioTable(studio: StudioFigures, title = "studio (/__studio)"): string {
  return table(
    [title, "ms"],
    [
      ["open, first time after the server started", ms(studio.openFirst)],
      ["open (median)", ms(studio.open)],
      ["a page chosen → drawn in the preview (median)", ms(studio.pageOpen)],
      ["keystroke → shown in the preview (median)", ms(studio.editToPreview)],
      ["keystroke → in site.yaml on disk (median)", ms(studio.editToDisk)],
    ],
  );
}

/** A whole `npm test` run: each phase's seconds, and the load the machine was under. */
export function testTable(run: Run): string {
  return [
    table(
      ["npm test", "seconds"],
      [...run.phases.map((p) => [p.code === 0 ? p.name : `${p.name} (FAILED, exit code ${p.code})`, p.seconds.toFixed(1)]), ["whole run", run.seconds.toFixed(1)]],
    ),
    "",
    `npm test: ${run.cores} cores, load average ${run.loadAtStart} at its start, ${run.loadAtEnd} at its end${run.code === 0 ? "" : `; it failed (exit code ${run.code}), so the phases after the failure did not run`}.`,
  ].join("\n");
}

/** One row a page count: check and build time, and what the home page loads. */
export function scaleTable(scale: ScaleFigures[]): string {
  return table(
    ["pages", "npm run check (s)", "build (s)", "prerender (s)", "home JS KB", "home HTML KB (with its data)", "home data KB (raw)", "home JS + HTML KB"],
    scale.map((s) => [s.pages, s.check.toFixed(2), s.build.total.toFixed(1), (s.build.steps.prerender ?? NaN).toFixed(1), kb(s.home.js), kb(s.home.html), kb(s.home.data), kb(s.home.total)]),
  );
}

/** Whether the home page loads more as the site grows: it should not. */
export function homeGrowth(scale: ScaleFigures[]): string {
  const homes = scale.map((s) => s.home.total);
  const growth = Math.max(...homes) - Math.min(...homes);
  return `Home page JS + HTML from ${scale[0]!.pages} to ${scale.at(-1)!.pages} pages: ${growth <= 100 ? "the same (within 100 bytes)" : `grows by ${kb(growth)} KB`}.`;
}

/** The whole printed report. */
export function report(results: Results): string {
  const { machine, options, routes, scale } = results;
  const lines = [
    `${results.date.slice(0, 10)}, ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}; load average ${machine.loadAverageAtStart[0]} at start, ${machine.loadAverageAtEnd[0]} at end; median of ${options.runs} run(s).`,
  ];
  if (routes.length) {
    const index = Math.round(median(routes.map((f) => f.site.simulate.benchmarkIndex)));
    lines.push(`Lighthouse benchmark index (this CPU's speed as Lighthouse measures it, higher is faster): ${index}.`, "", routeTables(routes));
  }
  lines.push("", siteWideTable(results.siteWide));
  if (results.test) lines.push("", testTable(results.test));
  if (results.studio) lines.push("", studioTable(results.studio));
  if (results.studioServer) lines.push("", studioTable(results.studioServer, "studio server (npm run studio)"));
  lines.push("", scaleTable(scale), "", homeGrowth(scale));
  return lines.join("\n");
}
