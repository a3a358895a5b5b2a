/**
 * Studio only: the studio's state, apart from drawing it. What is selected (a shared part, a
 * page's information, a block) and where the selection goes when a page or block is added,
 * copied, moved, renamed or removed, with the changes that do it; which page the selection opens;
 * the problems of each place; and the checks and finds behind the page operations (a free
 * address, the links to a page, the page search). No React and no DOM: the panes (panes/) draw
 * it, tests/unit/studio/client/model.test.ts tries it.
 */
import { linksTo as linksIn, type Link } from "../../engine/core/links.ts";
import { josa } from "../../engine/core/particles.ts";
import { foldersOf, normalisePath, reservedFolderOf, reservedOf } from "../../engine/core/page-addresses.ts";
import type { Problem } from "../../engine/core/problem.ts";
import type { Change, Path } from "../core/edits.ts";
import { blockName, PARTS, type Part } from "../core/place-words.ts";
import { BLOCK_TYPES, blockSchema, resolve, schema, schemaAt, type Schema } from "../core/schema.ts";

export type { Link };

/** What the form shows: a shared part, a page's own information ("meta"), or one of its blocks. */
export type Selection = { part: Part } | { page: number; block: number | "meta" };

/** What the studio opens with: the first page's first block. */
export const FIRST: Selection = { page: 0, block: 0 };

/** A path as a map key (the problems of each field). */
export const pathKey = (path: Path) => JSON.stringify(path);

/** The data path a field's `data-path` attribute spells ("pages.0.blocks.2.title"): list places are numbers. */
export function dataPath(at: string | null | undefined): Path {
  return at ? at.split(".").map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg)) : [];
}

/** Where a data path is edited: its page and block, its page's information, or its shared part. */
export function selectionOf(path: Path): Selection {
  if (path[0] === "pages" && typeof path[1] === "number") return { page: path[1], block: path[2] === "blocks" && typeof path[3] === "number" ? path[3] : "meta" };
  if (path[0] === "site" || path[0] === "header" || path[0] === "footer" || path[0] === "redirects") return { part: path[0] };
  return { page: 0, block: "meta" };
}

/** The index of the page the selection opens, within the pages there are (a page removed elsewhere: the last); -1 for a shared part. */
export function openPage(selection: Selection, pages: readonly unknown[]): number {
  return "page" in selection ? Math.min(selection.page, pages.length - 1) : -1;
}

/** The selected block's index, or null (a page's information, a shared part). */
export function selectedBlock(selection: Selection): number | null {
  return "page" in selection && typeof selection.block === "number" ? selection.block : null;
}

/** The selected shared part, or null. */
export function selectedPart(selection: Selection): Part | null {
  return "part" in selection ? selection.part : null;
}

/** The field being edited, when it is in the selected block of page `pageIndex` (the preview shows where it is); else []. */
export function editingInBlock(editing: Path, selection: Selection, pageIndex: number): Path {
  return editing[1] === pageIndex && "page" in selection && editing[3] === selection.block ? editing : [];
}

/** The page a link followed inside the preview arrived at, when it is another page of the studio's: it is selected. */
export function pageArrivedAt(pages: readonly any[], path: string, pageIndex: number): Selection | undefined {
  const i = pages.findIndex((p) => p?.path === path);
  return i >= 0 && i !== pageIndex ? { page: i, block: "meta" } : undefined;
}

/** Ctrl+Z (⌘Z on a Mac) undoes; Ctrl+Shift+Z and Ctrl+Y redo; anything else is not the studio's. */
export function shortcut(key: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): "undo" | "redo" | undefined {
  if (!(key.ctrlKey || key.metaKey)) return undefined;
  const k = key.key.toLowerCase();
  if (k === "y" || (k === "z" && key.shiftKey)) return "redo";
  return k === "z" ? "undo" : undefined;
}

// ─── Problems by place ───────────────────────────────────────────────────────

