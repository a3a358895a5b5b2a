import { css, keyframes } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import type { PartnerLogo, PartnersBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { visuallyHidden } from "../ui/visually-hidden";
import { color, decorativeMotionDelay, mq, radius } from "../theme";
import { Section, sectionOf } from "../ui/section";

/** Every logo file is drawn on a 160×48 px canvas; the size is reserved so nothing shifts. */
export const LOGO_WIDTH = 160;
export const LOGO_HEIGHT = 48;

/**
 * Partner logos, either as a strip that scrolls sideways forever (`marquee`, the default) or as a
 * still grid (`grid`). A logo whose image fails to load is left out.
 */
export function Partners({ block }: { block: PartnersBlock }) {
  const { variant } = block;
  return (
    <Section {...sectionOf(block)} compact={variant !== "grid"}>
      {variant === "grid" ? <LogoGrid logos={block.logos} /> : <Marquee logos={block.logos} seconds={block.seconds} />}
    </Section>
  );
}

/**
 * The list is drawn twice side by side and the track moves left by exactly one copy per loop, so
 * the seam never shows. Only the first copy is announced; the second is decoration. It stops on
 * hover, on focus and with the pause button (moving content needs a way to stop it), and it does
 * not move at all for visitors who ask for reduced motion.
 */
function Marquee({ logos, seconds }: { logos: PartnerLogo[]; seconds: number }) {
  const [paused, setPaused] = useState(false);
  return (
    <div css={marqueeCss} data-paused={paused || undefined}>
      <div css={viewportCss}>
        <div css={trackCss} className="track" style={{ animationDuration: `${seconds}s` }}>
          <LogoList logos={logos} />
          <LogoList logos={logos} copy />
        </div>
      </div>
      <button type="button" css={pauseCss} aria-pressed={paused} onClick={() => setPaused(!paused)}>
        <PauseIcon paused={paused} />
        <span>로고 움직임 멈춤</span>
      </button>
    </div>
  );
}

function LogoList({ logos, copy = false }: { logos: PartnerLogo[]; copy?: boolean }) {
  return (
    <ul css={listCss} aria-hidden={copy || undefined} data-copy={copy || undefined}>
      {logos.map((logo, i) => (
        <LogoItem key={i} logo={logo} decorative={copy} />
      ))}
    </ul>
  );
}

function LogoGrid({ logos }: { logos: PartnerLogo[] }) {
  return (
    <ul css={gridCss}>
      {logos.map((logo, i) => (
        <LogoItem key={i} logo={logo} />
      ))}
    </ul>
  );
}

/** One logo; its list item disappears when the image fails, before or after hydration. */
function LogoItem({ logo, decorative = false }: { logo: PartnerLogo; decorative?: boolean }) {
  const t = useText();
  const img = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    // The error event may have fired before React attached its handler (prerendered HTML).
    if (img.current && isBrokenImage(img.current)) setBroken(true);
  }, []);
  return (
    <li hidden={broken}>
      <img
        ref={img}
        src={logo.logo}
        alt={decorative ? "" : t(logo.name)}
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        // Each SVG logo is a small document of its own to parse: only near the viewport.
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </li>
  );
}

/** True for an image that finished loading without a picture: the file is missing or unreadable. */
export function isBrokenImage(img: Pick<HTMLImageElement, "complete" | "naturalWidth">): boolean {
  return img.complete && img.naturalWidth === 0;
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
      {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
    </svg>
  );
}

/** Moves the track left by one copy: each copy ends with one gap's padding, so 50% is exact. */
const scroll = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`;

const marqueeCss = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  &:hover .track,
  &:focus-within .track,
  &[data-paused] .track { animation-play-state: paused; }
`;
const viewportCss = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  /* Logos fade in and out at the edges instead of being cut. */
  -webkit-mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  mask-image: linear-gradient(90deg, transparent, #000 8%, #000 92%, transparent);
  @media (prefers-reduced-motion: reduce) { -webkit-mask-image: none; mask-image: none; }
`;
const trackCss = css`
  display: flex;
  width: max-content;
  animation: ${scroll} linear infinite;
  animation-delay: ${decorativeMotionDelay};
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
    [data-copy] { display: none; }
  }
`;
const listCss = css`
  display: flex;
  align-items: center;
  /* The copy's trailing padding equals the gap, so two copies are exactly twice one. */
  --gap: 32px;
  gap: var(--gap);
  margin: 0;
  padding: 0 var(--gap) 0 0;
  list-style: none;
  li { flex: none; }
  li[hidden] { display: none; }
  /* 3/4 size on small screens; the 160:48 ratio is kept either way. */
  img { display: block; width: ${LOGO_WIDTH * 0.75}px; height: ${LOGO_HEIGHT * 0.75}px; }
  ${mq.md} {
    --gap: 48px;
    img { width: ${LOGO_WIDTH}px; height: ${LOGO_HEIGHT}px; }
  }
  @media (prefers-reduced-motion: reduce) {
    flex: 1;
    flex-wrap: wrap;
    justify-content: center;
    gap: 16px 32px;
    padding: 0;
  }
`;
const pauseCss = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A tap target of at least 44 px. */
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${color.line};
  border-radius: 50%;
  background: #fff;
  color: ${color.muted};
  cursor: pointer;
  &:hover { color: ${color.primary}; border-color: ${color.primary}; }
  span { ${visuallyHidden}; }
  @media (prefers-reduced-motion: reduce) { display: none; }
`;
const gridCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 20px 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md}px;
    background: #fff;
  }
  li[hidden] { display: none; }
  img { display: block; width: ${LOGO_WIDTH}px; max-width: 100%; height: auto; aspect-ratio: ${LOGO_WIDTH} / ${LOGO_HEIGHT}; }
`;
