import { describe, expect, it } from "vitest";
import { Cases } from "../../../src/blocks/cases";
import { Logos } from "../../../src/blocks/logos";
import { Quote } from "../../../src/blocks/quote";
import { Split } from "../../../src/blocks/split";
import type { CasesBlock, LogosBlock, QuoteBlock, SplitBlock } from "../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";
import { withDefaults } from "../check/with-defaults";

describe("Split", () => {
  const block = withDefaults<SplitBlock>("splitBlock", {
    type: "split",
    id: "how",
    kicker: "일하는 방식",
    title: "{company}의 방식",
    body: "본문",
    points: ["하나", "둘"],
    actions: [{ label: "상담", href: "/contact" }, { label: "더 보기", href: "/about" }],
    image: { src: "/images/a.png", alt: "흐름도" },
  });

  it("draws the text column (h2 named by the section) and the picture, lazily", () => {
    const html = renderHtml(<Split block={block} />);
    expect(html).toContain('<section id="how" aria-labelledby="how-title"');
    expect(html).toContain('<h2 id="how-title">테스트정보기술의 방식</h2>');
    expect(count(html, /<li>/)).toBe(2);
    expect(count(html, /<a /)).toBe(2);
    expect(html).toMatch(/<img src="\/images\/a.png" alt="흐름도" loading="lazy" decoding="async"/);
  });

  it("keeps the text first in reading order when the picture is on the left", () => {
    const right = renderHtml(<Split block={block} />);
    const left = renderHtml(<Split block={{ ...block, side: "left" }} />);
    expect(left.indexOf("<h2")).toBeLessThan(left.indexOf("<img"));
    expect(left).not.toBe(right);
  });
});

describe("Logos", () => {
  it("lists each logo with its name as alternative text, its label and the caption", () => {
    const html = renderHtml(
      <Logos block={withDefaults<LogosBlock>("logosBlock", { type: "logos", title: "보유 인증", items: [{ image: { src: "/a.svg", alt: "ISO 9001" }, label: "품질 경영" }, { image: { src: "/b.svg", alt: "ISMS-P" } }], caption: "예시입니다." })} />,
    );
    expect(count(html, /<li>/)).toBe(2);
    expect(html).toContain('alt="ISO 9001"');
    expect(html).toContain('<span class="label">품질 경영</span>');
    expect(html).toContain("예시입니다.</p>");
  });

  it("gives a square mark (a certification badge) a taller tile than a wordmark", () => {
    const badge = { src: "/badge.svg", alt: "ISO 9001", width: 200, height: 200 };
    const wordmark = { src: "/client.svg", alt: "예시상사", width: 160, height: 48 };
    const html = renderHtml(<Logos block={withDefaults<LogosBlock>("logosBlock", { type: "logos", items: [{ image: badge }, { image: wordmark }] })} />);
    expect(count(html, /class="mark badge"/)).toBe(1);
    expect(count(html, /class="mark"/)).toBe(1);
    expect(html.indexOf('class="mark badge"')).toBeLessThan(html.indexOf("/badge.svg"));
  });
});

describe("Quote", () => {
  it("is a figure with the words in a blockquote and who said them in the caption", () => {
    const html = renderHtml(<Quote block={withDefaults<QuoteBlock>("quoteBlock", { type: "quote", quote: "좋았습니다.", name: "김예시", role: "팀장", company: "예시(주)", logo: { src: "/l.svg", alt: "예시(주)" } })} />);
    expect(html).toMatch(/<figure[^>]*><blockquote><p>좋았습니다.<\/p><\/blockquote><figcaption>/);
    expect(html).toContain('<span class="name">김예시</span><span class="role">팀장 · 예시(주)</span>');
    expect(html).toContain('alt="예시(주)"');
  });

  it("leaves out the role line and the logo when not given", () => {
    const html = renderHtml(<Quote block={withDefaults<QuoteBlock>("quoteBlock", { type: "quote", quote: "좋았습니다.", name: "김예시" })} />);
    expect(html).not.toContain('class="role"');
    expect(html).not.toContain("<img");
  });
});

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
