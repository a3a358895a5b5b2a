/**
 * The build's file handling around dist/: the folders a build stages its work in, the copy of
 * public/ it publishes, and the swap that puts a finished build in place of the last one.
 */
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { copyFile, lstat, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isHiddenPath } from "../hosting";

/**
 * Where one build stages its work beside `out`: names of its own (process id and a random part),
 * so two builds at once never write into each other's folders.
 */
export function stagingDirs(out: string) {
  const id = `${process.pid}-${randomBytes(4).toString("hex")}`;
  return { next: `${out}.next-${id}`, ssr: `${out}.ssr-${id}`, public: `${out}.public-${id}` };
}

/**
 * Copies the files of `from` (public/) to `to`, never following a symbolic link: a link, to a
 * file or a folder, is not copied at all (git stores links, so one commit could otherwise publish
 * the build machine's files). Dotfiles and dot-folders (.env, .DS_Store, .git/) are not copied
 * either, except .well-known/. Returns the paths left out, relative to `from`.
 */
export async function copyPublic(from: string, to: string): Promise<string[]> {
  const skipped: string[] = [];
  const rootStat = await lstat(from).catch(() => undefined);
  if (!rootStat?.isDirectory()) return rootStat ? [from] : [];
  const walk = async (relative: string) => {
    await mkdir(join(to, relative), { recursive: true });
    // withFileTypes reports a link as a link (lstat), never as what it points to.
    const entries: Dirent[] = await readdir(join(from, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (isHiddenPath(entry.isDirectory() ? `${path}/` : path) || !(entry.isFile() || entry.isDirectory())) skipped.push(path);
      else if (entry.isDirectory()) await walk(path);
      else await copyFile(join(from, path), join(to, path));
    }
  };
  await walk("");
  return skipped;
}

/** Waits `ms` milliseconds. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether process `pid` is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `task` holding the lock folder `lock` (mkdir is atomic: only one process creates it).
 * A lock left by a process that no longer runs is taken over.
 */
async function withLock<T>(lock: string, task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(await readFile(join(lock, "pid"), "utf8").catch(() => ""));
      if (owner && !isRunning(owner)) await rm(lock, { recursive: true, force: true });
      else await sleep(50);
    }
  }
  try {
    await writeFile(join(lock, "pid"), String(process.pid));
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Puts the finished build `staged` in place of `out`. It takes two renames (out aside, staged in);
 * if the second fails, the first is undone, so `out` is never left missing. Builds that finish
 * at once take turns (a lock beside `out`). `renameFile` is for tests.
 */
export async function swapIn(staged: string, out: string, renameFile: (from: string, to: string) => Promise<void> = rename): Promise<void> {
  const old = `${out}.old-${process.pid}-${randomBytes(4).toString("hex")}`;
  await withLock(`${out}.lock`, async () => {
    const hadOut = await lstat(out).then(() => true, () => false);
    if (hadOut) await renameFile(out, old);
    try {
      await renameFile(staged, out);
    } catch (error) {
      if (hadOut) await renameFile(old, out);
      throw error;
    }
  });
  await rm(old, { recursive: true, force: true });
}
