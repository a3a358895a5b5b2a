import { describe, expect, it } from "vitest";
import { Hero } from "../../../../src/blocks/hero";
import type { HeroBlock } from "../../../../src/manifest/site.types";
import { heroCss } from "../../../../engine/page/hero-css";
import { count, renderHtml } from "./render-block";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";

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
    const kind = (block: HeroBlock) => /class="hero [^"]*"/.exec(renderHtml(<Hero block={block} />))![0];
    expect(kind(hero())).toContain("hero-page");
    expect(kind(hero({ variant: "page" }))).toContain("hero-page");
    expect(kind(hero({ variant: "main" }))).toContain("hero-main");
    expect(kind(hero({ variant: "main" }))).not.toContain("hero-page");
    expect(heroCss).toContain(".hero-page{min-height:400px");
    expect(heroCss).toContain(".hero-main{min-height:640px");
  });

  it("names its composition, tone and accent, dark, split and blue unless the manifest says otherwise", () => {
    expect(renderHtml(<Hero block={hero()} />)).toMatch(/<section class="hero hero-dark hero-page accent-blue" data-hero="split dark blue">/);
    const stage = renderHtml(<Hero block={hero({ layout: "stage", tone: "light", accent: "violet" })} />);
    expect(stage).toMatch(/<section class="hero hero-light hero-page accent-violet" data-hero="stage light violet">/);
    expect(stage).toContain('class="container hero-inner hero-stage"');
    // Every accent the schema offers has its colours in the page's CSS.
    for (const accent of ["blue", "indigo", "violet", "teal", "cyan", "green"]) expect(heroCss, accent).toContain(`.hero.accent-${accent}{--hero-strong:`);
  });

  it("shows its picture on phones only when it says so", () => {
    const image = { src: "/illustrations/ai-screen.svg", alt: "화면" };
    expect(renderHtml(<Hero block={hero({ image })} />)).toContain('<div class="hero-art">');
    expect(renderHtml(<Hero block={hero({ image, phoneImage: true })} />)).toContain('<div class="hero-art on-phones">');
    expect(heroCss).toMatch(/\.hero-art\{[^}]*display:none/);
    expect(heroCss).toContain(".hero-art.on-phones{display:flex}");
  });
});
