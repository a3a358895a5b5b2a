import { describe, expect, it } from "vitest";
import { homeGrowth, lcpRequestsCell, report, spread, studioTable, table, type Results } from "../../../../scripts/bench/report";
import type { Run } from "../../../../scripts/bench/runs";
import type { ScaleFigures } from "../../../../scripts/bench/scale";

const run = (lcp: number, total: number): Run => ({
  scores: { performance: 100, accessibility: 100, "best-practices": 96, seo: 100 },
  fcp: 680.4,
  lcp,
  tbt: 3,
  cls: 0,
  si: 700,
  bytes: { js: 98_640, css: 0, html: 14_100, total },
  benchmarkIndex: 3812,
  failing: [],
  lcpRequests: ["/dx", "/assets/first-a.woff2"],
});

const home = (total: number) => ({ js: 95_200, html: 13_000, data: 6_600, total });
const scaleRow = (pages: number, total: number): ScaleFigures => ({ pages, check: 2.456, build: { total: 15.06, steps: { prerender: 3.4 } }, home: home(total) });

const results: Results = {
  date: "2026-11-25T10:00:00.000Z",
  machine: { cpus: 2, cpuModel: "AMD EPYC", memoryGB: 8, node: "v20.20.2", loadAverageAtStart: [1.18, 1, 1], loadAverageAtEnd: [1.81, 1, 1] },
  options: { runs: 3, scale: [100, 1000], dev: true, lighthouse: true, test: true },
  siteWide: { genSeconds: 1.2222, genStale: false, checkSeconds: 0.714, build: { total: 2.71, steps: { check: 0.15, prerender: 0.149 } } },
  routes: [
    {
      route: "/dx",
      site: { simulate: run(759, 216_800), devtools: run(794, 216_800) },
      floor: { simulate: run(755, 13_800), devtools: run(NaN, 13_800) },
      runs: {
        site: { simulate: [run(759, 216_800), { ...run(801, 216_800), fcp: 702.6 }, run(742, 216_800)], devtools: [run(794, 216_800)] },
        floor: { simulate: [run(755, 13_800), run(NaN, 13_800), run(761, 13_800)], devtools: [run(NaN, 13_800)] },
      },
      lcpRatio: { simulate: 759 / 755, devtools: NaN },
      bytesRatio: 216_800 / 13_800,
    },
  ],
  scale: [scaleRow(23, 108_200), scaleRow(1000, 108_240)],
};

