import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { check } from "../../../../engine/check/index";
import { root } from "../../src/form/contact-form";

/** A small valid manifest whose /contact page holds a form; each test changes one line of it. */
const BASE = readFileSync(join(root, "tests/fixtures/form-base.yaml"), "utf8");

const WHERE = "'/contact' 페이지 1번째 블록(form)";
const NAMES = "name, inquiryType, submittedAt";

/** The errors of BASE with `from` replaced by `to` (exactly once); warnings about its short texts aside. */
function problemsWith(from: string, to: string) {
  expect(BASE.split(from).length, `"${from}" occurs once in BASE`).toBe(2);
  const { problems, site } = check(BASE.replace(from, to), { publicDir: join(root, "public"), year: 2026 });
  expect(site).toBeUndefined();
  return problems.filter((p) => p.severity === "error").map(({ line, col, message }) => ({ line, col, message }));
}

describe("npm run check on a form block", () => {
  it("accepts the base manifest", () => {
    const { problems, site } = check(BASE, { publicDir: join(root, "public"), year: 2026 });
    // Its short texts draw search-result warnings; what matters here is that nothing is an error.
    expect(problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(site).toBeDefined();
  });

  it("points a misspelt field in the subject at the placeholder, and suggests the name", () => {
    expect(problemsWith("{{name}} / {{inquiryType}}", "{{nmae}} / {{inquiryType}}")).toEqual([
      {
        line: 46,
        col: 31,
        message: `${WHERE}의 메일 제목에 쓴 {{nmae}}에 해당하는 입력 항목이 없습니다. {{name}}의 오타인가요? 쓸 수 있는 이름: ${NAMES}.`,
      },
    ]);
  });

  it("points a field missing from a body line at that line's placeholder", () => {
    expect(problemsWith('"이름: {{name}}"', '"이름: {{name}} ({{company|없음}})"')).toEqual([
      {
        line: 50,
        col: 34,
        message: `${WHERE}의 메일 본문 '고객 정보' 구역 1번째 줄에 쓴 {{company|없음}}에 해당하는 입력 항목이 없습니다. 쓸 수 있는 이름: ${NAMES}.`,
      },
    ]);
  });

  it("finds the placeholder in a plain (unquoted) multi-word line too", () => {
    expect(problemsWith('- "문의 일시: {{submittedAt}}"', "- 문의 시각 {{submitedAt}}")).toEqual([
      {
        line: 51,
        col: 25,
        message: `${WHERE}의 메일 본문 '고객 정보' 구역 2번째 줄에 쓴 {{submitedAt}}에 해당하는 입력 항목이 없습니다. {{submittedAt}}의 오타인가요? 쓸 수 있는 이름: ${NAMES}.`,
      },
    ]);
  });

  it("wants field names unique within a form", () => {
    expect(problemsWith("- name: inquiryType", "- name: name")).toEqual([
      {
        line: 35,
        col: 23,
        message: `${WHERE}의 입력 항목 이름 'name'가 30번째 줄에서 이미 쓰였습니다. 한 양식 안에서 항목 이름(name)은 모두 달라야 합니다.`,
      },
      // The subject's {{inquiryType}} now names no field.
      {
        line: 46,
        col: 42,
        message: `${WHERE}의 메일 제목에 쓴 {{inquiryType}}에 해당하는 입력 항목이 없습니다. 쓸 수 있는 이름: name, submittedAt.`,
      },
    ]);
  });

  it("wants option values unique within a field", () => {
    expect(problemsWith("{ value: other, label: 기타 }", "{ value: new, label: 기타 }")).toEqual([
      {
        line: 40,
        col: 30,
        message: `${WHERE}의 'inquiryType' 항목에서 선택지 값 'new'가 39번째 줄에서 이미 쓰였습니다. 한 항목 안에서 선택지 값(value)은 모두 달라야 합니다.`,
      },
    ]);
  });

  it("wants options on a choice", () => {
    const noOptions = problemsWith(
      `                options:
                  - { value: new, label: 신규 프로젝트 }
                  - { value: other, label: 기타 }
`,
      "",
    );
    expect(noOptions).toEqual([
      {
        line: 36,
        col: 17,
        message: `${WHERE}의 'inquiryType' 항목(radio)에 선택지가 없습니다. 'options:' 아래에 - { value: ..., label: ... } 줄을 하나 이상 넣으세요.`,
      },
    ]);
  });

  it("reports a rule on a kind it does not fit, and a broken pattern", () => {
    expect(problemsWith("required: { message: 이름을 입력해 주세요. }", "minItems: { value: 1, message: 하나 이상 }")).toEqual([
      {
        line: 34,
        col: 19,
        message: `${WHERE}의 'name' 항목(text)에는 'minItems'를 쓸 수 없습니다. 이 규칙은 checkboxGroup 항목에만 씁니다.`,
      },
    ]);
    expect(problemsWith("required: { message: 이름을 입력해 주세요. }", "pattern: { value: '^[0-9', message: 숫자만 }")).toEqual([
      {
        line: 34,
        col: 37,
        message: `${WHERE}의 'name' 항목 형식 규칙(pattern) '^[0-9'는 올바른 정규식이 아닙니다. 괄호와 역슬래시(\\)를 확인하세요.`,
      },
    ]);
  });

  it("wants an e-mail address as the mail target", () => {
    expect(problemsWith('to: "{email}"', 'to: "{phone}"')).toEqual([
      {
        line: 45,
        col: 15,
        message: `${WHERE}의 메일 받는 주소(to) '{phone}'는 이메일 주소가 아닙니다. {email} 또는 name@example.com처럼 쓰세요.`,
      },
    ]);
  });

  it("keeps submittedAt for the time of the inquiry", () => {
    expect(problemsWith("- name: inquiryType", "- name: submittedAt")).toEqual([
      {
        line: 35,
        col: 23,
        message: `${WHERE}의 입력 항목 이름 'submittedAt'은 메일 틀에서 문의 일시를 뜻하므로 쓸 수 없습니다. 다른 이름을 쓰세요.`,
      },
      {
        line: 46,
        col: 42,
        message: `${WHERE}의 메일 제목에 쓴 {{inquiryType}}에 해당하는 입력 항목이 없습니다. 쓸 수 있는 이름: name, submittedAt.`,
      },
    ]);
  });
});
