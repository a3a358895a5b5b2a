import { createFormControl } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { FormField } from "../../../../src/manifest/site.types";
import { charCount, emptyValue, fieldRules, isEmail, isRequired, listOf } from "../../../../src/form/rules";
import { contactForm } from "./contact-form";
import { withDefaults } from "../../engine/check/with-defaults";

/**
 * Runs react-hook-form's own validation (no browser) over `fields` with `values`; returns the
 * message shown under each invalid field, by name.
 */
async function messagesFor(fields: FormField[], values: Record<string, unknown>): Promise<Record<string, string>> {
  const defaults = Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)]));
  const form = createFormControl<Record<string, unknown>>({ defaultValues: { ...defaults, ...values } });
  for (const field of fields) form.register(field.name, fieldRules(field));
  await form.trigger();
  const shown: Record<string, string> = {};
  for (const field of fields) {
    const message = form.getFieldState(field.name).error?.message;
    if (message) shown[field.name] = message;
  }
  return shown;
}

const text = (rules: FormField["rules"], kind: FormField["kind"] = "text") => withDefaults<FormField>("formField", { name: "f", kind, label: "항목", rules });
const check = async (field: FormField, value: unknown) => (await messagesFor([field], { f: value })).f;

describe("manifest rules as react-hook-form rules", () => {
  it("required: react-hook-form's own rule, plus a blank check for free text", async () => {
    const field = text({ required: { message: "이름을 입력해 주세요." } });
    const rules = fieldRules(field);
    expect(rules.required).toEqual({ value: true, message: "이름을 입력해 주세요." });
    expect(Object.keys(rules.validate ?? {})).toEqual(["notBlank"]);
    expect(await check(field, "")).toBe("이름을 입력해 주세요.");
    expect(await check(field, "   ")).toBe("이름을 입력해 주세요.");
    expect(await check(field, "홍길동")).toBeUndefined();
  });

  it("required on a choice, a checkbox group and a consent box", async () => {
    const options = [{ value: "a", label: "가" }, { value: "b", label: "나" }];
    const select = withDefaults<FormField>("formField", { name: "f", kind: "select", label: "선택", options, rules: { required: { message: "선택해 주세요." } } });
    expect(fieldRules(select)).toEqual({ required: { value: true, message: "선택해 주세요." } });
    expect(await check(select, "")).toBe("선택해 주세요.");
    expect(await check(select, "a")).toBeUndefined();

    const consent = withDefaults<FormField>("formField", { name: "f", kind: "consent", label: "동의", rules: { required: { message: "동의해 주세요." } } });
    expect(await check(consent, false)).toBe("동의해 주세요.");
    expect(await check(consent, true)).toBeUndefined();
  });

  it("minLength: counts characters without the spaces around them, and fails when empty", async () => {
    const field = text({ minLength: { value: 10, message: "10자 이상 입력해 주세요." } }, "textarea");
    expect(Object.keys(fieldRules(field).validate ?? {})).toEqual(["minLength"]);
    expect(await check(field, "")).toBe("10자 이상 입력해 주세요.");
    expect(await check(field, "열 글자 문의입니다")).toBeUndefined(); // exactly 10, spaces inside counted
    expect(await check(field, "아홉 글자 문의예")).toBe("10자 이상 입력해 주세요.");
    expect(await check(field, "   아홉 글자 문의예   ")).toBe("10자 이상 입력해 주세요.");
    expect(await check(field, "😀😀😀😀😀😀😀😀😀😀")).toBeUndefined(); // ten code points, twenty UTF-16 units
  });

  it("maxLength", async () => {
    const field = text({ maxLength: { value: 5, message: "5자까지 입력해 주세요." } });
    expect(await check(field, "다섯 글자")).toBeUndefined();
    expect(await check(field, "여섯 글자요")).toBe("5자까지 입력해 주세요.");
    expect(await check(field, "")).toBeUndefined();
  });

  it("pattern: react-hook-form's own rule in unicode mode; an empty value passes", async () => {
    const field = text({ pattern: { value: "^[0-9+\\-\\s()]*$", message: "올바른 전화번호 형식을 입력해 주세요." } }, "tel");
    const rules = fieldRules(field);
    expect(rules.pattern?.message).toBe("올바른 전화번호 형식을 입력해 주세요.");
    expect(rules.pattern?.value.flags).toBe("u");
    expect(await check(field, "")).toBeUndefined();
    expect(await check(field, "+82 (2) 000-0000")).toBeUndefined();
    expect(await check(field, "02-000-000O")).toBe("올바른 전화번호 형식을 입력해 주세요.");
    expect(await check(field, "010.1234.5678")).toBe("올바른 전화번호 형식을 입력해 주세요.");
  });

  it("email: an address as people type it; an empty value passes unless required", async () => {
    const field = text({ email: { message: "올바른 이메일 주소를 입력해 주세요." } }, "email");
    expect(Object.keys(fieldRules(field).validate ?? {})).toEqual(["email"]);
    for (const good of ["kim@example.com", "kim.min+inquiry@sub.example.co.kr", " kim@example.com "]) expect(await check(field, good)).toBeUndefined();
    for (const bad of ["kim", "kim@", "kim@example", "kim@@example.com", ".kim@example.com", "kim..min@example.com", "kim@exa mple.com", "김@example.com"]) {
      expect(await check(field, bad), bad).toBe("올바른 이메일 주소를 입력해 주세요.");
    }
    expect(await check(field, "")).toBeUndefined();
    const both = text({ required: { message: "필수" }, email: { message: "형식" } }, "email");
    expect(await check(both, "")).toBe("필수");
  });

  it("minItems: counts the ticked boxes, whichever shape react-hook-form gives them in", async () => {
    const field = withDefaults<FormField>("formField", {
      name: "f",
      kind: "checkboxGroup",
      label: "관심 서비스",
      options: [{ value: "a", label: "가" }, { value: "b", label: "나" }],
      rules: { minItems: { value: 1, message: "관심 서비스를 하나 이상 선택해 주세요." } },
    });
    expect(Object.keys(fieldRules(field).validate ?? {})).toEqual(["minItems"]);
    expect(await check(field, [])).toBe("관심 서비스를 하나 이상 선택해 주세요.");
    expect(await check(field, false)).toBe("관심 서비스를 하나 이상 선택해 주세요.");
    expect(await check(field, ["a"])).toBeUndefined();
    expect(await check(field, "a")).toBeUndefined(); // a group of one box gives its value, not a list
  });

  it("runs the checks in the order written and shows the first failure", async () => {
    const field = text({ required: { message: "필수" }, minLength: { value: 3, message: "짧음" }, maxLength: { value: 4, message: "긺" } });
    expect(await check(field, "")).toBe("필수");
    expect(await check(field, "가")).toBe("짧음");
    expect(await check(field, "가나다라마")).toBe("긺");
  });

  it("fills {tokens} in messages", async () => {
    const field = text({ required: { message: "{company}에 알려 주세요." } });
    expect(fieldRules(field, (t) => t.replace("{company}", "예시회사")).required?.message).toBe("예시회사에 알려 주세요.");
  });

  it("marks a field required when a rule demands an entry", () => {
    expect(isRequired(text({ required: { message: "x" } }))).toBe(true);
    expect(isRequired(text({ minLength: { value: 10, message: "x" } }))).toBe(true);
    expect(isRequired(text({ pattern: { value: ".*", message: "x" } }))).toBe(false);
    expect(isRequired(text(undefined))).toBe(false);
  });

  it("helpers", () => {
    expect(listOf(["a", 1, "b"])).toEqual(["a", "b"]);
    expect(listOf("")).toEqual([]);
    expect(charCount("한글😀")).toBe(3);
    expect(isEmail("a@b.co")).toBe(true);
    expect(emptyValue(text(undefined, "checkboxGroup"))).toEqual([]);
    expect(emptyValue(text(undefined, "consent"))).toBe(false);
    expect(emptyValue(text(undefined, "select"))).toBe("");
  });
});

