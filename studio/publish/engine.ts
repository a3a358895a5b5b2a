/**
 * Studio server only: the check and the build of a version, run by that version's own code. A
 * publish may carry a developer's change to the engine (a new rule of the check, a new block), so
 * the code that checks a publish, and builds it for --deploy-to, is the code of the commit being
 * published, never the server's own:
 *
 *   DATA/engine/                       a git worktree of the working copy, at the commit in question
 *   DATA/engine/node_modules        -> ../packages/<hash of its package-lock.json>/node_modules
 *   DATA/packages/<hash>/node_modules  that lock's packages (`npm ci`), made once, kept for the next
 *
 * The check runs as `node scripts/run-check.mjs --studio site.yaml` in the worktree, which prints
 * its problems as JSON in the studio's words; the build as `npm run build` (BUILD_OUT_DIR), inside
 * the worktree, where its server render finds the packages, and then moved where it goes. A
 * working copy holding only the content (site.yaml and public/, no package.json) has no engine of
 * its own and cannot change one: the server's check reads it, as it reads the draft.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Problem } from "../../engine/core/problem.ts";
import { checkSource } from "../server/check.ts";
import { git, gitMaybe } from "./git.ts";

export interface SiteEngine {
  /** The problems of `text` as the site.yaml of a commit on `base` that adds `uploads` (paths of the working copy, e.g. public/uploads/a.png). */
  check(base: string, text: string, uploads: string[]): Promise<Problem[]>;
  /** Builds the site of `commit` into `outDir` (absolute, not there yet). */
  build(commit: string, outDir: string): Promise<void>;
}

/** Installs the packages of the package.json and package-lock.json in `dir` into `dir/node_modules`. */
export type Installer = (dir: string) => Promise<void>;

export interface EngineOptions {
  /** The working copy. */
  repo: string;
  /** The server's data folder: the worktree and the packages live there. */
  dataDir: string;
  /** `npm ci` by default (a test links its own packages instead). */
  install?: Installer;
  /** Where an install's and a build's output is written (the server's terminal by default). */
  log?: (text: string) => void;
}

/** A check or build of the working copy's own engine that did not run to the end: its output says why. */
export class EngineError extends Error {}

/** The folder of the packages of a package-lock.json with text `lock`, under the data folder. */
export function packagesDir(dataDir: string, lock: string | Buffer): string {
  return join(dataDir, "packages", createHash("sha256").update(lock).digest("hex").slice(0, 16));
}

export function siteEngine(options: EngineOptions): SiteEngine {
  const { repo, dataDir } = options;
  const dir = join(dataDir, "engine");
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  const install = options.install ?? ((cwd: string) => run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"], cwd, log).then(() => undefined));
  // One version in the worktree at a time: a publish's check waits for a build running beside it.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => undefined);
    return result;
  };
  const ownEngine = async (commit: string) => (await gitMaybe(repo, ["cat-file", "-e", "--end-of-options", `${commit}:package.json`])) !== undefined;

  /** The worktree at `commit`, with its lock's packages. */
  const checkout = async (commit: string) => {
    if (existsSync(join(dir, ".git"))) {
      await git(dir, ["switch", "--quiet", "--detach", "--discard-changes", "--end-of-options", commit]);
      // Whatever the last check or build left (a draft's site.yaml, uploads, caches) goes; the packages stay.
      await git(dir, ["clean", "-ffdxq", "-e", "/node_modules"]);
    } else {
      rmSync(dir, { recursive: true, force: true });
      await git(repo, ["worktree", "prune"]);
      await git(repo, ["worktree", "add", "--quiet", "--detach", "--force", "--end-of-options", dir, commit]);
    }
    const packages = packagesDir(dataDir, readFileSync(join(dir, "package-lock.json")));
    if (!existsSync(packages)) {
      // Installed beside, then renamed: a folder under packages/ is always a whole install.
      const staged = `${packages}.staged-${randomBytes(4).toString("hex")}`;
      mkdirSync(staged, { recursive: true });
      try {
        for (const file of ["package.json", "package-lock.json"]) cpSync(join(dir, file), join(staged, file));
        await install(staged);
        renameSync(staged, packages);
      } finally {
        rmSync(staged, { recursive: true, force: true });
      }
    }
    rmSync(join(dir, "node_modules"), { recursive: true, force: true });
    symlinkSync(join(packages, "node_modules"), join(dir, "node_modules"));
  };

  return {
    async check(base, text, uploads) {
      if (!(await ownEngine(base))) return checkSource(text, join(repo, "public")).problems;
      return serial(async () => {
        await checkout(base);
        writeFileSync(join(dir, "site.yaml"), text);
        for (const path of uploads) {
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          cpSync(join(repo, path), join(dir, path));
        }
        const { stdout } = await run(process.execPath, ["scripts/run-check.mjs", "--studio", "site.yaml"], dir, log, true);
        try {
          return (JSON.parse(stdout) as { problems: Problem[] }).problems;
        } catch {
          throw new EngineError(`이 버전의 검사가 결과를 내지 못했습니다: ${stdout.slice(0, 200)}`);
        }
      });
    },
    build: (commit, outDir) =>
      serial(async () => {
        if (!(await ownEngine(commit))) throw new EngineError("작업 사본에 사이트를 만드는 코드(package.json)가 없어 --deploy-to로 빌드할 수 없습니다.");
        await checkout(commit);
        // Built inside the worktree, where the build's server render finds the packages, then moved.
        const inside = join(dir, "dist-deploy");
        await run("npm", ["run", "-s", "build"], dir, log, false, { BUILD_OUT_DIR: "dist-deploy" });
        try {
          renameSync(inside, outDir);
        } catch (error) {
          // Another file system: a copy, then the original goes.
          if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
          cpSync(inside, outDir, { recursive: true });
          rmSync(inside, { recursive: true, force: true });
        }
      }),
  };
}

/**
 * Runs `command` in `cwd` without the server's NODE_ENV (the studio server's "production" would
 * make npm leave out the build's packages). Resolves with its output; rejects when it fails,
 * unless `anyExit` (the check exits 1 on errors and says so in its output).
 */
function run(command: string, args: string[], cwd: string, log: (text: string) => void, anyExit = false, env: Record<string, string> = {}): Promise<{ stdout: string }> {
  const { NODE_ENV: _, ...rest } = process.env;
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env: { ...rest, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 15 * 60 * 1000 }, (error, stdout, stderr) => {
      if (stderr) log(stderr);
      // What went wrong is in the log, written above in full.
      if (error && !(anyExit && typeof error.code === "number")) return reject(new EngineError(`${command} ${args.join(" ")}: ${typeof error.code === "number" ? `exit code ${error.code}` : error.message}`));
      resolve({ stdout });
    });
  });
}
