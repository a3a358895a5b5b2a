import { describe, expect, it } from "vitest";
import { Video } from "../../../../src/blocks/video";
import type { VideoBlock } from "../../../../src/manifest/site.types";
import { playbackFor, VISIBLE_SHARE } from "../../../../src/ui/use-play-when-visible";
import { count, renderHtml } from "./render-block";
import { withDefaults } from "../../engine/check/with-defaults";

const block = withDefaults<VideoBlock>("videoBlock", {
  type: "video",
  id: "chatbot-demo",
  title: "AI 챗봇",
  src: "/media/chatbot-demo.mp4",
  poster: "/media/chatbot-demo-poster.jpg",
  width: 640,
  height: 400,
  label: "{company} 챗봇 시연 영상",
  points: ["평균 응답 0.5초", "동시 세션 1,000+"],
  actions: [
    { label: "AI 챗봇 도입 상담", href: "/contact" },
    { label: "AI통합구축 알아보기", href: "/ai" },
  ],
});

function videoTag(html: string): string {
  return html.match(/<video[^>]*>/)?.[0] ?? "";
}

describe("Video", () => {
  it("is muted, loops, plays inline, has controls and downloads nothing up front", () => {
    const tag = videoTag(renderHtml(<Video block={block} />));
    for (const attr of ["muted", "loop", "playsInline", "controls"]) expect(tag).toMatch(new RegExp(`\\s${attr}=""`));
    expect(tag).toContain('preload="none"');
    expect(tag).not.toContain("autoPlay");
  });

  it("reserves its size and shows the poster, named for screen readers", () => {
    const tag = videoTag(renderHtml(<Video block={block} />));
    expect(tag).toContain('width="640"');
    expect(tag).toContain('height="400"');
    expect(tag).toContain('poster="/media/chatbot-demo-poster.jpg"');
    expect(tag).toContain('aria-label="테스트정보기술 챗봇 시연 영상"');
  });

  it("holds the mp4 source and the fallback text inside the video element", () => {
    const inner = renderHtml(<Video block={block} />).match(/<video[^>]*>([\s\S]*)<\/video>/)?.[1] ?? "";
    expect(inner).toContain('<source src="/media/chatbot-demo.mp4" type="video/mp4"/>');
    expect(inner).toContain("이 브라우저는 video 태그를 지원하지 않습니다.");
    const custom = renderHtml(<Video block={{ ...block, fallback: "영상 재생 불가" }} />);
    expect(custom).toMatch(/<video[^>]*>[\s\S]*영상 재생 불가[\s\S]*<\/video>/);
  });

  it("draws the text column: title, points and both actions as links", () => {
    const html = renderHtml(<Video block={block} />);
    expect(html).toContain('<section id="chatbot-demo" aria-labelledby="chatbot-demo-title"');
    expect(html).toContain('<h2 id="chatbot-demo-title">AI 챗봇</h2>');
    expect(count(html, /<li>/)).toBe(2);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>AI 챗봇 도입 상담<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/ai"[^>]*>AI통합구축 알아보기<\/a>/);
  });
});

describe("playbackFor", () => {
  it("plays a paused video once at least half of it is visible", () => {
    expect(VISIBLE_SHARE).toBe(0.5);
    expect(playbackFor(0.5, VISIBLE_SHARE, true)).toBe("play");
    expect(playbackFor(1, VISIBLE_SHARE, true)).toBe("play");
    expect(playbackFor(0.49, VISIBLE_SHARE, true)).toBe("none");
  });

  it("pauses a playing video when less than half is visible", () => {
    expect(playbackFor(0.3, VISIBLE_SHARE, false)).toBe("pause");
    expect(playbackFor(0, VISIBLE_SHARE, false)).toBe("pause");
  });

  it("leaves a video alone when it already does the right thing", () => {
    expect(playbackFor(0.8, VISIBLE_SHARE, false)).toBe("none");
    expect(playbackFor(0, VISIBLE_SHARE, true)).toBe("none");
  });

  it("does not start a video by itself for visitors who prefer reduced motion", () => {
    expect(playbackFor(1, VISIBLE_SHARE, true, true)).toBe("none");
    expect(playbackFor(0, VISIBLE_SHARE, false, true)).toBe("pause");
  });
});
