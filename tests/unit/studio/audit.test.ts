/** The studio server's audit trail (studio/serve/audit.ts): who changed what, where, from what to what; appended, 0600. */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AuditTrail } from "../../../studio/serve/audit";
import { versionOf } from "../../../studio/server/handler";
import { applyChanges, type Change } from "../../../studio/server/patch";

const site = readFileSync(join(import.meta.dirname, "../../../site.yaml"), "utf8");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
    const trail = new AuditTrail(dir, () => new Date("2026-11-26T10:00:00Z"));
    const once = write(trail, site, [{ op: "set", path: ["pages", 0, "blocks", 0, "title"], value: "새 제목" }], "kim");
    expect(trail.read()).toEqual([
      { at: "2026-11-26T10:00:00.000Z", by: "kim", op: "set", page: "/", block: 1, field: "title", place: "/ 페이지 1번째 블록(장면이 있는 첫 화면) › 큰 제목", before: "기술로 비즈니스를 혁신합니다", after: "새 제목", version: versionOf(once) },
    ]);
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

  it("says where a moved block went, and what a new item holds", () => {
    const dir = mkdtempSync(join(tmpdir(), "audit-"));
    dirs.push(dir);
    const trail = new AuditTrail(dir);
    const consulting = site.split("\n  - path: ").findIndex((chunk) => chunk.startsWith("/consulting\n")) - 1;
    write(trail, site, [{ op: "move", path: ["pages", consulting, "blocks"], from: 0, to: 1 }], "park");
    expect(trail.read()[0]).toMatchObject({ by: "park", op: "move", page: "/consulting", field: "blocks", before: 1, after: 2 });
  });
});
