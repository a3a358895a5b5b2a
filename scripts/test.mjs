// `npm test` and `npm run test:quick`: the test phases in order, each one's time printed as it
// ends and all of them at the end. The first phase that fails stops the run, with its exit code.
// The type check runs beside the build: it is one core's work and the build leaves the other
// mostly idle, and neither reads what the other writes. Everything else runs alone, as each phase
// already keeps both cores busy and two of them at once would only make the browser tests slower
// and their timing looser.
// Plain Node, like prepare-test.mjs (npm's pretest), which has run before this.
//
//   node scripts/test.mjs            every phase (npm test)
//   node scripts/test.mjs --quick    the inner loop: the browser tests of one page (npm run test:quick)
//   --times=FILE                     also writes the figures as JSON (npm run bench reads them)
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { isMainModule } from "./main-module.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** The browser tests of one page, for the inner loop: the home page's sweep at every width (tests/e2e/pages.spec.ts). */
export const QUICK_PAGE_TESTS = ["--project=site", "tests/e2e/pages.spec.ts", "--grep", "^site pages\\.spec\\.ts / "];

/** Each phase: its name and the command it runs (the package's own scripts, so each command is written once). */
export const PHASE = {
  check: [npm, "run", "check"],
  typecheck: [npm, "run", "typecheck"],
  build: [npm, "run", "build"],
  unit: [npm, "run", "test:unit"],
  e2e: [npm, "run", "test:e2e"],
  "e2e: one page": [npm, "run", "test:e2e", "--", ...QUICK_PAGE_TESTS],
};

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
export async function runSteps(steps, phases = PHASE, out = process.stdout) {
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

if (isMainModule(import.meta.url)) {
  const { values } = parseArgs({ options: { quick: { type: "boolean", default: false }, times: { type: "string" } } });
  const steps = plan(values.quick);
  const run = await runSteps(steps);
  console.log(summary(run, steps));
  if (values.times) writeFileSync(values.times, `${JSON.stringify({ date: new Date().toISOString(), quick: values.quick, ...run }, null, 2)}\n`);
  process.exit(run.code);
}
