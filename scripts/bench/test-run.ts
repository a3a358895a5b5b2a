/** A whole `npm test` run for the bench: scripts/test.mjs writes each phase's time, which the report prints. */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Run } from "../test.mjs";
import { BENCH, log, root, run } from "./tools";

/** Runs every phase of `npm test` (not its pretest: this machine is set up) and resolves with the figures, failed or not. */
export async function testRun(): Promise<Run> {
  const times = join(root, BENCH, "test-times.json");
  mkdirSync(join(root, BENCH), { recursive: true });
  rmSync(times, { force: true });
  const { code, output } = await run(process.execPath, ["scripts/test.mjs", `--times=${times}`]);
  if (code !== 0) log(`npm test failed (exit code ${code}); its last lines:\n${output.split("\n").slice(-40).join("\n")}`);
  return JSON.parse(readFileSync(times, "utf8")) as Run;
}
