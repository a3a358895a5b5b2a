import { css } from "@emotion/react";
import type { CSSProperties } from "react";
import type { RoadmapBlock, RoadmapPhase } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";
import { visuallyHidden } from "../ui/visually-hidden";

/** A phase placed on the week axis: it starts when the phases before it end at the earliest. */
export interface PlacedPhase {
  start: number;
  min: number;
  max: number;
}

/**
 * The phases on one week axis, and the first cycle's length: the sum of their shortest and of
 * their longest durations. A missing or smaller `maxWeeks` is `minWeeks` (the schema says so).
 */
export function roadmapPlan(phases: RoadmapPhase[]): { placed: PlacedPhase[]; total: { min: number; max: number } } {
  let start = 0;
  let longest = 0;
  const placed = phases.map((phase) => {
    const min = phase.minWeeks;
    const max = Math.max(min, phase.maxWeeks ?? min);
    const at = { start, min, max };
    start += min;
    longest += max;
    return at;
  });
  return { placed, total: { min: start, max: longest } };
}

/** "1~2주", or "4주" when both ends are the same. */
export function weeksText(min: number, max: number): string {
  return min === max ? `${min}주` : `${min}~${max}주`;
}

/** The ticks of the week ruler: every week up to 12, every other week beyond, always ending on the last week. */
export function rulerTicks(weeks: number): number[] {
  const step = weeks <= 12 ? 1 : 2;
  const ticks = Array.from({ length: Math.floor(weeks / step) + 1 }, (_, i) => i * step);
  return ticks.at(-1) === weeks ? ticks : [...ticks, weeks];
}

/** A bar's place on the axis as CSS custom properties (fractions of the axis). */
const barVars = (start: number, min: number, max: number, scale: number) =>
  ({ "--from": start / scale, "--len": min / scale, "--tail": (max - min) / scale }) as CSSProperties;

/**
 * A roadmap: the phases of one cycle as bars on a shared week axis (a Gantt chart drawn in CSS from
 * the manifest's numbers), the cycle's total under them, and the phase that repeats the cycle. The
 * durations and the total are text in each row, so the chart itself is decoration (aria-hidden).
 */
