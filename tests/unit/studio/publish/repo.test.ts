import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DRAFT_BRANCH, gitFailure, WorkingCopy } from "../../../../studio/publish/repo";
import { GitError } from "../../../../studio/publish/git";
import { makeRepos, SITE, type Repos } from "./repo-fixture";

const AUTHOR = { name: "김게시", email: "publisher@example.com" };
const TITLE = "사이트 내용 게시: {count}";
/** The publisher alone signs: their own change. */
const BY = () => ({ authors: [AUTHOR], committer: AUTHOR });

let repos: Repos;
let copy: WorkingCopy;
beforeEach(async () => {
  repos = makeRepos();
  copy = new WorkingCopy({ repo: repos.studio, remote: "origin", branch: "main", dataDir: repos.data });
  await copy.open();
});
afterEach(() => repos.cleanup());

const editDraft = (from: string, to: string) => {
  const text = readFileSync(copy.manifest, "utf8");
  expect(text.split(from).length, from).toBe(2);
  writeFileSync(copy.manifest, text.replace(from, to));
};
/** The draft's phone becomes `phone` and is published while the remote is away (it waits); then a developer pushes `edit`. */
async function waitThenRemoteMoves(phone: string, edit: [string, string], message: string) {
  editDraft("  phone: 02-000-0000", phone);
  renameSync(repos.remote, repos.remote + ".away");
  await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
  renameSync(repos.remote + ".away", repos.remote);
  repos.devPush({ "site.yaml": SITE.replace(...edit) }, message);
}
const remoteLog = () => repos.git(repos.remote, "log", "--format=%an <%ae>|%P|%s", "main").trim().split("\n");
const remoteText = () => repos.git(repos.remote, "show", "main:site.yaml");
/** The -/+ lines of the remote's last commit. */
const lastDiff = () =>
  repos
    .git(repos.remote, "show", "--format=", "--unified=0", "main")
    .split("\n")
    .filter((l) => /^[-+][^-+]/.test(l));

