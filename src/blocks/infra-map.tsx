import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { InfraMapBlock, InfraZone } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section } from "../ui/section";
import { visuallyHidden } from "../ui/visually-hidden";

/** The places of the sites around the hub from 1024 px, in manifest order. */
const PLACES = ["left", "right", "below"] as const;

/**
 * An infrastructure map: the hub (a head office's server room) in the middle, the sites around it
 * (branches, the cloud, a recovery site) left, right and below, each joined to it by a dashed line
 * named with how it connects. Below 1024 px the sites hang under the hub from one trunk line. Drawn
 * in CSS from the manifest: every zone, part and connection is text.
 */
export function InfraMap({ block }: { block: InfraMapBlock }) {
  const t = usePhrase();
  return (
    <Section id={block.id} kicker={block.kicker} title={block.title} intro={block.intro}>
      <div css={mapCss}>
        <Zone zone={block.hub} place="hub" />
        {block.sites.map((site, i) => (
          <Zone key={i} zone={site} place={PLACES[i]!}>
            {site.link && (
              <p className="link">
                <span css={visuallyHidden}>{t(block.linkLabel)} </span>
                <span>{t(site.link)}</span>
              </p>
            )}
          </Zone>
        ))}
      </div>
    </Section>
  );
}

function Zone({ zone, place, children }: { zone: InfraZone; place: string; children?: ReactNode }) {
  const t = usePhrase();
  return (
    <div className={`zone ${place}`}>
      <Heading>
        <Icon name={zone.icon} size={22} />
        {t(zone.title)}
      </Heading>
      <ul>
        {zone.items.map((item, i) => (
          <li key={i}>{t(item)}</li>
        ))}
      </ul>
      {children}
    </div>
  );
}

const line = `2px dashed ${color.primary}`;

const mapCss = css`
  display: grid;
  gap: 20px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 16px;
  border-radius: ${radius.lg}px;
  /* A drawing board: a dot grid under the map, as on a network diagram. */
  background: radial-gradient(circle, #cbd5e4 1.2px, transparent 1.4px) 0 0 / 22px 22px;
  .zone {
    position: relative;
    display: flex;
    flex-direction: column;
    padding: 20px;
    border: 2px dashed #8fb8ff;
    border-radius: ${radius.md}px;
    background: #fff;
  }
  h2, h3 { display: flex; gap: 10px; align-items: center; margin: 0; font-size: 1.0625rem; color: ${color.ink}; }
  svg { flex: none; padding: 6px; border-radius: 8px; background: ${color.navy}; color: #fff; box-sizing: content-box; }
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 14px 0 0; padding: 0; list-style: none; }
  li { padding: 6px 12px; border: 1px solid ${color.line}; border-radius: ${radius.sm}px; background: ${color.soft}; font-size: 0.9375rem; font-weight: 600; color: ${color.body}; }
  /* The hub: the room everything else connects to. */
  .hub { border: 0; background: ${color.navy}; box-shadow: inset 0 -6px 0 ${color.navyDeep}; }
  .hub h2, .hub h3 { color: #fff; }
  .hub svg { background: ${color.primary}; }
  .hub li { border-color: rgba(255, 255, 255, 0.16); background: rgba(255, 255, 255, 0.08); color: #fff; }
  /* How a site connects: above it on phones, on its line from 1024 px. */
  .link { order: -1; align-self: flex-start; margin: 0 0 12px; padding: 2px 12px; border-radius: 999px; background: ${color.primarySoft}; color: ${color.primaryDark}; font-size: 0.875rem; font-weight: 700; }
  /* Below 1024 px: the sites hang from one trunk line down the left of the hub. */
  .left, .right, .below { margin-left: 40px; }
  .zone:not(.hub)::before, .zone:not(.hub)::after { content: ""; position: absolute; left: -30px; }
  .zone:not(.hub)::before { top: -22px; bottom: -2px; border-left: ${line}; }
  .zone:last-of-type::before { bottom: 50%; }
  .zone:not(.hub)::after { top: 50%; width: 28px; border-top: ${line}; }
  ${mq.lg} {
    grid-template-columns: 1fr 1.3fr 1fr;
    grid-template-areas: "left hub right" ". below .";
    gap: 88px 120px;
    align-items: center;
    padding: 40px;
    .hub { grid-area: hub; padding: 28px; }
    .left, .right, .below { margin: 0; }
    .left { grid-area: left; }
    .right { grid-area: right; }
    .below { grid-area: below; }
    .zone:not(.hub)::before { display: none; }
    .zone:not(.hub)::after { left: 100%; width: 124px; }
    .zone.right::after { left: auto; right: 100%; }
    .zone.below::after { top: auto; bottom: 100%; left: 50%; width: 0; height: 92px; border-top: 0; border-left: ${line}; }
    .link { position: absolute; margin: 0; white-space: nowrap; }
    .left .link { top: calc(50% - 34px); left: calc(100% + 62px); transform: translateX(-50%); }
    .right .link { top: calc(50% - 34px); right: calc(100% + 62px); transform: translateX(50%); }
    .below .link { bottom: calc(100% + 34px); left: calc(50% + 14px); }
  }
`;
