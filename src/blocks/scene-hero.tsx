import { css, keyframes } from "@emotion/react";
import type { SceneHeroBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, decorativeMotionDelay, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { SmartLink } from "../ui/smart-link";
import { Hero } from "./hero";

/** Where node `i` of `n` sits, in percent of the scene: on a circle around the hub, the first at the top, the rest clockwise. */
export function nodeAt(i: number, n: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * i) / n;
  const round = (v: number) => Math.round(v * 10) / 10;
  return [round(50 + 40 * Math.cos(angle)), round(50 + 40 * Math.sin(angle))];
}

/**
 * The home page's signature: its hero, full width, with a scene of the company drawn from the
 * manifest instead of a picture: the hub (the one team) in the middle and each service around it,
 * joined to the hub by a line along which the work flows. Each service is a link to its page.
 */
export function SceneHero({ block }: { block: SceneHeroBlock }) {
  const t = usePhrase();
  const { hub, nodes } = block;
  const points = nodes.map((_, i) => nodeAt(i, nodes.length));
  const art = (
    <div className="scene" css={sceneCss}>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        <ellipse className="ring" cx="50" cy="50" rx="40" ry="40" />
        <ellipse className="ring" cx="50" cy="50" rx="26" ry="26" />
        {points.map(([x, y], i) => (
          <line key={i} x1="50" y1="50" x2={x} y2={y} />
        ))}
      </svg>
      <p className="hub">
        <b>{t(hub.title)}</b>
        {hub.desc && <span>{t(hub.desc)}</span>}
      </p>
      <ul>
        {nodes.map((node, i) => (
          <li key={node.href} css={css`left: ${points[i]![0]}%; top: ${points[i]![1]}%;`}>
            <SmartLink href={node.href}>
              <span className="icon">
                <Icon name={node.icon} size={26} />
              </span>
              <span className="label">
                {t(node.label)}
                {node.desc && <small>{t(node.desc)}</small>}
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
  return <Hero block={{ ...block, type: "hero", variant: "main", background: "animated", image: undefined }} art={art} />;
}

/** The work flowing from the hub out to each service: the dashes of each line slide outwards. */
const flow = keyframes`
  to { stroke-dashoffset: -24; }
`;

/**
 * A square scene, under the text on phones and beside it from 1024 px. The lines and rings are an
 * SVG stretched to the box (strokes keep their width); the hub and the services are HTML on top,
 * placed by percent, so their text is the page's own.
 */
const sceneCss = css`
  position: relative;
  width: min(100%, 380px);
  aspect-ratio: 1;
  margin: 44px auto 0;
  ${mq.lg} { width: 100%; max-width: 560px; margin: 0 0 0 auto; }
  > svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
  ellipse, line { fill: none; vector-effect: non-scaling-stroke; }
  .ring { stroke: rgba(143, 184, 255, 0.28); stroke-width: 1.5; }
  .ring + .ring { stroke-dasharray: 3 7; }
  line {
    stroke: #8fb8ff;
    stroke-width: 2;
    stroke-dasharray: 8 4;
    animation: ${flow} 1.4s linear ${decorativeMotionDelay} infinite;
  }
  .hub {
    position: absolute;
    left: 50%;
    top: 50%;
    display: grid;
    place-content: center;
    gap: 2px;
    width: 34%;
    aspect-ratio: 1;
    margin: 0;
    border-radius: 50%;
    transform: translate(-50%, -50%);
    background: radial-gradient(circle at 35% 30%, #5b97f6, ${color.primary} 45%, ${color.navy});
    box-shadow: 0 0 0 10px rgba(31, 111, 235, 0.16), 0 0 0 24px rgba(31, 111, 235, 0.07);
    text-align: center;
    line-height: 1.3;
    b { font-size: clamp(1rem, 0.8rem + 0.6vw, 1.25rem); }
    span { display: none; font-size: 0.875rem; color: rgba(255, 255, 255, 0.85); ${mq.md} { display: block; } }
  }
  ul { margin: 0; padding: 0; list-style: none; }
  li { position: absolute; transform: translate(-50%, -30px); }
  a {
    display: grid;
    justify-items: center;
    gap: 6px;
    font-size: 0.875rem;
    font-weight: 700;
    line-height: 1.3;
    text-align: center;
    text-decoration: none;
    white-space: nowrap;
    color: #fff;
    ${mq.lg} { font-size: 1rem; }
  }
  .icon {
    display: grid;
    place-items: center;
    width: 60px;
    height: 60px;
    border-radius: ${radius.md}px;
    background: #fff;
    color: ${color.primary};
    box-shadow: 0 12px 28px rgba(3, 12, 30, 0.4);
  }
  a:hover .icon { background: ${color.primarySoft}; }
  .label { padding: 2px 8px; border-radius: 8px; background: ${color.navyDeep}; }
  small { display: none; font-size: 0.8125rem; font-weight: 500; color: rgba(255, 255, 255, 0.75); ${mq.lg} { display: block; } }
`;
