import { useEffect, type RefObject } from "react";

/** Share of a video's area (0..1) that must be on screen for it to play: the spec's 50%. */
export const VISIBLE_SHARE = 0.5;

export type Playback = "play" | "pause" | "none";

/**
 * What to do with a video when its visible share changes. `visible` is the share of its area on
 * screen (0..1). It plays from `threshold` up, unless the visitor asked for reduced motion (then
 * only the visitor starts it); below `threshold` a playing video pauses.
 */
export function playbackFor(visible: number, threshold: number, paused: boolean, reducedMotion = false): Playback {
  if (visible >= threshold) return paused && !reducedMotion ? "play" : "none";
  return paused ? "none" : "pause";
}

/**
 * Plays the video while at least `threshold` of it is on screen and pauses it when it leaves.
 * Browsers may refuse to start a video on their own; that is expected, so it is only logged.
 */
export function usePlayWhenVisible(ref: RefObject<HTMLVideoElement | null>, threshold = VISIBLE_SHARE): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === "undefined") return;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = entry.isIntersecting ? entry.intersectionRatio : 0;
        const action = playbackFor(visible, threshold, video.paused, reducedMotion.matches);
        if (action === "play") {
          video.play().catch((error: unknown) => console.info("영상 자동 재생을 건너뜁니다.", error));
        } else if (action === "pause") {
          video.pause();
        }
      },
      { threshold },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref, threshold]);
}
