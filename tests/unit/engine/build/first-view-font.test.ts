import { describe, expect, it } from "vitest";
import { firstViewCharacters } from "../../../../engine/build/first-view-font";
import { fontFaceCss, restOfFontCss, unicodeRange, unicodeRangeWithout } from "../../../../engine/page/font-face";
import { headTagHtml, pageHeadTags } from "../../../../engine/page/page-css";
import { REST_OF_FONT_ID } from "../../../../src/layout/fonts";

/** A page's CSS and markup (what #root holds, then its data and script), in the shape the prerender writes them. */
const CSS = `<style>.a::before{content:"\\2192"}.b::after{content:"·"}</style>`;
const MARKUP = `<a href="#main">본문</a><header><nav><ul><li><a href="/x">메뉴</a><div id="_R_1_" class="nav-panel"><ul><li><a href="/x/y">패널</a></li></ul></div></li></ul></nav>
<dialog id="site-drawer"><a href="/z">서랍</a></dialog></header>
<main><section><h1>첫 화면 &amp; AI 제목</h1></section><nav>이동</nav>
<section><form><section><label>이름<input placeholder="홍길동"></label></section><section>둘째칸</section></form><aside>옆단</aside></section>
<section><p>셋째</p></section></main>
<footer><p>바닥</p></footer><a href="/contact">탭</a>
<script type="application/json" id="page-data">{"t":"데이터"}</script><script>boot("스크립트")</script>`;

describe("a page's first view", () => {
  const characters = firstViewCharacters(MARKUP, CSS);

  it("holds the header's text, main's first two sections (nested or not), the <aside> beside the second and what follows main but the footer", () => {
    for (const text of ["본문", "메뉴", "첫화면&제목", "이동", "이름", "옆단", "탭"]) for (const c of text) expect(characters).toContain(c);
  });

  it("holds placeholders, the strings CSS draws, every digit and both cases of each Latin letter", () => {
    for (const c of "홍길동→·0123456789AaIi") expect(characters).toContain(c);
  });

  it("leaves out what a first view never shows: later sections, the footer, the drawer, the header's panels, data and scripts", () => {
    for (const c of "칸셋바닥서랍패널데터스크립") expect(characters).not.toContain(c);
  });

  it("is sorted, each character once, without line breaks", () => {
    expect([...characters]).toEqual([...new Set(characters)].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!));
    expect(characters).not.toMatch(/[\n\t]/);
  });
});

describe("unicode-range", () => {
  it("joins neighbouring code points into ranges", () => {
    expect(unicodeRange("cab가 ")).toBe("U+20,U+61-63,U+AC00");
  });

  it("of everything else leaves out exactly those code points", () => {
    expect(unicodeRangeWithout("cab가 ")).toBe("U+0-1F,U+21-60,U+64-ABFF,U+AC01-10FFFF");
    expect(unicodeRangeWithout("\u0000")).toBe("U+1-10FFFF");
  });
});

describe("the first page's faces", () => {
  const first = { characters: "가나", files: { 400: "/assets/first-a.woff2", 700: "/assets/first-b.woff2" } };

  it("draw the first view from the page's own cut, optional, and the rest from the whole font, swapping, with no character in both", () => {
    const css = fontFaceCss(first);
    expect(css).toContain('src:url("/assets/first-a.woff2") format("woff2");font-weight:400;font-style:normal;font-display:optional;unicode-range:U+AC00,U+B098');
    expect(css).toContain('src:url("/assets/first-b.woff2") format("woff2");font-weight:600 900;font-style:normal;font-display:optional;unicode-range:U+AC00,U+B098');
    expect(restOfFontCss(first)).toContain('src:url("/fonts/site-sans-400.woff2") format("woff2");font-weight:400;font-style:normal;font-display:swap;unicode-range:U+0-ABFF,U+AC01-B097,U+B099-10FFFF');
  });

  it("put nothing of the whole font in force on screen before the app does: its faces are in a <style> for print only, after the page's CSS", () => {
    const head = pageHeadTags(first).map(headTagHtml);
    // A face of the body's font that draws from the whole font (Site Sans Loaded's are only fetched when the app asks).
    const wholeFont = /font-family:"Site Sans";src:url\("\/fonts\//;
    // The preloads and the page's CSS name only the cut: layout meeting a character outside it asks for nothing.
    expect(head.slice(0, -1).filter((tag) => wholeFont.test(tag))).toEqual([]);
    expect(head.at(-1)).toBe(`<style id="${REST_OF_FONT_ID}" media="print">${restOfFontCss(first)}</style>`);
    expect(head.at(-1)).toMatch(wholeFont);
  });

  it("without a cut, are the whole font's, optional, preloaded and in force from the start", () => {
    expect(fontFaceCss()).toContain('@font-face{font-family:"Site Sans";src:url("/fonts/site-sans-400.woff2") format("woff2");font-weight:400;font-style:normal;font-display:optional}');
    expect(fontFaceCss()).not.toContain("first-");
    expect(pageHeadTags().map((tag) => tag.attrs?.media)).toEqual([undefined, undefined, undefined]);
  });
});
