/** A copy of this project in another folder, as a test's working copy or fresh checkout. */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
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
 * `production`: only the packages `npm ci --omit=dev` installs, those package-lock.json does not
 * mark as development ones (each link brings the package's own nested node_modules with it).
 * `previewCache`: the preview's bundles made for this code are shared (a folder per hash of the
 * code, studio/dev/bundles.ts), so the copy need not make them again.
 */
export function linkPackages(dir: string, { production = false, previewCache = false } = {}): void {
  const from = join(projectRoot, "node_modules");
  const lock = JSON.parse(readFileSync(join(projectRoot, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
  const wanted = (name: string) => !production || (lock.packages[`node_modules/${name}`] !== undefined && lock.packages[`node_modules/${name}`]!.dev !== true);
  const link = (name: string) => {
    mkdirSync(join(dir, "node_modules", name, ".."), { recursive: true });
    symlinkSync(join(from, name), join(dir, "node_modules", name));
  };
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === ".cache" || name === ".package-lock.json" || (production && name === ".bin")) continue;
    const names = name.startsWith("@") ? readdirSync(join(from, name)).map((inner) => `${name}/${inner}`) : [name];
    for (const each of names.filter(wanted)) link(each);
  }
  if (previewCache) {
    mkdirSync(join(from, ".cache/studio-preview"), { recursive: true });
    link(".cache/studio-preview");
  }
}
