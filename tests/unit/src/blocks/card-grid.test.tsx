import { describe, expect, it } from "vitest";
import { CardGrid } from "../../../../src/blocks/card-grid";
import type { CardGridBlock } from "../../../../src/manifest/site.types";
import { columnCounts, cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const cards: Loose<CardGridBlock["cards"]> = [
  { icon: "code", title: "{company} 개발", desc: "맞춤형 시스템", points: ["설계", "구현", "테스트", "운영 이관"], tags: ["Java", "React"], href: "/development" },
  { title: "IT 컨설팅", value: "ROI 30% 개선", href: "/consulting", linkLabel: "컨설팅 알아보기" },
  { title: "유지보수" },
];

const grid = (more: Loose<CardGridBlock> = {}) => withDefaults<CardGridBlock>("cardGridBlock", { type: "cardGrid", id: "services", title: "서비스", cards, ...more });

/** Each card's markup, in order. */
const cardsOf = (html: string) => html.split(/<li class="/).slice(1);

describe("CardGrid", () => {
  it("draws one card per entry under the section's h2, each titled by an h3, tokens filled", () => {
    const html = renderHtml(<CardGrid block={grid()} />);
    expect(html).toMatch(/<section id="services" aria-labelledby="services-title"[^>]*>/);
    expect(html).toContain('<h2 id="services-title">서비스</h2>');
    expect(cardsOf(html)).toHaveLength(3);
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["테스트정보기술 개발", "IT 컨설팅", "유지보수"]);
  });

  it("titles the cards with h2 when the grid has no title of its own", () => {
    const html = renderHtml(<CardGrid block={grid({ title: undefined })} />);
    expect(count(html, /<h2[ >]/)).toBe(3);
    expect(html).not.toContain("<h3");
  });

  it("shows at most three points of a card", () => {
    const [first] = cardsOf(renderHtml(<CardGrid block={grid()} />));
    expect(first).toContain("테스트");
    expect(first).not.toContain("운영 이관");
    expect(count(first!, /<li>/)).toBe(3 + 2); // three points, two tags
  });

  it("lists tags as a labelled list, and shows a value only where given", () => {
    const [first, second, third] = cardsOf(renderHtml(<CardGrid block={grid()} />));
    expect(first).toMatch(/<ul aria-label="기술"[^>]*><li>Java<\/li><li>React<\/li><\/ul>/);
    expect(second).toContain("ROI 30% 개선");
    expect(third).not.toMatch(/<ul|<p|<a /);
  });

  it("links a card with its own label or 자세히 보기, naming the card for screen readers", () => {
    const [first, second, third] = cardsOf(renderHtml(<CardGrid block={grid()} />));
    expect(first).toMatch(/<a href="\/development"[^>]*>자세히 보기<span[^>]*> : (?:<!-- -->)?테스트정보기술 개발<\/span>/);
    expect(second).toMatch(/<a href="\/consulting"[^>]*>컨설팅 알아보기<span[^>]*> : <!-- -->IT 컨설팅<\/span>/);
    expect(third).not.toContain("<a ");
  });

  it("says 준비 중입니다. instead of an empty grid, or the manifest's own words", () => {
    const empty = renderHtml(<CardGrid block={grid({ cards: [] })} />);
    expect(empty).toMatch(/<p[^>]*>준비 중입니다\.<\/p>/);
    expect(empty).not.toContain("<ul");
    expect(renderHtml(<CardGrid block={grid({ cards: [], empty: "{company} 사례를 정리하고 있습니다." })} />)).toContain("테스트정보기술 사례를 정리하고 있습니다.");
  });

  it("lays the cards out in 1 / 2 / 2 / 3 columns unless the manifest says otherwise, breakpoint by breakpoint", () => {
    const columns = (block: CardGridBlock) => columnCounts(cssOf(<CardGrid block={block} />));
    expect(columns(grid())).toEqual([1, 2, 2, 3]);
    expect(columns(grid({ columns: { lg: 4 } }))).toEqual([1, 2, 2, 4]);
    expect(columns(grid({ columns: { base: 1, sm: 1, md: 3, lg: 3 } }))).toEqual([1, 1, 3, 3]);
  });
});
