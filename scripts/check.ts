/**
 * `npm run check`: validates site.yaml and prints each problem as site.yaml:LINE:COL with a frame.
 * Exit 1 on any error; warnings (search, sharing, accessibility) do not fail unless `--strict`.
 * In CI (CI=true) each problem is printed again as a code-host annotation, shown inline on the file.
 * `--studio` prints the problems as JSON instead, in the studio's words, each with its data path:
 * how the studio server asks the code of a version being published (studio/publish/engine.ts).
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { summaryWords } from "../engine/check/messages";
import { readSite } from "../engine/check/read";
import type { Problem } from "../engine/check/index";
import { isMainModule } from "./main-module.mjs";

/** The project root; a bundle of this file (scripts/run-check.mjs) lives elsewhere and passes it. */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export interface CheckOutput {
  code: 0 | 1;
  stdout: string;
  stderr: string;
}

/** Runs the check for command-line `args` in environment `env`; returns what the command prints. */
export function check(args: string[], env: NodeJS.ProcessEnv, root = projectRoot): CheckOutput {
  const { values, positionals } = parseArgs({ args, options: { strict: { type: "boolean", default: false }, studio: { type: "boolean", default: false } }, allowPositionals: true, strict: false });
  const strict = values.strict === true;
  const file = positionals[0] ?? env.SITE_MANIFEST ?? "site.yaml";
  const { report, problems, site } = readSite(root, file, values.studio === true ? "studio" : undefined);
  if (values.studio === true) return { code: problems.some((p) => p.severity === "error") ? 1 : 0, stdout: `${JSON.stringify({ problems })}\n`, stderr: "" };
  const stdout: string[] = [];
  const stderr: string[] = [];

  if (report) stderr.push(report + "\n");
  if (env.CI === "true") for (const p of problems) stdout.push(annotation(p, file, strict));

  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  if (errors > 0 || (strict && warnings > 0)) {
    stderr.push(summaryWords.failed(file, errors, warnings, strict));
    return { code: 1, stdout: lines(stdout), stderr: lines(stderr) };
  }
  stdout.push(summaryWords.passed(file, site?.pages.length ?? 0, warnings));
  return { code: 0, stdout: lines(stdout), stderr: lines(stderr) };
}

/** `::error file=…,line=…,col=…::message`, the annotation format GitHub-style CI hosts read. */
export function annotation(problem: Problem, path: string, strict: boolean): string {
  const level = problem.severity === "error" || strict ? "error" : "warning";
  const message = problem.message.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  // A problem in another file (a symlink under public/) is annotated on that file, without a line.
  if (problem.file) return `::${level} file=${problem.file}::${message}`;
  return `::${level} file=${path},line=${problem.line},col=${problem.col}::${message}`;
}

const lines = (list: string[]) => list.map((l) => `${l}\n`).join("");

if (isMainModule(import.meta.url)) {
  const { code, stdout, stderr } = check(process.argv.slice(2), process.env);
  process.stderr.write(stderr);
  process.stdout.write(stdout);
  process.exit(code);
}
