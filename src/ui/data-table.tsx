import { css } from "@emotion/react";
import type { Table as TableData } from "../manifest/site.types";
import { useText } from "../site-context";
import { color, radius } from "../theme";

/**
 * One manifest table: a caption, column headings and rows whose first cell heads the row. It
 * scrolls sideways on its own when wider than the screen, so its region is focusable and named
 * (keyboard users can scroll it too).
 */
export function DataTable({ table }: { table: TableData }) {
  const t = useText();
  const caption = t(table.caption);
  return (
    <figure css={figureCss}>
      <div css={scrollCss} tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c, ci) => (
                <th key={ci} scope="col">
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
  );
}

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
