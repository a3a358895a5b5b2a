import { css } from "@emotion/react";
import type { MaturityBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";

/** Where an area stands on a scale of `levels` steps: its current and target level, 1-based, each clamped to the scale and the target never below the current one. */
export function maturityOf(levels: number, area: { current: number; target: number }): { current: number; target: number } {
  const clamp = (n: number, min: number) => Math.min(Math.max(n, min), levels);
  const current = clamp(area.current, 1);
  return { current, target: clamp(area.target, current) };
}

/** The share of the scale up to `level`, in percent: a bar that ends at that level's column. */
export const reach = (level: number, levels: number) => `${Math.round((level / levels) * 1000) / 10}%`;

/**
 * The consulting page's signature: a diagnostic grid. One row per area, across the maturity
 * levels: a solid bar to where the area stands today, a dashed one on to the level it should
 * reach. The levels' names head the columns; each row says its two levels in words as well, so
 * the bars themselves are decoration.
 */
export function Maturity({ block }: { block: MaturityBlock }) {
  const t = usePhrase();
  const n = block.levels.length;
  return (
    <Section {...sectionOf(block)}>
      <figure css={[frameCss, block.tone === "dark" ? onDark : onLight]}>
        <div css={legendCss} aria-hidden="true">
          <span className="now">{t(block.currentLabel)}</span>
          <span className="goal">{t(block.targetLabel)}</span>
        </div>
        <ol css={levelsCss(n)} aria-label="성숙도 단계">
          {block.levels.map((level, i) => (
            <li key={i}>
              <b>{i + 1}</b>
              <span>{t(level)}</span>
            </li>
          ))}
        </ol>
        <ul css={areasCss}>
          {block.areas.map((area, i) => {
            const { current, target } = maturityOf(n, area);
            return (
              <li key={i} css={rowCss}>
                <div className="name">
                  <Heading>{t(area.name)}</Heading>
                  <p className="score">
                    {t(`${block.currentLabel} ${current}단계`)} <Icon name="arrow-right" size={14} /> {t(`${block.targetLabel} ${target}단계`)}
                  </p>
                  {area.note && <p className="note">{t(area.note)}</p>}
                </div>
                <div className="track" css={trackCss(n)} aria-hidden="true">
                  <span className="goal" css={css`width: ${reach(target, n)};`} />
                  <span className="now" css={css`width: ${reach(current, n)};`} />
                </div>
              </li>
            );
          })}
        </ul>
        {block.caption && <figcaption>{t(block.caption)}</figcaption>}
      </figure>
    </Section>
  );
}

const frameCss = css`
  margin: 0;
  padding: 20px 16px;
  border-radius: ${radius.lg}px;
  --name: 200px;
  ${mq.md} { padding: 32px; }
  ${mq.lg} { --name: 280px; }
  figcaption { margin-top: 20px; font-size: 0.875rem; }
`;
const onDark = css`
  background: rgba(255, 255, 255, 0.04);
  border: 1px solid rgba(255, 255, 255, 0.14);
  --ink: #fff;
  --muted: rgba(255, 255, 255, 0.72);
  --rule: rgba(255, 255, 255, 0.14);
  --goal: #8fb8ff;
  figcaption { color: var(--muted); }
`;
const onLight = css`
  background: #fff;
  border: 1px solid ${color.line};
  box-shadow: 0 20px 50px rgba(15, 27, 51, 0.08);
  --ink: ${color.ink};
  --muted: ${color.muted};
  --rule: ${color.line};
  --goal: ${color.primary};
  figcaption { color: var(--muted); }
`;
/** From 768 px the gap between an area's name column (--name, wider from 1024 px) and its track: the level names above start where the tracks do. */
const GAP = 28;
/** A row: the area's name beside its track from 768 px, above it on phones. */
const rowCss = css`
  display: grid;
  gap: 10px;
  ${mq.md} { grid-template-columns: var(--name) minmax(0, 1fr); gap: ${GAP}px; align-items: center; }
`;
const legendCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin-bottom: 20px;
  font-size: 0.875rem;
  color: var(--muted);
  span { display: inline-flex; align-items: center; gap: 8px; }
  span::before { content: ""; width: 28px; height: 12px; border-radius: 6px; }
  .now::before { background: linear-gradient(90deg, ${color.primary}, #5b97f6); }
  .goal::before { border: 2px dashed var(--goal); }
`;
const levelsCss = (n: number) => css`
  display: grid;
  grid-template-columns: repeat(${n}, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} { padding-left: calc(var(--name) + ${GAP}px); }
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 0 4px 10px 8px;
    border-left: 1px solid var(--rule);
    font-size: 0.8125rem;
    line-height: 1.35;
    color: var(--muted);
    ${mq.md} { font-size: 0.875rem; }
  }
  b { font-size: 1rem; font-weight: 800; color: var(--ink); }
`;
const areasCss = css`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: 16px 0; border-top: 1px solid var(--rule); }
  h2, h3 { margin: 0; font-size: 1.0625rem; line-height: 1.4; color: var(--ink); }
  .score { display: flex; align-items: center; gap: 4px; margin: 4px 0 0; font-size: 0.875rem; font-weight: 600; color: var(--goal); }
  .note { margin: 4px 0 0; font-size: 0.875rem; line-height: 1.5; color: var(--muted); }
`;
/** The track: a column per level (a rule at each level's start), a dashed bar to the target and a solid one to where the area stands. */
const trackCss = (n: number) => css`
  position: relative;
  height: 36px;
  background: linear-gradient(90deg, var(--rule) 1px, transparent 1px) 0 0 / calc(100% / ${n}) 100%;
  span { position: absolute; left: 0; top: 6px; height: 24px; border-radius: 12px; }
  .goal { border: 2px dashed var(--goal); }
  .now {
    background: linear-gradient(90deg, ${color.primary}, #5b97f6);
    box-shadow: 0 6px 16px rgba(31, 111, 235, 0.35);
  }
  .now::after {
    content: "";
    position: absolute;
    right: 4px;
    top: 4px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
  }
`;
