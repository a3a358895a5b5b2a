import { css } from "@emotion/react";
import type { TableBlock } from "../manifest/site.types";
import { useText } from "../site-context";
import { color, mq, radius } from "../theme";
import { Section } from "../ui/section";

/** One or more tables side by side; each scrolls sideways on its own when it is wider than the screen. */
export function Table({ block }: { block: TableBlock }) {
  const t = useText();
  return (
    <Section id={block.id} kicker={block.kicker} title={block.title} intro={block.intro}>
      <div css={gridCss(block.tables.length)}>
        {block.tables.map((table, ti) => (
          <figure key={ti} css={figureCss}>
            <div css={scrollCss} tabIndex={0} role="region" aria-label={t(table.caption)}>
              <table>
                <caption>{t(table.caption)}</caption>
                <thead>
                  <tr>
                    {table.columns.map((c) => (
                      <th key={c} scope="col">
                        {t(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, ri) => (
                    <tr key={ri}>
                      {row.map((cell, ci) =>
                        ci === 0 ? (
                          <th key={ci} scope="row">
                            {t(cell)}
                          </th>
                        ) : (
                          <td key={ci}>{t(cell)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {table.note && <figcaption>{t(table.note)}</figcaption>}
          </figure>
        ))}
      </div>
    </Section>
  );
}

const gridCss = (count: number) => css`
  display: grid;
  gap: 24px;
  ${mq.lg} { grid-template-columns: repeat(${Math.min(count, 2)}, minmax(0, 1fr)); }
`;
const figureCss = css`
  margin: 0;
  figcaption { margin-top: 10px; font-size: 0.875rem; color: ${color.muted}; }
`;
const scrollCss = css`
  overflow-x: auto;
  border: 1px solid ${color.line};
  border-radius: ${radius.md}px;
  background: #fff;
  &:focus-visible { outline: 3px solid ${color.primary}; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
  caption { padding: 16px 18px; text-align: left; font-weight: 700; font-size: 1.0625rem; color: ${color.ink}; background: ${color.soft}; border-bottom: 1px solid ${color.line}; }
  th, td { padding: 12px 18px; text-align: left; border-bottom: 1px solid ${color.line}; vertical-align: top; }
  thead th { font-size: 0.8125rem; color: ${color.muted}; font-weight: 700; white-space: nowrap; }
  tbody th { color: ${color.ink}; font-weight: 700; }
  tbody tr:last-of-type > * { border-bottom: 0; }
`;