export function Roadmap({ block }: { block: RoadmapBlock }) {
  const t = usePhrase();
  const { placed, total } = roadmapPlan(block.phases);
  const scale = total.max;
  const cycle = weeksText(total.min, total.max);
  return (
    <Section {...sectionOf(block)}>
      <div css={chartCss(scale)}>
        <p className="legend" aria-hidden="true">
          <span className="sure">가장 짧게 걸릴 때</span>
          <span className="tail">길어질 수 있는 기간</span>
        </p>
        <ol>
          {block.phases.map((phase, i) => {
            const at = placed[i]!;
            return (
              <li key={i}>
                <div className="label">
                  <span className="num" aria-hidden="true">{String(i + 1).padStart(2, "0")}</span>
                  <Heading>
                    <span css={visuallyHidden}>{i + 1}단계: </span>
                    {t(phase.title)}
                  </Heading>
                  <p className="weeks">{weeksText(at.min, at.max)}</p>
                  {phase.desc && <p className="desc">{t(phase.desc)}</p>}
                </div>
                <div className="track" aria-hidden="true">
                  <span className="bar" style={barVars(at.start, at.min, at.max, scale)} />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="total">
          <p className="label">
            {t(block.totalLabel)} <strong>{cycle}</strong>
          </p>
          <div className="track" aria-hidden="true">
            <span className="bar" style={barVars(0, total.min, total.max, scale)} />
          </div>
        </div>
        <div className="ruler" aria-hidden="true">
          {rulerTicks(scale).map((week) => (
            <span key={week} className={week % 2 ? "odd" : undefined} style={{ "--at": week / scale } as CSSProperties}>
              {week === scale ? `${week}주` : week}
            </span>
          ))}
        </div>
        {block.repeat && (
          <div className="repeat">
            <span className="loop" aria-hidden="true">
              <Icon name="backup" size={26} />
            </span>
            <div>
              <Heading>{t(block.repeat.title)}</Heading>
              <p className="weeks">{`${cycle} 주기로 반복`}</p>
              {block.repeat.desc && <p className="desc">{t(block.repeat.desc)}</p>}
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}

/** The label column's width from md up; below it, each row's bar sits under its text. */
const LABEL = 300;
/** Stripes for the part of a bar that only a long run takes. */
const hatch = (ink: string) => `repeating-linear-gradient(135deg, ${ink} 0 6px, transparent 6px 11px)`;

const chartCss = (weeks: number) => css`
  max-width: 1040px;
  margin: 0 auto;
  padding: 20px 16px 24px;
  border: 1px solid ${color.line};
  border-radius: ${radius.lg}px;
  background: #fff;
  ${mq.md} { padding: 32px 32px 28px; }
  ol { margin: 0; padding: 0; list-style: none; }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 20px;
    justify-content: flex-end;
    margin: 0 0 16px;
    font-size: 0.875rem;
    color: ${color.muted};
  }
  .legend span::before {
    content: "";
    display: inline-block;
    width: 22px;
    height: 12px;
    margin-right: 8px;
    border-radius: 3px;
    vertical-align: -1px;
  }
  .legend .sure::before { background: ${color.primary}; }
  .legend .tail::before { background: ${hatch("rgba(31, 111, 235, 0.45)")}, ${color.primarySoft}; }
  li, .total {
    display: grid;
    gap: 10px;
    ${mq.md} { grid-template-columns: ${LABEL}px minmax(0, 1fr); gap: 28px; align-items: center; }
  }
  li { padding: 16px 0; border-bottom: 1px dashed ${color.line}; }
  li:first-of-type { padding-top: 0; }
  .label {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    column-gap: 12px;
    align-items: baseline;
  }
  .num { font-weight: 800; font-size: 0.875rem; color: ${color.primary}; font-variant-numeric: tabular-nums; }
  h2, h3 { margin: 0; font-size: 1.0625rem; line-height: 1.45; color: ${color.ink}; }
  .weeks { margin: 0; font-size: 0.875rem; font-weight: 700; color: ${color.primaryDark}; white-space: nowrap; }
  .label .desc { grid-column: 2 / -1; margin: 4px 0 0; font-size: 0.9375rem; line-height: 1.6; color: ${color.body}; }
  /* The track: one cell a week, lines between them. */
  .track {
    position: relative;
    height: 28px;
    border-radius: 6px;
    background:
      linear-gradient(90deg, ${color.line} 1px, transparent 1px) 0 0 / calc(100% / ${weeks}) 100%,
      ${color.soft};
    box-shadow: inset -1px 0 0 ${color.line};
  }
  .bar {
    position: absolute;
    top: 5px;
    bottom: 5px;
    left: calc(var(--from) * 100%);
    width: calc((var(--len) + var(--tail)) * 100%);
    border-radius: 5px;
    background:
      linear-gradient(${color.primary}, ${color.primary}) 0 0 / calc(var(--len) / (var(--len) + var(--tail)) * 100%) 100% no-repeat,
      ${hatch("rgba(31, 111, 235, 0.45)")},
      ${color.primarySoft};
  }
  .total { padding: 18px 0 10px; }
  .total .label { display: block; margin: 0; font-weight: 700; color: ${color.ink}; }
  .total strong { margin-left: 6px; font-size: 1.25rem; color: ${color.navy}; }
  .total .track { background: none; box-shadow: none; }
  .total .bar {
    top: 9px;
    bottom: 9px;
    background:
      linear-gradient(${color.navy}, ${color.navy}) 0 0 / calc(var(--len) / (var(--len) + var(--tail)) * 100%) 100% no-repeat,
      ${hatch("rgba(11, 42, 91, 0.5)")},
      #dde5f2;
  }
  /* Week numbers under the axis, each centred on its line. */
  .ruler {
    position: relative;
    height: 22px;
    ${mq.md} { margin-left: ${LABEL + 28}px; }
  }
  .ruler span {
    position: absolute;
    top: 0;
    left: calc(var(--at) * 100%);
    transform: translateX(-50%);
    font-size: 0.875rem;
    font-variant-numeric: tabular-nums;
    color: ${color.muted};
    white-space: nowrap;
  }
  .ruler span:last-of-type { transform: translateX(-100%); }
  .ruler span:first-of-type { transform: none; }
  .ruler .odd { display: none; ${mq.lg} { display: inline; } }
  .repeat {
    display: flex;
    gap: 16px;
    align-items: flex-start;
    margin-top: 24px;
    padding: 18px 20px;
    border: 2px dashed #8fb8ff;
    border-radius: ${radius.md}px;
    background: ${color.primarySoft};
  }
  .loop { display: grid; place-items: center; flex: none; width: 48px; height: 48px; border-radius: 50%; background: ${color.navy}; color: #fff; }
  .repeat .weeks { margin-top: 2px; }
  .repeat .desc { margin: 6px 0 0; font-size: 0.9375rem; color: ${color.body}; }
`;
