import { describe, expect, it } from "vitest";
import { isBrokenImage, Partners } from "../../../../src/blocks/partners";
import type { PartnersBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const logos = [
  { name: "Microsoft", logo: "/partners/microsoft.svg" },
  { name: "AWS", logo: "/partners/aws.svg" },
  { name: "{company} 파트너", logo: "/partners/sap.svg" },
];

function render(block: Loose<PartnersBlock> = {}): string {
  return renderHtml(<Partners block={withDefaults<PartnersBlock>("partnersBlock", { type: "partners", id: "partners", logos, ...block })} />);
}

/** The `<ul>` lists in order, each with its opening tag and content. */
function lists(html: string): { tag: string; body: string }[] {
  return [...html.matchAll(/(<ul[^>]*>)([\s\S]*?)<\/ul>/g)].map((m) => ({ tag: m[1]!, body: m[2]! }));
}

describe("Partners (marquee)", () => {
  it("draws every logo twice so the loop has no seam", () => {
    const html = render();
    expect(count(html, /<img /)).toBe(logos.length * 2);
    expect(count(html, /src="\/partners\/aws.svg"/)).toBe(2);
  });

  it("announces only the first copy: the second list is aria-hidden and its images have empty alt", () => {
    const [first, copy] = lists(render());
    expect(first!.tag).not.toContain("aria-hidden");
    expect(first!.body).toContain('alt="Microsoft"');
    expect(first!.body).toContain('alt="테스트정보기술 파트너"');
    expect(copy!.tag).toContain('aria-hidden="true"');
    expect(count(copy!.body, /alt=""/)).toBe(logos.length);
  });

  it("reserves each logo's size and decodes off the main thread", () => {
    const html = render();
    expect(count(html, /width="160" height="48"/)).toBe(logos.length * 2);
    expect(count(html, /decoding="async"/)).toBe(logos.length * 2);
  });

  it("takes the loop time from `seconds`, 30 s by default", () => {
    expect(render()).toContain("animation-duration:30s");
    expect(render({ seconds: 45 })).toContain("animation-duration:45s");
  });

  it("offers a pause button that starts unpressed", () => {
    expect(render()).toMatch(/<button type="button"[^>]*aria-pressed="false"/);
  });

  it("keeps the section id and its title", () => {
    const html = render({ title: "기술 파트너" });
    expect(html).toContain('id="partners"');
    expect(html).toContain("기술 파트너</h2>");
  });
});

describe("Partners (grid)", () => {
  it("draws each logo once, with its name as alt, and nothing that moves", () => {
    const html = render({ variant: "grid" });
    expect(count(html, /<img /)).toBe(logos.length);
    expect(html).not.toContain("aria-hidden=\"true\"><li");
    expect(html).not.toContain("<button");
    expect(html).toContain('alt="AWS"');
  });
});

describe("isBrokenImage", () => {
  it("is true only for an image that finished loading without a picture", () => {
    expect(isBrokenImage({ complete: true, naturalWidth: 0 })).toBe(true);
    expect(isBrokenImage({ complete: true, naturalWidth: 160 })).toBe(false);
    // Still loading: the error handler decides later.
    expect(isBrokenImage({ complete: false, naturalWidth: 0 })).toBe(false);
  });
});
