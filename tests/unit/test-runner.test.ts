import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plan, runSteps, summary, type Command } from "../../scripts/test.mjs";

const root = join(import.meta.dirname, "../..");
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
});
