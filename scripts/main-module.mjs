// Whether a script is the one node was started with. File URLs are decoded before they are
// compared, and both sides are real paths: a project under a folder named in Korean or with a
// space ("/Users/김/우리 홈페이지") has a percent-encoded URL, and a script run through a
// symlink has another path than the one node loaded. Compared raw, `npm run build` there quietly
// did nothing and exited 0.
// Plain JavaScript (types: main-module.d.mts): scripts/prepare-test.mjs uses it before anything is installed.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Whether the module at `url` (its import.meta.url) is the script node was started with (`argv1`). */
export function isMainModule(url, argv1 = process.argv[1]) {
  if (!argv1) return false;
  try {
    return realpathSync(argv1) === realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
