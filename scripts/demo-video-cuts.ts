/**
 * The two cuts of the chatbot demo video, shared by scripts/make-demo-video.ts (which draws them)
 * and the browser tests (which check the chat text stays legible where each cut is shown).
 * Sizes are the CSS size of the page each frame is drawn from; `scale` is the device pixel ratio
 * of the frames, so the file is `width × scale` by `height × scale` pixels.
 */
export interface DemoCut {
  /** Output names under public/media/. */
  video: string;
  poster: string;
  width: number;
  height: number;
  scale: number;
  /** The smallest chat text (bubbles, cards, lists, chips, composer), in CSS px of the page. */
  chatFontPx: number;
}

export const DEMO_CUTS = {
  /** The original 640×400 cut, beside its text on wide screens. */
  landscape: { video: "chatbot-demo.mp4", poster: "chatbot-demo-poster.jpg", width: 640, height: 400, scale: 1, chatFontPx: 12.5 },
  /**
   * For screens up to 640 px: a narrow page with larger type, drawn at 2× so it stays sharp on a
   * phone. At 375 px the video is about 335 px wide, so 15 px text in a 320 px page shows at ≈ 15.7 px.
   */
  portrait: { video: "chatbot-demo-portrait.mp4", poster: "chatbot-demo-portrait-poster.jpg", width: 320, height: 560, scale: 2, chatFontPx: 15 },
} as const satisfies Record<string, DemoCut>;
