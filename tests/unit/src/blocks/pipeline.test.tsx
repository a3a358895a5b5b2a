import { describe, expect, it } from "vitest";
import { lineEnd, Pipeline, stageNumbers } from "../../../../src/blocks/pipeline";
import type { PipelineBlock } from "../../../../src/manifest/site.types";
import { cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const phases: PipelineBlock["phases"] = [
  { label: "미리 준비하는 일", stages: [{ icon: "document", title: "문서 수집", desc: "{company} 규정" }, { icon: "layers", title: "분할" }, { icon: "database", title: "색인" }] },
  { label: "질문할 때마다", stages: [{ icon: "search", title: "근거 검색" }, { icon: "chat", title: "답변" }] },
];
const example = { question: "숙박비 한도는?", answer: "1박 20만 원까지입니다.", sources: ["출장비 규정 제12조", "도시 등급표"] };
const pipeline = (more: Loose<PipelineBlock> = {}) => withDefaults<PipelineBlock>("pipelineBlock", { type: "pipeline", id: "pipeline", title: "문서에서 답까지", phases, ...more });

describe("stageNumbers", () => {
  it("numbers the stages on across phases", () => {
    expect(stageNumbers(phases)).toEqual([[1, 2, 3], [4, 5]]);
    expect(stageNumbers([{ stages: [1] }])).toEqual([[1]]);
  });
});

describe("lineEnd", () => {
  it("stops the last phase's line at the centre of its last node: one column of n, less half a node", () => {
    expect(lineEnd(3)).toBe("calc((100% - 32px) / 3 - 28px)");
    expect(lineEnd(1)).toBe("calc((100% - 0px) / 1 - 28px)");
  });
});

describe("Pipeline", () => {
  it("draws each phase as a labelled ordered list of its stages, numbered on from the phase before, tokens filled", () => {
    const html = renderHtml(<Pipeline block={pipeline()} />);
    expect(count(html, /<ol>/)).toBe(2);
    expect([...html.matchAll(/<p class="phase">([^<]+)<\/p>/g)].map((m) => m[1])).toEqual(["미리 준비하는 일", "질문할 때마다"]);
    expect([...html.matchAll(/<h3><span class="no">(\d+)<\/span>([^<]+)<\/h3>/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(["01 문서 수집", "02 분할", "03 색인", "04 근거 검색", "05 답변"]);
    expect(html).toContain("<p>테스트정보기술 규정</p>");
    // Each stage's icon, hidden from screen readers with its box.
    expect(count(html, /<span class="node" aria-hidden="true"><svg/)).toBe(5);
  });

  it("sizes the phases by their stage counts on wide screens and stops the last line at the last node", () => {
    const css = cssOf(<Pipeline block={pipeline()} />);
    expect(css).toContain("grid-template-columns:3fr 2fr;");
    expect(css).toContain(`right:${lineEnd(2)};`);
  });

  it("shows the example exchange only when the manifest has one, its sources as chips after their label", () => {
    expect(renderHtml(<Pipeline block={pipeline()} />)).not.toContain("<figure");
    const html = renderHtml(<Pipeline block={pipeline({ example })} />);
    expect(html).toContain('<figcaption>예시</figcaption><p class="q">숙박비 한도는?</p><div class="a"><p>1박 20만 원까지입니다.</p>');
    expect(html).toMatch(/<p class="sources"><span>근거<\/span><span class="source"><svg[\s\S]*?<\/svg>출장비 규정 제12조<\/span><span class="source"><svg[\s\S]*?<\/svg>도시 등급표<\/span><\/p>/);
  });

  it("is dark unless the manifest asks for another tone", () => {
    const dark = renderHtml(<Pipeline block={pipeline({ tone: "dark" })} />);
    expect(renderHtml(<Pipeline block={pipeline()} />)).toBe(dark);
    expect(renderHtml(<Pipeline block={pipeline({ tone: "plain" })} />)).not.toBe(dark);
  });
});
