import { css } from "@emotion/react";
import type { CSSProperties } from "react";
import type { DashboardBlock, DashboardOutcome } from "../manifest/site.types";
import { useText } from "../site-context";
import { keepPhrases, usePhrase } from "../ui/phrases";
import { color, mq, radius } from "../theme";
import { Heading, Section, sectionOf } from "../ui/section";

/** A figure as written ("99.96%", "9분", "1.6시간"): its number and its unit. */
export interface Figure {
  value: number;
  unit: string;
}

export function parseFigure(text: string): Figure | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)\s*(%|분|시간|일)?/.exec(text);
  return match ? { value: Number(match[1]!.replace(/,/g, "")), unit: match[2] ?? "" } : undefined;
}

/**
 * How much of what the target allows the actual figure used: for a time (lower is better), the
 * actual over the target (9분 of 15분: 0.6); for a rate (higher is better), the shortfall from 100%
 * over the shortfall the target allows (99.96% against 99.7%: 0.04 of 0.3). Under 1 the target is
 * met. Undefined when the two cannot be compared (other units, a target of 0 or 100%).
 */
export function allowanceUsed(target: string, actual: string, better: "higher" | "lower"): number | undefined {
  const t = parseFigure(target);
  const a = parseFigure(actual);
  if (!t || !a || t.unit !== a.unit) return undefined;
  const allowed = better === "higher" ? (t.unit === "%" ? 100 - t.value : 0) : t.value;
  return allowed > 0 ? (better === "higher" ? 100 - a.value : a.value) / allowed : undefined;
}

/** The outcomes of a month's requests: how many came in (their sum), and each one's share of them. */
export function flowShares(outcomes: DashboardOutcome[]): { total: number; shares: number[] } {
  const total = outcomes.reduce((sum, o) => sum + o.count, 0);
  return { total, shares: outcomes.map((o) => (total ? o.count / total : 0)) };
}

/** "93.5%": a share to one decimal place. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const count = (n: number) => n.toLocaleString("ko-KR");

/** The outcomes' colours, the most common first: the site's blues, then amber for what is still open. */
const FLOW_COLORS = ["#8fb8ff", "#3d86f5", "#f5b942", "#d3e1f8", "#5d6a80"];

/**
 * Where an indicator's actual figure ends on its bar (0 to 1), the target always at the middle, so
 * the bar reads in the figure's own terms against a line: a rate's bar runs from as far under the
 * target as 100% is over it (92% → 84~100%: 93.5% ends just past the line), a time's from 0 to
 * twice the target (15분 → 0~30분: 9분 ends short of it). Undefined when the two cannot be compared.
 */
export function barEnd(target: string, actual: string, better: "higher" | "lower"): number | undefined {
  const t = parseFigure(target);
  const a = parseFigure(actual);
  if (!t || !a || t.unit !== a.unit) return undefined;
  const half = better === "higher" && t.unit === "%" ? 100 - t.value : t.value;
  return half > 0 ? Math.min(1, Math.max(0, (a.value - t.value + half) / (2 * half))) : undefined;
}

/** The actual against its target in words: "목표보다 1.5%p 높음", "목표보다 6분 빠름". */
export function againstTarget(target: string, actual: string, better: "higher" | "lower"): string | undefined {
  const t = parseFigure(target);
  const a = parseFigure(actual);
  if (!t || !a || t.unit !== a.unit || a.value === t.value) return undefined;
  const over = a.value > t.value;
  const time = better === "lower" && ["분", "시간", "일"].includes(t.unit);
  const words = time ? (over ? "느림" : "빠름") : over ? "높음" : "낮음";
  return `목표보다 ${Number(Math.abs(a.value - t.value).toFixed(2))}${t.unit === "%" ? "%p" : t.unit} ${words}`;
}

/** The month's figure as a bar on the indicator's scale, with the target as a line across its middle. */
function Meter({ end, met }: { end: number; met: boolean }) {
  return (
    <span className="meter" aria-hidden="true">
      <span className={met ? undefined : "over"} style={{ "--end": end } as CSSProperties} />
    </span>
  );
}

/**
 * The operations dashboard: a monthly report's screen, drawn from the manifest's figures. The
 * service-level indicators with their targets (the site's facts) and actuals, and how much of each
 * target's allowance the month used; where the month's requests went (a flow from the intake to
 * each outcome, its counts and shares worked out here); and the first response by priority. Every
 * figure is text; the bars and the flow are drawn from the same numbers and hidden from assistive
 * technology.
 */
