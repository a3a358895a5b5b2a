import { describe, expect, it } from "vitest";
import { Split } from "../../../../src/blocks/split";
import type { SplitBlock } from "../../../../src/manifest/site.types";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

describe("Split", () => {
  const block = withDefaults<SplitBlock>("splitBlock", {
    type: "split",
    id: "how",
    kicker: "일하는 방식",
    title: "{company}의 방식",
    body: "본문",
    points: ["하나", "둘"],
    actions: [{ label: "상담", href: "/contact" }, { label: "더 보기", href: "/about" }],
    image: { src: "/images/a.png", alt: "흐름도" },
  });

  it("draws the text column (h2 named by the section) and the picture, lazily", () => {
    const html = renderHtml(<Split block={block} />);
    expect(html).toContain('<section id="how" aria-labelledby="how-title"');
    expect(html).toContain('<h2 id="how-title">테스트정보기술의 방식</h2>');
    expect(count(html, /<li>/)).toBe(2);
    expect(count(html, /<a /)).toBe(2);
    expect(html).toMatch(/<img src="\/images\/a.png" alt="흐름도" loading="lazy" decoding="async"/);
  });

  it("keeps the text first in reading order when the picture is on the left", () => {
    const right = renderHtml(<Split block={block} />);
    const left = renderHtml(<Split block={{ ...block, side: "left" }} />);
    expect(left.indexOf("<h2")).toBeLessThan(left.indexOf("<img"));
    expect(left).not.toBe(right);
  });
});