describe("the studio's working copy", { timeout: 60_000 }, () => {
  it("stays on the draft branch, and the draft lists its changes", async () => {
    expect(repos.git(repos.studio, "symbolic-ref", "--short", "HEAD").trim()).toBe(DRAFT_BRANCH);
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    expect((await copy.draftChanges()).map((c) => c.text)).toEqual(["회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”"]);
  });

  it("publishes one commit by the person, in Korean, whose diff is the edited line only", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const result = await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    expect(result).toMatchObject({ status: "committed", push: { pushed: true } });
    const log = remoteLog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/^김게시 <publisher@example.com>\|\w+\|사이트 내용 게시: 변경 1건$/);
    expect(repos.git(repos.remote, "log", "-1", "--format=%B", "main")).toBe("사이트 내용 게시: 변경 1건\n\n- 회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”\n\n");
    expect(lastDiff()).toEqual(["-  phone: 02-000-0000", "+  phone: 02-123-4567"]);
    // The working copy is clean on the published commit, and there is nothing left to publish.
    expect(repos.git(repos.studio, "status", "--porcelain").trim()).toBe("");
    expect(await copy.draftChanges()).toEqual([]);
    expect(await copy.publish({ text: copy.draftText(), by: BY, title: TITLE })).toEqual({ status: "nothing" });
  });

  it("merges a developer's push between the edit and the publish, linearly", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    repos.devPush({ "site.yaml": SITE.replace("  fax: 02-000-0001", "  fax: 02-999-9999"), "src/code.ts": "export const x = 1;\n" }, "코드 수정");
    const result = await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    expect(result).toMatchObject({ status: "committed", push: { pushed: true } });
    const log = remoteLog();
    expect(log.map((l) => l.split("|")[2])).toEqual(["사이트 내용 게시: 변경 1건", "코드 수정", "처음"]);
    expect(lastDiff()).toEqual(["-  phone: 02-000-0000", "+  phone: 02-123-4567"]);
    expect(remoteText()).toContain("  fax: 02-999-9999");
    // The developer's code reached the working copy too.
    expect(readFileSync(join(repos.studio, "src/code.ts"), "utf8")).toBe("export const x = 1;\n");
  });

  it("shows a conflict on one field with both values; the publisher's pick is published", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-111-1111");
    repos.devPush({ "site.yaml": SITE.replace("  phone: 02-000-0000", "  phone: 02-222-2222") }, "전화 수정");
    const result = await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    expect(result).toEqual({ status: "conflict", conflicts: [{ key: '["site","phone"]', path: ["site", "phone"], in: "ours", base: "02-000-0000", ours: "02-111-1111", theirs: "02-222-2222" }] });
    expect(remoteLog()).toHaveLength(2);
    const picked = await copy.publish({ text: copy.draftText(), by: BY, title: TITLE, picks: { '["site","phone"]': "ours" } });
    expect(picked).toMatchObject({ status: "committed", push: { pushed: true } });
    expect(remoteText()).toContain("  phone: 02-111-1111");
    expect(remoteLog()).toHaveLength(3);
  });

  it("keeps the commit when the push fails, and pushes it once the remote is back", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    renameSync(repos.remote, repos.remote + ".away");
    const result = await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    expect(result).toMatchObject({ status: "committed", push: { pushed: false, reason: expect.stringContaining("원격 저장소에 연결하지 못했습니다") } });
    expect(await copy.waiting()).toHaveLength(1);
    expect((await copy.history())[0]).toMatchObject({ author: "김게시", waiting: true });
    expect(await copy.push()).toMatchObject({ pushed: false });
    renameSync(repos.remote + ".away", repos.remote);
    expect(await copy.push()).toEqual({ pushed: true });
    expect(await copy.waiting()).toEqual([]);
    expect(remoteLog()[0]).toMatch(/^김게시 <publisher@example.com>/);
  });

  it("signs a commit with its editors: the first the author, the others Co-authored-by trailers; the publisher the committer, kept when replayed", async () => {
    const editors = [{ name: "이영희", email: "young@example.com" }, { name: "이민호", email: "lee@example.com" }];
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    renameSync(repos.remote, repos.remote + ".away");
    await copy.publish({ text: copy.draftText(), by: () => ({ authors: editors, committer: AUTHOR }), title: TITLE, notes: ["게시: 김게시"] });
    renameSync(repos.remote + ".away", repos.remote);
    repos.devPush({ "site.yaml": SITE.replace("  fax: 02-000-0001", "  fax: 02-999-9999") }, "팩스 수정");
    expect(await copy.push()).toEqual({ pushed: true });
    expect(repos.git(repos.remote, "log", "-1", "--format=%an <%ae>|%cn <%ce>", "main").trim()).toBe("이영희 <young@example.com>|김게시 <publisher@example.com>");
    expect(repos.git(repos.remote, "log", "-1", "--format=%B", "main")).toBe(
      "사이트 내용 게시: 변경 1건\n\n- 회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”\n\n게시: 김게시\n\nCo-authored-by: 이민호 <lee@example.com>\n\n",
    );
    expect(repos.git(repos.remote, "log", "-1", "--format=%(trailers:key=Co-authored-by,valueonly)", "main").trim()).toBe("이민호 <lee@example.com>");
  });

  it("says a git failure in Korean, what happened and what to do, and keeps git's words", () => {
    const said = (stderr: string) => gitFailure(new GitError(["push", "origin"], stderr, 128));
    const cases: [string, string][] = [
      ["fatal: could not read Username for 'https://git.example.com': terminal prompts disabled", "로그인 정보를 받아들이지 않았습니다"],
      ["remote: Invalid username or password.\nfatal: Authentication failed for 'https://git.example.com/site.git/'", "로그인 정보를 받아들이지 않았습니다"],
      ["remote: Permission to team/site.git denied to bot.\nfatal: unable to access 'https://github.com/team/site.git/': The requested URL returned error: 403", "올릴 권한이 없습니다"],
      [" ! [remote rejected] main -> main (protected branch hook declined)\nerror: failed to push some refs", "규칙(보호된 브랜치나 자동 검사)이 이 게시를 막았습니다"],
      ["fatal: unable to access 'https://git.example.com/site.git/': Could not resolve host: git.example.com", "원격 저장소에 연결하지 못했습니다"],
      ["fatal: '/srv/site.git' does not appear to be a git repository\nfatal: Could not read from remote repository.", "원격 저장소에 연결하지 못했습니다"],
      ["error: something new", "원격 저장소에 올리지 못했습니다"],
    ];
    for (const [stderr, words] of cases) {
      const { reason, detail } = said(stderr);
      expect(reason, stderr).toContain(words);
      expect(reason, stderr).not.toMatch(/[A-Za-z]/);
      expect(detail).toBe(`git push origin: ${stderr}`);
    }
  });

  it("replays a waiting commit onto the remote when it moved meanwhile, keeping its author", async () => {
    await waitThenRemoteMoves("  phone: 02-123-4567", ["  fax: 02-000-0001", "  fax: 02-999-9999"], "팩스 수정");
    expect(await copy.push()).toEqual({ pushed: true });
    expect(remoteLog().map((l) => l.split("|")[0] + " " + l.split("|")[2])).toEqual(["김게시 <publisher@example.com> 사이트 내용 게시: 변경 1건", "개발자 <dev@example.com> 팩스 수정", "개발자 <dev@example.com> 처음"]);
    expect(remoteText()).toContain("  phone: 02-123-4567");
    expect(remoteText()).toContain("  fax: 02-999-9999");
  });

  it("a waiting commit that conflicts with the remote's new version waits for the publisher's pick", async () => {
    await waitThenRemoteMoves("  phone: 02-111-1111", ["  phone: 02-000-0000", "  phone: 02-222-2222"], "전화 수정");
    expect(await copy.push()).toMatchObject({ pushed: false, conflicts: [{ key: '["site","phone"]', ours: "02-111-1111", theirs: "02-222-2222" }] });
    expect(await copy.push({ '["site","phone"]': "theirs" })).toEqual({ pushed: true });
    expect(remoteText()).toContain("  phone: 02-222-2222");
    // The remote's value kept, nothing of the waiting commit is left: it is dropped, not pushed empty.
    expect(remoteLog().map((l) => l.split("|")[2])).toEqual(["전화 수정", "처음"]);
    expect(await copy.waiting()).toEqual([]);
  });

  it("publishes a review's snapshot and keeps later edits as the draft", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const snapshot = copy.draftText();
    editDraft("  fax: 02-000-0001", "  fax: 02-765-4321");
    await copy.publish({ text: snapshot, by: BY, title: TITLE });
    expect(remoteText()).toContain("  phone: 02-123-4567");
    expect(remoteText()).toContain("  fax: 02-000-0001");
    expect((await copy.draftChanges()).map((c) => c.text)).toEqual(["회사 정보 › 팩스 번호: “02-000-0001” → “02-765-4321”"]);
  });

  it("restores a version as a new commit, history linear", async () => {
    const first = (await copy.head()).slice(0, 12);
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    await copy.restore((await copy.resolve(first))!);
    expect((await copy.draftChanges()).map((c) => c.text)).toEqual(["회사 정보 › 대표 전화번호: “02-123-4567” → “02-000-0000”"]);
    await copy.publish({ text: copy.draftText(), by: BY, title: "되돌림: {count}" });
    expect(remoteText()).toBe(SITE);
    expect(remoteLog()).toHaveLength(3);
    expect(repos.git(repos.remote, "rev-list", "--merges", "main").trim()).toBe("");
    const history = await copy.history();
    expect(history.map((v) => v.subject)).toEqual(["되돌림: 변경 1건", "사이트 내용 게시: 변경 1건", "처음"]);
    expect((await copy.versionChanges(history[1]!.commit)).map((c) => c.text)).toEqual(["회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”"]);
  });

  it("lists a version whose site.yaml cannot be read, without a change list", async () => {
    repos.devPush({ "site.yaml": SITE.replace("  phone: 02-000-0000", "  phone: [02-000-0000") }, "깨진 파일");
    await copy.fetch();
    const broken = (await copy.remoteTip())!;
    expect(await copy.versionChanges(broken)).toEqual([]);
  });

  it("publishes an upload with the page that uses it, and not one that no page uses", async () => {
    mkdirSync(join(repos.studio, "public/uploads"), { recursive: true });
    writeFileSync(join(repos.studio, "public/uploads/used.png"), "png");
    writeFileSync(join(repos.studio, "public/uploads/unused.png"), "png");
    editDraft("  image: /og-image.png", "  image: /uploads/used.png");
    await copy.publish({ text: copy.draftText(), by: BY, title: TITLE });
    const files = repos.git(repos.remote, "show", "--format=", "--name-only", "main").trim().split("\n");
    expect(files.sort()).toEqual(["public/uploads/used.png", "site.yaml"]);
    expect(existsSync(join(repos.studio, "public/uploads/unused.png"))).toBe(true);
  });

  it("finishes a move a crash interrupted after the branch moved, and drops one before", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const draft = copy.draftText();
    renameSync(repos.remote, repos.remote + ".away");
    await copy.publish({ text: draft, by: BY, title: TITLE });
    const [from, to] = [(await copy.head()) + "^", await copy.head()].map((r) => repos.git(repos.studio, "rev-parse", r).trim());
    // As if the server died after update-ref: the files still the old commit's, the journal there.
    repos.git(repos.studio, "read-tree", "--reset", "-u", from!);
    writeFileSync(join(repos.data, "publish-journal.json"), JSON.stringify({ from, to, draft }));
    await new WorkingCopy(copy.options).open();
    expect(repos.git(repos.studio, "status", "--porcelain").trim()).toBe("");
    expect(existsSync(join(repos.data, "publish-journal.json"))).toBe(false);
    // Died before update-ref: nothing moved, the journal is dropped, the draft is as it was.
    editDraft("  fax: 02-000-0001", "  fax: 02-765-4321");
    writeFileSync(join(repos.data, "publish-journal.json"), JSON.stringify({ from: to, to: from, draft: "x" }));
    await new WorkingCopy(copy.options).open();
    expect(existsSync(join(repos.data, "publish-journal.json"))).toBe(false);
    expect(copy.draftText()).toContain("  fax: 02-765-4321");
  });
});

