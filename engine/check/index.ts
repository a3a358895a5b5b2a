/**
 * The check: the text of site.yaml → the validated site and every problem at its node, in plain
 * Korean. Build-time only (yaml, ajv, node:fs); the browser never receives it. The stages:
 *   parse.ts          text → data, with positions and limits (a syntax error stops here)
 *   locate.ts         data path → line and column, and → words for the editor
 *   schema-errors.ts  the schema's errors → messages
 *   rules/            what the schema cannot say, one file per concern, each a Rule: context → problems
 *   warnings.ts       content that works but hurts search, sharing or accessibility
 *   messages.ts       the one catalogue of every text the check prints (engine/core/particles.ts: 이/가, 을/를…)
 * and under them all types.ts, the types they share, which imports nothing from the check.
 */
import type { Site } from "../../src/manifest/site.types.ts";
import { imageProblems } from "../images/picture-rules.ts";
import { Locator } from "./locate.ts";
import { parse } from "./parse.ts";
import { sortProblems, unique } from "./problem.ts";
import { assetProblems } from "./rules/assets.ts";
import { ruleContext } from "./rules/context.ts";
import { factConflicts, factMeanings, factProblems } from "./rules/facts.ts";
import { formProblems } from "./rules/form.ts";
import { idProblems } from "./rules/ids.ts";
import { linkProblems } from "./rules/links.ts";
import { pathProblems } from "./rules/routes.ts";
import { rhythmWarnings } from "./rules/rhythm.ts";
import { tableProblems } from "./rules/tables.ts";
import { textProblems } from "./rules/tokens.ts";
import { SCHEMA, schemaProblems } from "./schema-errors.ts";
import type { CheckOptions, Problem, Rule, Said } from "./types.ts";
import { contentWarnings } from "./warnings.ts";

export { formatProblems } from "./problem.ts";
export type { CheckOptions, PathSeg, Problem, Severity, Voice } from "./types.ts";

/**
 * What the schema cannot say, each rule one concern, in the order their problems are listed when
 * two are at the same place. They also run on a manifest with schema errors, so one check shows
 * every problem.
 */
const RULES: Rule[] = [pathProblems, idProblems, textProblems, linkProblems, assetProblems, tableProblems, formProblems, imageProblems, factProblems, factMeanings];
/** Content that works but hurts search, sharing or accessibility: only once the errors are fixed, one thing at a time for the person editing. */
const WARNINGS: Rule[] = [contentWarnings, factConflicts, rhythmWarnings];

export interface CheckResult {
  /** The validated manifest; absent when there is any error. */
  site?: Site;
  /**
   * The data as read, the schema's defaults filled in, even when it has problems (the studio edits
   * and previews it); absent when the YAML itself cannot be read.
   */
  data?: unknown;
  problems: Problem[];
  /** With `site`: page path → the 1-based line where each of its blocks starts (for the live preview). */
  blockLines?: Record<string, number[]>;
}

/** Parses and validates `source` (the text of site.yaml), its messages in `options.voice`. */
export function check(source: string, options: CheckOptions): CheckResult {
  const result = checkIn(source, options);
  // Each message in the one voice asked for: the studio's words, where the catalogue has them, or the file's.
  const studio = options.voice === "studio";
  result.problems = result.problems.map(({ studio: words, ...problem }: Problem & Pick<Said, "studio">) => (studio && words ? { ...problem, ...words } : problem));
  return result;
}

function checkIn(source: string, options: CheckOptions): CheckResult {
  const parsed = parse(source, options.document);
  if (!parsed.ok) return { problems: sortProblems(parsed.problems) };
  const { data, positions } = parsed;
  const at = new Locator(positions, data, source, SCHEMA, options.voice);
  // The schema first: its validator fills in the defaults the rules read.
  const { valid, problems } = schemaProblems(data, at, source);
  const context = ruleContext(data as Site, at, options);
  for (const rule of RULES) problems.push(...rule(context));
  const errors = problems.some((p) => p.severity === "error");
  if (!errors) for (const rule of WARNINGS) problems.push(...rule(context));
  if (!valid || errors) return { data, problems: sortProblems(unique(problems)) };
  const site = data as Site;
  // Only the dev server's live preview reads the lines, and finding them needs the positioned document.
  let blockLines: Record<string, number[]> | undefined;
  return {
    site,
    data,
    problems: sortProblems(unique(problems)),
    get blockLines() {
      return (blockLines ??= Object.fromEntries(site.pages.map((page, i) => [page.path, page.blocks.map((_, j) => at.value(["pages", i, "blocks", j]).line)])));
    },
  };
}
