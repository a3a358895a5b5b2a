import type { SceneHeroBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
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
 * Its CSS is the page's shared CSS (engine/page/hero-css.ts): the first view's code uses no Emotion.
 */
export function SceneHero({ block }: { block: SceneHeroBlock }) {
  const t = usePhrase();
  const { hub, nodes } = block;
  const points = nodes.map((_, i) => nodeAt(i, nodes.length));
  const art = (
    <div className="scene">
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
          <li key={node.href} style={{ left: `${points[i]![0]}%`, top: `${points[i]![1]}%` }}>
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
