/**
 * The studio server as a company runs it (docs/deploying.md, "The studio server"): a fresh copy of
 * the project, built by `npm run studio:build`, with production packages only, runs `npm run
 * studio -- --version`, `user add` and the server itself (as its systemd unit does: node
 * scripts/studio.mjs), and a browser signs in and opens the studio.
 * The release script's two installs are stood in for by links to this checkout's packages: all of
 * them before the build (`npm ci`), then only those `npm ci --omit=dev` installs (the ones
 * package-lock.json does not mark as development packages). Vite, tsx and the rest are not there to
 * be found, so anything the built server still needed from them would fail here.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { copyProject, linkPackages } from "../project.ts";
import { makeRepo, startBuiltStudio } from "./studio-server";

test("a fresh copy built by studio:build runs with production packages only: --version, user add, sign-in, the studio", async ({ browser }) => {
  test.setTimeout(300_000);
  const folder = mkdtempSync(join(tmpdir(), "studio-release-"));
  const app = join(folder, "app");
  const data = join(folder, "data");
  const repo = makeRepo();
  const run = (args: string[], input?: string) => execFileSync("npm", ["run", "-s", ...args], { cwd: app, encoding: "utf8", input, env: { ...process.env, NODE_ENV: "" } });
  let server: ChildProcess | undefined;
  try {
    mkdirSync(app);
    copyProject(app);
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=배포", "-c", "user.email=deploy@example.com", ...args], { cwd: app });
    git("init", "-q", "-b", "main");
    git("add", "-A");
    git("commit", "-q", "-m", "릴리스");
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: app, encoding: "utf8" }).trim();

    linkPackages(app, { previewCache: true });
    run(["studio:build"]);
    rmSync(join(app, "node_modules"), { recursive: true });
    linkPackages(app, { production: true });
    for (const devOnly of ["vite", "tsx", "rolldown", "typescript"]) expect(existsSync(join(app, "node_modules", devOnly)), devOnly).toBe(false);

    expect(run(["studio", "--", "--version"])).toMatch(new RegExp(`^itsite 0\\.1\\.0\\+${commit} \\(\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z 빌드\\)\\n$`));
    expect(run(["studio", "--", "user", "add", "admin", "--role", "admin", "--data", data], "운영-비밀번호-2026\n")).toContain("admin 계정을 관리자(admin)로 만들었습니다.");

    const started = startBuiltStudio(app, repo, data, { ...process.env, NODE_ENV: "" });
    server = started.server;
    const url = await started.url;

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${url}/__studio`);
    await page.getByLabel("아이디").fill("admin");
    await page.getByLabel("비밀번호").fill("운영-비밀번호-2026");
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByTestId("signed-in-as")).toHaveText("admin · 관리자");
    // The preview: the working copy's home page, drawn by the build's server render.
    await expect(page.frameLocator("iframe").locator("h1").first()).toBeVisible();
  } finally {
    server?.kill("SIGTERM");
    rmSync(folder, { recursive: true, force: true });
    rmSync(join(repo, ".."), { recursive: true, force: true });
  }
});
