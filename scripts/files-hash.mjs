// A hash of files by their paths and contents, for the caches and builds that are made again when
// their code changes: the studio server's build (scripts/studio.mjs) and the bundles the studio makes
// as it starts (studio/dev/bundles.ts). Plain JavaScript: `npm run studio` uses it before any
// TypeScript can run.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** A hash of every file under `paths` (folders and files, relative to `dir`; one that is not there counts as nothing). */
export function filesHash(dir, paths) {
  const hash = createHash("sha256");
  const add = (path) => {
    const full = join(dir, path);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(full).sort()) add(join(path, entry));
    else hash.update(relative(dir, full)).update("\0").update(readFileSync(full)).update("\0");
  };
  for (const path of paths) add(path);
  return hash.digest("hex");
}
