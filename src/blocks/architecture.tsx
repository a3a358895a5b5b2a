import { css } from "@emotion/react";
import type { ArchitectureBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";

/** The colour of layer `i` of `count`, from the sky blue of what users touch (top) to the primary blue of the ground it runs on. */
export function layerHue(i: number, count: number): string {
  const sky = [143, 184, 255];
  const blue = [31, 111, 235];
  const share = count > 1 ? i / (count - 1) : 0;
  return `rgb(${sky.map((from, c) => Math.round(from + (blue[c]! - from) * share)).join(", ")})`;
}

/**
 * The development page's signature: a layered architecture. The layers stack from what users
 * touch down to the infrastructure, each a band of its parts, joined by a link to the next; the
 * concerns that cross every layer (security, monitoring, delivery) run beside the stack from
 * 1024 px and under it on smaller screens.
 */
export function Architecture({ block }: { block: ArchitectureBlock }) {
  const t = usePhrase();
  const dark = block.tone === "dark";
  const rails = block.rails ?? [];
  return (
    <Section {...sectionOf(block)}>
      <figure css={[figureCss(dark), rails.length > 0 && withRailsCss]}>
        <ol css={layersCss(dark)}>
          {block.layers.map((layer, i) => (
            <li key={i} css={css`--hue: ${layerHue(i, block.layers.length)};`}>
              <div className="head">
                {layer.icon && <Icon name={layer.icon} size={22} />}
                <div>
                  <Heading>{t(layer.name)}</Heading>
                  {layer.desc && <p>{t(layer.desc)}</p>}
                </div>
              </div>
              <ul className="parts">
                {layer.items.map((item) => (
                  <li key={item}>{t(item)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {rails.length > 0 && (
          <div css={railsCss(dark)}>
            <p>{t(block.railsLabel)}</p>
            <ul>
              {rails.map((rail) => (
                <li key={rail}>{t(rail)}</li>
              ))}
            </ul>
          </div>
        )}
        {block.caption && <figcaption>{t(block.caption)}</figcaption>}
      </figure>
    </Section>
  );
}

const figureCss = (dark: boolean) => css`
  display: grid;
  gap: 20px;
  margin: 0;
  figcaption { font-size: 0.875rem; color: ${dark ? "rgba(255,255,255,0.72)" : color.muted}; }
`;
/** From 1024 px the shared concerns stand as a column of upright bars beside the stack, as tall as it is. */
const withRailsCss = css`
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 24px;
    figcaption { grid-column: 1 / -1; }
  }
`;
/**
 * A layer: its name (and icon) beside its band of parts from 768 px, above it on phones. The
 * link to the next layer is a short dashed line with an arrowhead, under the band's middle.
 */
const layersCss = (dark: boolean) => css`
  display: grid;
  gap: 28px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    position: relative;
    display: grid;
    gap: 12px;
    padding: 16px;
    border-radius: ${radius.md}px;
    border: 1px solid ${dark ? "rgba(255,255,255,0.16)" : color.line};
    border-left: 4px solid var(--hue);
    background: ${dark ? "rgba(255,255,255,0.05)" : "#fff"};
    ${mq.md} { grid-template-columns: 220px minmax(0, 1fr); gap: 24px; align-items: center; padding: 18px 24px; }
  }
  > li:not(:last-of-type)::after {
    content: "";
    position: absolute;
    left: 50%;
    top: 100%;
    height: 28px;
    border-left: 2px dashed ${dark ? "#8fb8ff" : color.primary};
    ${mq.md} { left: calc(50% + 122px); }
  }
  > li:not(:first-of-type)::before {
    content: "";
    position: absolute;
    left: calc(50% - 4px);
    top: -8px;
    border: 5px solid transparent;
    border-top: 6px solid ${dark ? "#8fb8ff" : color.primary};
    ${mq.md} { left: calc(50% + 118px); }
  }
  .head { display: flex; gap: 12px; align-items: flex-start; }
  .head svg { flex: none; color: var(--hue); }
  h2, h3 { margin: 0; font-size: 1.0625rem; line-height: 1.4; color: ${dark ? "#fff" : color.ink}; }
  .head p { margin: 2px 0 0; font-size: 0.875rem; line-height: 1.5; color: ${dark ? "rgba(255,255,255,0.72)" : color.muted}; }
  .parts {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .parts li {
    padding: 6px 12px;
    border-radius: ${radius.sm}px;
    border: 1px solid var(--hue);
    background: ${dark ? "rgba(7,29,64,0.6)" : color.primarySoft};
    font-size: 0.875rem;
    font-weight: 600;
    color: ${dark ? "#fff" : color.ink};
  }
`;
/** The concerns every layer shares: a row of bars under the stack; from 1024 px upright bars beside it, their names read top to bottom. */
const railsCss = (dark: boolean) => css`
  display: grid;
  gap: 10px;
  p { margin: 0; font-size: 0.8125rem; font-weight: 700; color: ${dark ? "#9cc2ff" : color.primaryDark}; }
  ul { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px; margin: 0; padding: 0; list-style: none; }
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 10px 8px;
    border-radius: ${radius.sm}px;
    border: 1px dashed ${dark ? "#8fb8ff" : color.primary};
    background: ${dark ? "rgba(143,184,255,0.1)" : color.soft};
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
    color: ${dark ? "#fff" : color.ink};
  }
  ${mq.lg} {
    grid-template-rows: auto 1fr;
    p { max-width: 10em; }
    ul { grid-auto-columns: 52px; }
    li { writing-mode: vertical-rl; padding: 16px 0; }
  }
`;
