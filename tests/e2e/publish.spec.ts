/**
 * Drafts, review and publishing (issue 35) in the real studio server (`npm run studio`), whose
 * working copy is a clone of a bare git repository in a temp folder: the remote. No network.
 * One server for the tests that follow one another (edit → review → publish, a developer's push,
 * a conflict, restore, a failing push), and one with --deploy-to.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures";
import { contextsOfEachTest, makeRepo, original, signIn, startStudio, type StudioRun } from "./studio-server";
import { packagesDir } from "../../studio/publish/engine.ts";
import { copyProject, linkPackages } from "../project.ts";

// A publish is a fetch, a check, a commit and a push: on a busy machine (load average 60 was seen) tens of seconds.
const expect = baseExpect.configure({ timeout: 120_000 });
const DEV = { GIT_AUTHOR_NAME: "개발자", GIT_AUTHOR_EMAIL: "dev@example.com", GIT_COMMITTER_NAME: "개발자", GIT_COMMITTER_EMAIL: "dev@example.com" };
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", env: { ...process.env, ...DEV } });

/** The working copy's origin (a bare repository beside it, tests/e2e/studio-server.ts) and a developer's clone of it. */
function remoteOf(repo: string): { remote: string; dev: string } {
  const remote = join(dirname(repo), "remote.git");
  const dev = join(dirname(repo), "dev");
  git(dirname(repo), "clone", "-q", remote, dev);
  return { remote, dev };
}

/** A developer changes site.yaml in their clone and pushes. */
function devPush(dev: string, from: string, to: string, message: string) {
  git(dev, "pull", "-q", "--ff-only");
  const file = join(dev, "site.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(from, to));
  git(dev, "commit", "-q", "-am", message);
  git(dev, "push", "-q", "origin", "HEAD:main");
}

const remoteLog = (remote: string) => git(remote, "log", "--format=%an <%ae>|%s", "main").trim().split("\n");
/** Who committed the remote's last commit. */
const committer = (remote: string) => git(remote, "log", "-1", "--format=%cn <%ce>", "main").trim();
/** The -/+ lines of the remote's last commit. */
const lastDiff = (remote: string) =>
  git(remote, "show", "--format=", "--unified=0", "main")
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));

const newContext = contextsOfEachTest(test);

/** The studio in a browser of its own, signed in as `name` (tests/e2e/studio-server.ts: editor, publisher, admin). */
async function openAs(browser: Browser, studio: StudioRun, name: "editor" | "publisher"): Promise<Page> {
  const context = await newContext(browser);
  await context.addCookies([{ name: "studio_session", value: await signIn(studio.url, name), url: studio.url }]);
  const page = await context.newPage();
  await page.goto(`${studio.url}/__studio`);
  await expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 120_000 });
  return page;
}
/** The studio's ink (studio.css --ink), and the colour a text is drawn in. */
const INK = "rgb(20, 33, 61)";
const inkOf = (text: Locator) => text.evaluate((el) => getComputedStyle(el).color);
const field = (page: Page, path: string) => page.locator(`[data-path="${path}"]`).locator("input, textarea, select").first();
const panel = (page: Page) => page.getByRole("dialog", { name: "게시" });

/** Types into the hero title of / and waits for the draft's change count. */
async function editTitle(page: Page, studio: StudioRun, title: string, count = 1) {
  await field(page, "pages.0.blocks.0.title").fill(title);
  await expect.poll(studio.disk).toContain(`title: ${title}`);
  await expect(page.getByTestId("change-count")).toHaveText(`변경 ${count}건`);
}

async function publishFromPanel(page: Page) {
  if (!(await panel(page).isVisible())) await page.getByTestId("change-count").click();
  await panel(page).getByRole("tab", { name: /초안/ }).click();
  await panel(page).getByRole("button", { name: "게시", exact: true }).click();
}

