import type { FastifyInstance } from "fastify";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorOf, createPublishing, type Publishing, type User } from "../../../../studio/publish";
import type { TrailEvent } from "../../../../studio/server/audit";
import { versionOf } from "../../../../studio/server/document";
import { applyChanges, type Change } from "../../../../studio/core/patch";
import { makeRepos, SITE, type Repos } from "./repo-fixture";
import { serveRoutes } from "../serve-routes";

const EDITOR: User = { id: "young", name: "이영희", email: "editor@example.com", role: "editor" };
const PUBLISHER: User = { id: "kim", name: "김게시", email: "publisher@example.com", role: "publisher" };

let repos: Repos;
let publishing: Publishing;
let app: FastifyInstance;
let base: string;
const events: { type: string }[] = [];
const built: string[] = [];
const recorded: TrailEvent[] = [];
const logged: string[] = [];

beforeEach(async () => {
  built.length = 0;
  events.length = 0;
  recorded.length = 0;
  logged.length = 0;
  repos = makeRepos(undefined, true);
  publishing = await createPublishing({
    repo: repos.studio,
    remote: "origin",
    branch: "main",
    dataDir: repos.data,
    deployTo: join(repos.root, "www"),
    notify: (e) => events.push(e),
    record: (e) => recorded.push(e),
    log: (line) => logged.push(line),
    retryMs: 200,
    // A build of one version: a page that names its commit (the real build is the browser test's).
    build: async (commit, outDir) => {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, "index.html"), commit);
      built.push(commit);
    },
  });
  // The signed-in person comes from the test, as the studio server gets it from auth.gate.
  const served = await serveRoutes(publishing.routes, (request) => (request.headers["x-user"] === "publisher" ? PUBLISHER : EDITOR));
  app = served.app;
  base = `${served.url}/__studio/api/publish/`;
}, 60_000);
afterEach(async () => {
  publishing.close();
  await app.close();
  repos.cleanup();
});

async function call(who: "editor" | "publisher", route: string, body?: object) {
  const res = await fetch(base + route, { method: body ? "POST" : "GET", headers: { "x-user": who, "content-type": "application/json" }, body: body && JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}
const editDraft = (from: string, to: string) => writeFileSync(publishing.manifest, readFileSync(publishing.manifest, "utf8").replace(from, to));
/** A change the studio writes to the draft for `by`, as the studio server tells publishing of it. */
function studioEdit(changes: Change[], by: string) {
  const before = readFileSync(publishing.manifest, "utf8");
  const after = applyChanges(before, changes).source;
  writeFileSync(publishing.manifest, after);
  publishing.draftChanged({ before, after, version: versionOf(after), changes, by });
}
const TITLE = ["pages", 0, "blocks", 0, "title"];
const waitFor = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setTimeout(r, 50));
};

describe("the author of a publish", () => {
  it("is the signed-in person, with the name and e-mail authors.json gives, else a reserved address", () => {
    const dir = mkdtempSync(join(tmpdir(), "authors-"));
    const park: User = { id: "park", name: "park", role: "publisher" };
    expect(authorOf(park, dir)).toEqual({ name: "park", email: "park@studio.invalid" });
    writeFileSync(join(dir, "authors.json"), JSON.stringify({ park: { name: "박게시", email: "park@example.com" } }));
    expect(authorOf(park, dir)).toEqual({ name: "박게시", email: "park@example.com" });
    expect(authorOf({ ...EDITOR, id: "young" }, dir)).toEqual({ name: "이영희", email: "editor@example.com" });
    rmSync(dir, { recursive: true });
  });
});

