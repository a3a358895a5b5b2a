/** The studio server's audit trail (studio/server/audit.ts): who changed what, where, from what to what, a row per typing burst; appended, 0600. */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AUDIT_OPEN_FILE, AuditTrail } from "../../../../studio/server/audit";
import { versionOf } from "../../../../studio/server/document";
import { applyChanges, type Change } from "../../../../studio/core/patch";

const site = readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8");
const dirs: string[] = [];
const trails: AuditTrail[] = [];
/** A trail, ended after the test as the server ends its own when it stops. */
function trailIn(...args: ConstructorParameters<typeof AuditTrail>): AuditTrail {
  const trail = new AuditTrail(...args);
  trails.push(trail);
  return trail;
}
afterEach(() => {
  // Its open bursts written and their timer stopped before the folder goes: the timer of a trail
  // left open fired in whatever test file the worker ran next, into a folder no longer there.
  for (const trail of trails.splice(0)) trail.flush(true);
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** Applies `changes` to `before` as the studio's endpoint does and records it as `by`. */
function write(trail: AuditTrail, before: string, changes: Change[], by: string): string {
  const after = applyChanges(before, changes).source;
  trail.record({ before, after, version: versionOf(after), changes, by });
  return after;
}

describe("the audit trail", () => {
  it("records who, when, the page, the block, the field, before and after, in a file only the server reads", () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    dirs.push(dir);
    const trail = trailIn(dir, () => new Date("2026-11-26T10:00:00Z"));
    const once = write(trail, site, [{ op: "set", path: ["pages", 0, "blocks", 0, "title"], value: "새 제목" }], "kim");
    expect(trail.read()).toEqual([
      { at: "2026-11-26T10:00:00.000Z", by: "kim", op: "set", page: "/", block: 1, field: "title", place: "/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목", before: "기술로 비즈니스를 혁신합니다", after: "새 제목", version: versionOf(once) },
    ]);
    // The row is written once the typing burst is over.
    trail.flush(true);
    expect(statSync(trail.file).mode & 0o777).toBe(0o600);

    // Appended: the first line stays as it was; the newest comes first when read.
    const first = readFileSync(trail.file, "utf8");
    const twice = write(trail, once, [{ op: "delete", path: ["pages", 0, "blocks", 0, "subtitle"] }, { op: "set", path: ["site", "phone"], value: "02-111-2222" }], "lee");
    expect(readFileSync(trail.file, "utf8").startsWith(first)).toBe(true);
    const [phone, subtitle] = trail.read();
    expect(phone).toMatchObject({ by: "lee", op: "set", field: "site.phone", place: "회사 정보 › 대표 전화번호", before: "02-000-0000", after: "02-111-2222", version: versionOf(twice) });
    expect(phone).not.toHaveProperty("page");
    // A deletion is said where it was.
    expect(subtitle).toMatchObject({ by: "lee", op: "delete", page: "/", block: 1, field: "subtitle", place: "/ 페이지 1번째 블록(장면이 있는 첫 화면) › 제목 아래 설명" });
    expect(subtitle!.before).toEqual(expect.any(String));
    expect(subtitle).not.toHaveProperty("after");
    expect(trail.read(1)).toEqual([phone]);
  });

  it("makes one row of a person's typing in a field: the first save's 'before', the last one's 'after'", () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    dirs.push(dir);
    let clock = Date.parse("2026-11-27T05:02:00Z");
    const trail = trailIn(dir, () => new Date(clock), 10_000);
    const title = ["pages", 0, "blocks", 0, "title"];
    const type = (text: string, value: string, by: string, path = title, ms = 300) => {
      clock += ms;
      return write(trail, text, [{ op: "set", path, value }], by);
    };
    // kim types "새 제목" a key a save, while lee types the phone number: each their own row.
    let text = site;
    for (const value of ["새", "새 ", "새 제", "새 제목"]) {
      text = type(text, value, "kim");
      text = type(text, `02-111-${value.length}`, "lee", ["site", "phone"]);
    }
    const rows = trail.read();
    expect(rows.map((r) => [r.by, r.place, r.before, r.after])).toEqual([
      ["lee", "회사 정보 › 대표 전화번호", "02-000-0000", "02-111-4"],
      ["kim", "/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목", "기술로 비즈니스를 혁신합니다", "새 제목"],
    ]);
    expect(rows[1]).toMatchObject({ at: "2026-11-27T05:02:00.300Z", until: "2026-11-27T05:02:02.100Z", version: expect.any(String) });
    // A save after a quiet gap longer than 10 s is a new burst; the first is written to the file.
    text = type(text, "새 제목입니다", "kim", title, 10_001);
    expect(readFileSync(trail.file, "utf8").trim().split("\n").map((line) => JSON.parse(line).after)).toEqual(["새 제목"]);
    // Typing in another field ends it too; a burst that comes back to where it began is no row.
    text = type(text, "새 제목", "kim");
    text = type(text, "부제", "kim", ["pages", 0, "blocks", 0, "subtitle"]);
    expect(trail.read().filter((r) => r.by === "kim").map((r) => [r.before, r.after])).toEqual([
      [expect.any(String), "부제"],
      ["기술로 비즈니스를 혁신합니다", "새 제목"],
    ]);
    // A burst still open when the server stops is written at its next start.
    expect(existsSync(join(dir, AUDIT_OPEN_FILE))).toBe(true);
    const next = trailIn(dir, () => new Date(clock));
    expect(readFileSync(next.file, "utf8")).toContain('"after":"부제"');
    expect(existsSync(join(dir, AUDIT_OPEN_FILE))).toBe(false);
  });

  it("gives publish, restore, review, sent back, sign-in and sign-out rows of their own", () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    dirs.push(dir);
    let clock = Date.parse("2026-11-27T05:02:00Z");
    const trail = trailIn(dir, () => new Date((clock += 1000)));
    trail.event({ op: "sign-in", by: "kim" });
    write(trail, site, [{ op: "set", path: ["site", "phone"], value: "02-111-2222" }], "kim");
    trail.event({ op: "review", by: "kim", summary: "변경 1건 검토 요청: 전화번호" });
    trail.event({ op: "return", by: "park", summary: "kim 님의 검토 요청을 돌려보냄: 번호 확인" });
    trail.event({ op: "publish", by: "park", summary: "변경 1건 게시 (고친 사람: kim)", commit: "a".repeat(40) });
    trail.event({ op: "restore", by: "park", summary: "이전 버전(aaaaaaa)을 초안으로 되돌림", commit: "a".repeat(40) });
    trail.event({ op: "sign-out", by: "kim" });
    expect(trail.read().map((r) => `${r.by} ${r.op}`)).toEqual(["kim sign-out", "park restore", "park publish", "park return", "kim review", "kim set", "kim sign-in"]);
    // An event of a person ends their typing burst: the change is written before their review request.
    const lines = readFileSync(trail.file, "utf8").trim().split("\n").map((line) => JSON.parse(line).op);
    expect(lines).toEqual(["sign-in", "set", "review", "return", "publish", "restore", "sign-out"]);
  });

  it("says where a moved block went, and what a new item holds", () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    dirs.push(dir);
    const trail = trailIn(dir);
    const consulting = site.split("\n  - path: ").findIndex((chunk) => chunk.startsWith("/consulting\n")) - 1;
    write(trail, site, [{ op: "move", path: ["pages", consulting, "blocks"], from: 0, to: 1 }], "park");
    expect(trail.read()[0]).toMatchObject({ by: "park", op: "move", page: "/consulting", field: "blocks", before: 1, after: 2 });
  });
});
