import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import type { VideoBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { usePhrase } from "../ui/phrases";
import { color, headerHeight, mq, radius, shadow, typeScale } from "../theme";
import { useBlockId } from "../ui/section";
import { container } from "../ui/container";
import { ActionLinks, CheckList } from "../ui/text-parts";
import { usePlayWhenVisible } from "../ui/use-play-when-visible";

/** Screens that get the portrait cut: the `<source media>` and the frame's shape share it. */
export const PORTRAIT_MEDIA = "(max-width: 640px)";
/**
 * The band under the picture that the browser's own controls (and their shade) are drawn in, px:
 * they sit on the video's bottom edge, and over the picture they hid the chat's input line until
 * the video played, and for good with reduced motion.
 */
export const CONTROLS_BAND = 84;

/**
 * Text beside a demo video. The video downloads nothing until it is needed (`preload="none"`,
 * the poster holds its place), plays muted while at least half of it is on screen and pauses
 * when it leaves.
 */
export function Video({ block }: { block: VideoBlock }) {
  const t = usePhrase();
  const plain = useText();
  const video = useRef<HTMLVideoElement>(null);
  usePlayWhenVisible(video);
  const { portrait } = block;
  useEffect(() => {
    // A poster cannot follow <source media>: once the portrait cut is chosen, show its own still.
    if (portrait && video.current && window.matchMedia(PORTRAIT_MEDIA).matches) video.current.poster = portrait.image;
  }, [portrait]);
  const blockId = useBlockId(block.id);
  const headingId = block.title ? `${blockId}-title` : undefined;
  return (
    <section id={block.id} aria-labelledby={headingId} css={sectionCss}>
      <div className={container} css={gridCss}>
        <div css={textCss}>
          {block.kicker && <p className="kicker">{t(block.kicker)}</p>}
          {block.title && <h2 id={headingId}>{t(block.title)}</h2>}
          {block.intro && <p className="intro">{t(block.intro)}</p>}
          <CheckList items={block.points} />
          <ActionLinks actions={block.actions} />
        </div>
        <div css={[frameCss, pictureHeight(block.width, block.height), portrait && portraitFrameCss(portrait.width, portrait.height)]}>
          <video
            ref={video}
            width={block.width}
            height={block.height}
            poster={block.poster}
            aria-label={plain(block.label)}
            preload="none"
            muted
            loop
            playsInline
            controls
          >
            {/* The first source whose media matches is played: the portrait cut first. */}
            {portrait && <source src={portrait.src} type="video/mp4" media={PORTRAIT_MEDIA} />}
            <source src={block.src} type="video/mp4" />
            <p>{t(block.fallback)}</p>
          </video>
        </div>
      </div>
    </section>
  );
}

const sectionCss = css`
  padding: 64px 0;
  background: ${color.soft};
  scroll-margin-top: ${headerHeight.base}px;
  ${mq.md} { padding: 88px 0; }
  ${mq.lg} { scroll-margin-top: ${headerHeight.lg}px; }
`;
const gridCss = css`
  display: grid;
  gap: 36px;
  align-items: center;
  ${mq.lg} { grid-template-columns: minmax(0, 5fr) minmax(0, 7fr); gap: 56px; }
`;
const textCss = css`
  .kicker {
    margin: 0 0 10px;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${color.primaryDark}; /* 4.5:1 on the soft tone */
  }
  h2 {
    margin: 0;
    font-size: ${typeScale.section};
    line-height: 1.35;
    color: ${color.ink};
  }
  .intro { margin: 14px 0 0; font-size: 1.0625rem; color: ${color.muted}; }
  ul { margin: 24px 0 0; padding: 0; list-style: none; }
  li { display: flex; gap: 10px; align-items: flex-start; margin-top: 10px; color: ${color.body}; }
  li svg { flex: none; margin-top: 4px; color: ${color.primary}; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 32px; }
`;
const frameCss = css`
  container-type: inline-size;
  overflow: hidden;
  border-radius: ${radius.lg}px;
  background: ${color.navyDeep};
  box-shadow: ${shadow.card};
  line-height: 0;
  video { display: block; width: 100%; object-fit: contain; object-position: top; }
  p { margin: 0; padding: 24px; line-height: 1.6; color: #fff; }
`;
/** The video is its picture's height (from the frame's width, so nothing shifts as it loads) and the controls' band under it. */
const pictureHeight = (width: number, height: number) => css`
  video { height: calc(100cqw * ${height / width} + ${CONTROLS_BAND}px); }
`;
/** Where the portrait cut plays, the frame stays phone-sized on wider small screens, so it is never taller than the screen. */
const portraitFrameCss = (width: number, height: number) => css`
  @media ${PORTRAIT_MEDIA} {
    width: 100%;
    max-width: 360px;
    margin: 0 auto;
    ${pictureHeight(width, height)}
  }
`;