/** The problems at `prefix` or inside it. */
export function under(problems: readonly Problem[], prefix: Path): Problem[] {
  return problems.filter((p) => prefix.every((seg, i) => p.path[i] === seg));
}

/** A page's own problems (its address, title, description…), not its blocks'. */
export function pageInfoProblems(problems: readonly Problem[], page: number): Problem[] {
  return under(problems, ["pages", page]).filter((p) => p.path[2] !== "blocks");
}

/** Each problem by the path of its field. */
export function problemsByPath(problems: readonly Problem[]): Map<string, Problem[]> {
  const map = new Map<string, Problem[]>();
  for (const p of problems) map.set(pathKey(p.path), [...(map.get(pathKey(p.path)) ?? []), p]);
  return map;
}

/** How many errors and warnings. */
export function tally(problems: readonly Problem[]): { errors: number; warnings: number } {
  const errors = problems.filter((p) => p.severity === "error").length;
  return { errors, warnings: problems.length - errors };
}

/** The top bar's count: "문제 없음", "오류 2건", "오류 1건 · 경고 3건". */
export function problemCount(problems: readonly Problem[]): string {
  const { errors, warnings } = tally(problems);
  return problems.length === 0 ? "문제 없음" : `오류 ${errors}건${warnings ? ` · 경고 ${warnings}건` : ""}`;
}

/** A list's mark for a place: its errors if any, else its warnings, else nothing (""). */
export function countLabel(problems: readonly Problem[]): string {
  const { errors } = tally(problems);
  return errors ? `오류 ${errors}건` : problems.length ? `경고 ${problems.length}건` : "";
}

// ─── The form of the selection ───────────────────────────────────────────────

/** What the form pane shows for a selection: its title, the data path and schema of its fields, the fields it leaves out, and its problems. */
export interface FormTarget {
  title: string;
  /** What a block is for, when its description says more than its name (shown under the title). */
  help?: string;
  path: Path;
  /** Undefined for a block of a type the schema does not know. */
  schema: Schema | undefined;
  skip: string[];
  problems: Problem[];
}

export function formTarget(selection: Selection, data: any, problems: readonly Problem[]): FormTarget {
  if ("part" in selection) {
    const path = [selection.part];
    return { title: PARTS.find((p) => p.part === selection.part)!.label, path, schema: resolve(schema.properties[selection.part]), skip: [], problems: under(problems, path) };
  }
  if (selection.block === "meta") {
    // The address is shown apart (changed through 주소 바꾸기), the blocks in their own pane.
    return { title: `${data?.pages?.[selection.page]?.path ?? ""} 페이지 정보`, path: ["pages", selection.page], schema: resolve(schema.definitions.page), skip: ["blocks", "path"], problems: pageInfoProblems(problems, selection.page) };
  }
  const path = ["pages", selection.page, "blocks", selection.block];
  const block = data?.pages?.[selection.page]?.blocks?.[selection.block];
  // The block's kind is in the title, in a few words (its code is not for the editor); what it is for, under it.
  const known = BLOCK_TYPES.find((b) => b.type === block?.type);
  const name = known ? blockName(known.type) : String(block?.type ?? "");
  const help = known?.label.slice(name.length).replace(/^[\s:.]+/, "") || undefined;
  return { title: `${selection.block + 1}번째 블록: ${name}`, help, path, schema: blockSchema(block?.type), skip: ["type"], problems: under(problems, path) };
}

// ─── Pages ───────────────────────────────────────────────────────────────────

