/**
 * Studio server only: the one door to the `git` program. Publishing uses plain git, whatever the
 * host (GitHub, GitLab, Gitea, a bare repository on the company's server), so it runs the git
 * that is installed, through execFile (no shell: a value is never read as a command), and never
 * re-implements it. No value is read as an option either: every call puts `--end-of-options`
 * before the revisions, remotes and refs it names (git 2.30 and later take it everywhere; `open`
 * checks), and the remote and branch of the command line are checked before git sees them
 * (`--remote=--upload-pack=CMD` had git fetch run CMD).
 */
import { execFile } from "node:child_process";

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
    readonly code: number | string | undefined,
  ) {
    super(`git ${args[0]}: ${stderr.trim() || `exit ${code}`}`);
  }
}

export interface GitRun {
  /** Extra environment (author, a temporary index); the rest is the server's own. */
  env?: Record<string, string>;
  /** Text written to git's standard input. */
  input?: string;
}

/** Runs `git args` in `cwd`; resolves with its standard output, rejects with a GitError. */
export function git(cwd: string, args: string[], run: GitRun = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      // Paths as written (a Korean file name is not octal-escaped); no pager, no editor.
      ["-c", "core.quotepath=false", "-c", "core.editor=true", ...args],
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        // Never wait on a password prompt: a push without credentials fails at once, with its reason.
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", SSH_ASKPASS: "", GIT_SSH_COMMAND: process.env.GIT_SSH_COMMAND ?? "ssh -o BatchMode=yes", LC_ALL: "C", ...run.env },
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(args, stderr, (error as NodeJS.ErrnoException).code));
        else resolve(stdout);
      },
    );
    if (run.input !== undefined) child.stdin!.end(run.input);
  });
}

/** `git args`, or undefined when git exits with an error (a ref that does not exist). */
export async function gitMaybe(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return await git(cwd, args);
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** The oldest git whose every command used here takes `--end-of-options` (rev-parse learned it in 2.30). */
export const MIN_GIT: readonly [number, number] = [2, 30];

/** Why the installed git is too old, in Korean; undefined when it will do. */
export async function gitVersionProblem(): Promise<string | undefined> {
  const version = /git version (\d+)\.(\d+)/.exec(await git(".", ["--version"]))?.slice(1).map(Number);
  const [major, minor] = version ?? [0, 0];
  if (major! > MIN_GIT[0] || (major === MIN_GIT[0] && minor! >= MIN_GIT[1])) return undefined;
  return `git ${MIN_GIT.join(".")} 이상이 필요합니다(설치된 git: ${version ? version.join(".") : "알 수 없음"}). 서버의 git을 새 버전으로 올려 주세요.`;
}

/**
 * Why `name` cannot be the remote's (`kind` "remote") or the branch's name publishing uses, in
 * Korean; undefined when it can. Each part (a branch may have several, "release/site") starts with
 * a letter or a digit and holds letters, digits, ".", "_" and "-": never an option ("--upload-pack=…"),
 * a path or anything git itself refuses ("..", "x.lock").
 */
export function refNameProblem(kind: "remote" | "branch", name: string): string | undefined {
  const parts = kind === "remote" ? [name] : name.split("/");
  const fine = parts.every((part) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(part) && !part.includes("..") && !/(\.lock|\.)$/.test(part));
  if (fine) return undefined;
  return kind === "remote"
    ? `--remote ${name}: 원격 저장소 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 영문이나 숫자로 시작합니다 (예: origin).`
    : `--branch ${name}: 브랜치 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 /로 나눈 각 부분을 영문이나 숫자로 시작합니다 (예: main, release/site).`;
}
