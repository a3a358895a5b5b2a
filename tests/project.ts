/** A copy of this project in another folder, as a test's working copy or fresh checkout. */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * Copies the project's files that git tracks, as they are in the checkout now (uncommitted changes
 * included), into `dir`: its code and content, without its docs and tests (two thirds of its bytes).
 */
export function copyProject(dir: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--", ".", ":!docs", ":!tests"], { cwd: projectRoot, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(projectRoot, file))) continue; // deleted, not yet committed
    mkdirSync(join(dir, file, ".."), { recursive: true });
    cpSync(join(projectRoot, file), join(dir, file), { verbatimSymlinks: true });
  }
}

/**
 * `dir/node_modules` as a folder of links to this checkout's packages: an install in no time. A
 * folder of its own, not one link to the whole, so that its caches (.cache/) stay the copy's.
 */
export function linkPackages(dir: string): void {
  const from = join(projectRoot, "node_modules");
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  for (const name of readdirSync(from)) {
    if (name !== ".cache" && name !== ".package-lock.json") symlinkSync(join(from, name), join(dir, "node_modules", name));
  }
}
