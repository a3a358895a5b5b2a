import { css } from "@emotion/react";
import type { CSSProperties } from "react";
import type { TimelineBlock, TimelineEntry } from "../manifest/site.types";
import { useYear } from "../site-context";
import { usePhrase } from "../ui/phrases";
import { color, mq, onTone, radius } from "../theme";
import { columnsOf } from "../ui/card-list";
import { Heading, Section, sectionOf } from "../ui/section";
import { visuallyHidden } from "../ui/visually-hidden";

/** The lines of business, oldest at the bottom: the darkest first, so the stack rises from navy to light blue. */
const LINE_COLORS = [
  { fill: color.navy, ink: "#fff" },
  { fill: "#26498a", ink: "#fff" },
  { fill: color.primaryDark, ink: "#fff" },
  { fill: "#8fb8ff", ink: color.ink },
] as const;
const lineColor = (i: number) => LINE_COLORS[i % LINE_COLORS.length]!;

/** From this share of the axis on, a band's name sits before its start on phones, where a late band is too short to hold it. */
const LATE = 0.55;

export interface HistoryAxis {
  first: number;
  now: number;
  /** Where a year sits on the axis, 0 (the first entry's year) to 1 (this year). */
  at: (year: number) => number;
  /** The entries that open a line of business, with their place among the lines. */
  lines: { entry: number; line: string; at: number }[];
}

/**
 * The axis of a history: from its first year to `now` (the build's year, or the last entry's if
 * later), and the entries that open a line of business, each drawn as a band to the present.
 */
export function historyAxis(items: TimelineEntry[], now: number): HistoryAxis {
  const years = items.map((item) => item.year);
  const first = Math.min(...years);
  const last = Math.max(now, ...years);
  const at = (year: number) => (last === first ? 0 : (year - first) / (last - first));
  const lines = items.flatMap((item, entry) => (item.line ? [{ entry, line: item.line, at: at(item.year) }] : []));
  return { first, now: last, at, lines };
}

/** The least distance, in px, between the middles of two year labels on the axis: a label's width (about 36 px) and room to tell them apart. */
export const LABEL_SPACING = 64;
/** How far the middle of "현재", set flush with the axis's right end, stands from that end. */
const NOW_MIDDLE = 16;

/**
 * How far each year label moves to the left (a CSS length, 0 or less) so that, from right to left,
 * each stands at least LABEL_SPACING from the next one shown and from "현재": years a year apart
 * (2023, 2024 on a 19-year axis) sit about 36 px apart at 768 px and ran into each other. The
 * axis is a size container, so `100cqw` is its width and the rule holds at every width without
 * script: label i moves to min(0, (at_j - at_i) × width - (j - i) × spacing) over the labels j
 * after it. Its mark stays on its year. `ats` are the places of the labels shown, `now` whether
 * "현재" closes the axis.
 */
export function labelNudges(ats: number[], now: boolean): string[] {
  const ends = now ? [...ats, 1] : ats;
  return ats.map((at, i) => {
    const room = ends.slice(i + 1).map((next, k) => {
      const end = now && i + 1 + k === ats.length ? NOW_MIDDLE : 0;
      return `calc(${(next - at).toFixed(4)} * 100cqw - ${(k + 1) * LABEL_SPACING + end}px)`;
    });
    return room.length === 0 ? "0px" : `min(0px, ${room.join(", ")})`;
  });
}

/**
 * A company history in two parts. Above, the lines of business it opened, each a band from the year
 * it began to this year, stacked oldest at the bottom: the company's growth as a rising staircase,
 * drawn in CSS from the manifest's years. Below, the entries in order, each year real text (a
 * `<time>`), marked with the colour of the band it opened.
 */
