/** Build-time only: reads site.yaml from disk and renders its problems as the report people read. */
import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { check, formatProblems, type CheckResult, type Voice } from "./index.ts";
import { say } from "./messages.ts";
import { collector } from "./problem.ts";
import type { Position, Problem } from "./types.ts";

export interface ReadResult extends CheckResult {
  /** Every problem as `site.yaml:LINE:COL message` with its frame, sorted by line. */
  report: string;
  errorCount: number;
}

/** Checks `site.yaml` in the project root `root` (public files from `root/public`), its messages in `voice`. */
export function readSite(root: string, file = "site.yaml", voice?: Voice): ReadResult {
  /** A manifest the check cannot read: its one problem. */
  const unread = (problems: Problem[], source = "") => ({ problems, report: formatProblems(problems, source, file).join("\n\n"), errorCount: 1 });
  let bytes: Buffer;
  try {
    // `file` as given on the command line: relative to the project root, or absolute.
    bytes = readFileSync(resolve(root, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" || code === "ENOTDIR" ? "missing" : code === "EISDIR" ? "folder" : code === "EACCES" || code === "EPERM" ? "denied" : "other";
    const { problems, fileError } = collector();
    fileError(file, say("manifestUnreadable", { file, reason }));
    return unread(problems);
  }
  const source = bytes.toString("utf8");
  const notUtf8 = firstNotUtf8(bytes, source);
  if (notUtf8) {
    const { problems, error } = collector();
    error(notUtf8, say("notUtf8", { byte: notUtf8.byte }));
    return unread(problems, source);
  }
  const result = check(source, { publicDir: join(root, "public"), voice });
  const report = formatProblems(result.problems, source, file).join("\n\n");
  const errorCount = result.problems.filter((p) => p.severity === "error").length;
  // Assigned, not spread: spreading would read `blockLines`, which is worked out only when asked for.
  return Object.assign(result, { report, errorCount });
}

/**
 * Where the first byte of `bytes` that is not UTF-8 is (reading it as UTF-8 would put U+FFFD in
 * its place, silently), as the check counts positions: 1-based line and column, the column in
 * UTF-16 units of `text`, the bytes read as UTF-8. Undefined for UTF-8.
 */
export function firstNotUtf8(bytes: Buffer, text: string): (Position & { byte: string }) | undefined {
  if (isUtf8(bytes)) return undefined;
  let offset = 0;
  let line = 1;
  let col = 1;
  for (const char of text) {
    // A U+FFFD written in the file is EF BF BD; one put in place of a broken sequence is not.
    if (char === "\uFFFD" && bytes.readUIntBE(offset, Math.min(3, bytes.length - offset)) !== 0xefbfbd) {
      return { line, col, path: [], byte: `0x${bytes[offset]!.toString(16).toUpperCase().padStart(2, "0")}` };
    }
    offset += Buffer.byteLength(char);
    if (char === "\n") [line, col] = [line + 1, 1];
    else col += char.length;
  }
  return undefined;
}
