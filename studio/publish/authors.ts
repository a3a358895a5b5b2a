/**
 * Studio server only: who wrote what of the draft. A publish names as its authors the editors whose
 * changes it carries, not the person who pressed 게시 (they are the committer), and the conflict
 * picker says who typed the draft's value and when.
 *
 * Each change the studio writes is kept as a contribution at its field: a value set, an item added
 * (inserted, duplicated or moved) or an item removed. A later change to a list moves the places of
 * the contributions under it, as the list moved, so a card added above a field does not lose whose
 * the field is. At a publish, a person is an author when one of their contributions is among the
 * published changes and still holds what they wrote: text typed over by someone else is not theirs.
 * Kept in the server's --data folder (draft-authors.json), so a restart forgets no one.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { isNode, parseDocument, type Document } from "yaml";
import type { WrittenChange } from "../server/document.ts";
import { writeAtomic } from "../server/files.ts";
import { parsed, type Change, type Path } from "../core/patch.ts";
import { dataAt, dataOf, diffData } from "./merge.ts";

export interface Contribution {
  by: string;
  /** ISO time of the person's last change there. */
  at: string;
  kind: "set" | "item" | "removed";
  /** In the draft as it is now (for a removal: the list item's place when it was removed). */
  path: Path;
  /** What was set, or the item removed; an added item is matched by its place alone. */
  value?: unknown;
}

const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((seg, i) => seg === path[i]);
const related = (a: Path, b: Path) => startsWith(a, b) || startsWith(b, a);

/** Where `path` is after `change`, or undefined when the change removed it. Paths outside the changed list stay. */
export function pathAfter(path: Path, change: Change): Path | undefined {
  if (change.op === "delete" && startsWith(path, change.path)) return undefined;
  const list = change.op === "move" ? change.path : change.path.slice(0, -1);
  const i = path[list.length];
  if (change.op === "set" || !startsWith(path, list) || typeof i !== "number") return path;
  const to = (index: number) => [...list, index, ...path.slice(list.length + 1)];
  if (change.op === "move") {
    const { from, to: at } = change;
    if (i === from) return to(at);
    if (from < i && i <= at) return to(i - 1);
    if (at <= i && i < from) return to(i + 1);
    return path;
  }
  const at = change.path.at(-1);
  if (typeof at !== "number") return path;
  if (change.op === "insert") return i >= at ? to(i + 1) : path;
  if (change.op === "duplicate") return i > at ? to(i + 1) : path;
  return i > at ? to(i - 1) : path;
}

function valueIn(doc: Document, path: Path): unknown {
  const node: unknown = doc.getIn(path, true);
  return isNode(node) ? node.toJS(doc) : node;
}

export class DraftAuthors {
  private readonly file: string;
  private list: Contribution[];

  constructor(dataDir: string, private readonly now = () => new Date()) {
    this.file = join(dataDir, "draft-authors.json");
    this.list = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as Contribution[]) : [];
  }

  /** Keeps one written change's contributions, moving the places of the earlier ones as it moved them. */
  record(change: WrittenChange): void {
    const by = change.by ?? "";
    const at = this.now().toISOString();
    let before: Document | undefined;
    for (const c of change.changes) {
      this.list = this.list.flatMap((k) => {
        const path = k.kind === "removed" ? k.path : pathAfter(k.path, c);
        return path ? [{ ...k, path }] : [];
      });
      let added: Contribution;
      if (c.op === "set") added = { by, at, kind: "set", path: c.path, value: "value" in c && c.raw === undefined ? c.value : valueIn(parsed(change.after), c.path) };
      else if (c.op === "delete") added = { by, at, kind: "removed", path: c.path, value: valueIn((before ??= parseDocument(change.before, { uniqueKeys: false })), c.path) };
      else if (c.op === "move") added = { by, at, kind: "item", path: [...c.path, c.to] };
      else added = { by, at, kind: "item", path: c.op === "duplicate" ? [...c.path.slice(0, -1), (c.path.at(-1) as number) + 1] : c.path };
      // Typing in a field is one contribution, where the person first touched it, with the latest value.
      const same = this.list.findIndex((k) => k.by === by && k.kind === added.kind && isDeepStrictEqual(k.path, added.path));
      if (same >= 0 && added.kind === "set") this.list[same] = added;
      else this.list.push(added);
    }
    this.save();
  }

  /** The contributions as they are now: a review request keeps them with its snapshot of the draft, whose places they name. */
  snapshot(): Contribution[] {
    return structuredClone(this.list);
  }

  /** The contributions `from` → `to` publishes: `to` is the draft, or a review's snapshot of it with the contributions kept then. */
  private carried({ from, to }: { from: string; to: string }, list = this.list): Contribution[] {
    if (from === to) return [];
    const now = dataOf(to);
    const changes = diffData(dataOf(from), now);
    return list.filter((k) => {
      if (k.kind === "removed") return changes.some((c) => c.kind === "removed" && isDeepStrictEqual(c.before, k.value));
      if (!changes.some((c) => related(c.path ?? c.beforePath!, k.path))) return false;
      return k.kind === "item" ? dataAt(now, k.path) !== undefined : isDeepStrictEqual(dataAt(now, k.path), k.value);
    });
  }

  /** The people whose changes `from` → `to` carries, in the order they first made one. */
  authorsOf(published: { from: string; to: string }, list?: Contribution[]): string[] {
    return [...new Set(this.carried(published, list).map((k) => k.by))];
  }

  /** Who last set the field at `path` (in the draft) to `value`, and when. */
  whoSet(path: Path, value: unknown): { by: string; at: string } | undefined {
    const found = this.list.filter((k) => k.kind === "set" && isDeepStrictEqual(k.path, path) && isDeepStrictEqual(k.value, value)).sort((a, b) => a.at.localeCompare(b.at)).at(-1);
    return found && { by: found.by, at: found.at };
  }

  /** After a publish, discard or restore: only what the draft still holds unpublished stays (none when the draft is the published text). */
  settle(published: { from: string; to: string }): void {
    this.list = this.carried(published);
    this.save();
  }

  private save(): void {
    writeAtomic(this.file, JSON.stringify(this.list));
  }
}
