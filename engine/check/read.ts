/** Build-time only: reads site.yaml from disk and renders its problems as the report people read. */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { check, formatProblems, type CheckResult } from "./index.ts";
import { say } from "./messages.ts";
import { collector } from "./problem.ts";

export interface ReadResult extends CheckResult {
  /** Every problem as `site.yaml:LINE:COL message` with its frame, sorted by line. */
  report: string;
  errorCount: number;
}

/** Checks `site.yaml` in the project root `root` (public files from `root/public`). */
export function readSite(root: string, file = "site.yaml"): ReadResult {
  let source: string;
  try {
    // `file` as given on the command line: relative to the project root, or absolute.
    source = readFileSync(resolve(root, file), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" || code === "ENOTDIR" ? "missing" : code === "EISDIR" ? "folder" : code === "EACCES" || code === "EPERM" ? "denied" : "other";
    const { problems, fileError } = collector();
    fileError(file, say("manifestUnreadable", { file, reason }));
    return { problems, report: formatProblems(problems, "", file).join("\n\n"), errorCount: 1 };
  }
  const result = check(source, { publicDir: join(root, "public") });
  const report = formatProblems(result.problems, source, file).join("\n\n");
  const errorCount = result.problems.filter((p) => p.severity === "error").length;
  // Assigned, not spread: spreading would read `blockLines`, which is worked out only when asked for.
  return Object.assign(result, { report, errorCount });
}
