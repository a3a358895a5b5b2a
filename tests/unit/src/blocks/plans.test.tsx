import { describe, expect, it } from "vitest";
import { Plans } from "../../../../src/blocks/plans";
import type { PlansBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

const plans: Loose<PlansBlock["plans"]> = [
  { name: "엔트리", capacity: "최대 64TB", features: ["2-4 베이", "기본 백업"] },
  { name: "미드레인지", capacity: "최대 192TB", features: ["8-12 베이", "스냅샷·복제", "가상화 지원"], highlight: true, action: { label: "견적 문의", href: "/contact" } },
  { name: "엔터프라이즈", price: "견적 문의", features: ["24+ 베이"], action: { label: "견적 문의", href: "/contact" } },
];

/** Each plan card's markup, in order. */
function cards(html: string): string[] {
  return html.split(/(?=<li class="[^"]*"><)/).slice(1);
}

describe("Plans", () => {
  it("draws one card per plan with name, capacity, price and every feature", () => {
    const html = renderHtml(<Plans block={withDefaults<PlansBlock>("plansBlock", { type: "plans", title: "NAS 등급", plans })} />);
    expect(cards(html)).toHaveLength(3);
    expect(html).toContain("미드레인지</h3>");
    expect(html).toContain("최대 192TB");
    expect(html).toContain("견적 문의</p>");
    for (const f of plans.flatMap((p) => p.features)) expect(html).toContain(f);
  });

  it("shows the 추천 badge only on the highlighted plan", () => {
    const html = renderHtml(<Plans block={withDefaults<PlansBlock>("plansBlock", { type: "plans", title: "NAS 등급", plans })} />);
    const [entry, mid, enterprise] = cards(html);
    expect(count(html, />추천</)).toBe(1);
    expect(mid).toContain(">추천<");
    expect(entry).not.toContain("추천");
    expect(enterprise).not.toContain("추천");
  });

  it("uses the manifest's badge label when it gives one", () => {
    const html = renderHtml(<Plans block={withDefaults<PlansBlock>("plansBlock", { type: "plans", highlightLabel: "인기", plans })} />);
    expect(html).toContain(">인기<");
    expect(html).not.toContain(">추천<");
  });

  it("links a plan's action, naming the plan for screen readers", () => {
    const html = renderHtml(<Plans block={withDefaults<PlansBlock>("plansBlock", { type: "plans", title: "NAS 등급", plans })} />);
    const [entry, mid] = cards(html);
    expect(entry).not.toContain("<a ");
    expect(mid).toMatch(/<a [^>]*href="\/contact"[^>]*>견적 문의<span[^>]*> : 미드레인지<\/span><\/a>/);
  });

  it("does not repeat the plan's name when the label already holds it", () => {
    const html = renderHtml(<Plans block={withDefaults<PlansBlock>("plansBlock", { type: "plans", plans: [{ name: "엔트리", features: ["기본"], action: { label: "엔트리 상담", href: "/contact" } }] })} />);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>엔트리 상담<\/a>/);
  });
});
