/** What every stage of the check reports: a problem at its node, with its data path. */
import { summaryWords, type MessageCode, type Said } from "./messages.ts";
import type { PathSeg, Position } from "./locate.ts";

export type Severity = "error" | "warning";

/** One problem in the manifest. `line` and `col` are 1-indexed, as editors show them. */
export interface Problem {
  severity: Severity;
  /** Its entry in the message catalogue. */
  code: MessageCode;
  line: number;
  col: number;
  /** The data path of the node it points at (["pages", 2, "blocks", 0, "title"]); [] for the file as a whole. */
  path: PathSeg[];
  /** The whole line: what is wrong, then what to do. */
  message: string;
  /** What to do: the end of `message`, for an editor that shows it apart. */
  hint: string;
  /** The file the problem is in, when it is not the manifest (a symlink under public/); line and col are then 0. */
  file?: string;
}

/** Collects a rule's problems: `error(at.value(path), say(...))`. */
export function collector() {
  const problems: Problem[] = [];
  return {
    problems,
    error: (pos: Position, said: Said) => problems.push({ severity: "error", ...pos, ...said }),
    warn: (pos: Position, said: Said) => problems.push({ severity: "warning", ...pos, ...said }),
    /** An error in a file as a whole (one under public/, or the manifest that cannot be read): no line. */
    fileError: (file: string, said: Said) => problems.push({ severity: "error", line: 0, col: 0, path: [], file, ...said }),
  };
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

export function unique(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file ?? ""}:${p.line}:${p.col}:${p.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Each problem as `site.yaml:LINE:COL message` followed by a caret frame under the offending column;
 * a problem in another file as `public/x: message`. The source is split into lines once, and only
 * when a problem needs a line (a clean 1,000-page manifest is 7.6 MB).
 */
export function formatProblems(problems: readonly Problem[], source: string, file = "site.yaml"): string[] {
  let lines: string[] | undefined;
  return problems.map((problem) => {
    const prefix = problem.severity === "warning" ? summaryWords.warning : "";
    if (problem.file) return `${problem.file}: ${prefix}${problem.message}`;
    const gutter = String(problem.line).length;
    return [
      `${file}:${problem.line}:${problem.col} ${prefix}${problem.message}`,
      `  ${problem.line} | ${(lines ??= source.split(/\r?\n/))[problem.line - 1] ?? ""}`,
      `  ${" ".repeat(gutter)} | ${" ".repeat(Math.max(0, problem.col - 1))}^`,
    ].join("\n");
  });
}
