import { describe, expect, it } from "vitest";
import { Maturity, maturityOf, reach } from "../../../../src/blocks/maturity";
import type { MaturityBlock } from "../../../../src/manifest/site.types";
import { cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const levels = ["초기", "반복", "표준화", "측정·관리", "최적화"];
const maturity = (more: Loose<MaturityBlock> = {}) =>
  withDefaults<MaturityBlock>("maturityBlock", {
    type: "maturity",
    id: "maturity",
    title: "성숙도 진단",
    levels,
    areas: [
      { name: "인프라", current: 2, target: 4, note: "수작업 배포" },
      { name: "{company} 보안", current: 3, target: 5 },
    ],
    caption: "예시 진단 결과입니다.",
    ...more,
  });

describe("maturityOf", () => {
  it("keeps both levels on the scale and the target at or above the current level", () => {
    expect(maturityOf(5, { current: 2, target: 4 })).toEqual({ current: 2, target: 4 });
    expect(maturityOf(5, { current: 6, target: 6 })).toEqual({ current: 5, target: 5 });
    expect(maturityOf(4, { current: 3, target: 1 })).toEqual({ current: 3, target: 3 });
    expect(maturityOf(3, { current: 0, target: 6 })).toEqual({ current: 1, target: 3 });
  });

  it("turns a level into the share of the track up to the end of its column", () => {
    expect(reach(2, 5)).toBe("40%");
    expect(reach(5, 5)).toBe("100%");
    expect(reach(1, 3)).toBe("33.3%");
  });
});

describe("Maturity", () => {
  it("heads the grid with the levels in order, numbered, and gives each area a row with its levels in words", () => {
    // React's markers between adjacent texts are not part of what is read.
    const html = renderHtml(<Maturity block={maturity()} />).replaceAll("<!-- -->", "");
    const heads = [...html.matchAll(/<li[^>]*><b>(\d)<\/b><span>([^<]+)<\/span><\/li>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(heads).toEqual(["1 초기", "2 반복", "3 표준화", "4 측정·관리", "5 최적화"]);
    expect(count(html, /<h3>/)).toBe(2);
    expect(html).toContain("<h3>테스트정보기술 보안</h3>");
    expect(html).toMatch(/<p class="score">현재 2단계 <svg[\s\S]*?<\/svg> 목표 4단계<\/p><p class="note">수작업 배포<\/p>/);
    expect(html).toMatch(/<p class="score">현재 3단계 <svg[\s\S]*?<\/svg> 목표 5단계<\/p><\/div>/);
    expect(html).toContain("<figcaption>예시 진단 결과입니다.</figcaption>");
  });

  it("draws each area's bars to its own levels: solid to the current one, dashed to the target, hidden from screen readers", () => {
    const block = maturity({ areas: [{ name: "데이터", current: 2, target: 4 }] });
    const css = cssOf(<Maturity block={block} />);
    expect(css).toContain("width:40%;");
    expect(css).toContain("width:80%;");
    const html = renderHtml(<Maturity block={block} />);
    expect(html).toMatch(/<div class="track[^"]*" aria-hidden="true"><span class="goal[^"]*"><\/span><span class="now[^"]*"><\/span><\/div>/);
    // A track has a column per level.
    expect(css).toContain("calc(100% / 5)");
    expect(cssOf(<Maturity block={maturity({ levels: levels.slice(0, 4) })} />)).toContain("calc(100% / 4)");
  });

  it("says which bar is which with the labels the manifest gives", () => {
    const html = renderHtml(<Maturity block={maturity({ currentLabel: "지금", targetLabel: "3년 뒤" })} />);
    expect(html).toContain('<span class="now">지금</span><span class="goal">3년 뒤</span>');
    expect(html).toContain("지금 2단계");
    expect(html).toContain("3년 뒤 4단계");
  });

  it("is dark unless the manifest asks for another tone", () => {
    const dark = renderHtml(<Maturity block={maturity({ tone: "dark" })} />);
    expect(renderHtml(<Maturity block={maturity()} />)).toBe(dark);
    expect(renderHtml(<Maturity block={maturity({ tone: "plain" })} />)).not.toBe(dark);
  });
});
