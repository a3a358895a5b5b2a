/** What every stage of the check does with its problems: collects, sorts and prints them (the type is in types.ts). */
import { blankAsWide } from "../../src/dev/screen-width.ts";
import { summaryWords } from "./messages.ts";
import type { Position, Problem, Said } from "./types.ts";

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

/**
 * Problems that cause others, listed before everything else: two pages on one path leave the
 * links to the page whose path was changed without a target, and those say they follow from it.
 */
const CAUSES: ReadonlySet<string> = new Set(["duplicatePath"]);

/** Causes first, then by line and column. */
export function sortProblems(problems: Problem[]): Problem[] {
  const rank = (p: Problem) => (CAUSES.has(p.code) ? 0 : 1);
  return problems.sort((a, b) => rank(a) - rank(b) || a.line - b.line || a.col - b.col);
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
    const frame = frameOf((lines ??= source.split(/\r?\n/))[problem.line - 1] ?? "", problem.col);
    return [
      `${file}:${problem.line}:${problem.col} ${prefix}${problem.message}`,
      `  ${problem.line} | ${frame.text}`,
      // Padded by screen width: a Hangul syllable takes two columns of a terminal, and a tab its own stop.
      `  ${" ".repeat(gutter)} | ${blankAsWide(frame.text.slice(0, frame.caret))}^`,
    ].join("\n");
  });
}

/** Longest line a frame shows whole; a longer one (a pasted page on one line) is cut around the column. */
export const FRAME_WIDTH = 160;

/**
 * The part of `line` a frame shows, and how many characters precede the caret: the whole line when
 * it is short, else FRAME_WIDTH characters around column `col` (1-based, in UTF-16 units as the
 * check counts them), with "…" where it was cut. A 1 MB title printed 1 MB to the terminal.
 */
function frameOf(line: string, col: number): { text: string; caret: number } {
  const at = Math.max(0, col - 1);
  if (line.length <= FRAME_WIDTH) return { text: line, caret: at };
  // A third of the width before the column, the rest after, never past either end; not inside a surrogate pair.
  let start = Math.max(0, Math.min(at - Math.floor(FRAME_WIDTH / 3), line.length - FRAME_WIDTH));
  let end = start + FRAME_WIDTH;
  if (/[\uDC00-\uDFFF]/.test(line[start] ?? "")) start++;
  if (/[\uDC00-\uDFFF]/.test(line[end] ?? "")) end++;
  const before = start > 0 ? "…" : "";
  return { text: before + line.slice(start, end) + (end < line.length ? "…" : ""), caret: before.length + at - start };
}