/** Starting pages: the blocks each begins with (skeletons from the schema's defaultSnippets). */
export const TEMPLATES: { name: string; blocks: Record<string, unknown>[] }[] = (() => {
  // Neutral copy that says what goes where, never another business's sample text (the blocks'
  // examples in the schema read as a real IT consultancy's: "IT 전략이 비즈니스 성과로 이어지도록").
  const hero = { type: "hero", title: "페이지 큰 제목", subtitle: "이 페이지에서 전할 내용을 한두 문장으로 소개해 주세요." };
  const cta = { type: "cta", title: "문의를 권하는 제목", desc: "방문자에게 연락을 권하는 한 문장을 써 주세요.", action: { label: "문의하기", href: "/contact" } };
  const cards = { type: "cardGrid", title: "카드 목록 제목", cards: [{ title: "카드 제목", desc: "카드의 내용을 한두 문장으로 써 주세요." }] };
  const faq = { type: "faq", title: "자주 묻는 질문", tone: "muted", items: [{ q: "자주 받는 질문을 써 주세요.", a: "질문에 대한 답을 써 주세요." }] };
  const document = { type: "document", sections: [{ id: "section-1", title: "첫 번째 절 제목", body: [{ p: "본문을 써 주세요." }] }] };
  return [
    { name: "기본 (큰 제목 + 문의 유도)", blocks: [hero, cta] },
    { name: "서비스 소개 (큰 제목 + 카드 + 자주 묻는 질문 + 문의 유도)", blocks: [hero, cards, faq, cta] },
    { name: "안내 문서 (큰 제목 + 문서)", blocks: [hero, document] },
  ];
})();

/** A new block of `type`: its skeleton, a copy of its own. */
export const skeletonOf = (type: string): unknown => structuredClone(BLOCK_TYPES.find((b) => b.type === type)!.skeleton);

