/**
 * Studio only: places in the manifest and changes to them, in words for the editor ("/about 페이지
 * 2번째 블록(카드 목록)", "/about 페이지 맨 위 큰 제목 영역 큰 제목 수정"), from the schema's
 * Korean descriptions. The problem list, the link lists and the undo history all say places so.
 * Which place a path is in is read as the check reads it (engine/core/places.ts); the words are
 * the studio's own, with no key of site.yaml in them.
 */
import { fieldWordsFor, peopleWords, placeLength, thingName as thingNameIn, where as whereIn } from "../../engine/core/places.ts";
import { blockLabel } from "../../engine/core/schema-walk.ts";
import type { Change, Path } from "./patch.ts";
import { fieldOf, schema, schemaAt, valueLabel } from "./schema.ts";

export type Part = "site" | "header" | "footer" | "redirects";

/** A block type's name in a few words ("페이지 맨 위 큰 제목 영역"). */
export function blockName(type: unknown): string {
  return blockLabel(schema, type) ?? "알 수 없는 블록";
}

/** The studio's words for places (the check's messages say them so in the studio too); in the terminal the check says them with the keys of site.yaml. */
const placeWords = peopleWords(schema);

export const PARTS: { part: Part; label: string }[] = (["site", "header", "footer", "redirects"] as const).map((part) => ({ part, label: placeWords[part] }));

/** Where a path is, in words: "/about 페이지 2번째 블록(카드 목록)", "바닥글". */
export function where(data: unknown, at: Path): string {
  return whereIn(data, at, placeWords);
}

/**
 * What is at `path` below its page, block or part, step by step: "3번째 카드 › 카드 제목"; "" for the
 * place itself. A list is named by its items ("cards" then 2 is "3번째 카드"), a field by its label.
 */
export function fieldWords(data: unknown, path: Path): string {
  return fieldWordsFor(schema, data, path);
}

/** Where a field is, in words: "/about 페이지 2번째 블록(카드 목록) › 3번째 카드 › 카드 제목", or the place alone. */
export function fieldPlace(data: unknown, path: Path): string {
  const field = fieldWords(data, path);
  return field ? `${where(data, path)} › ${field}` : where(data, path);
}

/** A value as the form shows it: a choice in its words ("흰색" for plain), yes/no as 켬/끔, a text in quotes (cut at 80 characters), a list or group by its size. */
export function valueWords(data: unknown, path: Path, value: unknown): string {
  if (value === undefined || value === null || value === "") return "(비어 있음)";
  if (typeof value === "boolean") return value ? "켬" : "끔";
  if (Array.isArray(value)) return `(항목 ${value.length}개)`;
  if (typeof value === "object") return `(내용 ${Object.keys(value).length}개)`;
  const node = schemaAt(path, data);
  const text = (node?.enum ? valueLabel(fieldOf(String(path[path.length - 1]), node, false), value) : String(value)).replace(/\s+/g, " ");
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
}

/** The name of what is at `path` below its first `from` steps (its page, block or part), or "". */
function thingName(data: unknown, path: Path, from: number): string {
  return path.length <= from ? "" : thingNameIn(schema, data, path);
}

const VERBS: Record<Change["op"], string> = { set: "수정", delete: "삭제", insert: "추가", duplicate: "복제", move: "순서 바꾸기" };

/**
 * One step of the undo history in words, from the data before it: the page and block (or shared
 * part) it touched, what in it, and what was done ("/about 페이지 맨 위 큰 제목 영역 큰 제목 수정").
 */
export function stepName(data: any, changes: Change[]): string {
  const change = changes[0];
  if (!change) return "";
  const { path } = change;
  let place: string;
  let from: number;
  if (path[0] === "pages" && typeof path[1] === "number") {
    const page = data?.pages?.[path[1]];
    const block = path[2] === "blocks" && typeof path[3] === "number" ? page?.blocks?.[path[3]] : undefined;
    place = `${page?.path ?? "새"} ${block ? blockName(block.type) : "페이지"}`;
    from = block ? 4 : 2;
    // A whole page or block added, copied, deleted or moved is named by itself.
    if (path.length === 2 || (path.length === 4 && path[2] === "blocks")) return `${place} ${VERBS[change.op]}`;
    if (path.length === 3 && path[2] === "blocks") return `${place} 블록 ${VERBS[change.op]}`;
  } else {
    place = where(data, path);
    from = placeLength(path);
  }
  const thing = thingName(data, path, from);
  return `${place}${thing ? ` ${thing}` : ""} ${VERBS[change.op]}`;
}
