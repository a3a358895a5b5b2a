import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check, formatProblems } from "../../../engine/check/index";
import { FRAME_WIDTH } from "../../../engine/check/problem";
import { QUOTE_LIMIT } from "../../../engine/check/messages";

const root = join(import.meta.dirname, "../../..");
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
    // The caret stands under the link's first character.
    const bar = frame.indexOf("| ") + 2;
    expect(frame.slice(bar + caret.indexOf("^") - caret.indexOf("| ") - 2).startsWith("/servicez")).toBe(true);
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
