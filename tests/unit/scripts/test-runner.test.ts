import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUDGET, overBudget, phases, plan, reportFiles, runSteps, slowest, summary, type BrowserReport, type Command, type Run, type UnitReport } from "../../../scripts/test.mjs";

const root = join(import.meta.dirname, "../../..");
/** A phase that prints `text` and exits with `code`. */
const node = (text: string, code = 0): Command => [process.execPath, "-e", `console.log(${JSON.stringify(text)}); process.exit(${code})`];

/** Collects what a run prints. */
function sink() {
  const chunks: string[] = [];
  return { write: (chunk: string | Uint8Array) => chunks.push(String(chunk)), text: () => chunks.join("") };
}

describe("npm test's phase runner (scripts/test.mjs)", () => {
  it("is what npm test and test:quick run, with check, types, the build, unit and browser tests in that order", () => {
    const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>;
    expect(scripts.test).toBe("node scripts/test.mjs");
    expect(scripts["test:quick"]).toBe("node scripts/test.mjs --quick");
    expect(plan(false)).toEqual([["check"], ["typecheck", "build"], ["unit"], ["e2e"]]);
    expect(plan(true)).toEqual([["check"], ["typecheck", "build"], ["unit"], ["e2e: one page"]]);
  });

  it("runs every phase and prints each one's time", async () => {
    const out = sink();
    const steps = [["a"], ["b", "c"]];
    const run = await runSteps(steps, { a: node("first"), b: node("second"), c: node("third") }, out);
    expect(run.code).toBe(0);
    expect(run.phases.map((p) => [p.name, p.code])).toEqual([["a", 0], ["b", 0], ["c", 0]]);
    // Phases run together print whole, one after the other.
    expect(out.text()).toMatch(/second\n\n── b: passed in [\d.]+ s/);
    expect(out.text()).toMatch(/third\n\n── c: passed in [\d.]+ s/);
    expect(summary(run, steps)).toMatch(/^ {2}a +[\d.]+ s\n {2}b +[\d.]+ s {2}\(beside another phase\)\n {2}c +[\d.]+ s {2}\(beside another phase\)\n {2}whole run +[\d.]+ s$/m);
  });

  it("stops at the first phase that fails, with its exit code", async () => {
    const out = sink();
    const steps = [["a"], ["b", "c"], ["d"]];
    const run = await runSteps(steps, { a: node("ok"), b: node("fails", 3), c: node("ok"), d: node("never") }, out);
    expect(run.code).toBe(3);
    expect(run.phases.map((p) => p.name)).toEqual(["a", "b", "c"]);
    expect(out.text()).not.toContain("never");
    expect(summary(run, steps)).toMatch(/ b +[\d.]+ s {2}\(beside another phase\) {2}FAILED, exit code 3/);
  });

  it("has the unit and browser tests write their JSON reports where the run reads them", () => {
    const commands = phases("/tmp/reports");
    expect(reportFiles("/tmp/reports")).toEqual({ unit: "/tmp/reports/unit.json", e2e: "/tmp/reports/e2e.json" });
    expect(commands.unit).toEqual(["npm", "run", "test:unit", "--", "--reporter=default", "--reporter=json", "--outputFile.json=/tmp/reports/unit.json"]);
    // Playwright's JSON reporter writes to PLAYWRIGHT_JSON_OUTPUT_FILE, which the run sets.
    for (const e2e of [commands.e2e!, commands["e2e: one page"]!]) expect(e2e.slice(0, 5)).toEqual(["npm", "run", "test:e2e", "--", "--reporter=list,json"]);
  });
});

describe("what took the time", () => {
  const spec = (file: string, title: string, ...seconds: number[]) => ({ file, title, tests: [{ results: seconds.map((s) => ({ duration: s * 1000 })) }] });
  const e2e: BrowserReport = {
    suites: [
      { title: "a.spec.ts", specs: [spec("a.spec.ts", "loads", 3.5)], suites: [{ title: "the studio", specs: [spec("a.spec.ts", "saves", 12.5), spec("a.spec.ts", "undoes", 1)] }] },
      { title: "b.spec.ts", specs: Array.from({ length: 11 }, (_, i) => spec("b.spec.ts", `route ${i}`, 2 + i / 10)) },
    ],
  };
  const unit: UnitReport = {
    testResults: [
      { name: join(root, "tests/unit/fast.test.ts"), startTime: 1000, endTime: 1500, assertionResults: [{}, {}] },
      { name: join(root, "tests/unit/slow.test.ts"), startTime: 1000, endTime: 42000, assertionResults: [{}] },
    ],
  };

  it("lists the ten slowest browser tests, the browser test files by their tests' time added up, and the ten slowest unit test files", () => {
    const lines = slowest({ unit, e2e }).split("\n");
    expect(lines[0]).toBe("Slowest browser tests (of 14, 45 s in all, as each ran beside the others):");
    expect(lines.slice(1, 4)).toEqual(["    12.5 s  a.spec.ts › the studio › saves", "     3.5 s  a.spec.ts › loads", "     3.0 s  b.spec.ts › route 10"]);
    expect(lines[10]).toBe("     2.3 s  b.spec.ts › route 3");
    expect(lines.slice(11, 14)).toEqual(["Browser test files by their tests' time added up:", "    27.5 s  b.spec.ts (11)", "    17.0 s  a.spec.ts (3)"]);
    expect(lines.slice(14)).toEqual(["Slowest unit test files (of 2):", "    41.0 s  tests/unit/slow.test.ts (1)", "     0.5 s  tests/unit/fast.test.ts (2)"]);
  });

  it("lists only what was reported: a run that stopped before the browser tests has no browser lists", () => {
    expect(slowest({ unit })).toMatch(/^Slowest unit test files \(of 2\):\n/);
    expect(slowest({})).toBe("");
  });

  it("warns past nine tenths of the run's budget: 9 minutes of npm test's 10", () => {
    const run = (seconds: number): Run => ({ code: 0, phases: [], seconds, cores: 2, loadAtStart: 0.5, loadAtEnd: 3 });
    expect(BUDGET).toEqual({ full: 600, quick: 120 });
    expect(overBudget(run(540), BUDGET.full)).toBe("");
    expect(overBudget(run(541), BUDGET.full)).toMatch(/^WARNING: this run took 541 s, past nine tenths of its budget of 600 s \(load average 0.5 at the start, 3 at the end\)\./);
    expect(overBudget(run(612), BUDGET.full)).toMatch(/^WARNING: this run took 612 s, over its budget of 600 s/);
    expect(overBudget(run(109), BUDGET.quick)).toMatch(/over|past/);
  });
});