export function Timeline({ block }: { block: TimelineBlock }) {
  const t = usePhrase();
  const axis = historyAxis(block.items, useYear());
  const lineOf = new Map(axis.lines.map((line, i) => [line.entry, i]));
  const now = axis.now > Math.max(...block.items.map((item) => item.year));
  // Every year from md up; below it only the years that open a line (the others are hidden).
  const nudges = labelNudges(block.items.map((item) => axis.at(item.year)), now);
  const opening = block.items.flatMap((item, i) => (lineOf.has(i) ? [i] : []));
  const phoneNudges = new Map(labelNudges(opening.map((i) => axis.at(block.items[i]!.year)), now).map((nudge, k) => [opening[k]!, nudge]));
  return (
    <Section {...sectionOf(block)}>
      {axis.lines.length > 0 && (
        <div css={chartCss} aria-hidden="true">
          <ul className="bands">
            {axis.lines.map((line, i) => (
              <li
                key={line.entry}
                className={line.at > LATE ? "late" : undefined}
                style={{ "--at": line.at, "--fill": lineColor(i).fill, "--ink": lineColor(i).ink } as CSSProperties}
              >
                <span className="name">{t(line.line)}</span>
              </li>
            ))}
          </ul>
          <div className="axis">
            {block.items.map((item, i) => (
              <span
                key={i}
                className={lineOf.has(i) ? "opens" : undefined}
                style={{ "--at": axis.at(item.year), "--nudge": nudges[i], "--nudge-sm": phoneNudges.get(i) ?? "0px" } as CSSProperties}
              >
                {item.year}
              </span>
            ))}
            {now && (
              <span className="now" style={{ "--at": 1 } as CSSProperties}>
                현재
              </span>
            )}
          </div>
        </div>
      )}
      <ol css={entriesCss(block.items.length)}>
        {block.items.map((item, i) => {
          const line = lineOf.get(i);
          return (
            <li key={i} style={line === undefined ? undefined : ({ "--fill": lineColor(line).fill } as CSSProperties)}>
              <time dateTime={String(item.year)} className="year">
                {item.year}
              </time>
              <div className="body">
                <Heading>{t(item.title)}</Heading>
                {item.desc && <p>{t(item.desc)}</p>}
                {item.line && (
                  <p className="line">
                    <span css={visuallyHidden}>이때 시작한 사업 영역: </span>
                    {t(item.line)}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

const BAND = 40;

const chartCss = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  max-width: 1040px;
  margin: 0 auto 36px;
  padding: 0 0 40px;
  /* Stacked oldest at the bottom: the list is in order, drawn from the bottom up. */
  .bands {
    display: flex;
    flex-direction: column-reverse;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .bands li {
    position: relative;
    height: ${BAND}px;
    margin-left: calc(var(--at) * 100%);
    border-radius: 6px 0 0 6px;
    /* Running on past the axis's end: the line of business goes on. Its lower edge is the slab's
       side face, as in the isometric illustrations. */
    background: linear-gradient(90deg, var(--fill) calc(100% - 72px), color-mix(in srgb, var(--fill) 35%, #fff));
    box-shadow: inset 0 -6px 0 rgba(7, 29, 64, 0.28);
    color: var(--ink);
  }
  /* The year the band began, down to the axis. */
  .bands li::before {
    content: "";
    position: absolute;
    top: 100%;
    left: 0;
    z-index: -1;
    height: 400px;
    border-left: 2px dotted ${color.muted};
    opacity: 0.45;
  }
  .bands .name {
    position: absolute;
    top: calc(50% - 3px);
    left: 12px;
    transform: translateY(-50%);
    font-size: 0.875rem;
    font-weight: 700;
    white-space: nowrap;
  }
  .bands .late .name {
    left: auto;
    right: calc(100% + 10px);
    color: ${color.ink};
    ${mq.md} { left: 12px; right: auto; color: var(--ink); }
  }
  .axis {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 32px;
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 2px solid ${color.ink};
    background: #fff;
    container-type: inline-size;
  }
  .axis span {
    position: absolute;
    top: 8px;
    left: calc(var(--at) * 100%);
    transform: translateX(-50%);
    font-size: 0.875rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    color: ${color.ink};
    /* Kept apart from the next label (labelNudges); the mark below stays on the year. */
    translate: var(--nudge-sm) 0;
    ${mq.md} { translate: var(--nudge) 0; }
  }
  .axis span::before {
    content: "";
    position: absolute;
    top: -15px;
    left: calc(50% - 6px);
    width: 8px;
    height: 8px;
    border: 2px solid ${color.ink};
    border-radius: 50%;
    background: #fff;
    translate: calc(-1 * var(--nudge-sm)) 0;
    ${mq.md} { translate: calc(-1 * var(--nudge)) 0; }
  }
  .axis span.opens::before { background: ${color.ink}; }
  .axis span:first-of-type { transform: none; }
  .axis span:first-of-type::before { left: -5px; }
  .axis span.now { transform: translateX(-100%); color: ${color.muted}; font-weight: 600; }
  .axis span.now::before { display: none; }
  /* Below md only the years that open a band and this year are named: the others crowd them. */
  .axis span:not(.opens):not(.now) { display: none; ${mq.md} { display: block; } }
`;

const entriesCss = (count: number) => css`
  display: grid;
  gap: 0;
  max-width: 1040px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${mq.md} { ${columnsOf(count, 2)}; gap: 28px 32px; }
  ${mq.lg} { ${columnsOf(count, Math.min(count, 5))}; gap: 24px; }
  li {
    position: relative;
    padding: 0 0 24px 20px;
    border-left: 3px solid var(--fill, ${onTone.line});
    ${mq.md} { padding: 0 0 0 16px; }
  }
  .year {
    display: block;
    font-size: 1.5rem;
    font-weight: 800;
    line-height: 1.2;
    letter-spacing: -0.01em;
    color: ${onTone.ink};
  }
  h2, h3 { margin: 8px 0 0; font-size: 1.0625rem; line-height: 1.45; color: ${onTone.ink}; }
  p { margin: 6px 0 0; font-size: 0.9375rem; color: ${onTone.body}; }
  .line {
    display: inline-block;
    margin-top: 10px;
    padding: 2px 10px;
    border-radius: ${radius.sm}px;
    background: ${color.primarySoft};
    color: ${color.primaryDark};
    font-size: 0.875rem;
    font-weight: 700;
  }
`;
