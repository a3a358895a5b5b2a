// `npm test` and `npm run test:quick`: the test phases in order, each one's time printed as it
// ends and all of them at the end. The first phase that fails stops the run, with its exit code.
// The type check runs beside the build: it is one core's work and the build leaves the other
// mostly idle, and neither reads what the other writes. Everything else runs alone, as each phase
// already keeps both cores busy and two of them at once would only make the browser tests slower
// and their timing looser.
// Plain Node, like prepare-test.mjs (npm's pretest), which has run before this.
//
// At the end it prints the slowest tests and files, read from the unit and browser tests' own JSON
// reports, and a warning when the run took more than nine tenths of its budget (BUDGET).
//
//   node scripts/test.mjs            every phase (npm test)
//   node scripts/test.mjs --quick    the inner loop: the browser tests of one page (npm run test:quick)
//   --times=FILE                     also writes the figures as JSON (npm run bench reads them)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The browser tests of one page, for the inner loop: the home page's sweep at every width (tests/e2e/pages.spec.ts). */
export const QUICK_PAGE_TESTS = ["--project=site", "tests/e2e/pages.spec.ts", "--grep", "^site pages\\.spec\\.ts / "];

/** A whole run's budget in seconds, by its kind: past nine tenths of it the run ends with a warning. */
export const BUDGET = { full: 600, quick: 120 };

/** Where a run's unit and browser tests write their JSON reports (vitest's and Playwright's own), in `dir`. */
export const reportFiles = (dir) => ({ unit: join(dir, "unit.json"), e2e: join(dir, "e2e.json") });

/**
 * Each phase: its name and the command it runs (the package's own scripts, so each command is
 * written once). The tests also write their reports into `reports` (reportFiles); Playwright's
 * file is named by PLAYWRIGHT_JSON_OUTPUT_FILE, which the run sets.
 */
export function phases(reports) {
  const unit = ["--reporter=default", "--reporter=json", `--outputFile.json=${reportFiles(reports).unit}`];
  const e2e = ["--reporter=list,json"];
  return {
    check: [npm, "run", "check"],
    typecheck: [npm, "run", "typecheck"],
    build: [npm, "run", "build"],
    unit: [npm, "run", "test:unit", "--", ...unit],
    e2e: [npm, "run", "test:e2e", "--", ...e2e],
    "e2e: one page": [npm, "run", "test:e2e", "--", ...e2e, ...QUICK_PAGE_TESTS],
  };
}

/** The steps of a run: each step's phases run together, and a step starts when the one before it passed. */
export function plan(quick) {
  // The build comes before the unit tests: some of them read what it wrote to dist/ (tests/dist/).
  return [["check"], ["typecheck", "build"], ["unit"], [quick ? "e2e: one page" : "e2e"]];
}

const seconds = (from) => Number(((performance.now() - from) / 1000).toFixed(1));
const load = () => Number(loadavg()[0].toFixed(2));

/**
 * Runs one phase. Alone it prints as it goes; beside another its output is held and printed
 * whole when it ends, so the two never interleave. Resolves with its exit code and seconds.
 */
function runPhase(name, [command, ...args], alone, out) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    const held = [];
    child.stdout?.on("data", (chunk) => held.push(chunk));
    child.stderr?.on("data", (chunk) => held.push(chunk));
    child.on("error", (error) => held.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const result = { name, code: code ?? 1, seconds: seconds(started) };
      if (held.length > 0) out.write(Buffer.concat(held));
      out.write(`\n── ${name}: ${result.code === 0 ? "passed" : `FAILED (exit code ${result.code})`} in ${result.seconds} s\n\n`);
      resolve(result);
    });
  });
}

/**
 * Runs `steps` (phase names, grouped as `plan` gives them) with `phases` (name → command).
 * Resolves with each phase's figures and the exit code of the run: the first failure's, or 0.
 */
export async function runSteps(steps, phases, out = process.stdout) {
  const started = performance.now();
  const loadAtStart = load();
  const results = [];
  let code = 0;
  for (const step of steps) {
    out.write(`── ${step.join(" and ")}${step.length > 1 ? " (together)" : ""}\n`);
    const done = await Promise.all(step.map((name) => runPhase(name, phases[name], step.length === 1, out)));
    results.push(...done);
    const failed = done.find((result) => result.code !== 0);
    if (failed) {
      code = failed.code;
      break;
    }
  }
  return { code, phases: results, seconds: seconds(started), cores: cpus().length, loadAtStart, loadAtEnd: load() };
}

