import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyChanges } from "../../../studio/server/patch";
import { changeList } from "../../../studio/publish/changes";
import { dataOf } from "../../../studio/publish/merge";

const SITE = readFileSync(new URL("../../../site.yaml", import.meta.url), "utf8");
const data = dataOf(SITE) as any;
const dx = data.pages.findIndex((p: any) => p.path === "/dx");

describe("the change list", () => {
  it("names each changed field in the check's place words, with its value before and after", () => {
    const hero = data.pages[dx].blocks[0];
    const after = applyChanges(SITE, [
      { op: "set", path: ["pages", dx, "blocks", 0, "title"], value: "새 제목" },
      { op: "set", path: ["site", "phone"], value: "02-123-4567" },
    ]).source;
    expect(changeList(SITE, after).map((c) => c.text)).toEqual([
      "회사 정보(site) › 'phone'(대표 전화번호): “02-000-0000” → “02-123-4567”",
      `'/dx' 페이지 1번째 블록(hero) › 'title'(${"큰 제목"}): “${hero.title}” → “새 제목”`,
    ]);
  });

  it("says a block was added, removed or moved, by its place", () => {
    const added = applyChanges(SITE, [{ op: "duplicate", path: ["pages", dx, "blocks", 1] }]).source;
    const type = data.pages[dx].blocks[1].type;
    expect(changeList(SITE, added).map((c) => c.text)).toEqual([`'/dx' 페이지 3번째 블록(${type}): 추가`]);
    const removed = applyChanges(SITE, [{ op: "delete", path: ["pages", dx, "blocks", 1] }]).source;
    expect(changeList(SITE, removed).map((c) => c.text)).toEqual([`'/dx' 페이지 2번째 블록(${type}): 삭제`]);
    const moved = applyChanges(SITE, [{ op: "move", path: ["pages", dx, "blocks"], from: 1, to: 2 }]).source;
    const lines = changeList(SITE, moved).map((c) => c.text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^'\/dx' 페이지 \d번째 블록\(\w+\): \d번째에서 \d번째로 옮김$/);
  });

  it("is empty for the same text", () => {
    expect(changeList(SITE, SITE)).toEqual([]);
  });
});
