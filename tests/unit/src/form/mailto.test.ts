import { describe, expect, it } from "vitest";
import type { FormField } from "../../../../src/manifest/site.types";
import { buildMail, encodeMailtoValue, MAILTO_MAX_LENGTH, mailtoUrl, pasteMailUrl, wellFormed, type MailTemplate } from "../../../../src/form/mailto";
import { contactForm } from "./contact-form";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

/** A mailto URL taken apart by hand: a value may not hold a raw & ? # or =, or the split goes wrong. */
function parseMailto(url: string): { to: string; subject?: string; body?: string } {
  expect(url.startsWith("mailto:")).toBe(true);
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  expect(url).not.toContain("#");
  const headers = Object.fromEntries(
    query
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const [name, value, ...rest] = pair.split("=");
        expect(rest, `a raw "=" in ${pair}`).toEqual([]);
        return [name, decodeURIComponent(value!)];
      }),
  );
  return { to: decodeURIComponent(address!), ...headers };
}

const SUBMITTED_AT = "2026. 3. 5. 오후 2:07:09";

describe("the mail of the /contact form (spec section 7)", () => {
  const { form, fields, email } = contactForm();
  const values = {
    name: "홍길동",
    company: "주식회사 A&B #1",
    email: "kim+test@example.com",
    phone: "",
    inquiryType: "new",
    services: ["ai", "consulting"], // ticked in the other order
    timeline: "within-3-months",
    budget: "",
    message: "첫 줄 100% 확인?\n둘째 줄 a+b=c & d#e\r\n셋째 줄 끝",
    agreePrivacy: true,
  };

  it("has the subject and body the spec asks for, with Korean, special characters and line breaks intact", () => {
    const mail = buildMail({ mail: form.mail, fields, values, submittedAt: SUBMITTED_AT });
    expect(mail.subject).toBe("[프로젝트 문의] 주식회사 A&B #1 / 홍길동 / 신규 프로젝트");
    const body = [
      "[고객 정보]",
      "이름: 홍길동",
      "회사명: 주식회사 A&B #1",
      "연락처: 미입력",
      "이메일: kim+test@example.com",
      "",
      "[문의 정보]",
      "문의 유형: 신규 프로젝트",
      "관심 서비스: IT컨설팅, AI통합구축",
      "시작 예정 시기: 3개월 이내",
      "예상 예산: 미정",
      "",
      "[문의 내용]",
      "첫 줄 100% 확인?",
      "둘째 줄 a+b=c & d#e",
      "셋째 줄 끝",
      "",
      "[동의 및 접수 정보]",
      "개인정보 수집·이용 동의: 동의함",
      `문의 일시: ${SUBMITTED_AT}`,
    ].join("\r\n");
    expect(mail.body).toBe(body);

    const sent = parseMailto(mail.url);
    expect(sent).toEqual({ to: email, subject: mail.subject, body });
    expect(mail.tooLong).toBe(false);
  });

  it("writes a chosen budget and phone as given, and consent not given as such", () => {
    const mail = buildMail({
      mail: form.mail,
      fields,
      values: { ...values, budget: "over-500m", phone: "010-1234-5678", agreePrivacy: false, services: ["ito"] },
      submittedAt: SUBMITTED_AT,
    });
    expect(mail.body).toContain("예상 예산: 5억 원 이상\r\n");
    expect(mail.body).toContain("연락처: 010-1234-5678\r\n");
    expect(mail.body).toContain("관심 서비스: ITO서비스\r\n");
    expect(mail.body).toContain("개인정보 수집·이용 동의: 동의하지 않음\r\n");
  });
});

describe("mailto encoding", () => {
  it("percent-encodes Korean as UTF-8, line breaks as CRLF, and & ? # + % = as escapes", () => {
    expect(encodeMailtoValue("가")).toBe("%EA%B0%80");
    expect(encodeMailtoValue("a b+c&d?e#f%g=h")).toBe("a%20b%2Bc%26d%3Fe%23f%25g%3Dh");
    expect(encodeMailtoValue("1\n2\r\n3\r4")).toBe("1%0D%0A2%0D%0A3%0D%0A4");
  });

  it("keeps the address readable and leaves out empty headers", () => {
    expect(mailtoUrl("contact@example.com", {})).toBe("mailto:contact@example.com");
    expect(mailtoUrl(" a@example.com,b@example.com ", { subject: "안녕", body: "" })).toBe("mailto:a@example.com,b@example.com?subject=%EC%95%88%EB%85%95");
  });

  it("keeps a subject on one line", () => {
    const fields = [withDefaults<FormField>("formField", { name: "company", kind: "text", label: "회사" })];
    const mail = buildMail({ mail: { ...template, subject: "문의 {{company}}" }, fields, values: { company: "가나\n다라" }, submittedAt: "" });
    expect(mail.subject).toBe("문의 가나 다라");
  });
});

const template = withDefaults<MailTemplate>("formMail", {
  to: "contact@example.com",
  subject: "[문의] {{name}}",
  sections: [
    { title: "내용", lines: ["{{message}}"] },
    { title: "접수", lines: ["일시: {{submittedAt}}", "없는 값: {{budget|미정}}"] },
  ],
  agreed: "예",
  declined: "아니오",
});
const fields = (
  [
    { name: "name", kind: "text", label: "이름" },
    { name: "message", kind: "textarea", label: "내용" },
    { name: "budget", kind: "select", label: "예산", options: [{ value: "x", label: "엑스" }] },
  ] satisfies Loose<FormField>[]
).map((field) => withDefaults<FormField>("formField", field));

