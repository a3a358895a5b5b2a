import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { stepName } from "../../../../studio/core/place-words.ts";

const data = parse(readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8"));
const about = (data.pages as { path: string }[]).findIndex((p) => p.path === "/about");
const blockOf = (type: string) => (data.pages[about].blocks as { type: string }[]).findIndex((b) => b.type === type);

describe("each undo step in words: the page, the block in Korean, the field, what was done", () => {
  test("a field typed in", () => {
    expect(stepName(data, [{ op: "set", path: ["pages", about, "blocks", 0, "title"], value: "x" }])).toBe("/about 페이지 맨 위 큰 제목 영역 큰 제목 수정");
  });

  test("an item of a list added, deleted; a block moved; a page copied", () => {
    const cards = blockOf("cardGrid");
    expect(stepName(data, [{ op: "insert", path: ["pages", about, "blocks", cards, "cards", 1], value: {} }])).toBe("/about 카드 목록 2번째 카드 추가");
    expect(stepName(data, [{ op: "delete", path: ["pages", about, "blocks", cards, "cards", 0] }])).toBe("/about 카드 목록 1번째 카드 삭제");
    expect(stepName(data, [{ op: "move", path: ["pages", about, "blocks"], from: 1, to: 2 }])).toBe("/about 페이지 블록 순서 바꾸기");
    expect(stepName(data, [{ op: "delete", path: ["pages", about, "blocks", cards] }])).toBe("/about 카드 목록 삭제");
    expect(stepName(data, [{ op: "duplicate", path: ["pages", about] }])).toBe("/about 페이지 복제");
  });

  test("a shared part and a page's own fields", () => {
    expect(stepName(data, [{ op: "set", path: ["site", "phone"], value: "02" }])).toBe("회사 정보 대표 전화번호 수정");
    expect(stepName(data, [{ op: "set", path: ["pages", about, "title"], value: "x" }])).toBe("/about 페이지 브라우저 제목 수정");
  });
});
