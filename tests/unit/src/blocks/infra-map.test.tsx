import { describe, expect, it } from "vitest";
import { InfraMap } from "../../../../src/blocks/infra-map";
import type { InfraMapBlock } from "../../../../src/manifest/site.types";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

const block = withDefaults<InfraMapBlock>("infraMapBlock", {
  type: "infraMap",
  id: "topology",
  title: "구성도",
  hub: { title: "{company} 전산실", icon: "server", items: ["가상화 서버", "NAS"] },
  sites: [
    { title: "지점", icon: "team", items: ["PC"], link: "VPN" },
    { title: "클라우드", icon: "cloud", items: ["Microsoft 365", "Azure"], link: "하이브리드 연결" },
    { title: "재해복구 센터", icon: "backup", items: ["대기 서버"] },
  ],
});

describe("InfraMap", () => {
  const html = renderHtml(<InfraMap block={block} />);

  it("draws the hub, then each site in its place around it: left, right, below", () => {
    expect([...html.matchAll(/<div class="zone (\w+)"><h3>.*?<\/svg>([^<]+)<\/h3>/g)].map((m) => [m[1], m[2]])).toEqual([
      ["hub", "테스트정보기술 전산실"],
      ["left", "지점"],
      ["right", "클라우드"],
      ["below", "재해복구 센터"],
    ]);
  });

  it("lists each zone's parts as text", () => {
    expect(count(html, /<li>/)).toBe(6);
    expect(html).toContain("<li>Microsoft 365</li>");
  });

  it("names how a site connects, for screen readers too, and draws no label where none is given", () => {
    expect(count(html, /class="link"/)).toBe(2);
    expect(html).toMatch(/<p class="link"><span class="[^"]+">중심 영역과 연결:(?:<!-- -->)? <\/span><span>VPN<\/span><\/p>/);
  });

  it("gives each zone a heading under the section's title", () => {
    expect(count(html, /<h3>/)).toBe(4);
    expect(renderHtml(<InfraMap block={{ ...block, title: undefined }} />)).toContain("<h2>");
  });
});
