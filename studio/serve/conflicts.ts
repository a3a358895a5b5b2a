/**
 * Studio server only: when a change had to be applied again (it was made on a version someone
 * else's change had already replaced), the studio says in Korean who changed what meanwhile. The
 * last writes are kept with their texts, and a conflict's words are made from them only when one
 * happens, in the change list's words (studio/publish/changes.ts, the check's place words).
 */
import { changeList } from "../publish/changes.ts";
import type { WrittenChange } from "../server/handler.ts";
import { versionOf } from "../server/handler.ts";

/** How many writes are kept: a studio that fell further behind is told only that the file changed. */
const KEPT = 30;
/** How many changes of one person are named; the rest are counted. */
const NAMED = 3;

export class RecentWrites {
  private writes: { base: string; before: string; after: string; by: string }[] = [];

  add(change: WrittenChange): void {
    this.writes.push({ base: versionOf(change.before), before: change.before, after: change.after, by: change.by ?? "" });
    if (this.writes.length > KEPT) this.writes.shift();
  }

  /** Who changed what since version `base`, or undefined when that is not known. */
  since(base: string): string | undefined {
    const from = this.writes.findIndex((write) => write.base === base);
    if (from < 0) return undefined;
    const people = new Map<string, string[]>();
    for (const { before, after, by } of this.writes.slice(from)) {
      const lines = changeList(before, after).map((line) => line.text);
      people.set(by, [...(people.get(by) ?? []), ...lines]);
    }
    const said = [...people].map(([by, lines]) => {
      const named = [...new Set(lines)];
      const more = named.length > NAMED ? ` 외 ${named.length - NAMED}건` : "";
      return `${by || "다른 사람"} 님이 바꾼 ${named.slice(0, NAMED).join(", ")}${more}`;
    });
    return `${said.join("; ")}. 이 내용을 먼저 반영하고, 방금 고친 내용을 그 위에 다시 적용했습니다.`;
  }
}