test.describe("publishing from the studio server", () => {
  test.describe.configure({ mode: "serial", timeout: 600_000 });
  let studio: StudioRun;
  let remote: string;
  let dev: string;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    // The first start builds the preview's bundles: slow on a busy machine.
    testInfo.setTimeout(300_000);
    const repo = makeRepo();
    ({ remote, dev } = remoteOf(repo));
    studio = await startStudio({ repo, args: ["--remote", "origin", "--branch", "main"], admin: false });
  });
  // Closing the server removes the working copy's folder, the remote and the clone with it.
  test.afterAll(async () => await studio?.close());

  test("edit, ask for review, publish: one new commit on the remote authored by the editor and committed by the publisher, whose diff is the edited line; an editor cannot publish", async ({ browser }) => {
    const editor = await openAs(browser, studio, "editor");
    await editTitle(editor, studio, "검토 후 게시할 제목");
    await editor.getByTestId("change-count").click();
    await expect(panel(editor).locator(".change-list")).toContainText("/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목");
    await expect(panel(editor).locator(".change-list")).toContainText("→ “검토 후 게시할 제목”");
    // The panel opens from the top bar but is not drawn in its light text: every line of it can be read.
    for (const text of [panel(editor).locator(".change-list li").first(), panel(editor).getByText("검토 요청 메모"), panel(editor).getByRole("tab", { name: /초안/ })]) expect(await inkOf(text)).toBe(INK);
    // An editor has no 게시 button, and the server refuses them (403).
    await expect(panel(editor).getByRole("button", { name: "게시", exact: true })).toHaveCount(0);
    const asEditor = await editor.request.post(`${studio.url}/__studio/api/publish/publish`, { headers: { Origin: studio.url }, data: {} });
    expect(asEditor.status()).toBe(403);
    // A page of another site cannot publish.
    const refused = await editor.request.post(`${studio.url}/__studio/api/publish/publish`, { headers: { Origin: "http://example.com" }, data: {} });
    expect(refused.status()).toBe(403);
    await panel(editor).getByLabel("검토 요청 메모").fill("첫 화면 제목을 바꿨습니다");
    // A request that does not go through (the server fails once) keeps the note for the next try.
    await editor.route("**/__studio/api/publish/review", (route) => route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" }), { times: 1 });
    await panel(editor).getByRole("button", { name: "검토 요청" }).click();
    await expect(editor.getByTestId("publish-message")).toHaveText("요청을 처리하지 못했습니다.");
    await expect(panel(editor).getByLabel("검토 요청 메모")).toHaveValue("첫 화면 제목을 바꿨습니다");
    await panel(editor).getByRole("button", { name: "검토 요청" }).click();
    await expect(editor.getByTestId("publish-message")).toHaveText("검토를 요청했습니다.");
    await expect(panel(editor).getByLabel("검토 요청 메모")).toHaveValue("");
    // The live site is as published until someone publishes.
    expect(remoteLog(remote)).toHaveLength(1);

    const publisher = await openAs(browser, studio, "publisher");
    await publisher.getByTestId("change-count").click();
    await panel(publisher).getByRole("tab", { name: /검토 요청/ }).click();
    const review = panel(publisher).getByTestId("review").first();
    await expect(review).toContainText("첫 화면 제목을 바꿨습니다");
    await review.getByRole("button", { name: "살펴보기" }).click();
    // Each changed page at desktop and phone width, drawn from the request's snapshot.
    for (const frame of ["데스크톱 미리보기 /", "휴대폰 미리보기 /"]) await expect(publisher.frameLocator(`iframe[title="${frame}"]`).locator("h1")).toHaveText("검토 후 게시할 제목", { timeout: 60_000 });
    expect(await inkOf(review.getByText("첫 화면 제목을 바꿨습니다"))).not.toBe("rgb(255, 255, 255)");
    expect(await inkOf(review.getByText("돌려보낼 때 의견"))).toBe(INK);
    await review.getByRole("button", { name: "게시", exact: true }).click();
    await expect(publisher.getByTestId("publish-message")).toHaveText("게시했습니다.");
    // A published request is no longer one to publish or send back.
    await expect(review).toContainText("게시됨");
    await expect(review.getByRole("button", { name: "돌려보내기" })).toHaveCount(0);
    await expect(review.getByRole("button", { name: "게시", exact: true })).toHaveCount(0);

    const log = remoteLog(remote);
    expect(log).toHaveLength(2);
    // The editor who typed it is the author; the publisher who published it, the committer.
    expect(log[0]).toBe("editor <editor@studio.invalid>|사이트 내용 게시: 변경 1건");
    expect(committer(remote)).toBe("publisher <publisher@studio.invalid>");
    expect(lastDiff(remote)).toEqual(["-        title: 기술로 비즈니스를 혁신합니다", "+        title: 검토 후 게시할 제목"]);
    await expect(publisher.getByTestId("change-count")).toHaveText("변경 0건");
    await expect(editor.getByTestId("change-count")).toHaveText("변경 0건");
  });

  test("a developer's push between the edit and the publish merges by itself", async ({ browser }) => {
    const publisher = await openAs(browser, studio, "publisher");
    await editTitle(publisher, studio, "개발자 푸시와 합칠 제목");
    devPush(dev, "  fax: 02-000-0001", "  fax: 02-999-9999", "팩스 번호 수정");
    await publishFromPanel(publisher);
    await expect(publisher.getByTestId("publish-message")).toHaveText("게시했습니다.");
    expect(remoteLog(remote).slice(0, 2)).toEqual(["publisher <publisher@studio.invalid>|사이트 내용 게시: 변경 1건", "개발자 <dev@example.com>|팩스 번호 수정"]);
    expect(committer(remote)).toBe("publisher <publisher@studio.invalid>");
    expect(lastDiff(remote)).toEqual(["-        title: 검토 후 게시할 제목", "+        title: 개발자 푸시와 합칠 제목"]);
    // The developer's change reached the working copy, and history has no merge commit.
    await expect.poll(studio.disk).toContain("  fax: 02-999-9999");
    expect(git(remote, "rev-list", "--merges", "main").trim()).toBe("");
  });

  test("a change to the same field on the remote is shown with both values, who changed each and when, and settled by the publisher", async ({ browser }) => {
    const publisher = await openAs(browser, studio, "publisher");
    await editTitle(publisher, studio, "초안의 제목");
    devPush(dev, "        title: 개발자 푸시와 합칠 제목", "        title: 개발자의 제목", "제목 수정");
    await publishFromPanel(publisher);
    const conflicts = panel(publisher).locator(".conflicts");
    await expect(conflicts).toContainText("/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목");
    // People and times, in the reader's words: no "remote", no "draft".
    const at = (iso: string) => new Date(iso).toLocaleString("ko-KR", { month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const devAt = at(git(remote, "log", "-1", "--format=%aI", "main").trim());
    await expect(conflicts.locator("label").nth(0)).toHaveText(/^ ?publisher 님이 \d{1,2}월 \d{1,2}일 \d\d:\d\d에 바꾼 값: “초안의 제목”$/);
    await expect(conflicts.locator("label").nth(1)).toHaveText(new RegExp(`^ ?개발자 님이 ${devAt}에 바꾼 값: “개발자의 제목”$`));
    await expect(conflicts).not.toContainText("원격");
    expect(remoteLog(remote)[0]).toBe("개발자 <dev@example.com>|제목 수정");
    await conflicts.getByLabel(/“초안의 제목”/).check();
    await conflicts.getByRole("button", { name: "고른 값으로 게시" }).click();
    await expect(publisher.getByTestId("publish-message")).toHaveText("게시했습니다.");
    expect(git(remote, "show", "main:site.yaml")).toContain("        title: 초안의 제목");
    expect(lastDiff(remote)).toEqual(["-        title: 개발자의 제목", "+        title: 초안의 제목"]);
  });

  test("restore a version, then publish it as a new commit", async ({ browser }) => {
    const publisher = await openAs(browser, studio, "publisher");
    await publisher.getByTestId("change-count").click();
    await panel(publisher).getByRole("tab", { name: "게시 이력" }).click();
    const first = panel(publisher).getByTestId("version").last();
    await expect(first).toContainText("처음");
    await first.getByRole("button", { name: "미리보기" }).click();
    await expect(publisher.frameLocator('iframe[title="데스크톱 미리보기 /"]').locator("h1")).toHaveText("기술로 비즈니스를 혁신합니다", { timeout: 60_000 });
    await first.getByRole("button", { name: "이 버전으로 되돌리기" }).click();
    await expect.poll(studio.disk).toContain("        title: 기술로 비즈니스를 혁신합니다");
    const before = remoteLog(remote).length;
    await publishFromPanel(publisher);
    await expect(publisher.getByTestId("publish-message")).toHaveText("게시했습니다.");
    expect(remoteLog(remote)).toHaveLength(before + 1);
    // That version's site.yaml, whole: the developer's fax of later is undone with the rest.
    expect(git(remote, "show", "main:site.yaml")).toBe(original);
  });

  test("a push that fails keeps the commit as 게시 대기 중, said in Korean (git's words in the terminal and the audit trail), and the panel says it is published once a try goes through by itself", async ({ browser }) => {
    const publisher = await openAs(browser, studio, "publisher");
    await editTitle(publisher, studio, "원격이 없는 동안 고친 제목");
    const before = remoteLog(remote).length;
    // The remote is gone, as when the network or the host is down.
    renameSync(remote, `${remote}.away`);
    await publishFromPanel(publisher);
    const message = publisher.getByTestId("publish-message");
    await expect(message).toContainText("게시 대기 중: 원격 저장소에 연결하지 못했습니다");
    await expect(message).not.toHaveText(/[A-Za-z]/);
    await expect(panel(publisher).locator(".waiting")).toContainText("게시 대기 중");
    await expect(panel(publisher).locator(".waiting")).not.toHaveText(/[A-Za-z]/);
    await expect(publisher.getByTestId("change-count")).toHaveText("변경 0건");
    // git's own words: in the terminal, and in the audit trail for the admin.
    expect(studio.output()).toMatch(/studio publish: git fetch \(origin\/main\) failed: .*does not appear to be a git repository/);
    const audit = readFileSync(join(studio.dataDir, "audit.jsonl"), "utf8");
    expect(audit).toContain('"op":"push-failed"');
    expect(audit).toContain("does not appear to be a git repository");
    // Back before the next try (10 s after the failure): it goes through by itself, and the panel says so.
    renameSync(`${remote}.away`, remote);
    await expect(message).toHaveText("기다리던 게시를 원격 저장소에 올렸습니다. 게시가 끝났습니다.");
    await expect(panel(publisher).locator(".waiting")).toHaveCount(0);
    expect(remoteLog(remote)).toHaveLength(before + 1);
    expect(git(remote, "show", "main:site.yaml")).toContain("        title: 원격이 없는 동안 고친 제목");
  });

  test("a waiting publish whose field someone else changed meanwhile: the next try offers the pick, saying who changed each value and when", async ({ browser }) => {
    const publisher = await openAs(browser, studio, "publisher");
    await editTitle(publisher, studio, "기다리는 동안의 제목");
    // The studio cannot reach the remote for a while; a developer can, and changes the same title.
    git(studio.repo, "remote", "set-url", "origin", `${remote}.unreachable`);
    await publishFromPanel(publisher);
    await expect(publisher.getByTestId("publish-message")).toContainText("게시 대기 중");
    devPush(dev, "        title: 원격이 없는 동안 고친 제목", "        title: 개발자가 먼저 고친 제목", "제목 수정");
    git(studio.repo, "remote", "set-url", "origin", remote);
    // The automatic try (10 s after the failure) finds the conflict; the picker is in the panel with no button pressed.
    const picker = panel(publisher).locator(".conflicts");
    await expect(picker.locator("label")).toHaveText([/^ ?publisher 님이 \d{1,2}월 \d{1,2}일 \d\d:\d\d에 바꾼 값: “기다리는 동안의 제목”$/, /^ ?개발자 님이 \d{1,2}월 \d{1,2}일 \d\d:\d\d에 바꾼 값: “개발자가 먼저 고친 제목”$/]);
    await expect(panel(publisher).locator(".waiting")).toContainText("같은 칸을 다른 사람이 먼저 바꿔 게시했습니다");
    await picker.getByLabel(/“기다리는 동안의 제목”/).check();
    await picker.getByRole("button", { name: "고른 값으로 게시" }).click();
    // Published by the click, or by the automatic try that came first on a slow machine: either way it says so.
    await expect(publisher.getByTestId("publish-message")).toHaveText(/^(기다리던 게시를 )?원격 저장소에 올렸습니다\.( 게시가 끝났습니다\.)?$/);
    expect(git(remote, "show", "main:site.yaml")).toContain("        title: 기다리는 동안의 제목");
    expect(remoteLog(remote)[0]).toBe("publisher <publisher@studio.invalid>|사이트 내용 게시: 변경 1건");
  });
});

test.describe("--deploy-to", () => {
  test.describe.configure({ timeout: 600_000 });

  test("each publish is built and swapped in as the web root; the rollback brings the previous build back", async ({ browser }) => {
    // The working copy is the whole project, with no packages: the server checks and builds each
    // version in a worktree of its own, with that version's packages, installed by the server as
    // package-lock.json says (here linked in beforehand, in the data folder). The working copy is
    // <folder>/work, its origin <folder>/remote.git, as makeRepo makes them.
    const folder = mkdtempSync(join(tmpdir(), "studio-project-"));
    const repo = join(folder, "work");
    mkdirSync(repo);
    copyProject(repo);
    writeFileSync(join(repo, "site.yaml"), original);
    const dataDir = join(folder, "data");
    linkPackages(packagesDir(dataDir, readFileSync(join(repo, "package-lock.json"))));
    git(repo, "init", "-q", "-b", "main");
    git(repo, "add", "-A");
    git(repo, "commit", "-q", "-m", "처음");
    const remote = join(folder, "remote.git");
    git(folder, "init", "-q", "--bare", "-b", "main", remote);
    git(repo, "remote", "add", "origin", remote);
    git(repo, "push", "-q", "-u", "origin", "main");
    const www = mkdtempSync(join(tmpdir(), "studio-www-"));
    const studio = await startStudio({ repo, dataDir, args: ["--deploy-to", www], admin: false });
    try {
      const publisher = await openAs(browser, studio, "publisher");
      const current = () => (existsSync(join(www, "current/index.html")) ? readFileSync(join(www, "current/index.html"), "utf8") : "");
      await editTitle(publisher, studio, "첫 번째 배포");
      await publishFromPanel(publisher);
      await expect(publisher.getByTestId("publish-message")).toHaveText("게시했습니다.");
      await expect.poll(current, { timeout: 300_000 }).toContain("첫 번째 배포");
      const firstBuild = readlinkSync(join(www, "current"));
      await editTitle(publisher, studio, "두 번째 배포");
      await publishFromPanel(publisher);
      await expect.poll(current, { timeout: 300_000 }).toContain("두 번째 배포");
      expect(readlinkSync(join(www, "current"))).not.toBe(firstBuild);
      await panel(publisher).getByRole("tab", { name: "게시 이력" }).click();
      await panel(publisher).getByRole("button", { name: "사이트를 이전 버전으로 즉시 되돌리기" }).click();
      await expect(publisher.getByTestId("publish-message")).toHaveText("사이트를 이전 버전으로 되돌렸습니다.");
      expect(readlinkSync(join(www, "current"))).toBe(firstBuild);
      expect(current()).toContain("첫 번째 배포");
      expect(remoteLog(remote)).toHaveLength(3);
    } finally {
      await studio.close();
      rmSync(www, { recursive: true, force: true });
    }
  });
});