describe("the length guard", () => {
  const draft = (message: string, maxLength?: number) =>
    buildMail({ mail: template, fields, values: { name: "홍길동", message, budget: "" }, submittedAt: "2026. 3. 5. 오후 2:07:09", maxLength });

  it("allows about 2,000 characters of URL", () => {
    expect(MAILTO_MAX_LENGTH).toBe(2000);
  });

  it("counts the URL after encoding: a Hangul syllable takes nine characters", () => {
    const short = draft("가");
    const longer = draft("가가");
    expect(longer.url.length - short.url.length).toBe(9);
  });

  it("lets a URL of exactly the limit through and stops one character more", () => {
    const { url } = draft("견적을 부탁드립니다.");
    expect(draft("견적을 부탁드립니다.", url.length).tooLong).toBe(false);
    expect(draft("견적을 부탁드립니다.", url.length - 1).tooLong).toBe(true);
  });

  it("flags a long Korean message, and keeps the whole inquiry as text to copy", () => {
    const message = "저희 회사는 물류 시스템을 운영하고 있으며 재고와 배송 데이터를 하나로 모으려고 합니다. ".repeat(8).trim();
    const mail = draft(message);
    expect(mail.tooLong).toBe(true);
    expect(mail.url.length).toBeGreaterThan(MAILTO_MAX_LENGTH);
    expect(mail.text).toBe(`[문의] 홍길동\n\n[내용]\n${message}\n\n[접수]\n일시: 2026. 3. 5. 오후 2:07:09\n없는 값: 미정`);
  });

  it("passes a short one", () => {
    expect(draft("서버 구축 견적을 받고 싶습니다.").tooLong).toBe(false);
  });

  it("takes a message with a lone surrogate: the mail and the text to copy carry U+FFFD in its place", () => {
    // Half of 😀 (U+D83D U+DE00) at each end, and a whole one between.
    const mail = draft("\uDE00견적 😀 부탁드립니다\uD83D");
    expect(mail.text).toContain("\uFFFD견적 😀 부탁드립니다\uFFFD");
    expect(parseMailto(mail.url).body).toContain("\uFFFD견적 😀 부탁드립니다\uFFFD");
    expect(pasteMailUrl(template.to, mail.subject, "붙여 넣어 주세요.")).toContain("mailto:contact@example.com?subject=");
    const long = draft(`${"긴 문의 내용입니다. ".repeat(100)}\uD83D`);
    expect([long.tooLong, long.text.endsWith("\uFFFD\n\n[접수]\n일시: 2026. 3. 5. 오후 2:07:09\n없는 값: 미정")]).toEqual([true, true]);
  });
});

describe("well-formed text", () => {
  it("is the text itself when it has no lone surrogate, and the same as toWellFormed where Node has it", () => {
    for (const text of ["가나다", "😀 a\nb", "\uD83D", "\uDE00x", "a\uD83D\uD83D\uDE00", "\uDE00\uD83D"]) {
      expect(wellFormed(text), JSON.stringify(text)).toBe((text as unknown as { toWellFormed(): string }).toWellFormed());
      expect(() => encodeURIComponent(wellFormed(text))).not.toThrow();
    }
    expect(wellFormed("😀 가")).toBe("😀 가");
  });
});

describe("the too-long notice's own mail (subject and a paste hint)", () => {
  const hint = "복사한 문의 내용을 여기에 붙여 넣어 주세요.";

  it("carries the whole subject and the hint when they fit", () => {
    const url = pasteMailUrl("contact@example.com", "[프로젝트 문의] 예시 / 홍길동", hint);
    expect(parseMailto(url)).toEqual({ to: "contact@example.com", subject: "[프로젝트 문의] 예시 / 홍길동", body: hint });
  });

  it("keeps to the limit: a long subject is cut at a character and marked with …", () => {
    const subject = `[프로젝트 문의] ${"아주 긴 회사 이름".repeat(40)} / 홍길동`;
    expect(mailtoUrl("contact@example.com", { subject, body: hint }).length).toBeGreaterThan(MAILTO_MAX_LENGTH);
    const url = pasteMailUrl("contact@example.com", subject, hint);
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const { subject: cut, body } = parseMailto(url);
    expect(body).toBe(hint);
    expect(cut!.endsWith("…")).toBe(true);
    expect(subject.startsWith(cut!.slice(0, -1))).toBe(true);
    // The longest cut that fits: one more character would not.
    const next = [...subject].slice(0, [...cut!].length).join("").trimEnd();
    expect(mailtoUrl("contact@example.com", { subject: `${next}…`, body: hint }).length).toBeGreaterThan(MAILTO_MAX_LENGTH);
  });

  it("never cuts inside a character: an emoji stays whole or goes", () => {
    const subject = "😀".repeat(300);
    const { subject: cut } = parseMailto(pasteMailUrl("contact@example.com", subject, hint, 600));
    expect(cut).toMatch(/^(😀)+…$/u);
  });

  it("leaves the hint out when not a word of the subject fits beside it, and falls back to the bare address", () => {
    const longHint = "붙여 넣어 주세요. ".repeat(30);
    const url = pasteMailUrl("contact@example.com", "문의 제목", longHint, 500);
    expect(parseMailto(url)).toEqual({ to: "contact@example.com", subject: "문의 제목" });
    expect(pasteMailUrl("contact@example.com", "문의", longHint, 30)).toBe("mailto:contact@example.com");
  });
});
