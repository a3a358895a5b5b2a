import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

// Every Document yaml makes in this file, counted.
const made = vi.hoisted(() => ({ documents: 0 }));
vi.mock("yaml", async (importOriginal) => {
  const yaml = await importOriginal<typeof import("yaml")>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      made.documents++;
      return yaml.parseDocument(...args);
    },
  };
});

const { checkSource } = await import("../../../../studio/server/check");
const { parsed } = await import("../../../../studio/core/patch");
const { check } = await import("../../../../engine/check");
type Problem = import("../../../../engine/check").Problem;

const root = join(import.meta.dirname, "../../../..");
const publicDir = join(root, "public");
const site = readFileSync(join(root, "site.yaml"), "utf8");

describe("the studio's check adapter", () => {
  it("reads each text with yaml once: the check's positions come from the patcher's Document of it", () => {
    // A text the patcher has not read yet (a title changed), as after a change is written.
    const source = site.replace("title: 기술로 비즈니스를 혁신합니다", "title: 기술로 비즈니스를 새롭게 합니다");
    made.documents = 0;
    const { blockLines, problems } = checkSource(source, publicDir);
    // The next change to this text edits the same Document.
    parsed(source);
    expect(made.documents).toBe(1);
    // The same lines and problems as a check that reads the positions itself.
    const own = check(source, { publicDir });
    expect(blockLines).toEqual(own.blockLines);
    expect(problems).toEqual(own.problems);
    expect(blockLines?.["/"]?.[0]).toBe(source.split("\n").indexOf("      - type: sceneHero") + 1);
  });

  it("gives the problems at the same places from the patcher's Document", () => {
    const source = site.replace("href: /consulting }", "href: /consultin }");
    const own = check(source, { publicDir }).problems;
    expect(own.map((p) => p.code)).toContain("missingRoute");
    const placed = (problems: Problem[]) => problems.map(({ severity, code, line, col, path }) => ({ severity, code, line, col, path }));
    expect(placed(checkSource(source, publicDir).problems)).toEqual(placed(own));
  });

  /** The one problem of `code` the studio gives for `source`, as its forms show it. */
  const shown = (source: string, code: string) => {
    const problems = checkSource(source, publicDir).problems.filter((p) => p.code === code);
    expect(problems, code).toHaveLength(1);
    return problems[0]!.message;
  };
  // What the trial saw on screen: a key with its YAML values, a key of the file, quotes to write, true.
  const YAML_WORDS = /'[a-z]+'|\b(pages|tone|align|plain|muted|true|false|type|blocks)\b|따옴표|'- '|줄에|줄을/;

  it("speaks the studio's words: places and fields by name, what to do at the form, no key of site.yaml and no advice about its YAML", () => {
    const cases: [string, string, string][] = [
      [site.replace("href: /consulting }", "href: /nowhere }"), "missingRoute", "있는 페이지의 주소를 쓰거나 목록에서 고르세요."],
      [site.replace("title: 기술로 비즈니스를 혁신합니다", "title: 2007"), "wrongKind", "이 칸을 다시 입력하거나 고르세요."],
      [site.replace("highlight: true", "highlight: 네"), "wrongKind", "이 칸을 다시 입력하거나 고르세요."],
      // A paragraph of /privacy that is also a list: the kinds are said by their names.
      [site.replace("              - p: 회사는 프로젝트 문의 상담을", "              - list: [항목]\n                p: 회사는 프로젝트 문의 상담을"), "exactlyOne", "하나만 남기거나, 비어 있다면 하나를 채우세요."],
    ];
    for (const [source, code, hint] of cases) {
      const message = shown(source, code);
      expect(message).not.toMatch(YAML_WORDS);
      expect(message.endsWith(hint), message).toBe(true);
      // The terminal keeps the file's words.
      expect(check(source, { publicDir }).problems.find((p) => p.code === code)!.message).not.toBe(message);
    }
    // A line of the file means nothing on a form: a value used twice is said so.
    const twice = shown(site.replace("{ value: over-500m, label: 5억 원 이상 }", "{ value: 100m-500m, label: 5억 원 이상 }"), "duplicateOptionValue");
    expect(twice).not.toMatch(/번째 줄|\(value\)/);
    expect(twice).toContain("선택지 값 '100m-500m'은 다른 선택지가 이미 쓰고 있습니다. 한 항목 안에서 선택지 값은 모두 달라야 합니다.");
    expect(shown(cases[3]![0], "exactlyOne")).toContain("문단, 목록, 표 중 하나만 쓸 수 있습니다.");
    expect(shown(cases[1]![0], "wrongKind")).toBe("/ 페이지의 브라우저 제목에는 글이 와야 하는데 정수가 있습니다. 이 칸을 다시 입력하거나 고르세요.");
  });

  it("says a warning of two blocks that look alike by their names and the form's words for background and alignment", () => {
    // /dx's first muted block made white like the block before it.
    const dx = site.indexOf("- path: /dx\n");
    const tone = site.indexOf("        tone: muted\n", dx);
    const source = site.slice(0, tone) + site.slice(tone + "        tone: muted\n".length);
    const message = shown(source, "sameLookAsPrevious");
    expect(message).toBe(
      "/dx 페이지 3번째 블록(글과 그림을 좌우로 나란히 놓는 구역)의 배경(흰색)과 제목 정렬(왼쪽)이 바로 앞 블록(카드 목록)과 같아 두 구역이 하나로 이어져 보입니다. 앞 블록(카드 목록)의 배경이나 제목 정렬을 바꾸거나 이 블록(글과 그림을 좌우로 나란히 놓는 구역)의 배경을 바꾸거나, 다른 블록을 사이에 두세요.",
    );
    expect(check(source, { publicDir }).problems.find((p) => p.code === "sameLookAsPrevious")!.message).toContain("'tone'(배경: plain, muted, dark)");
  });
});
