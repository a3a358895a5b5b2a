import { describe, expect, it } from "vitest";
import { fillTemplate, placeholders } from "../../../../src/form/template";
import { fillTokens, tokenValues, unknownTokens } from "../../../../src/manifest/tokens";

describe("mail templates", () => {
  it("find each placeholder with its name, fallback and place", () => {
    expect(placeholders("[문의] {{company}} / {{ name }} / {{budget|미정}}")).toEqual([
      { name: "company", raw: "{{company}}", index: 5 },
      { name: "name", raw: "{{ name }}", index: 19 },
      { name: "budget", fallback: "미정", raw: "{{budget|미정}}", index: 32 },
    ]);
  });

  it("find a misspelt or non-Latin name too, so the check can report it", () => {
    expect(placeholders("{{회사명}} {{nmae}}").map((p) => p.name)).toEqual(["회사명", "nmae"]);
  });

  it("fill values, use the fallback for an empty value, and leave unknown names as written", () => {
    const values: Record<string, string> = { company: "예시", budget: "", phone: "" };
    const fill = (t: string) => fillTemplate(t, (name) => values[name]);
    expect(fill("{{company}}: {{budget|미정}}, {{phone}}.")).toBe("예시: 미정, .");
    expect(fill("{{nope}}")).toBe("{{nope}}");
  });

  it("do not read as {tokens}, so both can share a text", () => {
    const values = tokenValues(
      { name: "예시회사", titleSuffix: "", baseUrl: "", foundingYear: 2007, address: "", phone: "", fax: "", email: "a@b.co", hours: "", image: "", logo: "" },
      2026,
    );
    expect(unknownTokens("{{name}} {{company}} {{budget|미정}}")).toEqual([]);
    expect(fillTokens("[{company}] {{company}}", values)).toBe("[예시회사] {{company}}");
  });
});
