import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../engine/check/index";

/**
 * The editor's slips as a new user makes them in the real site.yaml (one edit each), with the line,
 * column and message the check gives. The exact texts of each kind are in tests/fixtures/bad/.
 */
const root = join(import.meta.dirname, "../../../..");
const site = readFileSync(join(root, "site.yaml"), "utf8").split("\n");

/** site.yaml with line `line` (1-based) replaced by `text` (several lines, or none). */
const edited = (edits: Record<number, string[]>) => site.flatMap((text, i) => edits[i + 1] ?? [text]).join("\n");
const lineOf = (text: string, from = 1) => site.findIndex((l, i) => i + 1 >= from && l === text) + 1;
const firstProblem = (source: string) => {
  const { problems } = check(source, { publicDir: join(root, "public"), year: 2026 });
  expect(problems.length, problems.map((p) => p.message).join("\n")).toBeGreaterThan(0);
  const { line, col, code, hint } = problems[0]!;
  return { line, col, code, hint };
};
/** site.yaml's lines `from`..`to` with `remove` leading spaces taken off. */
const shifted = (from: number, to: number, remove: number) =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, [site[from + i - 1]!.slice(remove)]]));

const partners = lineOf("      - type: partners");
const partnersEnd = lineOf("          - { name: Synology, logo: /partners/synology.svg }");

describe("a line short of its column", () => {
  it("is one line of the item above, not a lost '- ', when the item has no such key yet", () => {
    const title = partners + 3;
    expect(site[title - 1]).toMatch(/^ {8}title: /);
    expect(firstProblem(edited({ [title]: [site[title - 1]!.slice(2)] }))).toEqual({ line: title, col: 7, code: "underIndented", hint: "2칸 더 들여쓰세요." });
    expect(firstProblem(edited({ [title]: [site[title - 1]!.slice(1)] }))).toEqual({ line: title, col: 8, code: "underIndented", hint: "1칸 더 들여쓰세요." });
  });

  it("is a whole block when the lines below it share the shift, reported at its own line and not at the blank line above", () => {
    expect(firstProblem(edited(shifted(partners + 1, partnersEnd, 2)))).toEqual({
      line: partners + 1,
      col: 7,
      code: "underIndented",
      hint: `이 줄부터 ${partnersEnd}번째 줄까지 2칸 더 들여쓰세요.`,
    });
    // The block's dash too: it is then left of the list, at the column of 'blocks:'; yaml points at the blank line above the comment.
    expect(site[partners - 3]).toBe("");
    expect(firstProblem(edited(shifted(partners - 1, partnersEnd, 2)))).toEqual({
      line: partners,
      col: 5,
      code: "underIndented",
      hint: `이 줄부터 ${partnersEnd}번째 줄까지 2칸 더 들여쓰세요.`,
    });
  });

  it("is a lost '- ' when it starts like an item of the list: a key the item above already has, or a plain value", () => {
    const group = lineOf("    - title: 시스템개발");
    expect(firstProblem(edited({ [group]: ["    title: 시스템개발"] }))).toMatchObject({ line: group, col: 5, code: "missingDash" });
  });
});

describe("a line deeper than its column", () => {
  /** site.yaml's lines `from`..`to` with `add` leading spaces put on (blank lines left alone). */
  const pushed = (from: number, to: number, add: number) =>
    Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, [site[from + i - 1]!.trim() ? " ".repeat(add) + site[from + i - 1]! : ""]]));
  const video = lineOf("      - type: video");
  const videoEnd = lineOf("      - type: split") - 2;

  it("is a block pushed under the last key of the block before it, reported at its own line and not at the blank line above", () => {
    expect(site[video - 3]).toBe("");
    for (const by of [1, 2, 3])
      expect(firstProblem(edited(pushed(video - 1, videoEnd, by)))).toEqual({
        line: video,
        col: 7 + by,
        code: "overIndented",
        hint: `이 줄부터 ${videoEnd}번째 줄까지 ${by}칸 덜 들여쓰세요.`,
      });
  });

  it("is a block pushed under the list of the block before it when it starts like the blocks, not one of that list", () => {
    expect(site[partners - 4]).toMatch(/^ {10}- \{ icon: /);
    expect(firstProblem(edited(pushed(partners, partnersEnd, 2)))).toEqual({ line: partners, col: 9, code: "overIndented", hint: `이 줄부터 ${partnersEnd}번째 줄까지 2칸 덜 들여쓰세요.` });
  });

  it("is the first blocks of a page, when the later ones stand at the file's step", () => {
    const first = lineOf("      - type: sceneHero");
    expect(firstProblem(edited(pushed(first, partners - 3, 2)))).toEqual({ line: first, col: 9, code: "overIndented", hint: `이 줄부터 ${partners - 3}번째 줄까지 2칸 덜 들여쓰세요.` });
  });

  it("is one line under a key that holds its value on its own line", () => {
    const title = partners + 3;
    expect(firstProblem(edited(pushed(title, title, 2)))).toEqual({ line: title, col: 11, code: "overIndented", hint: "2칸 덜 들여쓰세요." });
  });
});

describe("a key without its colon", () => {
  it.each([
    ["a key with a value", "        kicker: 기술 파트너", "kicker"],
    ["the first key of a list item", "      - type: hero", "type"],
    ["a key whose value is below it", "        image:", "image"],
    ["the last key of a map", "          alt: 운영 담당자 두 명이 관제 화면 앞에서 접수된 요청을 처리하고, 처리된 요청이 완료 상태로 넘어가는 운영 센터 구성도", "alt"],
    ["a top-level key", "site:", "site"],
  ])("is named, with the caret where the colon belongs: %s", (_, text, key) => {
    const line = lineOf(text);
    const col = text.indexOf(`${key}:`) + key.length + 1;
    const problem = firstProblem(edited({ [line]: [text.replace(`${key}:`, key)] }));
    expect(problem).toEqual({ line, col, code: "missingColon", hint: `이름 바로 뒤에 콜론을 쓰고 한 칸을 띄워 '${key}: '처럼 쓰세요.` });
  });
});

describe("a duplicate key", () => {
  it("names the line of the first one", () => {
    const title = lineOf("        title: 기술로 비즈니스를 혁신합니다");
    const { problems } = check(edited({ [title + 1]: [site[title]!, "        title: 또 다른 제목"] }), { publicDir: join(root, "public") });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: title + 2, col: 9, code: "duplicateKey" });
    expect(problems[0]!.message).toBe(`YAML 문법 오류: 'title'이 같은 묶음의 ${title}번째 줄에 이미 있습니다. 둘 중 하나를 지우세요.`);
  });
});