describe("the /contact form in site.yaml: spec section 5, row by row", () => {
  const { fields } = contactForm();
  const valid = {
    name: "홍길동",
    company: "예시 주식회사",
    email: "kim@example.com",
    phone: "",
    inquiryType: "new",
    services: ["consulting"],
    timeline: "immediate",
    budget: "",
    message: "ERP 교체 프로젝트를 상담하고 싶습니다.",
    agreePrivacy: true,
  };

  it("has the fields of spec section 3, in order", () => {
    expect(fields.map((f) => `${f.name}:${f.kind}`)).toEqual([
      "name:text",
      "company:text",
      "email:email",
      "phone:tel",
      "inquiryType:radio",
      "services:checkboxGroup",
      "timeline:select",
      "budget:select",
      "message:textarea",
      "agreePrivacy:consent",
    ]);
    const labels = (name: string) => fields.find((f) => f.name === name)?.options?.map((o) => o.label);
    expect(labels("inquiryType")).toEqual(["신규 프로젝트", "유지보수", "컨설팅", "기타"]);
    expect(labels("services")).toEqual(["IT컨설팅", "시스템개발", "AI통합구축", "ICT인프라", "ITO서비스", "기타"]);
    expect(labels("timeline")).toEqual(["즉시", "1개월 이내", "3개월 이내", "6개월 이내", "미정"]);
    expect(labels("budget")).toEqual(["1천만 원 미만", "1천만~5천만 원", "5천만~1억 원", "1억~5억 원", "5억 원 이상", "미정"]);
  });

  it("accepts a valid inquiry with an empty phone and no budget", async () => {
    expect(await messagesFor(fields, valid)).toEqual({});
  });

  it("gives every message of an empty form", async () => {
    expect(await messagesFor(fields, {})).toEqual({
      name: "이름을 입력해 주세요.",
      company: "회사명을 입력해 주세요.",
      email: "올바른 이메일 주소를 입력해 주세요.",
      inquiryType: "문의 유형을 선택해 주세요.",
      services: "관심 서비스를 하나 이상 선택해 주세요.",
      timeline: "프로젝트 시작 시기를 선택해 주세요.",
      message: "10자 이상 입력해 주세요.",
      agreePrivacy: "개인정보 수집 및 이용에 동의해 주세요.",
    });
  });

  it.each([
    ["name", " ", "이름을 입력해 주세요."],
    ["company", "", "회사명을 입력해 주세요."],
    ["email", "kim@example", "올바른 이메일 주소를 입력해 주세요."],
    ["phone", "02-000-0000 내선 3", "올바른 전화번호 형식을 입력해 주세요."],
    ["inquiryType", "", "문의 유형을 선택해 주세요."],
    ["services", [], "관심 서비스를 하나 이상 선택해 주세요."],
    ["timeline", "", "프로젝트 시작 시기를 선택해 주세요."],
    ["message", "짧은 문의입니다", "10자 이상 입력해 주세요."],
    ["agreePrivacy", false, "개인정보 수집 및 이용에 동의해 주세요."],
  ])("%s = %j → %s", async (name, value, message) => {
    expect(await messagesFor(fields, { ...valid, [name]: value })).toEqual({ [name]: message });
  });

  it("lets the phone take digits, hyphens, plus, spaces and parentheses", async () => {
    expect(await messagesFor(fields, { ...valid, phone: "+82 (10) 1234-5678" })).toEqual({});
  });

  it("leaves the budget optional", async () => {
    expect(await messagesFor(fields, { ...valid, budget: "" })).toEqual({});
    expect(await messagesFor(fields, { ...valid, budget: "100m-500m" })).toEqual({});
  });
});
