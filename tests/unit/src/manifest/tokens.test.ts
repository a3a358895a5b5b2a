import { describe, expect, it } from "vitest";
import type { SiteInfo } from "../../../../src/manifest/site.types";
import { fillTokens, tokenValues, unknownTokens } from "../../../../src/manifest/tokens";

const site: SiteInfo = {
  name: "예시회사",
  titleSuffix: "예시",
  baseUrl: "https://www.example.com",
  foundingYear: 2007,
  address: "서울 예시로 1",
  phone: "02-000-0000",
  fax: "02-000-0001",
  email: "contact@example.com",
  hours: "평일 09:00-18:00",
  image: "/og-image.png",
  logo: "/logo.svg",
};

describe("tokens", () => {
  it("fill years since founding and the current year from the year given", () => {
    const values = tokenValues(site, 2026);
    expect(fillTokens("{years}년의 경험, © {year}", values)).toBe("19년의 경험, © 2026");
    expect(fillTokens("{years}", tokenValues(site, 2031))).toBe("24");
  });

  it("name the year the company is in: founded in 2007, 2007 is its 1st year and 2026 its 20th, not its 19th", () => {
    expect(fillTokens("2007년 ({nthYear}년째)", tokenValues(site, 2026))).toBe("2007년 (20년째)");
    expect(fillTokens("{nthYear}", tokenValues(site, 2007))).toBe("1");
  });

  it("fill the site facts", () => {
    const values = tokenValues(site, 2026);
    expect(fillTokens("{company} {email} {phone} {fax} {address} {hours}", values)).toBe(
      "예시회사 contact@example.com 02-000-0000 02-000-0001 서울 예시로 1 평일 09:00-18:00",
    );
  });

  it("leave unknown names and plain braces as written", () => {
    const values = tokenValues(site, 2026);
    expect(fillTokens("{yaer} {} {email", values)).toBe("{yaer} {} {email");
    expect(unknownTokens("{yaer} {year} {Email}")).toEqual(["yaer", "Email"]);
  });

  it("fill the figures of site.facts, which the built-in names outrank and the unknown-token check knows", () => {
    const values = tokenValues({ ...site, facts: { availability: { value: "99.9%", label: "가용성" }, clients: { value: "30+", label: "고객사" }, year: { value: "1999", label: "연도" } } }, 2026);
    expect(fillTokens("가용성 {availability}, 고객사 {clients}, © {year}", values)).toBe("가용성 99.9%, 고객사 30+, © 2026");
    expect(unknownTokens("{availability} {availabilty}", Object.keys(values))).toEqual(["availabilty"]);
    expect(unknownTokens("{availability}")).toEqual(["availability"]);
  });

  it("do not read inherited object keys as tokens", () => {
    expect(fillTokens("{constructor}", tokenValues(site, 2026))).toBe("{constructor}");
  });
});
