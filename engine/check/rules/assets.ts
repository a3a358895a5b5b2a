/**
 * Files: every value the schema types as a file (`#/definitions/asset`), whatever its key, names a
 * real file inside public/; and no symlink under public/ publishes a file of the build machine.
 */
import { withField } from "../locate.ts";
import { say } from "../messages.ts";
import { assetProblem, symlinksUnder } from "../paths.ts";
import { memo } from "../memo.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext } from "../types.ts";

export function assetProblems({ at, options, typed }: RuleContext): Problem[] {
  const { problems, error, fileError } = collector();
  const linkedFiles = new Set<string>();
  const problemOf = memo((value) => assetProblem(value, options.publicDir));
  for (const { path, value } of typed("asset")) {
    if (!value.startsWith("/")) continue;
    const problem = problemOf(value);
    if (!problem) continue;
    const place = withField(at.where(path), at.field(path));
    if (problem.kind === "badEscape") error(at.within(path, problem.escape), say("assetBadEscape", { where: place, file: value }));
    else if (problem.kind === "outside") error(at.value(path), say("assetOutsidePublic", { where: place, file: value }));
    else if (problem.kind === "symlink") error(at.value(path), say("assetSymlink", { where: place, file: value }));
    else if (problem.kind === "missing") error(at.value(path), say("missingAsset", { where: place, file: value }));
    if (problem.kind === "symlink") linkedFiles.add(problem.file);
  }
  // A symlink is published as what it points at (any file of the build machine), named or not.
  for (const link of symlinksUnder(options.publicDir)) {
    if (linkedFiles.has(link)) continue;
    fileError(`public/${link}`, say("publicSymlink", {}));
  }
  return problems;
}
