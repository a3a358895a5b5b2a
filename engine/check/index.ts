/**
 * The check: the text of site.yaml → the validated site and every problem at its node, in plain
 * Korean. Build-time only (yaml, ajv, node:fs); the browser never receives it. The stages:
 *   parse.ts          text → data, with positions and limits (a syntax error stops here)
 *   locate.ts         data path → line and column, and → words for the editor
 *   schema-errors.ts  the schema's errors → messages
 *   rules/            what the schema cannot say, one file per concern
 *   warnings.ts       content that works but hurts search, sharing or accessibility
 *   messages.ts       the one catalogue of every text the check prints
 */
import type { Site } from "../../src/manifest/site.types.ts";
import { imageProblems } from "../images/check.ts";
import { Locator } from "./locate.ts";
import { parse } from "./parse.ts";
import { sortProblems, unique, type Problem } from "./problem.ts";
import { assetProblems } from "./rules/assets.ts";
import { ruleContext, type CheckOptions } from "./rules/context.ts";
import { factConflicts, factProblems } from "./rules/facts.ts";
import { formProblems } from "./rules/form.ts";
import { idProblems } from "./rules/ids.ts";
import { linkProblems } from "./rules/links.ts";
import { pathProblems } from "./rules/paths.ts";
import { tableProblems } from "./rules/tables.ts";
import { textProblems } from "./rules/tokens.ts";
import { SCHEMA, schemaProblems } from "./schema-errors.ts";
import { contentWarnings } from "./warnings.ts";

export type { CheckOptions } from "./rules/context.ts";
export { formatProblems, type Problem, type Severity } from "./problem.ts";
export type { PathSeg } from "./locate.ts";

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

/** Parses and validates `source` (the text of site.yaml). */
export function check(source: string, options: CheckOptions): CheckResult {
  const parsed = parse(source, options.document);
  if (!parsed.ok) return { problems: sortProblems(parsed.problems) };
  const { data, positions } = parsed;
  const at = new Locator(positions, data, source, SCHEMA);
  const { valid, problems } = schemaProblems(data, at, source);

  // The rules also run on a manifest with schema errors, so one check shows every problem.
  const context = ruleContext(data as Site, at, options);
  const ids = idProblems(context);
  problems.push(
    ...pathProblems(context),
    ...ids.problems,
    ...textProblems(context),
    ...linkProblems(context, ids.pageIds),
    ...assetProblems(context),
    ...tableProblems(context),
    ...formProblems(context),
    ...imageProblems(context.site, at, options.publicDir),
    ...factProblems(context.site, at),
  );
  const errors = problems.some((p) => p.severity === "error");
  // Warnings only once the errors are fixed: one thing at a time for the person editing.
  if (!errors) problems.push(...contentWarnings(context.site, at), ...factConflicts(context.site, at, context.year));
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
