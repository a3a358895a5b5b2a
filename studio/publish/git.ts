/**
 * Studio server only: the one door to the `git` program. Publishing uses plain git, whatever the
 * host (GitHub, GitLab, Gitea, a bare repository on the company's server), so it runs the git
 * that is installed, through execFile (no shell: a value is never read as a command), and never
 * re-implements it.
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
