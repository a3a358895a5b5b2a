/**
 * Studio server only: a draft's changes in plain Korean, one line each,
 * "'/dx' 페이지 2번째 블록(cardGrid) › 'title'(카드 제목): “이전” → “이후”", not a YAML diff. The
 * place words are the check's own (engine/check/locate.ts, the catalogue's placeWords and
 * fieldWords), so the change list and the check's messages name a place the same way.
 */
import { Locator } from "../../engine/check/locate.ts";
import { fieldWords } from "../../engine/check/messages.ts";
import { SCHEMA } from "../../engine/check/schema-errors.ts";
import type { Path } from "../server/patch.ts";
import { dataOf, diffData, type FieldChange } from "./merge.ts";

/** One line of the change list, and its parts for a screen that shows them apart. */
export interface ChangeLine {
  kind: FieldChange["kind"];
  /** The field's data path in the newer version (in the older one for a removal): the studio opens it. */
  path: Path;
  /** The page, block or part, then the field: "'/dx' 페이지 2번째 블록(cardGrid) › 'title'(카드 제목)". */
  place: string;
  before?: string;
  after?: string;
  text: string;
}

/** The words of a change, beside its place. */
export const changeWords = {
  added: "추가",
  removed: "삭제",
  moved: (from: number, to: number) => `${from + 1}번째에서 ${to + 1}번째로 옮김`,
  empty: "(비어 있음)",
  items: (count: number) => `(항목 ${count}개)`,
  fields: (count: number) => `(필드 ${count}개)`,
  count: (count: number) => `변경 ${count}건`,
} as const;

/** A value as a person reads it: a text in quotes (cut at 80 characters), a list or group by its size. */
export function valueWords(value: unknown): string {
  if (value === undefined || value === null || value === "") return changeWords.empty;
  if (Array.isArray(value)) return changeWords.items(value.length);
  if (typeof value === "object") return changeWords.fields(Object.keys(value).length);
  const text = String(value).replace(/\s+/g, " ");
  return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
}

/** Places in one version of the data, in the check's words (positions are never asked for here). */
export function placesIn(text: string): Locator {
  return locatorOf(dataOf(text));
}

function locatorOf(data: unknown): Locator {
  const noPositions = () => {
    throw new Error("positions are not used by the change list");
  };
  return new Locator(noPositions, data, "", SCHEMA);
}

/** "place › field", or the place alone when the change is the whole page, block or part. */
export function placeOf(at: Locator, path: Path): string {
  const field = at.field(path);
  return field === fieldWords.whole ? at.where(path) : `${at.where(path)} › ${field}`;
}

/** The change list from one text of site.yaml to another. */
export function changeList(before: string, after: string): ChangeLine[] {
  if (before === after) return [];
  const old = dataOf(before);
  const now = dataOf(after);
  const inOld = locatorOf(old);
  const inNow = locatorOf(now);
  return diffData(old, now).map((change) => {
    if (change.kind === "removed") {
      const place = placeOf(inOld, change.beforePath!);
      return { kind: change.kind, path: change.beforePath!, place, text: `${place}: ${changeWords.removed}` };
    }
    const place = placeOf(inNow, change.path!);
    if (change.kind === "added") return { kind: change.kind, path: change.path!, place, after: valueWords(change.after), text: `${place}: ${changeWords.added}` };
    if (change.kind === "moved") {
      const words = changeWords.moved(change.beforePath!.at(-1) as number, change.path!.at(-1) as number);
      return { kind: change.kind, path: change.path!, place, text: `${place}: ${words}` };
    }
    const [b, a] = [valueWords(change.before), valueWords(change.after)];
    return { kind: change.kind, path: change.path!, place, before: b, after: a, text: `${place}: ${b} → ${a}` };
  });
}
