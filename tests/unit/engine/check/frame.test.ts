import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check, formatProblems } from "../../../../engine/check/index";
import { FRAME_WIDTH } from "../../../../engine/check/problem";
import { QUOTE_LIMIT } from "../../../../engine/check/messages";
import { blankAsWide, prefixOfWidth, screenWidth } from "../../../../src/dev/screen-width";

const root = join(import.meta.dirname, "../../../..");
const base = readFileSync(join(root, "tests/fixtures/base.yaml"), "utf8");
const report = (source: string) => formatProblems(check(source, { publicDir: join(root, "public"), year: 2026 }).problems, source);

describe("a problem on a very long line", () => {
  it("is an error for a 1 MB title, and prints a few hundred characters, not the line", () => {
    const source = base.replace("        title: 안녕하세요\n", `        title: ${"가".repeat(1024 * 1024)}\n`);
    const [problem, ...rest] = report(source);
    expect(rest).toEqual([]);
    expect(problem!.split("\n")[0]).toBe("site.yaml:33:16 '/' 페이지 1번째 블록(hero)의 'title'(큰 제목)이 1,048,576자로 너무 깁니다. 200자 이내로 줄이세요.");
    expect(problem!.length).toBeLessThan(500);
  });

  it("shows the part around the column, cut with an ellipsis on both sides, the caret under the column", () => {
    const filler = "나".repeat(900);
    const source = base.replace("          - { title: 카드, href: /services }", `          - { desc: "${filler}", title: 카드, href: /servicez }`);
    const [problem, ...rest] = report(source);
    expect(rest).toEqual([]);
    const [head, frame, caret] = problem!.split("\n") as [string, string, string];
    const line = source.split("\n").find((l) => l.includes("/servicez"))!;
    expect(head).toContain(`:${line.indexOf("/servicez") + 1} `);
    expect(frame).toMatch(/^ {2}\d+ \| …나+", title: 카드, href: \/servicez }$/);
    expect(frame.length).toBeLessThan(FRAME_WIDTH + 20);
    // The caret stands under the link's first character, on screen: each 나 takes two columns.
    const before = frame.slice(frame.indexOf("| ") + 2, frame.indexOf("/servicez"));
    expect(caret.slice(caret.indexOf("| ") + 2)).toBe(`${" ".repeat(screenWidth(before))}^`);
  });

  it("quotes a long value cut short in the message", () => {
    const href = `/${"x".repeat(1500)}`;
    const [problem, ...rest] = report(base.replace("          - { title: 카드, href: /services }", `          - { title: 카드, href: ${href} }`));
    expect(rest).toEqual([]);
    const message = problem!.split("\n")[0]!;
    expect(message).toContain(`'${href.slice(0, QUOTE_LIMIT)}…'`);
    expect(message.length).toBeLessThan(QUOTE_LIMIT + 200);
  });
});

describe("the caret", () => {
  it("stands under its character on screen: a Hangul syllable takes two columns of a terminal", () => {
    const line = '            - { label: 전화 문의, value: "{phon}", href: "tel:{phone}" }';
    const source = base.replace("          - { title: 카드, href: /services }", "          - { title: 카드, href: /services }\n        aside:\n          contacts:\n" + line);
    const problems = check(source, { publicDir: join(root, "public"), year: 2026 }).problems.filter((p) => p.code === "unknownToken");
    const framed = formatProblems(problems, source);
    expect(framed).toHaveLength(1);
    const [, row, caret] = framed[0]!.split("\n") as [string, string, string];
    // 38 characters before '{phon}', four of them Hangul: the caret 42 columns in, 4 right of where counting characters put it.
    expect(row.slice(row.indexOf("| ") + 2).indexOf("{phon}")).toBe(38);
    expect(caret.slice(caret.indexOf("| ") + 2)).toBe(`${" ".repeat(42)}^`);
  });
});

describe("screen width", () => {
  it("counts East Asian Wide and Fullwidth characters as two columns, combining marks as none", () => {
    expect(screenWidth("title")).toBe(5);
    expect(screenWidth("전화 문의")).toBe(9);
    expect(screenWidth("ㅅㅑㅅㅣㄷ")).toBe(10);
    expect(screenWidth("：（")).toBe(4);
    expect(screenWidth("漢字かな")).toBe(8);
    expect(screenWidth("·…“”")).toBe(4);
    expect(screenWidth("e\u0301")).toBe(1);
    expect(screenWidth("\u1112\u1161\u11ab")).toBe(2);
    expect(screenWidth("😀")).toBe(2);
  });

  it("reads a caret row's blank back as the text it stands under", () => {
    expect(prefixOfWidth("전화 문의, value", 9)).toBe("전화 문의");
    expect(prefixOfWidth("\t전화", 3)).toBe("\t전");
    expect(blankAsWide("\t전화 a")).toBe("\t      ");
  });
});