export function Dashboard({ block }: { block: DashboardBlock }) {
  const t = usePhrase();
  const text = useText();
  const { flow } = block;
  const shares = flow && flowShares(flow.outcomes);
  const figures = block.indicators.map(({ target, actual, better }) => [text(target), text(actual), better] as const);
  const used = figures.map((figure) => allowanceUsed(...figure));
  return (
    <Section {...sectionOf(block)}>
      <div css={screenCss}>
        <p className="screen">
          <span className="dots" aria-hidden="true" />
          {t(block.screen)}
        </p>
        <ul className="kpis">
          {block.indicators.map((indicator, i) => {
            const share = used[i];
            const end = barEnd(...figures[i]!);
            const delta = againstTarget(...figures[i]!);
            return (
              <li key={i}>
                <p className="name">{t(indicator.title)}</p>
                <p className="actual">{text(indicator.actual)}</p>
                <p className="target">
                  {`목표 ${text(indicator.target)}`}
                  {share !== undefined && <span className={share <= 1 ? undefined : "missed"}>{share <= 1 ? "달성" : "미달"}</span>}
                </p>
                {share !== undefined && end !== undefined && <Meter end={end} met={share <= 1} />}
                {delta && <p className="delta">{keepPhrases(delta)}</p>}
                {indicator.note && <p className="note">{t(indicator.note)}</p>}
              </li>
            );
          })}
        </ul>
        {flow && shares && (
          <div className="panel">
            <div className="head">
              <Heading>{t(flow.title)}</Heading>
              <p className="intake">
                {t(flow.intake)} <strong>{`${count(shares.total)}건`}</strong>
              </p>
            </div>
            <div className="flow" aria-hidden="true">
              {shares.shares.map((share, i) => (
                <span key={i} style={{ "--share": share, "--swatch": FLOW_COLORS[i % FLOW_COLORS.length] } as CSSProperties} />
              ))}
            </div>
            <ol>
              {flow.outcomes.map((outcome, i) => (
                <li key={i} style={{ "--swatch": FLOW_COLORS[i % FLOW_COLORS.length] } as CSSProperties}>
                  <span className="label">{t(outcome.label)}</span>
                  <span>{`${count(outcome.count)}건`}</span>
                  <span className="share">{percent(shares.shares[i]!)}</span>
                </li>
              ))}
            </ol>
          </div>
        )}
        {used.some((u) => u !== undefined) && <p className="legend">{t(block.legend)}</p>}
      </div>
    </Section>
  );
}

const soft = "#b9c9e6";
const edge = "1px solid rgba(255, 255, 255, 0.12)";

/** A dark monitoring screen: a title bar, the indicators in a row, the two panels under them. */
const screenCss = css`
  max-width: 1100px;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${radius.lg}px;
  background: ${color.navyDeep};
  color: #fff;
  box-shadow: 0 24px 48px rgba(7, 29, 64, 0.22);
  p, ul, ol { margin: 0; padding: 0; list-style: none; }
  .screen { display: flex; gap: 50px; align-items: center; padding: 12px 18px; border-bottom: ${edge}; background: ${color.navy}; }
  .dots { width: 10px; height: 10px; border-radius: 50%; background: #f5b942; box-shadow: 16px 0 #8fb8ff, 32px 0 #4ade80; }
  .kpis { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 12px; padding: 16px; ${mq.md} { gap: 16px; padding: 24px; } ${mq.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
  .kpis li, .panel { padding: 16px; border: ${edge}; border-radius: ${radius.md}px; background: ${color.navy}; ${mq.md} { padding: 20px; } }
  .panel { margin: 0 16px 16px; ${mq.md} { margin: 0 24px 20px; } }
  .head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px; }
  .screen, .name, .target, .note, .intake, .legend { font-size: 0.875rem; color: ${soft}; }
  .screen, .name { font-weight: 700; }
  .actual { margin-top: 6px; font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem); font-weight: 800; line-height: 1.2; }
  .target { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 6px; }
  .target span { padding: 0 8px; border-radius: 99px; background: rgba(74, 222, 128, 0.16); color: #6ee7a0; font-weight: 700; }
  .target .missed { background: rgba(245, 185, 66, 0.18); color: #f5c35f; }
  .note { margin-top: 8px; }
  /* The target is the line across the middle of the track; the bar is the month's figure. */
  .meter { position: relative; display: block; height: 8px; margin-top: 14px; border-radius: 4px; background: rgba(255, 255, 255, 0.12); }
  .meter::after { content: ""; position: absolute; left: calc(50% - 1px); top: -5px; width: 2px; height: 18px; border-radius: 1px; background: #fff; }
  .meter span { display: block; width: calc(var(--end) * 100%); height: 100%; border-radius: 4px; background: #4ade80; }
  .meter .over { background: #f5b942; }
  .delta { margin-top: 8px; font-size: 0.875rem; font-weight: 700; color: #fff; }
  h2, h3 { margin: 0; font-size: 1rem; }
  strong { margin-left: 4px; color: #fff; font-size: 1.125rem; }
  .flow { display: flex; gap: 3px; height: 36px; margin-top: 14px; }
  .flow span { flex: var(--share) 0 8px; border-radius: 4px; background: var(--swatch); }
  /* The outcomes side by side from lg: at 768 px two columns left the third alone and three wrapped their labels. */
  ol { display: grid; gap: 8px 40px; margin-top: 16px; ${mq.lg} { grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); } }
  ol li { display: grid; grid-template-columns: 1fr auto auto; gap: 4px 12px; align-items: baseline; }
  ol .label::before { content: ""; display: inline-block; width: 10px; height: 10px; margin-right: 8px; border-radius: 2px; background: var(--swatch); }
  ol span:not(.label), .actual, strong { font-variant-numeric: tabular-nums; white-space: nowrap; }
  .share { min-width: 3.5em; text-align: right; font-weight: 700; color: #8fb8ff; }
  .legend { padding: 0 16px 16px; ${mq.md} { padding: 0 24px 20px; } }
`;
