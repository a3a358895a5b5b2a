import { describe, expect, it } from "vitest";
import { Architecture, layerHue } from "../../../../src/blocks/architecture";
import type { ArchitectureBlock } from "../../../../src/manifest/site.types";
import { cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const architecture = (more: Loose<ArchitectureBlock> = {}) =>
  withDefaults<ArchitectureBlock>("architectureBlock", {
    type: "architecture",
    id: "architecture",
    title: "시스템 구조",
    layers: [
      { name: "채널", icon: "code", desc: "{company} 포털", items: ["웹", "모바일 앱"] },
      { name: "업무 서비스", items: ["주문", "정산", "인사"] },
      { name: "데이터", icon: "database", items: ["PostgreSQL"] },
    ],
    rails: ["통합 인증", "모니터링"],
    ...more,
  });

describe("layerHue", () => {
  it("runs from sky blue at the top layer to the primary blue at the bottom one", () => {
    expect(layerHue(0, 5)).toBe("rgb(143, 184, 255)");
    expect(layerHue(4, 5)).toBe("rgb(31, 111, 235)");
    expect(layerHue(2, 5)).toBe("rgb(87, 148, 245)");
    expect(layerHue(0, 1)).toBe("rgb(143, 184, 255)");
  });
});

describe("Architecture", () => {
  it("stacks the layers in manifest order, each a heading with its parts as a list", () => {
    const html = renderHtml(<Architecture block={architecture()} />);
    expect([...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(["채널", "업무 서비스", "데이터"]);
    const parts = [...html.matchAll(/<ul class="parts">(.*?)<\/ul>/g)].map((m) => [...m[1]!.matchAll(/<li>([^<]+)<\/li>/g)].map((p) => p[1]));
    expect(parts).toEqual([["웹", "모바일 앱"], ["주문", "정산", "인사"], ["PostgreSQL"]]);
    expect(html).toContain("<p>테스트정보기술 포털</p>");
    // An icon only where the layer names one.
    expect(count(html, /<svg/)).toBe(2);
  });

  it("gives each layer its hue, top to bottom", () => {
    const css = cssOf(<Architecture block={architecture()} />);
    expect(css).toContain("--hue:rgb(143, 184, 255);");
    expect(css).toContain("--hue:rgb(87, 148, 245);");
    expect(css).toContain("--hue:rgb(31, 111, 235);");
  });

  it("names the concerns every layer shares under their label, and draws no rail column without them", () => {
    const html = renderHtml(<Architecture block={architecture()} />);
    expect(html).toMatch(/<p>모든 계층에 공통<\/p><ul><li>통합 인증<\/li><li>모니터링<\/li><\/ul>/);
    const without = renderHtml(<Architecture block={architecture({ rails: [] })} />);
    expect(without).not.toContain("모든 계층에 공통");
    expect(cssOf(<Architecture block={architecture()} />)).toContain("writing-mode:vertical-rl");
    expect(cssOf(<Architecture block={architecture({ rails: [] })} />)).not.toContain("writing-mode");
  });

  it("is dark unless the manifest asks for another tone", () => {
    const dark = renderHtml(<Architecture block={architecture({ tone: "dark" })} />);
    expect(renderHtml(<Architecture block={architecture()} />)).toBe(dark);
    expect(renderHtml(<Architecture block={architecture({ tone: "muted" })} />)).not.toBe(dark);
  });
});
