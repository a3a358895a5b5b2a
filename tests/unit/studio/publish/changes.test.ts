import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockName } from "../../../../studio/core/place-words";
import { applyChanges } from "../../../../studio/core/patch";
import { changeList } from "../../../../studio/publish/changes";
import { dataOf } from "../../../../studio/publish/merge";

const SITE = readFileSync(new URL("../../../../site.yaml", import.meta.url), "utf8");
const data = dataOf(SITE) as any;
const dx = data.pages.findIndex((p: any) => p.path === "/dx");

describe("the change list", () => {
  it("names each changed field in the studio's words, with its value before and after: no key of site.yaml", () => {
    const hero = data.pages[dx].blocks[0];
    const after = applyChanges(SITE, [
      { op: "set", path: ["pages", dx, "blocks", 0, "title"], value: "새 제목" },
      { op: "set", path: ["site", "phone"], value: "02-123-4567" },
    ]).source;
    expect(changeList(SITE, after).map((c) => c.text)).toEqual([
      "회사 정보 › 대표 전화번호: “02-000-0000” → “02-123-4567”",
      `/dx 페이지 1번째 블록(${blockName("hero")}) › 큰 제목: “${hero.title}” → “새 제목”`,
    ]);
  });

  it("says an item of a list by its number and its kind, a choice in its words, yes/no as 켬/끔", () => {
    const at = (type: string) => data.pages[dx].blocks.findIndex((b: any) => b.type === type);
    const cards = at("cardGrid");
    const plans = data.pages.flatMap((p: any, i: number) => p.blocks.map((b: any, j: number) => ({ b, i, j }))).find(({ b }: any) => b.type === "plans");
    const after = applyChanges(SITE, [
      { op: "set", path: ["pages", dx, "blocks", cards, "cards", 1, "title"], value: "둘째 카드" },
      { op: "set", path: ["pages", dx, "blocks", cards, "tone"], value: "muted" },
      { op: "set", path: ["pages", plans.i, "blocks", plans.j, "plans", 0, "highlight"], value: !plans.b.plans[0].highlight },
    ]).source;
    const lines = changeList(SITE, after).map((c) => c.text);
    expect(lines).toContain(`/dx 페이지 ${cards + 1}번째 블록(${blockName("cardGrid")}) › 2번째 카드 › 카드 제목: “${data.pages[dx].blocks[cards].cards[1].title}” → “둘째 카드”`);
    expect(lines).toContain(`/dx 페이지 ${cards + 1}번째 블록(${blockName("cardGrid")}) › 배경: (비어 있음) → “연한 회색”`);
    expect(lines.find((l) => l.includes("추천으로 강조"))).toMatch(plans.b.plans[0].highlight ? /: 켬 → 끔$/ : /: \(비어 있음\) → 켬$/);
    // Nothing in latin letters but the page's address: no key, no code of a choice, no true/false.
    for (const line of lines) expect(line.replace(/^\/\S* 페이지/, ""), line).not.toMatch(/[a-zA-Z]{3,}/);
  });

  it("says a block was added, removed or moved, by its place", () => {
    const added = applyChanges(SITE, [{ op: "duplicate", path: ["pages", dx, "blocks", 1] }]).source;
    const type = blockName(data.pages[dx].blocks[1].type);
    expect(changeList(SITE, added).map((c) => c.text)).toEqual([`/dx 페이지 3번째 블록(${type}): 추가`]);
    const removed = applyChanges(SITE, [{ op: "delete", path: ["pages", dx, "blocks", 1] }]).source;
    expect(changeList(SITE, removed).map((c) => c.text)).toEqual([`/dx 페이지 2번째 블록(${type}): 삭제`]);
    const moved = applyChanges(SITE, [{ op: "move", path: ["pages", dx, "blocks"], from: 1, to: 2 }]).source;
    const lines = changeList(SITE, moved).map((c) => c.text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\/dx 페이지 \d번째 블록\([가-힣 ]+\): \d번째에서 \d번째로 옮김$/);
  });

  it("is empty for the same text", () => {
    expect(changeList(SITE, SITE)).toEqual([]);
  });
});
