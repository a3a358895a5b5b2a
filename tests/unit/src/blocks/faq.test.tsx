import { describe, expect, it } from "vitest";
import { Faq } from "../../../../src/blocks/faq";
import type { FaqBlock } from "../../../../src/manifest/site.types";
import { columnCounts, cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const items: FaqBlock["items"] = [
  { q: "{company}는 어떤 회사인가요?", a: "{years}년째 IT 서비스를 하는 회사입니다." },
  { q: "견적은 무료인가요?", a: "네, 무료입니다." },
  { q: "유지보수도 하나요?", a: "네, 운영까지 맡습니다." },
];

const faq = (more: Loose<FaqBlock> = {}) => withDefaults<FaqBlock>("faqBlock", { type: "faq", id: "faq", items, ...more });

describe("Faq", () => {
  it("is titled 자주 묻는 질문 unless the manifest names it", () => {
    expect(renderHtml(<Faq block={faq()} />)).toContain('<h2 id="faq-title">자주 묻는 질문</h2>');
    const named = renderHtml(<Faq block={faq({ title: "도입 문의 FAQ" })} />);
    expect(named).toContain('<h2 id="faq-title">도입 문의 FAQ</h2>');
    expect(named).not.toContain("자주 묻는 질문");
  });

  it("makes each question an h3 button that shows its own answer, tokens filled", () => {
    const html = renderHtml(<Faq block={faq()} />);
    expect(count(html, /<h3/)).toBe(3);
    const buttons = [...html.matchAll(/<button type="button"[^>]* aria-expanded="false" aria-controls="([^"]+)"[^>]*><span>([^<]*)<\/span>/g)];
    expect(buttons.map((b) => b[2])).toEqual(["테스트정보기술는 어떤 회사인가요?", "견적은 무료인가요?", "유지보수도 하나요?"]);
    const panels = buttons.map((b) => b[1]!);
    expect(new Set(panels).size).toBe(3);
    expect(html).toMatch(new RegExp(`<div id="${panels[0]}"[^>]* hidden=""[^>]*><p>18년째 IT 서비스를 하는 회사입니다.</p></div>`));
  });

  it("keeps every answer in the page, closed, so that search engines read them", () => {
    const html = renderHtml(<Faq block={faq()} />);
    for (const { a } of items.slice(1)) expect(html).toContain(`<p>${a}</p>`);
    expect(count(html, /hidden=""/)).toBe(3);
  });

  it("stands in one column, or two on wide screens when the manifest asks", () => {
    const columns = (block: FaqBlock) => columnCounts(cssOf(<Faq block={block} />));
    expect(columns(faq())).toEqual([]);
    expect(columns(faq({ columns: 1 }))).toEqual([]);
    expect(columns(faq({ columns: 2 }))).toEqual([2]);
  });
});
