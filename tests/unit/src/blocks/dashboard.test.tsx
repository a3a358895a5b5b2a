import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { againstTarget, allowanceUsed, barEnd, Dashboard, flowShares, parseFigure, percent } from "../../../../src/blocks/dashboard";
import type { DashboardBlock } from "../../../../src/manifest/site.types";
import { fillTokens, tokenValues } from "../../../../src/manifest/tokens";
import { readSite } from "../../../../engine/check/read";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

describe("the figures", () => {
  it("reads a number and its unit, commas and decimals included", () => {
    expect(parseFigure("99.96%")).toEqual({ value: 99.96, unit: "%" });
    expect(parseFigure("평균 1,240건")).toEqual({ value: 1240, unit: "" });
    expect(parseFigure("1.6시간")).toEqual({ value: 1.6, unit: "시간" });
    expect(parseFigure("없음")).toBeUndefined();
  });

  it("measures a time against its target", () => {
    expect(allowanceUsed("15분", "9분", "lower")).toBeCloseTo(0.6);
    expect(allowanceUsed("4시간", "5시간", "lower")).toBeCloseTo(1.25);
  });

  it("measures a rate by its shortfall from 100% against the shortfall the target allows", () => {
    expect(allowanceUsed("99.7%", "99.96%", "higher")).toBeCloseTo(0.04 / 0.3);
    expect(allowanceUsed("92%", "90%", "higher")).toBeCloseTo(1.25);
  });

  it("compares nothing it cannot: other units, a target of 100% or 0", () => {
    expect(allowanceUsed("15분", "90%", "lower")).toBeUndefined();
    expect(allowanceUsed("1시간", "26분", "lower")).toBeUndefined();
    expect(allowanceUsed("0분", "0분", "lower")).toBeUndefined();
    expect(allowanceUsed("100%", "99%", "higher")).toBeUndefined();
    expect(allowanceUsed("15분", "9분", "higher")).toBeUndefined();
  });

  it("place a bar's end against the target at the middle: a rate just past it reads as just past it", () => {
    // 93.5% against 92% was a bar 81% long, read as progress; now it ends just past the line.
    expect(barEnd("92%", "93.5%", "higher")).toBeCloseTo(0.594);
    expect(barEnd("99.7%", "99.96%", "higher")).toBeCloseTo(0.933);
    expect(barEnd("15분", "9분", "lower")).toBeCloseTo(0.3);
    expect(barEnd("4시간", "9시간", "lower")).toBe(1);
    expect(barEnd("92%", "80%", "higher")).toBe(0);
    expect(barEnd("100%", "99%", "higher")).toBeUndefined();
    expect(barEnd("15분", "90%", "lower")).toBeUndefined();
  });

  it("say the actual against the target in words, faster or slower for a time", () => {
    expect(againstTarget("92%", "93.5%", "higher")).toBe("목표보다 1.5%p 높음");
    expect(againstTarget("15분", "9분", "lower")).toBe("목표보다 6분 빠름");
    expect(againstTarget("4시간", "2.5시간", "lower")).toBe("목표보다 1.5시간 빠름");
    expect(againstTarget("92%", "92%", "higher")).toBeUndefined();
  });

  it("sums the outcomes into the intake and gives each its share", () => {
    const { total, shares } = flowShares([{ label: "a", count: 1160 }, { label: "b", count: 72 }, { label: "c", count: 8 }]);
    expect(total).toBe(1240);
    expect(shares.map(percent)).toEqual(["93.5%", "5.8%", "0.6%"]);
  });

});

const block = withDefaults<DashboardBlock>("dashboardBlock", {
  type: "dashboard",
  id: "sla",
  title: "서비스 수준",
  screen: "{company} 월간 보고 (예시)",
  indicators: [
    { title: "가동률", target: "99.7%", actual: "99.96%" },
    { title: "첫 응답", target: "15분", actual: "20분", better: "lower", note: "평균" },
  ],
  flow: { title: "요청 흐름", outcomes: [{ label: "1차 해결", count: 1160 }, { label: "처리 중", count: 80 }] },
});

describe("Dashboard", () => {
  const html = renderHtml(<Dashboard block={block} />);

  it("writes every figure as text: targets, actuals, the intake and each outcome's count and share", () => {
    for (const text of ["테스트정보기술 월간 보고 (예시)", "99.96%", "목표 99.7%", "20분", "목표 15분", "1,240건", "1,160건", "93.5%", "80건", "6.5%"]) {
      expect(html).toContain(text);
    }
  });

  it("says whether each target was met, from the numbers", () => {
    expect([...html.matchAll(/<span( class="missed")?>(달성|미달)</g)].map((m) => [Boolean(m[1]), m[2]])).toEqual([[false, "달성"], [true, "미달"]]);
  });

  it("draws each month's figure as a bar against the target's line at the middle, amber when it missed", () => {
    const meters = [...html.matchAll(/<span( class="over")? style="--end:([\d.]+)"/g)].map((m) => [Boolean(m[1]), Number(m[2]).toFixed(3)]);
    // 99.96% on a 99.4~100% scale; 20분 on a 0~30분 one.
    expect(meters).toEqual([[false, "0.933"], [true, "0.667"]]);
    expect(count(html, /class="meter" aria-hidden="true"/)).toBe(2);
    expect(html).toContain("목표보다 0.26%p 높음");
    expect(html).toContain("목표보다 5분 느림");
    // What the bars mean, from the schema's default.
    expect(html).toContain("막대는 이번 달 실적이고 가운데 흰 선이 목표입니다.");
  });

  it("draws the flow as one bar of the outcomes' shares, hidden from assistive technology", () => {
    const bar = /<div class="flow" aria-hidden="true">(.*?)<\/div>/.exec(html)![1]!;
    expect([...bar.matchAll(/--share:([\d.]+);--swatch:(#\w+)/g)].map((m) => [Number(m[1]).toFixed(3), m[2]])).toEqual([["0.935", "#8fb8ff"], ["0.065", "#3d86f5"]]);
  });

  it("leaves out the panels it has no data for", () => {
    const bare = renderHtml(<Dashboard block={{ ...block, flow: undefined }} />);
    expect(bare).not.toContain('class="panel"');
    expect(count(bare, /<li>/)).toBe(2);
  });
});

describe("the /it-service dashboard in site.yaml", () => {
  const { site } = readSite(join(import.meta.dirname, "../../../.."));
  const dashboard = site!.pages.find((p) => p.path === "/it-service")!.blocks.find((b): b is DashboardBlock => b.type === "dashboard")!;
  const fill = (text: string) => fillTokens(text, tokenValues(site!.site, 2026));

  it("takes its targets from the site's facts, the one source of the SLA figures", () => {
    expect(dashboard.indicators.map((i) => i.target)).toEqual(["{uptime}", "{responseTime}", "{firstResolution}", "{recoveryTime}"]);
  });

  it("marks its invented actuals as an example", () => {
    expect(dashboard.screen).toContain("(예시)");
  });

  it("meets every target it shows, each actual comparable with its target", () => {
    for (const i of dashboard.indicators) expect(allowanceUsed(fill(i.target), fill(i.actual), i.better), i.title).toBeLessThanOrEqual(1);
  });

  it("shows a first-contact resolution rate that is the flow's own first outcome", () => {
    const { shares } = flowShares(dashboard.flow!.outcomes);
    expect(dashboard.indicators.find((i) => i.title === "1차 해결률")!.actual).toBe(percent(shares[0]!));
  });
});
