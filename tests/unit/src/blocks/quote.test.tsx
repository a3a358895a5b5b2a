import { describe, expect, it } from "vitest";
import { Quote } from "../../../../src/blocks/quote";
import type { QuoteBlock } from "../../../../src/manifest/site.types";
import { withDefaults } from "../../engine/check/with-defaults";
import { renderHtml } from "./render-block";

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
