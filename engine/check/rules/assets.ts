/**
 * Files: every value the schema types as a file (`#/definitions/asset`), whatever its key, names a
 * real file inside public/; no symlink under public/ publishes a file of the build machine; every
 * file under public/ is of a kind the build publishes (not a page or a script); and no SVG under
 * public/, named or not, can run script or load anything (the build publishes them all).
 */
import { join, relative, resolve, sep } from "node:path";
import { PUBLIC_EXTENSIONS } from "../../../engine/hosting/policy.ts";
import { extensionOf, isPublicKind } from "../../hosting/headers.ts";
import { isSvg, svgFileSafety } from "../../svg/file.ts";
import { withField } from "../locate.ts";
import { say } from "../messages.ts";
import { assetProblem, publicEntries } from "../public-dir.ts";
import { memo } from "../memo.ts";
import { collector } from "../problem.ts";
import type { Problem, RuleContext } from "../types.ts";

export function assetProblems({ at, options, typed }: RuleContext): Problem[] {
  const { problems, error, fileError } = collector();
  const linkedFiles = new Set<string>();
  /** SVG files a value names, relative to public/: their problem is reported there. */
  const namedSvgs = new Set<string>();
  const problemOf = memo((value) => assetProblem(value, options.publicDir));
  const safetyOf = memo((file) => svgFileSafety(join(options.publicDir, file)));
  for (const { path, value } of typed("asset")) {
    if (!value.startsWith("/")) continue;
    const problem = problemOf(value);
    const place = () => withField(at.where(path), at.field(path));
    if (!problem) {
      // As public/'s walk names it: "/./a/../b.svg" is "b.svg".
      const file = relative(options.publicDir, resolve(options.publicDir, `.${decodeURIComponent(value.split(/[?#]/)[0]!)}`)).split(sep).join("/");
      if (!isSvg(file)) continue;
      namedSvgs.add(file);
      const safety = safetyOf(file);
      if (!safety.ok) error(at.value(path), say("unsafeSvg", { where: place(), src: value, reason: safety.reason }));
      continue;
    }
    if (problem.kind === "otherSite") error(at.value(path), say("assetOtherSite", { where: place(), file: value, fixed: `/${value.replace(/^[/\\]+/, "")}` }));
    else if (problem.kind === "folder") error(at.value(path), say("assetFolder", { where: place(), file: value }));
    else if (problem.kind === "badEscape") error(at.within(path, problem.escape), say("assetBadEscape", { where: place(), file: value }));
    else if (problem.kind === "outside") error(at.value(path), say("assetOutsidePublic", { where: place(), file: value }));
    else if (problem.kind === "symlink") error(at.value(path), say("assetSymlink", { where: place(), file: value }));
    else if (problem.kind === "missing") error(at.value(path), say("missingAsset", { where: place(), file: value }));
    if (problem.kind === "symlink") linkedFiles.add(problem.file);
  }
  const { symlinks, files } = publicEntries(options.publicDir);
  // A symlink is published as what it points at (any file of the build machine), named or not.
  for (const link of symlinks) {
    if (linkedFiles.has(link)) continue;
    fileError(`public/${link}`, say("publicSymlink", {}));
  }
  for (const file of files) {
    // The build leaves it out (engine/build/dist-dir.ts: copyPublic), and the site would miss it.
    if (!isPublicKind(file)) fileError(`public/${file}`, say("publicFileKind", { ext: extensionOf(file), allowed: PUBLIC_EXTENSIONS }));
    if (!isSvg(file) || namedSvgs.has(file)) continue;
    const safety = safetyOf(file);
    if (!safety.ok) fileError(`public/${file}`, say("unsafePublicSvg", { reason: safety.reason }));
  }
  return problems;
}
