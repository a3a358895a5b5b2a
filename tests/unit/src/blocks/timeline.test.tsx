import { describe, expect, it } from "vitest";
import { historyAxis, Timeline } from "../../../../src/blocks/timeline";
import type { TimelineBlock } from "../../../../src/manifest/site.types";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

const timeline = (block: Loose<TimelineBlock>) => withDefaults<TimelineBlock>("timelineBlock", block);

const items: TimelineBlock["items"] = [
  { year: 2007, title: "{company} 설립", desc: "IT 컨설팅으로 출발", line: "인프라 구축" },
  { year: 2018, title: "클라우드 전환", line: "클라우드" },
  { year: 2024, title: "프로젝트 50건 돌파", desc: "누적 50+ 프로젝트" },
];
/** The entries' list, after the chart. */
const entries = (html: string) => html.slice(html.indexOf("<ol"));

describe("historyAxis", () => {
  it("runs from the first year to this year, and places a year as a share of that span", () => {
    const axis = historyAxis(items, 2027);
    expect([axis.first, axis.now]).toEqual([2007, 2027]);
    expect([axis.at(2007), axis.at(2017), axis.at(2027)]).toEqual([0, 0.5, 1]);
  });

  it("ends at the last entry when that is later than this year", () => {
    expect(historyAxis(items, 2020).now).toBe(2024);
  });

  it("gives a band to each entry that opens a line of business, at its year", () => {
    expect(historyAxis(items, 2027).lines).toEqual([
      { entry: 0, line: "인프라 구축", at: 0 },
      { entry: 1, line: "클라우드", at: 0.55 },
    ]);
  });
});

describe("Timeline", () => {
  // The shell's build year is 2025 (render-block.tsx): the axis runs 2007 to 2025.
  const html = renderHtml(<Timeline block={timeline({ type: "timeline", id: "history", title: "연혁", items })} />);

  it("lists the entries in manifest order, each year as a <time>", () => {
    expect(count(entries(html), /<li/)).toBe(3);
    const years = [...html.matchAll(/<time dateTime="(\d+)"[^>]*>(\d+)<\/time>/g)].map((m) => [m[1], m[2]]);
    expect(years).toEqual([["2007", "2007"], ["2018", "2018"], ["2024", "2024"]]);
  });

  it("gives the year as text before the entry's title, and fills tokens", () => {
    expect(html).toMatch(/2007<\/time><div[^>]*><h3>테스트정보기술 설립<\/h3><p>IT 컨설팅으로 출발<\/p>/);
  });

  it("draws a band per line of business from its year's place on the axis, and names the line in its entry too", () => {
    const bands = [...html.matchAll(/<li( class="late")? style="--at:([\d.]+);--fill:([^;]+);--ink:[^"]+"><span class="name">([^<]+)</g)].map((m) => [m[2], m[3], m[4]]);
    expect(bands).toEqual([["0", "#0b2a5b", "인프라 구축"], [String(11 / 18), "#26498a", "클라우드"]]);
    // The entry that opened a band carries its colour and names the line.
    expect(entries(html)).toMatch(/<li style="--fill:#0b2a5b"><time/);
    expect(count(entries(html), /class="line"/)).toBe(2);
  });

  it("marks every entry's year on the axis and ends it at this year, named 현재", () => {
    const axis = html.slice(html.indexOf('class="axis"'), html.indexOf("<ol"));
    expect([...axis.matchAll(/<span[^>]*>([^<]+)<\/span>/g)].map((m) => m[1])).toEqual(["2007", "2018", "2024", "현재"]);
  });

  it("keeps the drawing from assistive technology: the entries say the same", () => {
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><ul class="bands">/);
  });

  it("draws no chart when no entry opens a line, and shows a description only when there is one", () => {
    const plain = renderHtml(<Timeline block={timeline({ type: "timeline", title: "연혁", items: items.map(({ line: _, ...item }) => item) })} />);
    expect(plain).not.toContain("bands");
    expect(count(plain, /<p>/)).toBe(2);
  });

  it("uses h2 entries when the block has no title of its own", () => {
    const untitled = renderHtml(<Timeline block={timeline({ type: "timeline", items })} />);
    expect(count(untitled, /<h2>/)).toBe(3);
    expect(untitled).not.toContain("<h3>");
  });
});