describe("what git is given", { timeout: 60_000 }, () => {
  it("a remote or branch that git would read as an option is refused before git sees it: --upload-pack ran a program", async () => {
    const marker = join(repos.root, "ran");
    const refused: string[] = [];
    for (const options of [{ remote: `--upload-pack=touch ${marker}` }, { branch: `--upload-pack=touch ${marker}` }, { remote: "-v" }, { branch: "main/../x" }]) {
      try {
        const other = new WorkingCopy({ ...copy.options, ...options });
        await other.open();
        await other.fetch();
      } catch (error) {
        refused.push((error as Error).message);
      }
    }
    // On main, git fetch ran `touch` (the program --upload-pack names) and made this file.
    expect(existsSync(marker)).toBe(false);
    expect(refused).toEqual([
      `--remote --upload-pack=touch ${marker}: 원격 저장소 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 영문이나 숫자로 시작합니다 (예: origin).`,
      `--branch --upload-pack=touch ${marker}: 브랜치 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 /로 나눈 각 부분을 영문이나 숫자로 시작합니다 (예: main, release/site).`,
      "--remote -v: 원격 저장소 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 영문이나 숫자로 시작합니다 (예: origin).",
      "--branch main/../x: 브랜치 이름은 영문, 숫자, 점(.), 밑줄(_), 하이픈(-)으로 쓰고 /로 나눈 각 부분을 영문이나 숫자로 시작합니다 (예: main, release/site).",
    ]);
  });

  it("names every revision, remote and ref after --end-of-options, so none is read as an option", async () => {
    // A git in front of the real one that writes down each call's arguments.
    const shim = join(repos.root, "bin");
    const calls = join(repos.root, "calls");
    mkdirSync(shim);
    writeFileSync(join(shim, "git"), `#!/bin/sh\nprintf '%s\\037' "$@" >> '${calls}'\nprintf '\\n' >> '${calls}'\nexec '${execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim()}' "$@"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${shim}:${path}`;
    try {
      const opened = new WorkingCopy(copy.options);
      await opened.open();
      mkdirSync(join(repos.studio, "public/uploads"), { recursive: true });
      writeFileSync(join(repos.studio, "public/uploads/used.png"), "png");
      editDraft("  image: /og-image.png", "  image: /uploads/used.png");
      await waitThenRemoteMoves("  phone: 02-123-4567", ["  fax: 02-000-0001", "  fax: 02-999-9999"], "팩스 수정");
      await opened.push();
      const [latest] = await opened.history();
      await opened.versionChanges(latest!.commit);
      await opened.restore((await opened.resolve(latest!.commit.slice(0, 12)))!);
    } finally {
      process.env.PATH = path;
    }
    const args = readFileSync(calls, "utf8").trim().split("\n").map((line) => line.split("\x1f").slice(4, -1));
    // What names no revision, remote or ref (or only after "--", or as an option's own value).
    const without = /^(--version|rev-parse --absolute-git-dir|switch -c|hash-object|update-index|write-tree)\b/;
    const missing = args.filter((a) => !without.test(a.join(" ")) && !a.includes("--end-of-options"));
    expect(args.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
