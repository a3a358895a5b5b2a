import { css } from "@emotion/react";
import type { StepsBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { color, mq, onTone, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Section, sectionOf } from "../ui/section";
import { visuallyHidden } from "../ui/visually-hidden";

export type StepState = "done" | "current" | "todo";

/**
 * Each step's state from `current` (1-based), clamped to 1..count: earlier steps are done, later
 * ones todo. With no `current`, no step is marked.
 */
export function stepStates(count: number, current?: number): (StepState | undefined)[] {
  if (current === undefined || count === 0) return Array.from({ length: count }, () => undefined);
  const at = Math.min(Math.max(current, 1), count);
  return Array.from({ length: count }, (_, i) => (i + 1 < at ? "done" : i + 1 === at ? "current" : "todo"));
}

const STATE_LABEL: Record<StepState, string> = { done: "완료", current: "진행 중", todo: "예정" };

/** A step timeline: vertical on small screens, horizontal on wide ones. */
export function Steps({ block }: { block: StepsBlock }) {
  const t = usePhrase();
  const states = stepStates(block.items.length, block.current);
  return (
    <Section {...sectionOf(block)}>
      <ol css={listCss(block.items.length)}>
        {block.items.map((step, i) => {
          const state = states[i];
          return (
            <li key={i} css={stepCss} data-state={state} aria-current={state === "current" ? "step" : undefined}>
              <span css={numberCss} aria-hidden="true">
                {state === "done" ? <Icon name="check" size={20} /> : String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3>
                  <span css={visuallyHidden}>{i + 1}단계: </span>
                  {t(step.title)}
                  {state && <span css={visuallyHidden}> ({STATE_LABEL[state]})</span>}
                </h3>
                {step.duration && <p className="duration">{t(step.duration)}</p>}
                {step.desc && <p className="desc">{t(step.desc)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

const listCss = (count: number) => css`
  position: relative;
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.lg} {
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
    gap: 20px;
  }
`;
const stepCss = css`
  position: relative;
  display: flex;
  gap: 18px;
  padding-bottom: 28px;
  /* The connecting line: down the left on small screens, across the top on wide ones. */
  &::before {
    content: "";
    position: absolute;
    left: 23px;
    top: 48px;
    bottom: 0;
    width: 2px;
    background: ${onTone.line};
  }
  &:last-of-type::before { display: none; }
  ${mq.lg} {
    flex-direction: column;
    padding-bottom: 0;
    &::before { left: 56px; right: -20px; top: 23px; bottom: auto; width: auto; height: 2px; }
  }
  h3 { margin: 4px 0 0; font-size: 1.125rem; color: ${onTone.ink}; }
  .duration { display: inline-block; margin: 8px 0 0; padding: 2px 10px; border-radius: 999px; background: ${color.primarySoft}; color: ${color.primaryDark}; font-size: 0.8125rem; font-weight: 700; }
  .desc { margin: 8px 0 0; font-size: 0.9375rem; color: ${onTone.body}; }
  &[data-state="done"] > span:first-of-type { background: ${color.primary}; color: #fff; border-color: ${color.primary}; }
  &[data-state="current"] > span:first-of-type { background: ${color.navy}; color: #fff; border-color: ${color.navy}; box-shadow: 0 0 0 5px ${color.primarySoft}; }
  &[data-state="todo"] { opacity: 0.75; }
`;
const numberCss = css`
  position: relative;
  z-index: 1;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 2px solid ${color.primary};
  border-radius: ${radius.lg}px;
  background: #fff;
  color: ${color.primary};
  font-weight: 800;
`;
