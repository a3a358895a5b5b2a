import { describe, expect, it } from "vitest";
import { Logos } from "../../../../src/blocks/logos";
import type { LogosBlock } from "../../../../src/manifest/site.types";
import { withDefaults } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

describe("Logos", () => {
  it("lists each logo with its name as alternative text, its label and the caption", () => {
    const html = renderHtml(
      <Logos block={withDefaults<LogosBlock>("logosBlock", { type: "logos", title: "보유 인증", items: [{ image: { src: "/a.svg", alt: "ISO 9001" }, label: "품질 경영" }, { image: { src: "/b.svg", alt: "ISMS-P" } }], caption: "예시입니다." })} />,
    );
    expect(count(html, /<li>/)).toBe(2);
    expect(html).toContain('alt="ISO 9001"');
    expect(html).toContain('<span class="label">품질 경영</span>');
    expect(html).toContain("예시입니다.</p>");
  });

  it("gives a square mark (a certification badge) a taller tile than a wordmark", () => {
    const badge = { src: "/badge.svg", alt: "ISO 9001", width: 200, height: 200 };
    const wordmark = { src: "/client.svg", alt: "예시상사", width: 160, height: 48 };
    const html = renderHtml(<Logos block={withDefaults<LogosBlock>("logosBlock", { type: "logos", items: [{ image: badge }, { image: wordmark }] })} />);
    expect(count(html, /class="mark badge"/)).toBe(1);
    expect(count(html, /class="mark"/)).toBe(1);
    expect(html.indexOf('class="mark badge"')).toBeLessThan(html.indexOf("/badge.svg"));
  });
});