describe("the bench's report", () => {
  it("writes Markdown tables, a header row, a rule and a row each", () => {
    expect(table(["a", "b"], [[1, "x"], [2, "y"]])).toBe("| a | b |\n| --- | --- |\n| 1 | x |\n| 2 | y |");
  });

  it("gives each route its scores, ms, KB of 1,000 bytes and ratios to the floor; a dash where a run failed", () => {
    const text = report(results);
    expect(text).toContain("| /dx | 100 | 100 | 96 | 100 | 680 | 759 | 3 | 0.000 | 700 | 100 | 3 | 755 | 1.01 |");
    expect(text).toContain("| /dx | 100 | 680 | 794 | 3 | 0.000 | 700 | – | – | 98.6 | 0.0 | 14.1 | 216.8 | 13.8 | 15.71 |");
    expect(text).toContain("Lighthouse benchmark index (this CPU's speed as Lighthouse measures it, higher is faster): 3812.");
  });

  it("gives each route's simulated FCP and LCP over its runs as median (min–max), failed runs left out, and whether the simulation counted the same requests for the LCP in every run", () => {
    expect(report(results)).toContain("Simulated throttling over 3 run(s): FCP and LCP as median (min–max)");
    expect(report(results)).toContain("| /dx | 680 (680–703) | 759 (742–801) | the same 2 in 3 of 3 | 680 (680–680) | 758 (755–761) | the same 2 in 3 of 3 |");
  });

  it("names the files the simulation counted for the LCP in some runs only, those that raced the largest paint", () => {
    const raced = { ...run(1980, 216_800), lcpRequests: ["/dx", "/assets/first-a.woff2", "/fonts/site-sans-400.woff2"] };
    expect(lcpRequestsCell([run(1510, 216_800), raced, run(1490, 216_800)])).toBe("in some of 3: site-sans-400.woff2");
    expect(lcpRequestsCell([{ ...run(1510, 216_800), lcpRequests: undefined }])).toBe("–");
    expect(spread([1510, NaN, 1980, 1490])).toBe("1510 (1490–1980)");
  });

  it("opens with the date, the machine and its load, and the number of runs", () => {
    expect(report(results).split("\n")[0]).toBe("2026-11-25, 2 cores (AMD EPYC), Node v20.20.2; load average 1.18 at start, 1.81 at end; median of 3 run(s).");
  });

  it("lists the site-wide times with the build's steps, and a dash when the dev server was not measured", () => {
    const text = report(results);
    expect(text).toContain("| npm run check | 0.71 |\n| build, whole command | 2.71 |\n|   build: check | 0.15 |\n|   build: prerender | 0.15 |");
    expect(text).toContain("| save site.yaml → page updated (dev server), quiet | – |\n| save site.yaml → page updated (dev server), 3 busy processes beside it | – |");
    const saveToUpdate = { quiet: { seconds: 0.174, samples: [0.174], pageSeconds: 0.051 }, loaded: { seconds: 0.412, samples: [0.4, 0.412, 0.5], pageSeconds: 0.096 } };
    expect(report({ ...results, siteWide: { ...results.siteWide, saveToUpdate } })).toContain(
      "| save site.yaml → page updated (dev server), quiet | 0.17 (the page's part: 0.05) |\n| save site.yaml → page updated (dev server), 3 busy processes beside it | 0.41 (the page's part: 0.10) |",
    );
  });

  it("gives each page count its check time, build time and home page bytes", () => {
    expect(report(results)).toContain("| 1000 | 2.46 | 15.1 | 3.4 | 95.2 | 13.0 | 6.6 | 108.2 |");
  });

  it("leaves the Lighthouse tables out when Lighthouse did not run", () => {
    const text = report({ ...results, routes: [] });
    expect(text).not.toMatch(/throttling|benchmark index/);
    expect(text).toContain("| site-wide | seconds |");
  });

  it("gives a whole npm test run its phases' seconds and the load it ran under, and says when it failed", () => {
    const phase = (name: string, seconds: number, code = 0) => ({ name, seconds, code });
    const test = { code: 0, phases: [phase("check", 0.8), phase("typecheck", 8.1), phase("build", 11.2), phase("unit", 60), phase("e2e", 300.04)], seconds: 372.2, cores: 2, loadAtStart: 0.52, loadAtEnd: 1.93 };
    const text = report({ ...results, test });
    expect(text).toContain("| npm test | seconds |\n| --- | --- |\n| check | 0.8 |\n| typecheck | 8.1 |\n| build | 11.2 |\n| unit | 60.0 |\n| e2e | 300.0 |\n| whole run | 372.2 |");
    expect(text).toContain("npm test: 2 cores, load average 0.52 at its start, 1.93 at its end.");
    const failed = report({ ...results, test: { ...test, code: 2, phases: [phase("check", 0.8), phase("typecheck", 8.1, 2)] } });
    expect(failed).toContain("| typecheck (FAILED, exit code 2) | 8.1 |");
    expect(failed).toContain("it failed (exit code 2), so the phases after the failure did not run.");
    expect(report(results)).not.toContain("npm test");
  });

  it("says whether the home page grows with the page count, allowing 100 bytes", () => {
    expect(homeGrowth(results.scale)).toBe("Home page JS + HTML from 23 to 1000 pages: the same (within 100 bytes).");
    expect(homeGrowth([scaleRow(23, 108_200), scaleRow(100, 108_200), scaleRow(1000, 109_700)])).toBe("Home page JS + HTML from 23 to 1000 pages: grows by 1.5 KB.");
  });
});

describe("the bench's studio table", () => {
  it("shows the open and keystroke figures in whole ms, a dash for a failed run", () => {
    const text = studioTable({ openFirst: 1788.4, open: 412.6, editToPreview: 95.2, editToDisk: NaN, pageOpen: 640.2, samples: { pageOpen: [], open: [], editToPreview: [], editToDisk: [] } });
    expect(text).toContain("| open, first time after the server started | 1788 |");
    expect(text).toContain("| open (median) | 413 |");
    expect(text).toContain("| a page chosen → drawn in the preview (median) | 640 |");
    expect(text).toContain("| keystroke → shown in the preview (median) | 95 |");
    expect(text).toContain("| keystroke → in site.yaml on disk (median) | – |");
  });
});
