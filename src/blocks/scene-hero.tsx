import { css, keyframes } from "@emotion/react";
import type { SceneHeroBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, decorativeLoops, decorativeMotionDelay, mq, radius } from "../theme";
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
        <b>{t(hub.title)}</b> {hub.desc && <span>{t(hub.desc)}</span>}
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
  return <Hero block={{ ...block, type: "hero", variant: "main", background: "animated", layout: "split", tone: "dark", accent: "blue", phoneImage: false, image: undefined }} art={art} />;
}

/** The work flowing from the hub out to each service: the dashes of each line slide outwards. */
const flow = keyframes`
  to { stroke-dashoffset: -24; }
`;

/**
 * Below lg, under the text, the scene is a compact list: the hub's words as a line, the services
 * two a row on phones and five from md. As a square there it ran under the contact bar fixed to
 * the screen's foot (ICT인프라 and AI통합구축 were hidden on a 375 × 740 screen).
 * From lg, beside the text, a square scene: the lines and rings are an SVG stretched to the box
 * (strokes keep their width); the hub and the services are HTML on top, placed by percent, so
 * their text is the page's own.
 */
const sceneCss = css`
  position: relative;
  margin-top: 24px;
  > svg { display: none; }
  .hub { margin: 0 0 10px; font-size: 0.9375rem; color: rgba(255, 255, 255, 0.85); }
  .hub b { margin-right: 8px; color: #fff; }
  ul { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; margin: 0; padding: 0; list-style: none; }
  li:last-child:nth-of-type(odd) { grid-column: 1 / -1; }
  a {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.9375rem;
    font-weight: 700;
    line-height: 1.3;
    text-decoration: none;
    white-space: nowrap;
    color: #fff;
  }
  .icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${radius.md}px;
    background: #fff;
    color: ${color.primary};
    box-shadow: 0 12px 28px rgba(3, 12, 30, 0.4);
  }
  a:hover .icon { background: ${color.primarySoft}; }
  .label { padding: 2px 8px; border-radius: 8px; background: ${color.navyDeep}; }
  small { display: none; font-size: 0.8125rem; font-weight: 500; color: rgba(255, 255, 255, 0.75); }
  ${mq.md} {
    ul { grid-template-columns: repeat(5, minmax(0, 1fr)); }
    li:last-child:nth-of-type(odd) { grid-column: auto; }
    a { flex-direction: column; text-align: center; }
  }
  ${mq.lg} {
    width: 100%;
    max-width: 560px;
    aspect-ratio: 1;
    margin: 0 0 0 auto;
    > svg { display: block; position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
    ellipse, line { fill: none; vector-effect: non-scaling-stroke; }
    .ring { stroke: rgba(143, 184, 255, 0.28); stroke-width: 1.5; }
    .ring + .ring { stroke-dasharray: 3 7; }
    line {
      stroke: #8fb8ff;
      stroke-width: 2;
      stroke-dasharray: 8 4;
      animation: ${flow} 1.4s linear ${decorativeMotionDelay} ${decorativeLoops(1.4)};
    }
    /* The hub says who does the work, large enough to read as the drawing's centre. */
    .hub {
      position: absolute;
      left: 50%;
      top: 50%;
      display: grid;
      place-content: center;
      gap: 4px;
      width: 34%;
      aspect-ratio: 1;
      margin: 0;
      border-radius: 50%;
      transform: translate(-50%, -50%);
      background: radial-gradient(circle at 35% 30%, #5b97f6, ${color.primary} 45%, ${color.navy});
      box-shadow: 0 0 0 10px rgba(31, 111, 235, 0.16), 0 0 0 24px rgba(31, 111, 235, 0.07);
      text-align: center;
      line-height: 1.3;
    }
    .hub b { margin: 0; font-size: 1.625rem; }
    ul { display: block; }
    li { position: absolute; transform: translate(-50%, -30px); }
    a { font-size: 1rem; }
    .icon { width: 60px; height: 60px; }
    small { display: block; }
  }
`;
