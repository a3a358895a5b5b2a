import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { siteEngine } from "../../../../studio/publish/engine.ts";
import { checkSource } from "../../../../studio/server/check.ts";
import { copyProject, linkPackages } from "../../../project.ts";

const folder = mkdtempSync(join(tmpdir(), "site-engine-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const git = (cwd: string, ...args: string[]) => execFileSync("git", ["-c", "user.name=개발자", "-c", "user.email=dev@example.com", ...args], { cwd, encoding: "utf8" }).trim();

it("a version is checked by its own code, with its own packages installed once per package-lock.json", async () => {
  const repo = join(folder, "work");
  mkdirSync(repo);
  copyProject(repo);
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "처음");
  const installs: string[] = [];
  const engine = siteEngine({ repo, dataDir: join(folder, "data"), log: () => undefined, install: async (dir) => void (installs.push(dir), linkPackages(dir)) });
  const draft = readFileSync(join(repo, "site.yaml"), "utf8").replace("baseUrl: https://www.example.com", "baseUrl: ftp://www.example.com");
  const said = (problems: { code: string; message: string }[]) => problems.filter((p) => p.code === "httpsOnly").map((p) => p.message.replace(/^.*은 쓸 수 없습니다\. /, ""));
  // A developer's commit changes the check's words: the version on it is checked by them, though the server's code says the old.
  const before = "검색 결과와 공유에 쓰이는 주소라 https://로 시작하는 전체 주소만 씁니다 (예: https://www.example.com).";
  expect(said(checkSource(draft, join(repo, "public")).problems)).toEqual([before]);
  const messages = join(repo, "engine/check/messages.ts");
  writeFileSync(messages, readFileSync(messages, "utf8").replace("https://로 시작하는 전체 주소만 씁니다", "https://로 시작하는 주소만 받습니다"));
  git(repo, "commit", "-q", "-am", "검사의 말");
  const after = "검색 결과와 공유에 쓰이는 주소라 https://로 시작하는 주소만 받습니다 (예: https://www.example.com).";
  expect(said(await engine.check(git(repo, "rev-parse", "HEAD"), draft, []))).toEqual([after]);
  expect(installs).toHaveLength(1);

  // A new package-lock.json: its packages are installed for it (the old lock's stay, for a version that has it).
  writeFileSync(join(repo, "package-lock.json"), `${readFileSync(join(repo, "package-lock.json"), "utf8")}\n`);
  git(repo, "commit", "-q", "-am", "패키지");
  expect(said(await engine.check(git(repo, "rev-parse", "HEAD"), draft, []))).toEqual([after]);
  expect(installs).toHaveLength(2);
  // Two checks, each a node process and git's checkout of the project: 11 s at a load average of 19, over 30 s at 41.
}, 120_000);
