import { describe, expect, it } from "vitest";
import { Hero } from "../../../../src/blocks/hero";
import type { HeroBlock, Image } from "../../../../src/manifest/site.types";
import type { BuiltImage } from "../../../../src/ui/image-slots";
import { Picture } from "../../../../src/ui/picture";
import { count, renderHtml } from "./render-block";
import { withDefaults } from "../../engine/check/with-defaults";

const built: Image & BuiltImage = { src: "/images/a.png", alt: "{company} 구성도", width: 1200, height: 900, stem: "/assets/img/a-0123456789", widths: [320, 640, 1120], fallback: "jpg" };

describe("Picture", () => {
  it("offers AVIF and WebP at the built widths with the slot's sizes, a JPEG fallback, and the intrinsic size", () => {
    const html = renderHtml(<Picture image={built} slot="split" />);
    const sizes = "(min-width: 1248px) 560px, (min-width: 1024px) 45vw, min(560px, calc(100vw - 40px))";
    expect(html).toContain(`<source type="image/avif" srcSet="/assets/img/a-0123456789-320.avif 320w, /assets/img/a-0123456789-640.avif 640w, /assets/img/a-0123456789-1120.avif 1120w" sizes="${sizes}"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="/assets/img/a-0123456789-320.webp 320w, /assets/img/a-0123456789-640.webp 640w, /assets/img/a-0123456789-1120.webp 1120w" sizes="${sizes}"/>`);
    expect(html).toContain('<img src="/assets/img/a-0123456789-1120.jpg" alt="테스트정보기술 구성도" width="1200" height="900" loading="lazy" decoding="async"/>');
  });

  it("loads the priority picture first and eagerly", () => {
    const html = renderHtml(<Picture image={built} slot="hero" priority />);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain("loading=");
  });

  it("gives a decorative picture empty alternative text, and shows a built SVG as it is", () => {
    const html = renderHtml(<Picture image={{ src: "/images/d.svg", decorative: true, width: 560, height: 420, stem: "/assets/img/d-0123456789", fallback: "svg" } as Image} slot="split" />);
    expect(html).toBe('<img src="/assets/img/d-0123456789.svg" alt="" width="560" height="420" loading="lazy" decoding="async"/>');
  });

  it("shows the original file where nothing was built (the dev server)", () => {
    expect(renderHtml(<Picture image={{ src: "/images/a.png", alt: "그림", width: 10, height: 5 } as Image} slot="logo" />)).toContain('<img src="/images/a.png" alt="그림" width="10" height="5"');
  });
});

describe("Hero with a picture", () => {
  it("shows it at every width, first in priority, sized for the phone's column below 1024 px", () => {
    const html = renderHtml(<Hero block={withDefaults<HeroBlock>("heroBlock", { type: "hero", title: "제목", image: built })} />);
    expect(count(html, /<picture>/)).toBe(1);
    expect(html).not.toContain("<source media=");
    expect(html).toContain('sizes="(min-width: 1248px) 560px, (min-width: 1024px) 45vw, min(420px, calc(100vw - 60px))"');
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it("has no picture markup without one", () => {
    expect(renderHtml(<Hero block={withDefaults<HeroBlock>("heroBlock", { type: "hero", title: "제목" })} />)).not.toContain("<img");
  });
});
