import { describe, expect, it } from "vitest";
import { Hero } from "../../../src/blocks/hero";
import type { HeroBlock } from "../../../src/manifest/site.types";
import { cssOf } from "./block-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../check/with-defaults";

const hero = (more: Loose<HeroBlock> = {}) => withDefaults<HeroBlock>("heroBlock", { type: "hero", title: "{company}와 함께하는 디지털 전환", ...more });

/** The anchors of `html`: href, class and text. */
const links = (html: string) => [...html.matchAll(/<a href="([^"]*)" class="([^"]*)">([^<]*)<\/a>/g)].map((m) => ({ href: m[1], cls: m[2], text: m[3] }));

describe("Hero", () => {
  it("holds the page's one h1, tokens filled, and nothing it was not given", () => {
    const html = renderHtml(<Hero block={hero()} />);
    expect(html).toMatch(/<h1[^>]*>테스트정보기술와 함께하는 디지털 전환<\/h1>/);
    expect(count(html, /<h1/)).toBe(1);
    expect(html).not.toMatch(/<p|<a |aria-hidden="true"><span>/);
  });

  it("shows the kicker above the title and the subtitle below it", () => {
    const html = renderHtml(<Hero block={hero({ kicker: "IT SERVICES", subtitle: "컨설팅부터 운영까지" })} />);
    expect(html).toMatch(/>IT SERVICES<\/p><h1[^>]*>[^<]*<\/h1><p[^>]*>컨설팅부터 운영까지<\/p>/);
  });

  it("draws the first action as the primary button and the second unlike it", () => {
    const html = renderHtml(<Hero block={hero({ actions: [{ label: "문의하기", href: "/contact" }, { label: "서비스 보기", href: "#services" }] })} />);
    const [first, second] = links(html);
    expect([first?.href, first?.text, second?.href, second?.text]).toEqual(["/contact", "문의하기", "#services", "서비스 보기"]);
    expect(first!.cls).not.toBe(second!.cls);
  });

  it("points its scroll cue at the block it names, labelled 아래로 스크롤 unless the manifest says otherwise", () => {
    expect(renderHtml(<Hero block={hero({ scrollTo: "services" })} />)).toMatch(/<a href="#services"[^>]*><span>아래로 스크롤<\/span><svg/);
    expect(renderHtml(<Hero block={hero({ scrollTo: "services", scrollLabel: "서비스 보기" })} />)).toMatch(/<a href="#services"[^>]*><span>서비스 보기<\/span>/);
  });

  it("draws the moving glows, hidden from screen readers, only on the animated background", () => {
    const glows = /<div[^>]* aria-hidden="true"[^>]*><span><\/span><span><\/span><span><\/span><\/div>/;
    expect(renderHtml(<Hero block={hero({ background: "animated" })} />)).toMatch(glows);
    expect(renderHtml(<Hero block={hero()} />)).not.toMatch(glows);
    expect(renderHtml(<Hero block={hero({ background: "plain" })} />)).not.toMatch(glows);
  });

  it("is a page hero, 400 px tall at least, unless it is the main one at 640 px", () => {
    expect(cssOf(<Hero block={hero()} />)).toContain("min-height:400px");
    expect(cssOf(<Hero block={hero({ variant: "page" })} />)).toContain("min-height:400px");
    const main = cssOf(<Hero block={hero({ variant: "main" })} />);
    expect(main).toContain("min-height:640px");
    expect(main).not.toContain("min-height:400px");
  });
});
