import { describe, expect, it } from "vitest";
import { Document } from "../../../../src/blocks/document";
import type { DocumentBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";
import { withDefaults } from "../../engine/check/with-defaults";

const block = withDefaults<DocumentBlock>("documentBlock", {
  type: "document",
  id: "policy",
  meta: [
    { label: "시행일", value: "2025-08-26" },
    { label: "버전", value: "v1.0" },
  ],
  sections: [
    { id: "scope", title: "제1조 (목적 및 적용 범위)", body: [{ p: "{company}는 개인정보를 보호합니다." }] },
    { id: "items", title: "수집 항목", body: [{ p: "다음을 수집합니다." }, { list: ["이름", "회사명", "이메일"] }] },
    {
      id: "outsourcing",
      title: "처리 위탁",
      body: [{ table: { caption: "위탁 현황", columns: ["수탁자", "업무"], rows: [["(예시) 메일 서비스", "메일 발송"]], note: "예시입니다." } }],
    },
  ],
});

describe("Document", () => {
  it("renders one anchored section per manifest section, titled exactly as written", () => {
    const html = renderHtml(<Document block={block} />);
    const ids = [...html.matchAll(/<section id="([^"]+)" aria-labelledby="\1-title"/g)].map((m) => m[1]);
    expect(ids).toEqual(["scope", "items", "outsourcing"]);
    expect(html).toContain('<h2 id="scope-title">제1조 (목적 및 적용 범위)</h2>');
    expect(html).toContain('<h2 id="items-title">수집 항목</h2>');
  });

  it("lists every section in a table of contents that links to its anchor", () => {
    const html = renderHtml(<Document block={block} />);
    const nav = html.match(/<nav aria-labelledby="policy-toc"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
    expect(nav).toContain(`<h2 id="policy-toc">목차</h2>`);
    const links = [...nav.matchAll(/<a href="#([^"]+)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ["scope", "제1조 (목적 및 적용 범위)"],
      ["items", "수집 항목"],
      ["outsourcing", "처리 위탁"],
    ]);
  });

  it("shows the document facts as a definition list", () => {
    const html = renderHtml(<Document block={block} />);
    expect(html).toMatch(/<dl[^>]*><div><dt>시행일<\/dt><dd>2025-08-26<\/dd><\/div><div><dt>버전<\/dt><dd>v1.0<\/dd><\/div><\/dl>/);
  });

  it("draws paragraphs, lists and tables from the body, with tokens filled", () => {
    const html = renderHtml(<Document block={block} />);
    expect(html).toContain("<p>테스트정보기술는 개인정보를 보호합니다.</p>");
    expect(html).toContain("<ul><li>이름</li><li>회사명</li><li>이메일</li></ul>");
    expect(html).toMatch(/<table><caption>위탁 현황<\/caption>/);
    expect(html).toContain('<th scope="row">(예시) 메일 서비스</th><td>메일 발송</td>');
    expect(html).toContain("<figcaption>예시입니다.</figcaption>");
  });

  it("never inserts manifest text as markup", () => {
    const evil = withDefaults<DocumentBlock>("documentBlock", { type: "document", sections: [{ id: "x", title: "<b>제목</b>", body: [{ p: "<img src=x onerror=alert(1)>" }] }] });
    const html = renderHtml(<Document block={evil} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("moves the contents and sections one level down under a block title", () => {
    const html = renderHtml(<Document block={{ ...block, title: "개인정보처리방침", tocTitle: "차례" }} />);
    expect(html).toContain('<h3 id="policy-toc">차례</h3>');
    expect(count(html, /<h3 id="[a-z]+-title">/)).toBe(3);
  });
});
