import { css } from "@emotion/react";
import type { Table as TableData } from "../manifest/site.types";
import { useText } from "../site-context";
import { keepPhrases } from "./phrases";
import { breakpoint, color, onTone, radius } from "../theme";

/**
 * One manifest table: a caption, column headings and rows whose first cell heads the row. It
 * scrolls sideways on its own when wider than the screen, so its region is focusable and named
 * (keyboard users can scroll it too). On phones a table of three or more columns becomes a stack
 * of cards instead, one per row, each value labelled with its column: squeezed into three columns
 * its words broke apart.
 */
export function DataTable({ table }: { table: TableData }) {
  const text = useText();
  const t = (s: string) => keepPhrases(text(s));
  const caption = text(table.caption);
  const columns = table.columns.map(text);
  const cards = columns.length > 2;
  return (
    <figure css={figureCss}>
      <div css={[scrollCss, cards && cardsCss]} tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, ci) => (
                <th key={ci} scope="col">
                  {keepPhrases(c)}
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
                    <td key={ci} data-label={cards ? columns[ci] : undefined}>
                      {t(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note && <figcaption>{text(table.note)}</figcaption>}
    </figure>
  );
}

const figureCss = css`
  margin: 0;
  figcaption { margin-top: 10px; font-size: 0.875rem; color: ${onTone.muted}; }
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
  /* A row heading is at least 4em wide, so a short one stays on one line (사업 분야, 주요 인증): beside a long cell the column shrank to its longest word. Cells ignore min-width; an empty block inside does not. */
  tbody th::before { content: ""; display: block; width: 4em; }
  tbody tr:last-of-type > * { border-bottom: 0; }
`;
/** At most sm wide: each row a card headed by its first cell, each other cell under its column's name. */
const cardsCss = css`
  @media (max-width: ${breakpoint.sm}px) {
    table, caption, tbody, tr, th, td { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody tr { padding: 14px 18px; border-bottom: 1px solid ${color.line}; }
    tbody tr:last-of-type { border-bottom: 0; }
    tbody th { padding: 0 0 6px; border: 0; font-size: 1rem; }
    td { display: grid; grid-template-columns: minmax(5.5em, 30%) 1fr; gap: 12px; padding: 4px 0; border: 0; }
    td::before { content: attr(data-label); font-size: 0.8125rem; font-weight: 700; color: ${color.muted}; }
  }
`;