/** The table of phase times printed at the end of a run. */
export function summary(run, steps) {
  const together = new Set(steps.filter((step) => step.length > 1).flat());
  const width = Math.max(...run.phases.map((p) => p.name.length), "whole run".length);
  const line = (name, s, note = "") => `  ${name.padEnd(width)} ${s.toFixed(1).padStart(7)} s${note}`;
  return [
    `Phase times (${run.cores} cores, load average ${run.loadAtStart} at the start, ${run.loadAtEnd} at the end):`,
    ...run.phases.map((p) => line(p.name, p.seconds, `${together.has(p.name) ? "  (beside another phase)" : ""}${p.code === 0 ? "" : `  FAILED, exit code ${p.code}`}`)),
    line("whole run", run.seconds),
  ].join("\n");
}

/** Each browser test's time in Playwright's JSON report: its file, its title after its describe blocks', seconds. */
export function browserTimes(report) {
  const times = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) times.push({ file: spec.file, title: [...titles, spec.title].join(" › "), seconds: result.duration / 1000 });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A file's own suite is titled with its name, which `file` already says.
  for (const file of report.suites ?? []) walk(file, []);
  return times;
}

/** Each unit test file's time in vitest's JSON report: the file (relative to `dir`), its tests, seconds. */
export function unitTimes(report, dir = root) {
  return report.testResults.map((file) => ({ file: relative(dir, file.name), tests: file.assertionResults.length, seconds: (file.endTime - file.startTime) / 1000 }));
}

const slowestFirst = (rows) => [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
const row = (seconds, text) => `  ${seconds.toFixed(1).padStart(6)} s  ${text}`;

/**
 * What took the time: the ten slowest browser tests, the ten browser test files that took the most
 * (their tests' times added: three run at a time, so about a third of it is the run's) and the ten
 * slowest unit test files. Each list only for the reports given.
 */
export function slowest({ unit, e2e }) {
  const lines = [];
  if (e2e) {
    const tests = browserTimes(e2e);
    const files = new Map();
    for (const test of tests) {
      const file = files.get(test.file) ?? { file: test.file, tests: 0, seconds: 0 };
      file.tests++;
      file.seconds += test.seconds;
      files.set(test.file, file);
    }
    const total = tests.reduce((sum, test) => sum + test.seconds, 0);
    lines.push(`Slowest browser tests (of ${tests.length}, ${Math.round(total)} s in all, as each ran beside the others):`);
    lines.push(...slowestFirst(tests).map((t) => row(t.seconds, `${t.file} › ${t.title}`)));
    lines.push("Browser test files by their tests' time added up:", ...slowestFirst([...files.values()]).map((f) => row(f.seconds, `${f.file} (${f.tests})`)));
  }
  if (unit) {
    const files = unitTimes(unit);
    lines.push(`Slowest unit test files (of ${files.length}):`, ...slowestFirst(files).map((f) => row(f.seconds, `${f.file} (${f.tests})`)));
  }
  return lines.join("\n");
}

/** The warning for a run that took more than nine tenths of `budget` seconds, or "". */
export function overBudget(run, budget) {
  if (run.seconds <= budget * 0.9) return "";
  const what = run.seconds > budget ? `over its budget of ${budget} s` : `past nine tenths of its budget of ${budget} s`;
  return [
    `WARNING: this run took ${run.seconds.toFixed(0)} s, ${what} (load average ${run.loadAtStart} at the start, ${run.loadAtEnd} at the end).`,
    "On a busy machine, run it again on a quiet one; otherwise make the slowest above cheaper before adding tests (docs/testing.md).",
  ].join("\n");
}

if (isMainModule(import.meta.url)) {
  const { values } = parseArgs({ options: { quick: { type: "boolean", default: false }, times: { type: "string" } } });
  const steps = plan(values.quick);
  const reports = mkdtempSync(join(tmpdir(), "test-times-"));
  const files = reportFiles(reports);
  process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = files.e2e;
  const run = await runSteps(steps, phases(reports));
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
  const times = slowest({ unit: read(files.unit), e2e: read(files.e2e) });
  rmSync(reports, { recursive: true, force: true });
  if (times) console.log(`${times}\n`);
  console.log(summary(run, steps));
  const warning = overBudget(run, values.quick ? BUDGET.quick : BUDGET.full);
  if (warning) console.log(`\n${warning}`);
  if (values.times) writeFileSync(values.times, `${JSON.stringify({ date: new Date().toISOString(), quick: values.quick, ...run }, null, 2)}\n`);
  process.exit(run.code);
}
