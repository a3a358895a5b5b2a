import { css } from "@emotion/react";
import type { MetricsBlock } from "../manifest/site.types";
import { usePhrase } from "../ui/phrases";
import { mq, onTone, radius } from "../theme";
import { Icon } from "../ui/icon";
import { Section, sectionOf } from "../ui/section";

/** Key figures as large numbers with a title and a line of context; optional highlights below. */
export function Metrics({ block }: { block: MetricsBlock }) {
  const t = usePhrase();
  return (
    <Section {...sectionOf(block)}>
      <dl css={gridCss(block.items.length)}>
        {block.items.map((item) => (
          <div key={item.title}>
            <dt>{t(item.title)}</dt>
            <dd className="value">{t(item.value)}</dd>
            {item.desc && <dd className="desc">{t(item.desc)}</dd>}
          </div>
        ))}
      </dl>
      {block.highlights && block.highlights.length > 0 && (
        <ul css={highlightsCss}>
          {block.highlights.map((h) => (
            <li key={h}>
              <Icon name="check" size={18} />
              {t(h)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const gridCss = (count: number) => css`
  display: grid;
  /* Two per row on phones; three figures stack, so none sits alone on a row. */
  grid-template-columns: repeat(${count === 3 ? 1 : 2}, minmax(0, 1fr));
  gap: 16px;
  ${mq.sm} { grid-template-columns: repeat(${count === 3 ? 3 : 2}, minmax(0, 1fr)); }
  margin: 0;
  ${mq.lg} { grid-template-columns: repeat(${Math.min(count, 4)}, minmax(0, 1fr)); gap: 24px; }
  > div {
    display: flex;
    flex-direction: column;
    padding: 24px 16px;
    border-radius: ${radius.md}px;
    background: ${onTone.raised};
    border: 1px solid ${onTone.line};
    text-align: center;
  }
  dt { order: 2; margin-top: 6px; font-weight: 700; color: ${onTone.ink}; }
  .value { order: 1; margin: 0; font-size: clamp(1.875rem, 1.4rem + 2vw, 2.75rem); font-weight: 800; line-height: 1.2; letter-spacing: -0.02em; color: ${onTone.accent}; }
  .desc { order: 3; margin: 6px 0 0; font-size: 0.875rem; color: ${onTone.muted}; }
`;
const highlightsCss = css`
  display: grid;
  gap: 10px;
  max-width: 760px;
  margin: 36px auto 0;
  padding: 0;
  list-style: none;
  ${mq.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li { display: flex; gap: 10px; align-items: flex-start; color: ${onTone.body}; }
  svg { flex: none; margin-top: 4px; color: ${onTone.accent}; }
`;
