import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { underLoad } from "../../../../scripts/bench/site-wide";
import { LOAD } from "../../../../scripts/bench/tools";

/** The busy processes this test process has started, by their pid. */
const spinning = () =>
  execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("while (Date.now() < end)"));

it("the bench's load runs LOAD.processes busy processes, bounded in time, only while it measures", async () => {
  expect(LOAD.maxMs).toBeLessThanOrEqual(300_000);
  const during = await underLoad(async () => spinning());
  expect(during).toHaveLength(LOAD.processes);
  for (const line of during) expect(line).toContain(`Date.now() + ${LOAD.maxMs}`);
  await expect.poll(() => spinning().length, { timeout: 10_000 }).toBe(0);
});
