/** Table rows have one cell per column (an unquoted comma in a [ ] row silently adds one). */
import { withField } from "../locate.ts";
import { say } from "../messages.ts";
import { collector } from "../problem.ts";
import { forEachValue } from "../../core/values.ts";
import type { Problem, RuleContext } from "../types.ts";

export function tableProblems({ site, at }: RuleContext): Problem[] {
  const { problems, error } = collector();
  forEachValue(site, (value, path) => {
    const table = value as { columns?: unknown; rows?: unknown } | null;
    if (!table || typeof table !== "object" || !Array.isArray(table.columns) || !Array.isArray(table.rows)) return;
    const columns = table.columns.length;
    table.rows.forEach((row, r) => {
      if (Array.isArray(row) && row.length !== columns) {
        error(at.value([...path, "rows", r]), say("rowLength", { where: withField(at.where(path), at.field(path)), row: r + 1, cells: row.length, columns }));
      }
    });
  });
  return problems;
}
