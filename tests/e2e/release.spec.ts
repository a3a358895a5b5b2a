/**
 * `npm run test:release`, not part of npm test (three to six minutes: two real installs and a
 * build from nothing): scripts/studio-release.sh exactly as docs/deploying.md runs it, from a
 * repository to a running server. The release is a clone at the commit, `npm ci` (from the npm
 * registry or its cache), `npm run studio:build`, `npm ci --omit=dev`, and `current` switched to
 * it; its server then starts from `current`, says its version and lets its admin sign in.
 * tests/e2e/production.spec.ts checks the same in npm test, with its installs stood in for by links.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { copyProject, projectRoot } from "../project.ts";
import { makeRepo, signIn, startBuiltStudio } from "./studio-server";

test("scripts/studio-release.sh makes a release from a repository that runs: --version, user add, sign-in", async () => {
  test.setTimeout(900_000);
  const folder = mkdtempSync(join(tmpdir(), "studio-releases-"));
  const source = join(folder, "site.git");
  const dir = join(folder, "opt");
  const data = join(folder, "data");
  const repo = makeRepo();
  const env = { ...process.env, NODE_ENV: "" };
  let server: ChildProcess | undefined;
  try {
    mkdirSync(source);
    copyProject(source);
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=배포", "-c", "user.email=deploy@example.com", ...args], { cwd: source, encoding: "utf8" }).trim();
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "릴리스");
    const commit = git("rev-parse", "--short=12", "HEAD");

    const name = execFileSync("sh", [join(projectRoot, "scripts/studio-release.sh"), dir, source], { encoding: "utf8", env, stdio: ["ignore", "pipe", "inherit"] }).trim().split("\n").pop()!;
    expect(name).toMatch(new RegExp(`^\\d{8}T\\d{6}Z-${commit}$`));
    expect(readlinkSync(join(dir, "current"))).toBe(`releases/${name}`);
    const current = join(dir, "current");
    expect(existsSync(join(current, "node_modules/vite"))).toBe(false);
    const npm = (args: string[], input?: string) => execFileSync("npm", ["run", "-s", "studio", "--", ...args], { cwd: current, encoding: "utf8", env, input });
    expect(npm(["--version"])).toMatch(new RegExp(`^itsite 0\\.1\\.0\\+${commit} \\(`));
    npm(["user", "add", "admin", "--role", "admin", "--data", data], "운영-비밀번호-2026\n");

    const started = startBuiltStudio(current, repo, data, env);
    server = started.server;
    const url = await started.url;
    const cookie = await signIn(url, "admin", "운영-비밀번호-2026");
    const page = await fetch(`${url}/__studio`, { headers: { cookie: `studio_session=${cookie}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>사이트 스튜디오</title>");
  } finally {
    server?.kill("SIGTERM");
    rmSync(folder, { recursive: true, force: true });
    rmSync(join(repo, ".."), { recursive: true, force: true });
  }
});
