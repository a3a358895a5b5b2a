/**
 * The build's file handling around dist/: the folders a build stages its work in, the copy of
 * public/ it publishes, and the swap that puts a finished build in place of the last one.
 */
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { copyFile, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { isHiddenPath, isPublicKind } from "../hosting";

/** A name part of this process's own: its id and a random part ("1234-89abcdef"). */
const ownId = () => `${process.pid}-${randomBytes(4).toString("hex")}`;

/**
 * Where one build stages its work beside `out`: names of its own (process id and a random part),
 * so two builds at once never write into each other's folders.
 */
export function stagingDirs(out: string) {
  const id = ownId();
  return { next: `${out}.next-${id}`, ssr: `${out}.ssr-${id}`, public: `${out}.public-${id}` };
}

/**
 * Clears up after builds killed before their end, beside `out`: when `out` itself is missing (a
 * build killed between the swap's two renames), the last whole build it set aside (dist.old-*)
 * goes back in its place; then the folders such builds left are removed, the staging folders of
 * stagingDirs and any other old build. Those of a live build are never touched. Returns the names
 * removed and the one put back.
 */
export async function removeLeftovers(out: string, { warn = console.warn }: { warn?: (line: string) => void } = {}): Promise<{ removed: string[]; restored?: string }> {
  const dir = dirname(out);
  const left = await leftoversBeside(out);
  let restored: string | undefined;
  if (left.some((folder) => folder.kind === "old")) {
    // Under the swap's lock: a build swapping in now finds `out` as this leaves it.
    await withLock(`${out}.lock`, warn, async () => {
      if (await lstat(out).then(() => true, () => false)) return;
      const newest = left.filter((folder) => folder.kind === "old").sort((a, b) => b.made - a.made)[0]!;
      await rename(join(dir, newest.name), out);
      restored = newest.name;
    });
  }
  const removed = left.map((folder) => folder.name).filter((name) => name !== restored);
  await Promise.all(removed.map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return { removed, restored };
}

/** The folders beside `out` whose build no longer runs: what each holds (a staging folder's kind, or "old"), and when it was made or set aside (ctime, ms). */
async function leftoversBeside(out: string): Promise<{ name: string; kind: string; made: number }[]> {
  const dir = dirname(out);
  const prefix = `${basename(out)}.`;
  const names = await readdir(dir).catch(() => [] as string[]);
  const left: { name: string; kind: string; made: number }[] = [];
  for (const name of names) {
    const [, kind, pid] = (name.startsWith(prefix) && /^(next|ssr|public|old)-(\d+)-[0-9a-f]{8}$/.exec(name.slice(prefix.length))) || [];
    if (!kind || Number(pid) === process.pid) continue;
    // A folder is made (or, dist.old-*, renamed) by its build after the build started: its ctime,
    // which a rename sets too, tells a reused PID.
    const made = await stat(join(dir, name)).then((s) => s.ctimeMs, () => Date.now());
    if ((await processState(Number(pid), made)) !== "live") left.push({ name, kind, made });
  }
  return left;
}

/**
 * Copies the files of `from` (public/) to `to`, never following a symbolic link: a link, to a
 * file or a folder, is not copied at all (git stores links, so one commit could otherwise publish
 * the build machine's files). Dotfiles and dot-folders (.env, .DS_Store, .git/) are not copied
 * either, except .well-known/, nor a file of a kind the site does not publish (an HTML page: the
 * check names it, engine/hosting/policy.ts: PUBLIC_EXTENSIONS), nor one `keep` refuses (its path
 * relative to `from`). Returns the paths left out, relative to `from`.
 */
export async function copyPublic(from: string, to: string, keep: (path: string) => boolean = () => true): Promise<string[]> {
  const skipped: string[] = [];
  const rootStat = await lstat(from).catch(() => undefined);
  if (!rootStat?.isDirectory()) return rootStat ? [from] : [];
  const walk = async (relative: string) => {
    await mkdir(join(to, relative), { recursive: true });
    // withFileTypes reports a link as a link (lstat), never as what it points to.
    const entries: Dirent[] = await readdir(join(from, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (isHiddenPath(entry.isDirectory() ? `${path}/` : path) || !(entry.isFile() || entry.isDirectory()) || (entry.isFile() && !(isPublicKind(path) && keep(path)))) skipped.push(path);
      else if (entry.isDirectory()) await walk(path);
      else await copyFile(join(from, path), join(to, path));
    }
  };
  await walk("");
  return skipped;
}

/** Waits `ms` milliseconds. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether process `pid` runs (one of another user's answers EPERM, and runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** When process `pid` started, in ms since the epoch, from /proc (Linux); undefined where that cannot be read. */
async function startedAt(pid: number): Promise<number | undefined> {
  const [own, system] = await Promise.all([readFile(`/proc/${pid}/stat`, "utf8"), readFile("/proc/stat", "utf8")]).catch(() => []);
  // The 22nd field, counted after the command's closing parenthesis (a command may hold spaces):
  // clock ticks since boot, 100 a second for every Linux program (USER_HZ).
  const ticks = Number(own?.slice(own.lastIndexOf(")") + 2).split(" ")[19]);
  const boot = Number(/^btime (\d+)$/m.exec(system ?? "")?.[1]);
  return ticks > 0 && boot > 0 ? boot * 1000 + ticks * 10 : undefined;
}

/**
 * What process `pid`, named by a lock or a staging folder made at `madeAt` (ms), is now: "live"
 * while it may be the build that made it; "gone"; "reused" when it started after that (a PID is
 * reused: the build was killed and another program got its number); "other" when it is not
 * node. Linux tells the last two through /proc; elsewhere a running process counts as live, the
 * safe side.
 */
export async function processState(pid: number, madeAt: number): Promise<"live" | "gone" | "reused" | "other"> {
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return "gone";
  // /proc/stat's boot time is in whole seconds: two seconds of slack. Trusted only when it gives
  // this process's own start as Node knows it, so a clock read wrong never takes a live build's lock.
  const [started, self] = await Promise.all([startedAt(pid), startedAt(process.pid)]);
  const trusted = self !== undefined && Math.abs(self - performance.timeOrigin) < 2000;
  if (trusted && started !== undefined && started > madeAt + 2000) return "reused";
  const command = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => undefined);
  if (command !== undefined && !/^node/.test(basename(command.split("\0")[0] ?? ""))) return "other";
  return "live";
}

/** How long a lock may stay without its owner's PID (it is written just after the folder is made) before it is taken for a killed build's. */
export const EMPTY_LOCK_MS = 5_000;

/** What the terminal is told about the lock, in Korean. */
const lockWords = {
  waiting: (lock: string, pid: number) => `${basename(lock)}: 다른 빌드(프로세스 ${pid})가 쓰는 중이라 끝나기를 기다립니다.`,
  stale: (lock: string, why: string) => `${basename(lock)}: 중단된 빌드가 남긴 잠금입니다(${why}). 지우고 이어서 빌드합니다.`,
  empty: "프로세스 번호 없이 비어 있음",
  gone: (pid: number) => `프로세스 ${pid}: 이미 끝남`,
  reused: (pid: number) => `프로세스 ${pid}: 잠금보다 나중에 시작된 다른 프로그램`,
  other: (pid: number) => `프로세스 ${pid}: 지금은 빌드가 아닌 다른 프로그램`,
};

/** Why the lock folder `lock` is stale, in words (no `why` while it may be a live build's), and its owner when known. */
async function staleness(lock: string): Promise<{ why?: string; owner?: number }> {
  const pidFile = join(lock, "pid");
  const owner = Number((await readFile(pidFile, "utf8").catch(() => "")).trim());
  if (owner) {
    const state = await processState(owner, await stat(pidFile).then((s) => s.ctimeMs, () => Date.now()));
    return state === "live" ? { owner } : { why: lockWords[state](owner) };
  }
  const made = await stat(lock).then((s) => s.mtimeMs, () => undefined);
  if (made === undefined) return {};
  return Date.now() - made > EMPTY_LOCK_MS ? { why: lockWords.empty } : {};
}

/**
 * Runs `task` holding the lock folder `lock` (mkdir is atomic: only one process creates it).
 * A lock a killed build left (its process gone, its PID now another program's, or no PID at
 * all after a few seconds) is said so and taken over. Taking over happens under a second lock,
 * `<lock>.takeover`, and looks again there: two builds that both find the lock stale never
 * remove one that a third has just made.
 */
async function withLock<T>(lock: string, warn: (line: string) => void, task: () => Promise<T>): Promise<T> {
  let told: number | undefined;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const state = await staleness(lock);
    if (state.why !== undefined) await takeOver(lock, warn);
    else {
      if (state.owner !== undefined && told !== state.owner) warn(lockWords.waiting(lock, (told = state.owner)));
      await sleep(50);
    }
  }
  try {
    await writeFile(join(lock, "pid"), String(process.pid));
    return await task();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Removes the stale lock `lock`, if it is still stale once this process alone may remove it. */
async function takeOver(lock: string, warn: (line: string) => void): Promise<void> {
  const guard = `${lock}.takeover`;
  try {
    await mkdir(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another build is taking it over; a guard left by one killed right here is cleared after a while.
    const made = await stat(guard).then((s) => s.mtimeMs, () => Date.now());
    if (Date.now() - made > EMPTY_LOCK_MS) await rm(guard, { recursive: true, force: true });
    else await sleep(50);
    return;
  }
  try {
    const { why } = await staleness(lock);
    if (why === undefined) return;
    warn(lockWords.stale(lock, why));
    await rm(lock, { recursive: true, force: true });
  } finally {
    await rm(guard, { recursive: true, force: true });
  }
}

/**
 * Puts the finished build `staged` in place of `out`. It takes two renames (out aside, staged in);
 * if the second fails, the first is undone, so `out` is never left missing. Builds that finish
 * at once take turns (a lock beside `out`); `warn` hears about waiting and a stale lock.
 * `renameFile` is for tests.
 */
export async function swapIn(
  staged: string,
  out: string,
  { renameFile = rename, warn = console.warn }: { renameFile?: (from: string, to: string) => Promise<void>; warn?: (line: string) => void } = {},
): Promise<void> {
  const old = `${out}.old-${ownId()}`;
  await withLock(`${out}.lock`, warn, async () => {
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
