/** Build-time only: reads site.yaml from disk and renders its problems as the report people read. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check, formatProblem, type CheckResult } from "./index.ts";

export interface ReadResult extends CheckResult {
  /** Every problem as `site.yaml:LINE:COL message` with its frame, sorted by line. */
  report: string;
  errorCount: number;
}

/** Checks `site.yaml` in the project root `root` (public files from `root/public`). */
export function readSite(root: string, file = "site.yaml"): ReadResult {
  const source = readFileSync(join(root, file), "utf8");
  const result = check(source, { publicDir: join(root, "public") });
  const report = result.problems.map((p) => formatProblem(p, source, file)).join("\n\n");
  const errorCount = result.problems.filter((p) => p.severity === "error").length;
  // Assigned, not spread: spreading would read `blockLines`, which is worked out only when asked for.
  return Object.assign(result, { report, errorCount });
}
