import { css } from "@emotion/react";
import type { TableBlock } from "../manifest/site.types";
import { mq } from "../theme";
import { DataTable } from "../ui/data-table";
import { Section, sectionOf } from "../ui/section";

/** One or more tables side by side; each scrolls sideways on its own when it is wider than the screen. */
export function Table({ block }: { block: TableBlock }) {
  return (
    <Section {...sectionOf(block)}>
      <div css={gridCss(block.tables.length)}>
        {block.tables.map((table, ti) => (
          <DataTable key={ti} table={table} />
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
