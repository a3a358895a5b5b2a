import { describe, expect, it } from "vitest";
import { Cases } from "../../../../src/blocks/cases";
import type { CasesBlock } from "../../../../src/manifest/site.types";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

describe("Cases", () => {
  it("draws each case with industry, challenge, what was done, its figures and an optional named link", () => {
    const html = renderHtml(
      <Cases
        block={withDefaults<CasesBlock>("casesBlock", {
          type: "cases",
          title: "고객 사례",
          items: [
            { industry: "제조", title: "전환", challenge: "장애", solution: "이전", results: [{ value: "35%", label: "절감" }, { value: "0건", label: "중단" }], href: "/about" },
            { industry: "금융", title: "챗봇", challenge: "문의", solution: "도입", results: [{ value: "48%", label: "자동 처리" }] },
          ],
        })}
      />,
    );
    expect(count(html, /<h3 /)).toBe(2);
    expect(html).toContain("<dt>과제</dt><dd>장애</dd>");
    expect(html).toContain("<dt>수행</dt><dd>이전</dd>");
    expect(html).toContain("<dt>절감</dt><dd>35%</dd>");
    expect(count(html, /<a /)).toBe(1);
    expect(html).toContain("사례 자세히 보기<span");
  });
});
