import { describe, expect, it } from "vitest";
import { Cta } from "../../../../src/blocks/cta";
import type { CtaBlock } from "../../../../src/manifest/site.types";
import { count, renderHtml } from "./render-block";

const cta = (more: Partial<CtaBlock> = {}): CtaBlock => ({
  type: "cta",
  id: "contact-cta",
  title: "{company}와 상담하세요",
  desc: "영업일 기준 1일 안에 답을 드립니다.",
  action: { label: "문의하기", href: "/contact" },
  ...more,
});

/** The anchors of `html`: href and text. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);

describe("Cta", () => {
  it("is a section named by its h2 title, tokens filled", () => {
    const html = renderHtml(<Cta block={cta()} />);
    const labelledBy = /<section id="contact-cta" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelledBy).toBeDefined();
    expect(html).toContain(`<h2 id="${labelledBy}">테스트정보기술와 상담하세요</h2>`);
    expect(count(html, /<h2/)).toBe(1);
  });

  it("names its section by the title even without an id", () => {
    const html = renderHtml(<Cta block={cta({ id: undefined })} />);
    const labelledBy = /<section aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}">`);
  });

  it("gives two calls to action without ids headings of their own, never one shared fixed id", () => {
    const html = renderHtml(
      <>
        <Cta block={cta({ id: undefined })} />
        <Cta block={cta({ id: undefined, title: "다시 한번" })} />
      </>,
    );
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect([...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
  });

  it("shows its line of text only when given", () => {
    expect(renderHtml(<Cta block={cta()} />)).toContain("<p>영업일 기준 1일 안에 답을 드립니다.</p>");
    expect(renderHtml(<Cta block={cta({ desc: undefined })} />)).not.toContain("<p>");
  });

  it("has one action, or two when a second is given, in manifest order", () => {
    expect(links(renderHtml(<Cta block={cta()} />))).toEqual([["/contact", "문의하기"]]);
    const two = renderHtml(<Cta block={cta({ secondary: { label: "전화하기", href: "tel:02-000-0000" } })} />);
    expect(links(two)).toEqual([["/contact", "문의하기"], ["tel:02-000-0000", "전화하기"]]);
  });

  it("draws the second action unlike the first", () => {
    const two = renderHtml(<Cta block={cta({ secondary: { label: "회사 소개", href: "/about" } })} />);
    const classes = [...two.matchAll(/<a href="[^"]*" class="([^"]+)"/g)].map((m) => m[1]);
    expect(classes).toHaveLength(2);
    expect(classes[0]).not.toBe(classes[1]);
  });

  it("opens another site in a new tab, without giving it this page", () => {
    const html = renderHtml(<Cta block={cta({ action: { label: "파트너 사이트", href: "https://partner.example.com" } })} />);
    expect(html).toMatch(/<a href="https:\/\/partner\.example\.com" target="_blank" rel="noopener noreferrer"/);
  });
});