describe("the publishing endpoint", { timeout: 120_000 }, () => {
  it("an editor asks for review; a publisher publishes the snapshot; an editor may not publish", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const state = await call("editor", "state");
    expect(state.body.canPublish).toBe(false);
    expect(state.body.draft.changes.map((c: any) => c.text)).toEqual(["회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”"]);
    const asked = await call("editor", "review", { note: "전화번호 바뀜" });
    expect(asked.status).toBe(200);
    expect(await call("editor", "publish", { review: asked.body.id })).toEqual({ status: 403, body: { error: "게시 권한이 있는 사람만 할 수 있습니다." } });
    const review = await call("publisher", `review/${asked.body.id}`);
    expect(review.body.changes).toHaveLength(1);
    expect(review.body.data.site.phone).toBe("02-123-4567");
    const published = await call("publisher", "publish", { review: asked.body.id });
    expect(published.body).toMatchObject({ status: "published" });
    expect(repos.git(repos.remote, "log", "-1", "--format=%an|%ae|%B", "main")).toBe(
      "김게시|publisher@example.com|사이트 내용 게시: 변경 1건\n\n- 회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”\n\n검토 요청: 이영희 (전화번호 바뀜)\n게시: 김게시\n\n",
    );
    const after = await call("editor", "state");
    expect(after.body.reviews).toMatchObject([{ status: "published", by: "이영희", note: "전화번호 바뀜" }]);
    expect(after.body.draft.changes).toEqual([]);
  });

  it("a review note stays one line of the commit message: it cannot add git trailers (Signed-off-by, Co-authored-by)", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const note = "확인 부탁드립니다.\n\nSigned-off-by: 대표 <ceo@example.com>\nCo-authored-by: 대표 <ceo@example.com>";
    const asked = await call("editor", "review", { note });
    expect((await call("publisher", "publish", { review: asked.body.id })).body).toMatchObject({ status: "published" });
    expect(repos.git(repos.remote, "log", "-1", "--format=%(trailers)", "main").trim()).toBe("");
    expect(repos.git(repos.remote, "log", "-1", "--format=%B", "main")).toContain(
      "\n\n검토 요청: 이영희 (확인 부탁드립니다. Signed-off-by: 대표 <ceo@example.com> Co-authored-by: 대표 <ceo@example.com>)\n게시: 김게시\n",
    );
    // The studio shows the note as it was typed.
    expect((await call("editor", "state")).body.reviews).toMatchObject([{ note }]);
  });

  it("a failed push waits as 게시 대기 중 and is pushed again by itself, with backoff, once the remote is back", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    renameSync(repos.remote, `${repos.remote}.away`);
    const published = await call("publisher", "publish", {});
    expect(published.body).toMatchObject({ status: "waiting", reason: expect.stringContaining("원격 저장소에 연결하지 못했습니다") });
    // Said in Korean, with what to do; git's English goes to the terminal and the audit trail.
    expect(published.body.reason).not.toMatch(/[A-Za-z]/);
    expect(published.body.reason).toContain("자동으로 다시 올리며");
    expect(logged[0]).toMatch(/^studio publish: git fetch \(origin\/main\) failed: git fetch .*does not appear to be a git repository/);
    expect(recorded).toContainEqual(expect.objectContaining({ op: "push-failed", summary: published.body.reason, detail: expect.stringContaining("fatal:") }));
    const waiting = (await call("editor", "state")).body.waiting;
    expect(waiting).toMatchObject({ count: 1, attempt: 1, retryAt: expect.any(String) });
    // The next try fails too and waits twice as long.
    await waitFor(() => events.some((e: any) => e.type === "publish" && e.state === "waiting" && e !== events.find((f: any) => f.state === "waiting")));
    expect((await call("editor", "state")).body.waiting.attempt).toBeGreaterThanOrEqual(2);
    // Every failed push is in the terminal: the automatic tries too.
    expect(logged.filter((line) => line.startsWith("studio publish: git push")).length).toBeGreaterThanOrEqual(1);
    renameSync(`${repos.remote}.away`, repos.remote);
    await waitFor(() => events.some((e: any) => e.type === "publish" && e.state === "pushed"));
    // The studio is told it was pushed by a later try: its panel says it is published.
    expect(events.find((e: any) => e.state === "pushed")).toMatchObject({ retried: true });
    expect((await call("editor", "state")).body.waiting).toBeUndefined();
    expect(repos.git(repos.remote, "log", "-1", "--format=%an", "main").trim()).toBe("김게시");
  });

  it("sends a review back with a comment the editor sees", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    const { body } = await call("editor", "review", { note: "" });
    expect((await call("editor", `review/${body.id}/return`, { comment: "x" })).status).toBe(403);
    expect((await call("publisher", `review/${body.id}/return`, { comment: "번호를 다시 확인해 주세요." })).status).toBe(200);
    expect((await call("editor", "state")).body.reviews).toMatchObject([{ status: "returned", comment: "번호를 다시 확인해 주세요.", reviewer: "김게시" }]);
    // Each is a row of the audit trail.
    expect(recorded).toEqual([
      { op: "review", by: "이영희", summary: "변경 1건 검토 요청" },
      { op: "return", by: "김게시", summary: "이영희 님의 검토 요청을 돌려보냄: 번호를 다시 확인해 주세요." },
    ]);
  });

  it("refuses a draft with an error, naming its field", async () => {
    editDraft("  email: contact@example.com", "  email: 메일주소아님");
    const refused = await call("publisher", "publish", {});
    expect(refused.status).toBe(422);
    expect(refused.body.problems.map((p: any) => p.path)).toContainEqual(["site", "email"]);
    expect(refused.body.problems.every((p: any) => p.severity === "error")).toBe(true);
    expect(repos.git(repos.remote, "rev-list", "--count", "main").trim()).toBe("1");
  });

  it("deploys after the publish, and rolls back to the build before", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    await call("publisher", "publish", {});
    await waitFor(() => built.length === 1);
    editDraft("  fax: 02-000-0001", "  fax: 02-765-4321");
    await call("publisher", "publish", {});
    await waitFor(() => built.length === 2);
    const www = join(repos.root, "www");
    await waitFor(() => readFileSync(join(www, "current/index.html"), "utf8") === built[1]);
    expect(readlinkSync(join(www, "current"))).toMatch(/^releases\/\d{8}T\d{6}Z-[0-9a-f]{7}$/);
    expect((await call("editor", "rollback", {})).status).toBe(403);
    expect((await call("publisher", "rollback", {})).status).toBe(200);
    expect(readFileSync(join(www, "current/index.html"), "utf8")).toBe(built[0]);
    expect(existsSync(join(www, "releases"))).toBe(true);
  });

  it("lists the history with change lists, previews and restores a version", async () => {
    editDraft("  phone: 02-000-0000", "  phone: 02-123-4567");
    await call("publisher", "publish", {});
    const history = await call("editor", "history");
    expect(history.body.versions.map((v: any) => [v.author, v.changes.length])).toEqual([
      ["김게시", 1],
      ["개발자", expect.any(Number)],
    ]);
    const first = history.body.versions[1].commit;
    expect((await call("editor", `version/${first}`)).body.data.site.phone).toBe("02-000-0000");
    expect((await call("editor", "restore", { commit: first })).status).toBe(403);
    const restored = await call("publisher", "restore", { commit: first });
    expect(restored.body.changes.map((c: any) => c.text)).toEqual(["회사 정보 › 대표 전화번호: “02-123-4567” → “02-000-0000”"]);
    expect((await call("publisher", "publish", {})).body.status).toBe("published");
    expect(repos.git(repos.remote, "rev-list", "--count", "main").trim()).toBe("3");
    expect(recorded.map((e) => [e.op, e.by, e.summary])).toEqual([
      ["publish", "김게시", "변경 1건 게시 (고친 사람: 김게시)"],
      ["restore", "김게시", `이전 버전(${first.slice(0, 7)})을 초안으로 되돌림`],
      ["publish", "김게시", "변경 1건 게시 (고친 사람: 김게시)"],
    ]);
  });

  it("names the editors whose changes it carries as the commit's authors (the first its author, the others co-authors); the publisher commits", async () => {
    writeFileSync(join(repos.data, "authors.json"), JSON.stringify({ young: { name: "이영희", email: "editor@example.com" }, lee: { name: "이민호", email: "lee@example.com" } }));
    studioEdit([{ op: "set", path: ["site", "phone"], value: "02-123-4567" }], "young");
    studioEdit([{ op: "set", path: ["site", "fax"], value: "02-765-4321" }], "lee");
    // Someone's change typed over by another is not theirs.
    studioEdit([{ op: "set", path: TITLE, value: "최의 제목" }], "choi");
    studioEdit([{ op: "set", path: TITLE, value: "이영희의 제목" }], "young");
    const asked = await call("editor", "review", { note: "" });
    // Typed after the review was asked: not in what is published, nor among its authors.
    studioEdit([{ op: "set", path: ["site", "email"], value: "new@example.com" }], "park");
    expect((await call("publisher", "publish", { review: asked.body.id })).body).toMatchObject({ status: "published" });
    expect(repos.git(repos.remote, "log", "-1", "--format=%an <%ae>|%cn <%ce>|%(trailers:key=Co-authored-by)", "main").trim()).toBe(
      "이영희 <editor@example.com>|김게시 <publisher@example.com>|Co-authored-by: 이민호 <lee@example.com>",
    );
    expect(recorded.at(-1)).toMatchObject({ op: "publish", by: "김게시", summary: "변경 3건 게시 (고친 사람: 이영희, 이민호), 이영희 님의 검토 요청" });
    // park's change waits in the draft, still park's: the next publish is theirs.
    expect((await call("publisher", "publish", {})).body).toMatchObject({ status: "published" });
    expect(repos.git(repos.remote, "log", "-1", "--format=%an <%ae>|%cn|%(trailers:key=Co-authored-by)", "main").trim()).toBe("park <park@studio.invalid>|김게시|");
  });

  it("says who changed each value of a conflict, and when", async () => {
    writeFileSync(join(repos.data, "authors.json"), JSON.stringify({ young: { name: "이영희", email: "editor@example.com" }, park: { name: "박민수", email: "dev@example.com", team: "개발팀" } }));
    studioEdit([{ op: "set", path: ["site", "phone"], value: "02-111-1111" }], "young");
    repos.devPush({ "site.yaml": SITE.replace("  phone: 02-000-0000", "  phone: 02-222-2222") }, "전화 수정");
    const refused = await call("publisher", "publish", {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("같은 칸을 다른 사람이 먼저 바꿔 게시했습니다. 남길 값을 골라 다시 게시해 주세요.");
    const [conflict] = refused.body.conflicts;
    expect(conflict).toMatchObject({ place: "회사 정보 › 대표 전화번호", oursBy: { name: "이영희" }, theirsBy: { name: "개발팀 개발자" } });
    // When: the studio's save, and the developer's commit.
    expect(Date.now() - Date.parse(conflict.oursBy.at)).toBeLessThan(60_000);
    expect(conflict.theirsBy.at).toBe(repos.git(repos.remote, "log", "-1", "--format=%aI", "main").trim());
  });
});
