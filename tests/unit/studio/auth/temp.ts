/** A fresh data folder for one test, removed afterwards. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder of its own under the system's temp; `data` inside it does not exist yet (the code under test makes it). */
export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "studio-auth-"));
  made.push(dir);
  return join(dir, "data");
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 10, 26, 9, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}
