import { css, keyframes } from "@emotion/react";
import type { PipelineBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, decorativeLoops, decorativeMotionDelay, mq, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Heading, Section, sectionOf } from "../ui/section";

/** Each stage's number across all phases, 1-based: the second phase goes on from where the first ended. */
export function stageNumbers(phases: { stages: unknown[] }[]): number[][] {
  let next = 1;
  return phases.map((phase) => phase.stages.map(() => next++));
}

/**
 * The AI page's signature: the way from documents to an answer. The stages run in phases (what is
 * prepared once, what happens at each question), joined by a line along which the data flows;
 * across on wide screens, down on phones. Under it, an example: a question and the answer it gets,
 * with the documents it rests on.
 */
export function Pipeline({ block }: { block: PipelineBlock }) {
  const t = usePhrase();
  const numbers = stageNumbers(block.phases);
  const { example } = block;
  return (
    <Section {...sectionOf(block)}>
      <div css={[flowCss(block.phases.map((p) => p.stages.length)), block.tone === "dark" ? darkCss : lightCss]}>
        {block.phases.map((phase, p) => (
          <div key={p}>
            <p className="phase">{t(phase.label)}</p>
            <ol>
              {phase.stages.map((stage, s) => (
                <li key={s}>
                  <span className="node" aria-hidden="true">
                    <Icon name={stage.icon} size={24} />
                  </span>
                  <Heading>
                    <span className="no">{String(numbers[p]![s]).padStart(2, "0")}</span>
                    {t(stage.title)}
                  </Heading>
                  {stage.desc && <p>{t(stage.desc)}</p>}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      {example && (
        <figure css={exampleCss}>
          <figcaption>{t(example.label)}</figcaption>
          <p className="q">{t(example.question)}</p>
          <div className="a">
            <p>{t(example.answer)}</p>
            <p className="sources">
              <span>{t(example.sourcesLabel)}</span>
              {example.sources.map((source) => (
                <span key={source} className="source">
                  <Icon name="document" size={14} />
                  {t(source)}
                </span>
              ))}
            </p>
          </div>
        </figure>
      )}
    </Section>
  );
}

/** Where the line of the last phase stops, from the right: at the centre of its last node, one column of `n` (16 px apart) in from the end. */
export const lineEnd = (n: number) => `calc((100% - ${16 * (n - 1)}px) / ${n} - 28px)`;

/** The data moving along the line: its dashes slide, one dash length a step. */
const flow = keyframes`
  to { background-position: 16px 0, 0 16px; }
`;

/**
 * Phases side by side from 1024 px, their widths in proportion to their stages; each phase's
 * stages across, a dashed line through their nodes that runs on into the next phase. Below
 * 1024 px the phases stack and each runs down a line on the left.
 */
const flowCss = (counts: number[]) => css`
  display: grid;
  gap: 28px;
  ${mq.lg} { grid-template-columns: ${counts.map((n) => `${n}fr`).join(" ")}; gap: 0; }
  > div { min-width: 0; }
  .phase {
    margin: 0 0 16px;
    padding-bottom: 10px;
    border-bottom: 2px solid var(--rule);
    font-size: 0.875rem;
    font-weight: 700;
    color: var(--accent);
  }
  ${mq.lg} { > div:not(:last-of-type) .phase { margin-right: 16px; } }
  ol {
    position: relative;
    display: grid;
    gap: 20px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${mq.lg} { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 16px; }
  }
  ol::before {
    content: "";
    position: absolute;
    left: 27px;
    top: 0;
    bottom: 0;
    width: 2px;
    background: linear-gradient(var(--accent) 50%, transparent 50%) 0 0 / 2px 16px;
    animation: ${flow} 1s linear ${decorativeMotionDelay} ${decorativeLoops(1)};
    ${mq.lg} {
      left: 0;
      right: -16px;
      top: 27px;
      bottom: auto;
      width: auto;
      height: 2px;
      background: linear-gradient(90deg, var(--accent) 50%, transparent 50%) 0 0 / 16px 2px;
    }
  }
  ${mq.lg} { > div:last-of-type ol::before { right: ${lineEnd(counts.at(-1)!)}; } }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr);
    column-gap: 16px;
    align-content: start;
    ${mq.lg} { grid-template-columns: minmax(0, 1fr); padding-right: 8px; }
  }
  .node {
    grid-row: span 2;
    ${mq.lg} { grid-row: auto; }
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: ${radius.md}px;
    border: 2px solid var(--accent);
    background: var(--node);
    color: var(--accent);
  }
  h2, h3 { margin: 4px 0 0; font-size: 1rem; line-height: 1.4; color: var(--ink); ${mq.lg} { margin-top: 14px; } }
  .no { display: block; font-size: 0.75rem; font-weight: 800; color: var(--accent); }
  li p { margin: 4px 0 0; font-size: 0.875rem; line-height: 1.55; color: var(--muted); }
`;
const darkCss = css`
  --ink: #fff;
  --muted: rgba(255, 255, 255, 0.74);
  --accent: #8fb8ff;
  --rule: rgba(255, 255, 255, 0.16);
  --node: ${color.navyDeep};
`;
const lightCss = css`
  --ink: ${color.ink};
  --muted: ${color.muted};
  --accent: ${color.primary};
  --rule: ${color.line};
  --node: #fff;
`;
/** The example exchange: the question on the right as a person's message, the answer on the left with its sources as chips. */
const exampleCss = css`
  display: grid;
  gap: 12px;
  max-width: 760px;
  margin: 40px auto 0;
  padding: 20px;
  border-radius: ${radius.lg}px;
  background: #fff;
  color: ${color.ink};
  box-shadow: 0 24px 60px rgba(3, 12, 30, 0.25);
  ${mq.md} { padding: 28px; }
  figcaption { font-size: 0.8125rem; font-weight: 700; color: ${color.primaryDark}; }
  p { margin: 0; }
  .q {
    justify-self: end;
    max-width: 85%;
    padding: 10px 16px;
    border-radius: 16px 16px 4px 16px;
    background: ${color.primary};
    color: #fff;
  }
  .a {
    max-width: 92%;
    padding: 14px 16px;
    border-radius: 16px 16px 16px 4px;
    background: ${color.soft};
    border: 1px solid ${color.line};
    line-height: 1.65;
  }
  .sources { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 10px; font-size: 0.8125rem; color: ${color.muted}; }
  .source {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 3px 8px;
    border-radius: 999px;
    background: #fff;
    border: 1px solid ${color.line};
    color: ${color.primaryDark};
    font-weight: 600;
  }
`;
