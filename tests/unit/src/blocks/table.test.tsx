import { describe, expect, it } from "vitest";
import { Table } from "../../../../src/blocks/table";
import type { TableBlock } from "../../../../src/manifest/site.types";
import { withDefaults, type Loose } from "../../engine/check/with-defaults";
import { count, renderHtml } from "./render-block";

const table = (block: Loose<TableBlock>) => withDefaults<TableBlock>("tableBlock", block);

describe("Table", () => {
  it("draws each table through the shared DataTable: caption, column and row headers, a named scroll region", () => {
    const html = renderHtml(
      <Table
        block={table({
          type: "table",
          id: "rpo",
          title: "복구 목표",
          tables: [
            { caption: "RPO", columns: ["등급", "목표"], rows: [["실시간", "0분"], ["일반", "1-4시간"]] },
            { caption: "RTO", columns: ["등급", "목표"], rows: [["즉시", "5분"]] },
          ],
        })}
      />,
    );
    expect(count(html, /<table>/)).toBe(2);
    expect(html).toContain('role="region" aria-label="RPO"');
    expect(html).toContain('<th scope="col">목표</th>');
    expect(html).toContain('<th scope="row">실시간</th><td>0분</td>');
  });

  it("keeps each ·-joined compound and telephone number on one line, in headers and cells, and leaves other text as it is", () => {
    const html = renderHtml(
      <Table block={table({ type: "table", tables: [{ caption: "점검", columns: ["영역", "성능·용량"], rows: [["서버", "조회·처리 지연과 오류율"], ["팩스", "02-000-0001"]] }] })} />,
      { phrases: true },
    );
    expect(count(html, /<span class="[^"]+">성능·용량<\/span>/)).toBe(1);
    expect(html).toMatch(/<td><span><span class="nw">조회·처리<\/span> 지연과 오류율<\/span><\/td>/);
    expect(html).toContain('<th scope="row">서버</th>');
    expect(html).toMatch(/<td><span><span class="nw">02-000-0001<\/span><\/span><\/td>/);
  });
});
