import { describe, expect, it } from "vitest";
import { Metrics } from "../../../../src/blocks/metrics";
import type { MetricsBlock } from "../../../../src/manifest/site.types";
import { columnCounts, cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const items: MetricsBlock["items"] = [
  { title: "업력", value: "{years}년", desc: "2007년 설립" },
  { title: "프로젝트", value: "120+" },
  { title: "고객 만족도", value: "98%" },
  { title: "재계약률", value: "92%" },
];

const metrics = (more: Loose<MetricsBlock> = {}) => withDefaults<MetricsBlock>("metricsBlock", { type: "metrics", id: "numbers", title: "숫자로 보는 성과", items, ...more });

describe("Metrics", () => {
  it("is a description list: each figure's title as the term, its value and context as details, tokens filled", () => {
    const html = renderHtml(<Metrics block={metrics()} />);
    expect(count(html, /<dl/)).toBe(1);
    expect(html).toContain('<div><dt>업력</dt><dd class="value">18년</dd><dd class="desc">2007년 설립</dd></div>');
    expect(html).toContain('<div><dt>프로젝트</dt><dd class="value">120+</dd></div>');
    expect(count(html, /<dt>/)).toBe(4);
  });

  it("is dark unless the manifest asks for another tone", () => {
    const dark = renderHtml(<Metrics block={metrics({ tone: "dark" })} />);
    expect(renderHtml(<Metrics block={metrics()} />)).toBe(dark);
    expect(renderHtml(<Metrics block={metrics({ tone: "plain" })} />)).not.toBe(dark);
  });

  it("lists the highlights below the figures, only when there are some", () => {
    const html = renderHtml(<Metrics block={metrics({ highlights: ["ISO 27001 인증", "{company} 전담 팀"] })} />);
    expect(html).toMatch(/<\/dl><ul[^>]*><li><svg[\s\S]*?<\/svg>ISO 27001 인증<\/li><li><svg[\s\S]*?<\/svg>테스트정보기술 전담 팀<\/li><\/ul>/);
    expect(renderHtml(<Metrics block={metrics()} />)).not.toContain("<ul");
    expect(renderHtml(<Metrics block={metrics({ highlights: [] })} />)).not.toContain("<ul");
  });

  it("puts two figures in a row on phones (three stack, so none sits alone), three in a row when there are three, and at most four on wide screens", () => {
    const columns = (n: number) => columnCounts(cssOf(<Metrics block={metrics({ items: [...items, ...items].slice(0, n).map((m, i) => ({ ...m, title: `${m.title} ${i}` })) })} />));
    expect(columns(2)).toEqual([2, 2, 2]);
    expect(columns(3)).toEqual([1, 3, 3]);
    expect(columns(4)).toEqual([2, 2, 4]);
    expect(columns(6)).toEqual([2, 2, 4]);
  });
});