/** Does a page's address or title hold every word of the search? */
export function matches(page: any, query: string): boolean {
  const text = `${page?.path ?? ""} ${page?.title ?? ""}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The schema's rule for a page's address (`pages[].path`): its pattern and length, as the check applies them. */
const PAGE_PATH = schemaAt(["pages", 0, "path"], { pages: [{}] }) ?? {};
const pagePathPattern = new RegExp(PAGE_PATH.pattern ?? "", "u");

/**
 * Why a new page address cannot be used, or "": a form the schema refuses, a folder of the site's
 * own (the build's, and those of public/ that `files` lie in), a page or a redirect already there.
 * `except`: the page being renamed. The same rules as the check's, so what is accepted here is
 * accepted there.
 */
export function pathProblem(path: string, data: any, { except, files = [] }: { except?: number; files?: readonly string[] } = {}): string {
  if (path.length > (PAGE_PATH.maxLength ?? Infinity)) return `주소가 너무 깁니다. ${PAGE_PATH.maxLength}자까지 씁니다.`;
  if (!pagePathPattern.test(path)) return "주소는 /로 시작하고 영문 소문자, 숫자, 하이픈으로 씁니다 (예: /services/new).";
  const folder = reservedFolderOf(path, reservedOf(foldersOf(files)));
  if (folder) return `${path} 주소는 사이트가 자체 파일을 두는 폴더(${folder})와 겹쳐 쓸 수 없습니다. 다른 주소를 골라 주세요.`;
  const page = (data?.pages ?? []).findIndex((p: any) => p?.path === path);
  if (page >= 0 && page !== except) return `${path} 주소는 이미 다른 페이지('${data.pages[page].title ?? ""}')가 쓰고 있습니다. 다른 주소를 골라 주세요.`;
  if ((data?.redirects ?? []).some((r: any) => typeof r?.from === "string" && normalisePath(r.from) === path)) return `${path} 주소는 '주소 이동'에서 옛 주소로 쓰이고 있어 페이지 주소로 쓸 수 없습니다. 다른 주소를 고르거나 그 주소 이동을 먼저 지워 주세요.`;
  return "";
}

/** A free address for a copy of the page at `path`: `/about-2`, `/about-3`…; the home page's copy `/home-2`. */
export function uniquePath(pages: readonly any[], path: string): string {
  for (let n = 2; ; n++) {
    const candidate = `${path === "/" ? "/home" : path}-${n}`;
    if (!pages.some((p) => p?.path === candidate)) return candidate;
  }
}

/** Every link in the manifest to the page at `path` (with a ?query or an #id too), with where it is: as the check finds links. */
export const linksTo = (data: unknown, path: string): Link[] => linksIn(schema, data, path);

/** The links that deleting page `index` would break: those from elsewhere (its links to itself go with it). */
export function linksBrokenByDeleting(data: any, index: number): Link[] {
  const pages: any[] = data?.pages ?? [];
  const page = pages[index];
  if (!page) return [];
  return linksTo({ ...data, pages: pages.map((p, i) => (i === index ? { ...p, blocks: [] } : p)) }, page.path);
}

/** An operation: the changes that make it (one undo step) and what is selected after it. */
export interface Step {
  changes: Change[];
  selection: Selection;
}

/**
 * A new page at `path` from template `template`, beside its siblings (`newPageIndex`); its first
 * block selected. `files`: those of public/ (their folders are taken).
 */
export function addPage(data: any, path: string, template: number, files: readonly string[] = []): Step | { error: string } {
  const error = pathProblem(path, data, { files });
  if (error) return { error };
  const at = newPageIndex(data?.pages ?? [], path);
  const value = { path, title: "새 페이지 제목", description: "이 페이지를 검색 결과와 공유 화면에 소개하는 설명을 한두 문장으로 써 주세요.", keywords: ["키워드"], blocks: structuredClone(TEMPLATES[template]!.blocks) };
  return { changes: [{ op: "insert", path: ["pages", at], value }], selection: { page: at, block: 0 } };
}

/**
 * The changes that add a cell from the list at `list` when it is a table's row or its column titles:
 * a new column, a title and a cell at the end of every row, so that the rows still match the
 * columns (a cell in one row only is the check's error, 'N번째 행은 칸이 …개인데'). Undefined for
 * any other list, and for a row short of the columns, which takes the one cell that evens it.
 */
export function columnAdded(data: unknown, list: Path): Change[] | undefined {
  const found = tableOf(data, list);
  if (!found) return undefined;
  const { table, columns, rows, row } = found;
  if (row && row.length < columns.length) return undefined;
  return [
    { op: "insert", path: [...table, "columns", columns.length], value: "새 열" },
    ...rows.map((row, r): Change => ({ op: "insert", path: [...table, "rows", r, Array.isArray(row) ? row.length : 0], value: "새 칸" })),
  ];
}

/**
 * The changes that delete the cell at `cell` when it is in a table's row or its column titles, and
 * that column's title: its column, the title and the cell at that place in every row, so that the rows still match the
 * columns (deleting one cell left its row short, the check's 'N번째 행은 칸이 …개인데'). Undefined
 * for any other item, and for a cell past the columns (a row longer than them), which goes alone.
 */
export function columnRemoved(data: unknown, cell: Path): { changes: Change[]; title: unknown } | undefined {
  const index = cell[cell.length - 1];
  const found = typeof index === "number" ? tableOf(data, cell.slice(0, -1)) : undefined;
  if (!found || (index as number) >= found.columns.length) return undefined;
  const { table, rows, columns } = found;
  const changes: Change[] = [
    { op: "delete", path: [...table, "columns", index as number] },
    ...rows.flatMap((row, r): Change[] => (Array.isArray(row) && (index as number) < row.length ? [{ op: "delete", path: [...table, "rows", r, index as number] }] : [])),
  ];
  return { changes, title: columns[index as number] };
}

/** The table whose row or column titles `list` is, with its lists (`row`: the row `list` is, if one). */
function tableOf(data: unknown, list: Path): { table: Path; columns: unknown[]; rows: unknown[]; row?: unknown[] } | undefined {
  const at = (path: Path): any => path.reduce((value: any, seg) => value?.[seg], data);
  const inRow = list[list.length - 2] === "rows" && typeof list[list.length - 1] === "number";
  const table = inRow ? list.slice(0, -2) : list[list.length - 1] === "columns" ? list.slice(0, -1) : undefined;
  const { columns, rows } = (table && at(table)) ?? {};
  if (!table || !Array.isArray(columns) || !Array.isArray(rows)) return undefined;
  return { table, columns, rows, row: inRow ? (Array.isArray(at(list)) ? at(list) : []) : undefined };
}

/**
 * Where a new page at `path` goes in the list: after the last page of its folder (/ai/new after
 * /ai's last page below it, or after /ai itself when it has none), else last. It went last, after
 * /privacy, whatever its address.
 */
export function newPageIndex(pages: readonly any[], path: string): number {
  const folder = path.slice(0, path.lastIndexOf("/") + 1);
  let last = -1;
  pages.forEach((page, i) => {
    const other = String(page?.path ?? "");
    if ((other.startsWith(folder) && !other.slice(folder.length).includes("/")) || other === folder.slice(0, -1)) last = i;
  });
  return last >= 0 ? last + 1 : pages.length;
}

/** A copy of page `index` right after it, at a free address; the copy's information selected. */
export function duplicatePage(pages: readonly any[], index: number): Step {
  return {
    changes: [
      { op: "duplicate", path: ["pages", index] },
      { op: "set", path: ["pages", index + 1, "path"], value: uniquePath(pages, pages[index]?.path) },
    ],
    selection: { page: index + 1, block: "meta" },
  };
}

/** Page `index` removed; the page before it (or the new first) is selected. */
export function deletePage(index: number): Step {
  return { changes: [{ op: "delete", path: ["pages", index] }], selection: { page: Math.max(0, index - 1), block: "meta" } };
}

/**
 * Page `index` moved to `newPath`: checked as `pathProblem` checks it. The links
 * to it (`incoming`, found as the dialog opened) change with it when `updateLinks`; the old address
 * becomes a redirect when `keepOld`. Undefined when the address is the same.
 */
export function renamePage(data: any, index: number, newPath: string, { incoming, updateLinks, keepOld, files = [] }: { incoming: readonly Link[]; updateLinks: boolean; keepOld: boolean; files?: readonly string[] }): { changes: Change[]; name: string } | { error: string } | undefined {
  const oldPath: string = data?.pages?.[index]?.path;
  if (newPath === oldPath) return undefined;
  const error = pathProblem(newPath, data, { except: index, files });
  if (error) return { error };
  const changes: Change[] = [{ op: "set", path: ["pages", index, "path"], value: newPath }];
  if (updateLinks) for (const link of incoming) changes.push({ op: "set", path: link.at, value: newPath + link.href.slice(oldPath.length) });
  if (keepOld) changes.push({ op: "insert", path: ["redirects", data.redirects?.length ?? 0], value: { from: oldPath, to: newPath } });
  return { changes, name: `${oldPath} 페이지 주소를 ${josa(newPath, "으로/로")} 바꾸기` };
}

// ─── Blocks ──────────────────────────────────────────────────────────────────

/** A new block of `type` on page `page`: after the selected block, or at the end when none is; the new block selected. */
export function addBlock(page: number, count: number, selected: number | null, type: string): Step & { at: number } {
  const at = selected === null ? count : selected + 1;
  return { changes: [{ op: "insert", path: ["pages", page, "blocks", at], value: skeletonOf(type) }], selection: { page, block: at }, at };
}

/** Block `from` of page `page` moved to `to`, and still selected there; undefined when `to` is off the list. */
export function moveBlock(page: number, count: number, from: number, to: number): Step | undefined {
  if (to < 0 || to >= count) return undefined;
  return { changes: [{ op: "move", path: ["pages", page, "blocks"], from, to }], selection: { page, block: to } };
}

/** After block `block` of page `page` is removed: the page's information is selected. */
export function afterBlockRemoved(page: number): Selection {
  return { page, block: "meta" };
}
