import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Roadmap, roadmapPlan, rulerTicks, weeksText } from "../../../../src/blocks/roadmap";
import type { RoadmapBlock } from "../../../../src/manifest/site.types";
import { readSite } from "../../../../engine/check/read";
import { fillTokens, tokenValues } from "../../../../src/manifest/tokens";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

const block = withDefaults<RoadmapBlock>("roadmapBlock", {
  type: "roadmap",
  id: "cadence",
  title: "진행 일정",
  phases: [
    { title: "진단", desc: "{company}가 현황을 봅니다.", minWeeks: 1, maxWeeks: 2 },
    { title: "설계", minWeeks: 2 },
    { title: "구축", minWeeks: 4, maxWeeks: 8 },
  ],
  repeat: { title: "확산", desc: "다음 과제로 넓힙니다." },
});

describe("roadmapPlan", () => {
  it("starts each phase when the ones before end at the earliest, and sums both ends", () => {
    expect(roadmapPlan(block.phases)).toEqual({
      placed: [{ start: 0, min: 1, max: 2 }, { start: 1, min: 2, max: 2 }, { start: 3, min: 4, max: 8 }],
      total: { min: 7, max: 12 },
    });
  });

  it("reads a maxWeeks below minWeeks as minWeeks", () => {
    expect(roadmapPlan([{ title: "a", minWeeks: 3, maxWeeks: 1 }]).total).toEqual({ min: 3, max: 3 });
  });

  it("writes a range, or one figure when both ends agree", () => {
    expect(weeksText(1, 2)).toBe("1~2주");
    expect(weeksText(4, 4)).toBe("4주");
  });

  it("puts a tick on every week up to 12 and every other week beyond, ending on the last", () => {
    expect(rulerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(rulerTicks(15)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 15]);
  });
});

describe("Roadmap", () => {
  const html = renderHtml(<Roadmap block={block} />);

  it("is one ordered list with a row per phase, its duration as text", () => {
    expect(count(html, /<ol/)).toBe(1);
    expect(count(html, /<li>/)).toBe(3);
    expect([...html.matchAll(/<p class="weeks">([^<]*)<\/p>/g)].map((m) => m[1])).toEqual(["1~2주", "2주", "4~8주", "7~12주 주기로 반복"]);
    expect(html).toContain("테스트정보기술가 현황을 봅니다.");
  });

  it("draws each bar from the numbers: where it starts, its sure part and its possible tail, as fractions of the cycle", () => {
    const bars = [...html.matchAll(/<span class="bar" style="([^"]*)"/g)].map((m) => m[1]);
    expect(bars).toEqual([
      "--from:0;--len:0.08333333333333333;--tail:0.08333333333333333",
      "--from:0.08333333333333333;--len:0.16666666666666666;--tail:0",
      "--from:0.25;--len:0.3333333333333333;--tail:0.3333333333333333",
      // The cycle's total, under the phases.
      "--from:0;--len:0.5833333333333334;--tail:0.4166666666666667",
    ]);
    expect(html).toMatch(/첫 성과까지 <strong>7~12주<\/strong>/);
  });

  it("hides the drawing from assistive technology, which reads the same durations as text", () => {
    expect(count(html, /class="track" aria-hidden="true"/)).toBe(4);
    expect(html).toMatch(/class="ruler" aria-hidden="true"/);
  });

  it("shows the repeating phase only when there is one", () => {
    expect(html).toContain("확산");
    expect(renderHtml(<Roadmap block={{ ...block, repeat: undefined }} />)).not.toContain('class="repeat"');
  });
});

describe("the /dx roadmap in site.yaml", () => {
  const { site } = readSite(join(import.meta.dirname, "../../../.."));
  const dx = site!.pages.find((p) => p.path === "/dx")!;
  const roadmap = dx.blocks.find((b): b is RoadmapBlock => b.type === "roadmap")!;
  const fill = (text: string | undefined) => fillTokens(text ?? "", tokenValues(site!.site, 2026));

  it("adds up to the cycle the page promises in its description, the roadmap's heading and the call to action (issue 32)", () => {
    const { total } = roadmapPlan(roadmap.phases);
    const cycle = weeksText(total.min, total.max);
    expect(cycle).toBe("6~12주");
    expect(fill(dx.description)).toContain(cycle);
    expect(fill(roadmap.title)).toContain(cycle);
    const cta = dx.blocks.find((b) => b.type === "cta");
    expect(cta?.type === "cta" && fill(cta.desc)).toContain(cycle);
  });
});
