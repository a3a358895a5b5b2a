/**
 * Studio server only: a draft's changes in plain Korean, one line each,
 * "/dx 페이지 2번째 블록(카드 목록) › 3번째 카드 › 카드 제목: “이전” → “이후”", not a YAML diff. The
 * words are the studio's own (studio/core/place-words.ts: page titles, block names and field labels
 * from the schema, a choice's value in its words), so the change list, the conflict notices and
 * the commit messages say a place as the rest of the studio does, with no key of site.yaml.
 */
import { fieldPlace, valueWords } from "../core/place-words.ts";
import type { Path } from "../core/patch.ts";
import type { ChangeLine } from "../core/wire.ts";
import { dataOf, diffData } from "./merge.ts";

export type { ChangeLine };

/** The words of a change, beside its place. */
export const changeWords = {
  added: "추가",
  removed: "삭제",
  moved: (from: number, to: number) => `${from + 1}번째에서 ${to + 1}번째로 옮김`,
  count: (count: number) => `변경 ${count}건`,
} as const;

/** A field of one value (not a whole item, list or group): an added or removed one reads as filled in or emptied. */
const isField = (path: Path, value: unknown) => typeof path[path.length - 1] === "string" && (value === null || typeof value !== "object");

/** The change list from one text of site.yaml to another. */
export function changeList(before: string, after: string): ChangeLine[] {
  if (before === after) return [];
  const old = dataOf(before);
  const now = dataOf(after);
  return diffData(old, now).map((change) => {
    const line = (path: Path, place: string, words: string, values: { before?: string; after?: string } = {}): ChangeLine => ({ kind: change.kind, path, place, ...values, text: `${place}: ${words}` });
    const between = (path: Path, place: string, b: string, a: string) => line(path, place, `${b} → ${a}`, { before: b, after: a });
    if (change.kind === "removed") {
      const path = change.beforePath!;
      const place = fieldPlace(old, path);
      return isField(path, change.before) ? between(path, place, valueWords(old, path, change.before), valueWords(old, path, undefined)) : line(path, place, changeWords.removed);
    }
    const path = change.path!;
    const place = fieldPlace(now, path);
    if (change.kind === "added") return isField(path, change.after) ? between(path, place, valueWords(now, path, undefined), valueWords(now, path, change.after)) : line(path, place, changeWords.added, { after: valueWords(now, path, change.after) });
    if (change.kind === "moved") return line(path, place, changeWords.moved(change.beforePath!.at(-1) as number, path.at(-1) as number));
    return between(path, place, valueWords(old, change.beforePath!, change.before), valueWords(now, path, change.after));
  });
}
