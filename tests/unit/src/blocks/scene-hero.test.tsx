import { describe, expect, it } from "vitest";
import { nodeAt, SceneHero } from "../../../../src/blocks/scene-hero";
import type { SceneHeroBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const nodes: SceneHeroBlock["nodes"] = [
  { icon: "consulting", label: "IT컨설팅", desc: "진단", href: "/consulting" },
  { icon: "code", label: "시스템개발", href: "/development" },
  { icon: "ai", label: "AI", href: "/ai" },
  { icon: "server", label: "인프라", href: "/ict" },
];
const scene = (more: Loose<SceneHeroBlock> = {}) =>
  withDefaults<SceneHeroBlock>("sceneHeroBlock", { type: "sceneHero", title: "기술로 혁신합니다", subtitle: "{company}", hub: { title: "한 팀", desc: "전략부터 운영까지" }, nodes, ...more });

describe("nodeAt", () => {
  it("puts the first service at the top and the rest clockwise on a circle around the centre", () => {
    expect(nodeAt(0, 4)).toEqual([50, 10]);
    expect(nodeAt(1, 4)).toEqual([90, 50]);
    expect(nodeAt(2, 4)).toEqual([50, 90]);
    expect(nodeAt(3, 4)).toEqual([10, 50]);
    expect(nodeAt(1, 5)).toEqual([88, 37.6]);
  });
});

describe("SceneHero", () => {
  it("is the page's hero: its one h1 and subtitle, tokens filled", () => {
    const html = renderHtml(<SceneHero block={scene()} />);
    expect(count(html, /<h1/)).toBe(1);
    expect(html).toContain("기술로 혁신합니다</h1>");
    expect(html).toContain("테스트정보기술</p>");
  });

  it("draws a line from the hub to each service and places each service at the line's end, as a link to its page", () => {
    const html = renderHtml(<SceneHero block={scene()} />);
    const lines = [...html.matchAll(/<line x1="50" y1="50" x2="([\d.]+)" y2="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(lines).toEqual(nodes.map((_, i) => nodeAt(i, nodes.length)));
    const places = [...html.matchAll(/<li style="left:([\d.]+)%;top:([\d.]+)%">/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(places).toEqual(lines);
    const links = [...html.matchAll(/<a href="([^"]+)"><span class="icon"><svg[\s\S]*?<\/svg><\/span><span class="label">([^<]+)(?:<small>([^<]+)<\/small>)?<\/span><\/a>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(links).toEqual([
      ["/consulting", "IT컨설팅", "진단"],
      ["/development", "시스템개발", undefined],
      ["/ai", "AI", undefined],
      ["/ict", "인프라", undefined],
    ]);
  });

  it("names the hub in the middle, and hides only the drawn lines from screen readers", () => {
    const html = renderHtml(<SceneHero block={scene()} />);
    expect(html).toContain('<p class="hub"><b>한 팀</b> <span>전략부터 운영까지</span></p>');
    expect(html).toMatch(/<svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">/);
  });

  it("needs no picture file", () => {
    expect(renderHtml(<SceneHero block={scene()} />)).not.toContain("<img");
  });
});
