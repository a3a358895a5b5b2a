import { css, keyframes } from "@emotion/react";
import type { ReactNode } from "react";
import type { HeroBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, decorativeMotionDelay, headerHeight, mq } from "../theme";
import { button } from "../ui/button";
import { Icon } from "../ui/icon";
import { Picture } from "../ui/picture";
import { container } from "../ui/section";
import { SmartLink } from "../ui/smart-link";

/**
 * The top of a page: kicker, the page's one h1, subtitle, up to two actions and a scroll indicator.
 * `art`, a drawing of another block (the home page's scene, scene-hero.tsx), stands where the
 * picture would.
 */
export function Hero({ block, art }: { block: HeroBlock; art?: ReactNode }) {
  const t = usePhrase();
  const { variant, background } = block;
  const main = variant === "main";
  const picture = block.image && (
    <div css={pageArtCss}>
      {/* The page's first picture, fetched first: beside the text on a desktop, under it on a phone. */}
      <Picture image={block.image} slot="hero" priority />
    </div>
  );
  return (
    <section id={block.id} css={[heroCss, main ? mainHeight : pageHeight]}>
      {background === "animated" && (
        <div css={glowCss} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
      <div css={[container, innerCss, Boolean(art ?? picture) && (main ? withArtCss : pageArtGridCss)]}>
        <div>
          {block.kicker && <p css={kickerCss}>{t(block.kicker)}</p>}
          <h1 css={main ? titleMain : titlePage}>{t(block.title)}</h1>
          {block.subtitle && <p css={main ? subtitleCss : [subtitleCss, pageSubtitleCss]}>{t(block.subtitle)}</p>}
          {block.actions && block.actions.length > 0 && (
            <div css={[actionsCss, !main && pageActionsCss]}>
              {block.actions.map((action, i) => (
                <SmartLink key={action.href} href={action.href} css={i === 0 ? button.primary : button.onDark}>
                  {t(action.label)}
                </SmartLink>
              ))}
            </div>
          )}
          {block.scrollTo && !main && (
            <a href={`#${block.scrollTo}`} css={[scrollCss, pageCueCss]}>
              <span>{t(block.scrollLabel)}</span>
              <Icon name="arrow-down" size={18} />
            </a>
          )}
        </div>
        {art ?? picture}
      </div>
      {block.scrollTo && main && (
        <div css={cueRailCss}>
          <a href={`#${block.scrollTo}`} css={scrollCss}>
            <span>{t(block.scrollLabel)}</span>
            <Icon name="arrow-down" size={20} />
          </a>
        </div>
      )}
    </section>
  );
}

/** overflow: clip, not hidden, where the browser has it: hidden would make the hero a scroll container, and the scroll indicator could not stick to the screen. */
const heroCss = css`
  position: relative;
  display: flex;
  align-items: center;
  overflow: hidden;
  overflow: clip;
  padding: ${headerHeight.base + 48}px 0 96px;
  background: linear-gradient(135deg, ${color.navyDeep} 0%, ${color.navy} 55%, #123b7a 100%);
  color: #fff;
  ${mq.lg} { padding-top: ${headerHeight.lg + 56}px; }
`;
/** Main variant: 640 / 740 / 840 px tall by breakpoint; other variants 400 / 500 px. */
const mainHeight = css`
  min-height: 640px;
  ${mq.md} { min-height: 740px; }
  ${mq.lg} { min-height: 840px; }
`;
/**
 * Other pages: a compact hero (the spec's minimum, 400 / 500 px, is also about its height), so the
 * page's own content starts in the first screen: on a phone the title, the subtitle and a small
 * picture; from 768 px text and picture side by side across the whole width.
 */
const pageHeight = css`
  min-height: 400px;
  padding: ${headerHeight.base + 28}px 0 28px;
  ${mq.md} { min-height: 500px; padding: ${headerHeight.base + 32}px 0 32px; }
  ${mq.lg} { padding: ${headerHeight.lg + 32}px 0 32px; }
`;
const innerCss = css`
  position: relative;
  z-index: 1;
`;
/** Text and picture side by side, in columns of these widths. */
const sideBySide = (columns: string, gap: number) => `display: grid; grid-template-columns: ${columns}; gap: ${gap}px; align-items: center;`;
const wideColumns = sideBySide("minmax(0, 1.1fr) minmax(0, 0.9fr)", 56);
/** With a picture: text and picture side by side from 1024 px; below, the picture follows the text. */
const withArtCss = css`
  ${mq.lg} {
    ${wideColumns}
    h1 { font-size: clamp(2.25rem, 1.2rem + 2.6vw, 3.25rem); }
  }
`;
/** Text and picture side by side from 768 px, the picture as wide as its column allows. */
const pageArtGridCss = css`
  ${mq.md} { ${sideBySide("minmax(0, 1fr) minmax(0, 0.85fr)", 32)} }
  ${mq.lg} { ${wideColumns} }
`;
/**
 * The picture on the hero's own surface, no card (on the home page's hero too): a soft light pool under the drawing lifts its
 * pale floor off the navy. Its height is capped so the hero stays compact; on a phone it is small
 * and centred under the text. The picture has a fixed height and the width from its own ratio (its
 * width and height attributes), so its box is there before it loads; contain, where a narrow column
 * caps the width.
 */
const pageArtCss = css`
  position: relative;
  display: flex;
  justify-content: center;
  margin-top: 20px;
  &::before {
    content: "";
    position: absolute;
    inset: 8% 4%;
    border-radius: 50%;
    background: radial-gradient(closest-side, rgba(156, 194, 255, 0.38), rgba(156, 194, 255, 0.12) 60%, transparent);
  }
  img { position: relative; display: block; width: auto; max-width: 100%; height: 120px; object-fit: contain; }
  ${mq.md} { margin-top: 0; img { height: 300px; } }
  ${mq.lg} { img { height: 340px; } }
`;
const pageSubtitleCss = css`
  margin-top: 14px;
  font-size: clamp(1rem, 0.95rem + 0.3vw, 1.125rem);
`;
const pageActionsCss = css`
  margin-top: 24px;
`;
/** The scroll cue of another page's hero: a small link under its text, in the flow; on phones the content it points at is already in view. */
const pageCueCss = css`
  display: none;
  ${mq.md} { display: flex; }
  flex-direction: row;
  align-items: center;
  margin: 16px 0 0 -12px;
  width: fit-content;
  ${mq.lg} { position: static; }
`;
const kickerCss = css`
  margin: 0 0 16px;
  font-size: 0.8125rem;
  font-weight: 700;
  color: #9cc2ff;
`;
const titleMain = css`
  margin: 0;
  max-width: 14em;
  font-size: clamp(2.25rem, 1.4rem + 4vw, 4rem);
  line-height: 1.25;
  letter-spacing: -0.02em;
`;
const titlePage = css`
  margin: 0;
  max-width: 18em;
  font-size: clamp(1.75rem, 1.2rem + 2.2vw, 2.625rem);
  line-height: 1.3;
  letter-spacing: -0.01em;
`;
const subtitleCss = css`
  margin: 20px 0 0;
  max-width: 40em;
  font-size: clamp(1.0625rem, 1rem + 0.4vw, 1.25rem);
  color: rgba(255, 255, 255, 0.85);
`;
/** Stacked and full width on phones; side by side from sm. */
const actionsCss = css`
  display: grid;
  gap: 12px;
  margin-top: 36px;
  ${mq.sm} { display: flex; flex-wrap: wrap; }
`;
const bob = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(6px); }
`;
/**
 * The scroll indicator's rail, the hero's full height, the indicator at its foot. From 1024 px the
 * indicator sticks 24 px above the bottom of the screen while the hero's end is below it: the main
 * hero is 840 px tall there, taller than a laptop's window (800 px or less), which cut it off.
 * On phones the hero's picture already runs past the first screen, and the contact bar holds the
 * screen's foot, so the indicator stays at the hero's end.
 */
const cueRailCss = css`
  position: absolute;
  inset: 0 0 24px;
  z-index: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  pointer-events: none;
`;
const scrollCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  pointer-events: auto;
  ${mq.lg} {
    position: sticky;
    bottom: 24px;
  }
  padding: 8px 12px;
  font-size: 0.8125rem;
  color: rgba(255, 255, 255, 0.85);
  text-decoration: none;
  svg { animation: ${bob} 1.8s ease-in-out ${decorativeMotionDelay} infinite; }
  &:hover { color: #fff; }
`;
const drift = keyframes`
  0% { transform: translate3d(0, 0, 0) scale(1); }
  50% { transform: translate3d(4%, -3%, 0) scale(1.06); }
  100% { transform: translate3d(0, 0, 0) scale(1); }
`;
/* Soft glows drawn with radial gradients (cheap to paint) and moved by transform only. */
const glowCss = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
  span {
    position: absolute;
    border-radius: 50%;
    animation: ${drift} 16s ease-in-out ${decorativeMotionDelay} infinite;
    will-change: transform;
  }
  span:nth-of-type(1) { width: 70vw; height: 70vw; max-width: 900px; max-height: 900px; right: -20%; top: -35%; background: radial-gradient(closest-side, rgba(31, 111, 235, 0.55), transparent); }
  span:nth-of-type(2) { width: 55vw; height: 55vw; max-width: 700px; max-height: 700px; right: 10%; bottom: -45%; background: radial-gradient(closest-side, rgba(0, 163, 196, 0.4), transparent); animation-duration: 20s; }
  span:nth-of-type(3) { width: 45vw; height: 45vw; max-width: 600px; max-height: 600px; left: -15%; bottom: -25%; background: radial-gradient(closest-side, rgba(59, 79, 216, 0.35), transparent); animation-duration: 24s; }
`;
