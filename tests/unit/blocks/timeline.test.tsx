import { describe, expect, it } from "vitest";
import { Timeline } from "../../../src/blocks/timeline";
import type { TimelineBlock } from "../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";

const items: TimelineBlock["items"] = [
  { year: 2007, title: "{company} 설립", desc: "IT 컨설팅으로 출발" },
  { year: 2018, title: "클라우드 전환" },
  { year: 2024, title: "프로젝트 50건 돌파", desc: "누적 50+ 프로젝트" },
];

describe("Timeline", () => {
  it("is one ordered list with an entry per item, in manifest order", () => {
    const html = renderHtml(<Timeline block={{ type: "timeline", id: "history", title: "연혁", items }} />);
    expect(count(html, /<ol/)).toBe(1);
    expect(count(html, /<li>/)).toBe(3);
    const years = [...html.matchAll(/<time dateTime="(\d+)"[^>]*>(\d+)<\/time>/g)].map((m) => [m[1], m[2]]);
    expect(years).toEqual([["2007", "2007"], ["2018", "2018"], ["2024", "2024"]]);
  });

  it("gives the year as text before the entry's title, and fills tokens", () => {
    const html = renderHtml(<Timeline block={{ type: "timeline", title: "연혁", items }} />);
    expect(html).toMatch(/2007<\/time><div[^>]*><h3>테스트정보기술 설립<\/h3><p>IT 컨설팅으로 출발<\/p>/);
  });

  it("shows a description only when there is one", () => {
    const html = renderHtml(<Timeline block={{ type: "timeline", title: "연혁", items }} />);
    expect(count(html, /<p>/)).toBe(2);
  });

  it("uses h2 entries when the block has no title of its own", () => {
    const html = renderHtml(<Timeline block={{ type: "timeline", items }} />);
    expect(count(html, /<h2>/)).toBe(3);
    expect(html).not.toContain("<h3>");
  });
});
