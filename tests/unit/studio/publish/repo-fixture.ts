/**
 * A bare repository as the remote, a developer's clone of it and the studio's working copy, in a
 * temporary folder: publishing is tested against real git, with no network.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SITE = readFileSync(new URL("../../../../site.yaml", import.meta.url), "utf8");

export interface Repos {
  root: string;
  remote: string;
  dev: string;
  studio: string;
  data: string;
  /** git in one of the folders, as a developer (자동 테스트 <dev@example.com>). */
  git(cwd: string, ...args: string[]): string;
  /** A developer commits `files` in their clone and pushes. */
  devPush(files: Record<string, string>, message: string): void;
  cleanup(): void;
}

/** `withPublic`: the project's public/ is committed too, so the real site.yaml passes the check. */
export function makeRepos(files: Record<string, string> = { "site.yaml": SITE }, withPublic = false): Repos {
  const root = mkdtempSync(join(tmpdir(), "publish-test-"));
  const remote = join(root, "remote.git");
  const dev = join(root, "dev");
  const studio = join(root, "studio");
  const data = join(root, "data");
  mkdirSync(data);
  const env = { ...process.env, GIT_AUTHOR_NAME: "개발자", GIT_AUTHOR_EMAIL: "dev@example.com", GIT_COMMITTER_NAME: "개발자", GIT_COMMITTER_EMAIL: "dev@example.com" };
  const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, env, encoding: "utf8" });
  git(root, "init", "-q", "--bare", "-b", "main", remote);
  mkdirSync(dev);
  git(dev, "init", "-q", "-b", "main");
  git(dev, "remote", "add", "origin", remote);
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dev, path, ".."), { recursive: true });
      writeFileSync(join(dev, path), text);
    }
  };
  write(files);
  if (withPublic) cpSync(new URL("../../../../public", import.meta.url), join(dev, "public"), { recursive: true });
  git(dev, "add", "-A");
  git(dev, "commit", "-q", "-m", "처음");
  git(dev, "push", "-q", "origin", "HEAD:main");
  git(root, "clone", "-q", remote, studio);
  return {
    root,
    remote,
    dev,
    studio,
    data,
    git,
    devPush(files, message) {
      git(dev, "pull", "-q", "--ff-only", "origin", "main");
      write(files);
      git(dev, "add", "-A");
      git(dev, "commit", "-q", "-m", message);
      git(dev, "push", "-q", "origin", "HEAD:main");
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
