/**
 * Studio server only: site.yaml compared and merged field by field, as data, never line by line.
 *
 *   diffData(before, after)            what changed, each at its field (the change list, "변경 N건")
 *   changesTo(from, to)                the patcher's changes that turn `from` into `to`
 *   mergeTexts(base, ours, theirs)     a three-way merge: the remote moved while a draft was edited
 *
 * A merge never re-prints the file: it takes the other side's text and replays this side's
 * changes onto it with the studio's own patcher (studio/core/patch.ts, applyChanges), so every
 * byte that neither side changed stays as written, comments and all, and the commit's diff holds
 * only the fields this side changed. Two sides changing different fields merge by themselves; one
 * field changed to two different values is a conflict, which the person publishing settles.
 *
 * Lists are lined up item by item (the longest run of equal items, then items of the same page
 * path or block type between them), so a block added on one side and a field of another block
 * changed on the other are two separate changes, not one conflict over the whole list.
 */
import { isDeepStrictEqual } from "node:util";
import { MAX_ALIAS_COUNT, plainData } from "../../engine/check/parse.ts";
import { applyChanges, parsed, type Change, type Path } from "../core/patch.ts";

type Data = unknown;

/** One field that differs. `path` is where it is in `after`, `beforePath` in `before`. */
export interface FieldChange {
  kind: "changed" | "added" | "removed" | "moved";
  path?: Path;
  beforePath?: Path;
  before?: Data;
  after?: Data;
}

/** A field both sides changed, differently. `path` is its place in the draft (`ours`), else in `theirs`. */
export interface Conflict {
  key: string;
  path: Path;
  in: "ours" | "theirs";
  base: Data;
  ours: Data;
  theirs: Data;
}

/** The person's choice for each conflict, by its key. */
export type Picks = Record<string, "ours" | "theirs">;

const equal = (a: Data, b: Data) => isDeepStrictEqual(a, b);
const isObject = (v: Data): v is Record<string, Data> => typeof v === "object" && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------
// lining up two lists
// ---------------------------------------------------------------------------------------------

type Step = { kind: "same" | "changed"; a: number; b: number } | { kind: "removed"; a: number } | { kind: "added"; b: number };

/** Items that are one item edited: the same page (path), the same kind of block (type), or two plain values. */
function sameItem(a: Data, b: Data): boolean {
  if (isObject(a) && isObject(b)) {
    if ("path" in a || "path" in b) return a.path === b.path;
    if ("type" in a || "type" in b) return a.type === b.type;
    return true;
  }
  return !Array.isArray(a) && !Array.isArray(b) && !isObject(a) && !isObject(b);
}

/** How list `a` became list `b`, in order: items kept, edited, removed, added. */
export function align(a: Data[], b: Data[]): Step[] {
  // The longest run of equal items (lists here are short: pages, blocks, cards).
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = equal(a[i], b[j]) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  // Between two equal items: pair the ones that are the same item edited, in order.
  const gap = (toA: number, toB: number) => {
    let b0 = j;
    for (; i < toA; i++) {
      let k = b0;
      while (k < toB && !sameItem(a[i], b[k])) k++;
      if (k === toB) {
        steps.push({ kind: "removed", a: i });
        continue;
      }
      for (; b0 < k; b0++) steps.push({ kind: "added", b: b0 });
      steps.push({ kind: "changed", a: i, b: k });
      b0 = k + 1;
    }
    for (; b0 < toB; b0++) steps.push({ kind: "added", b: b0 });
    j = toB;
  };
  let ai = 0;
  let bj = 0;
  while (ai < n && bj < m) {
    if (equal(a[ai], b[bj])) {
      gap(ai, bj);
      steps.push({ kind: "same", a: ai, b: bj });
      i = ++ai;
      j = ++bj;
    } else if (lcs[ai + 1]![bj]! >= lcs[ai]![bj + 1]!) ai++;
    else bj++;
  }
  gap(n, m);
  return steps;
}

// ---------------------------------------------------------------------------------------------
// what changed
// ---------------------------------------------------------------------------------------------

/** Every field that differs between two versions of the data, in the order of the file. */
export function diffData(before: Data, after: Data, path: Path = [], beforePath: Path = path): FieldChange[] {
  if (equal(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const out: FieldChange[] = [];
    for (const key of Object.keys(after)) {
      if (!(key in before)) out.push({ kind: "added", path: [...path, key], after: after[key] });
      else out.push(...diffData(before[key], after[key], [...path, key], [...beforePath, key]));
    }
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ kind: "removed", beforePath: [...beforePath, key], before: before[key] });
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: FieldChange[] = [];
    const steps = align(before, after);
    for (const step of steps) {
      if (step.kind === "changed") out.push(...diffData(before[step.a], after[step.b], [...path, step.b], [...beforePath, step.a]));
      else if (step.kind === "added") out.push({ kind: "added", path: [...path, step.b], after: after[step.b] });
      else if (step.kind === "removed") out.push({ kind: "removed", beforePath: [...beforePath, step.a], before: before[step.a] });
    }
    // An item removed in one place and added, unchanged, in another was moved.
    for (const removed of out.filter((c) => c.kind === "removed" && c.beforePath!.length === beforePath.length + 1)) {
      const added = out.find((c) => c.kind === "added" && c.path!.length === path.length + 1 && equal(c.after, removed.before));
      if (!added) continue;
      out.splice(out.indexOf(removed), 1);
      Object.assign(added, { kind: "moved", beforePath: removed.beforePath, before: removed.before });
    }
    return out;
  }
  return [{ kind: "changed", path, beforePath, before, after }];
}

// ---------------------------------------------------------------------------------------------
// the patcher's changes from one version to another
// ---------------------------------------------------------------------------------------------

/** The changes that turn data `from` into `to`, in the order applyChanges applies them. */
export function changesTo(from: Data, to: Data, path: Path = []): Change[] {
  if (equal(from, to)) return [];
  if (isObject(from) && isObject(to)) {
    const out: Change[] = [];
    const keys = Object.keys(from).filter((k) => k in to);
    for (const key of Object.keys(from)) if (!(key in to)) out.push({ op: "delete", path: [...path, key] });
    Object.keys(to).forEach((key) => {
      if (key in from) return out.push(...changesTo(from[key], to[key], [...path, key]));
      // A new key goes after the key before it in `to` (the patcher inserts at an index of the map as it is then).
      const before = Object.keys(to).slice(0, Object.keys(to).indexOf(key)).filter((k) => keys.includes(k));
      const index = before.length > 0 ? keys.indexOf(before[before.length - 1]!) + 1 : 0;
      keys.splice(index, 0, key);
      out.push({ op: "set", path: [...path, key], value: to[key], index });
    });
    return out;
  }
  if (Array.isArray(from) && Array.isArray(to) && path.length > 0) {
    const out: Change[] = [];
    let at = 0;
    for (const step of align(from, to)) {
      if (step.kind === "same") at++;
      else if (step.kind === "changed") out.push(...changesTo(from[step.a], to[step.b], [...path, at++]));
      else if (step.kind === "removed") out.push({ op: "delete", path: [...path, at] });
      else out.push({ op: "insert", path: [...path, at++], value: to[step.b] });
    }
    return out;
  }
  if (path.length === 0) throw new Error("site.yaml의 맨 위 구조가 바뀌어 필드별로 합칠 수 없습니다.");
  return [{ op: "set", path, value: to }];
}

// ---------------------------------------------------------------------------------------------
// three-way merge
// ---------------------------------------------------------------------------------------------

const ABSENT = undefined;

interface MergeContext {
  picks: Picks;
  conflicts: Conflict[];
}

function conflict(ctx: MergeContext, path: Path, side: "ours" | "theirs", base: Data, ours: Data, theirs: Data): Data {
  const key = JSON.stringify(path);
  const pick = ctx.picks[key];
  if (pick) return pick === "ours" ? ours : theirs;
  ctx.conflicts.push({ key, path, in: side, base, ours, theirs });
  return ours;
}

function merge3(ctx: MergeContext, base: Data, ours: Data, theirs: Data, path: Path, side: "ours" | "theirs" = "ours"): Data {
  if (equal(ours, theirs) || equal(base, theirs)) return ours;
  if (equal(base, ours)) return theirs;
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const out: Record<string, Data> = {};
    // Theirs' order, with a key only ours added placed after the key before it in ours.
    const order = Object.keys(theirs);
    Object.keys(ours).forEach((key, i, keys) => {
      if (order.includes(key)) return;
      const after = keys.slice(0, i).reverse().find((k) => order.includes(k));
      order.splice(after === undefined ? 0 : order.indexOf(after) + 1, 0, key);
    });
    for (const key of order) {
      const value = merge3(ctx, base[key], ours[key], theirs[key], [...path, key], side);
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs)) return mergeLists(ctx, base, ours, theirs, path);
  return conflict(ctx, path, side, base, ours, theirs);
}

/** What became of each item of the base on one side, and what that side added before each. */
function fates(steps: Step[], baseLength: number) {
  const item: (Step | undefined)[] = new Array(baseLength);
  const added: number[][] = Array.from({ length: baseLength + 1 }, () => []);
  let next = 0;
  for (const step of steps) {
    if (step.kind === "added") added[next]!.push(step.b);
    else {
      item[step.a] = step;
      next = step.a + 1;
    }
  }
  return { item, added };
}

function mergeLists(ctx: MergeContext, base: Data[], ours: Data[], theirs: Data[], path: Path): Data[] {
  const o = fates(align(base, ours), base.length);
  const t = fates(align(base, theirs), base.length);
  const out: Data[] = [];
  // Index of the item in ours' list for a conflict's place; -1 when ours has no such item yet.
  let oursAt = 0;
  for (let j = 0; j <= base.length; j++) {
    const theirsNew = t.added[j]!.map((b) => theirs[b]);
    const oursNew = o.added[j]!.map((b) => ours[b]);
    // Both added the same thing in the same place: once. Otherwise both, the remote's first.
    out.push(...theirsNew, ...oursNew.filter((v) => !theirsNew.some((w) => equal(v, w))));
    oursAt += oursNew.length;
    if (j === base.length) break;
    const os = o.item[j]!;
    const ts = t.item[j]!;
    const oursValue = os.kind === "removed" ? ABSENT : ours[os.b];
    const theirsValue = ts.kind === "removed" ? ABSENT : theirs[ts.b];
    let value: Data;
    if (os.kind === "removed" && ts.kind !== "changed") value = ABSENT;
    else if (ts.kind === "removed" && os.kind !== "changed") value = ABSENT;
    else if (os.kind === "removed" || ts.kind === "removed") {
      // Removed on one side, edited on the other: the person decides.
      const place = os.kind === "removed" ? ([...path, ts.kind === "changed" ? ts.b : j] as Path) : ([...path, oursAt] as Path);
      value = conflict(ctx, place, os.kind === "removed" ? "theirs" : "ours", base[j], oursValue, theirsValue);
    } else value = merge3(ctx, base[j], oursValue, theirsValue, [...path, oursAt]);
    if (os.kind !== "removed") oursAt++;
    if (value !== ABSENT) out.push(value);
  }
  return out;
}

/** The value at `path` in plain data, or undefined when there is none. */
export function dataAt(data: Data, path: Path): Data {
  return path.reduce<Data>((value, seg) => (value && typeof value === "object" ? (value as Record<string, Data>)[seg] : undefined), data);
}

/** The last texts read, and their data: one publish reads the same few texts several times. */
const read = new Map<string, Data>();

/** The data of a YAML text, as written (no defaults), as the check reads it: js-yaml for a plain text, else yaml. */
export function dataOf(text: string): Data {
  if (read.has(text)) return structuredClone(read.get(text));
  const plain = plainData(text);
  let data: Data;
  if (plain.read) data = plain.data;
  else {
    const doc = parsed(text);
    if (doc.errors.length > 0) throw new Error(`site.yaml을 읽지 못했습니다: ${doc.errors[0]!.message}`);
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  }
  read.set(text, data);
  if (read.size > 6) read.delete(read.keys().next().value!);
  return structuredClone(data);
}

export type Merged = { ok: true; text: string } | { ok: false; conflicts: Conflict[] };

/**
 * Three-way merge of site.yaml: `base` is the version both started from, `ours` the draft,
 * `theirs` the remote's. The result is `theirs` with ours' changes replayed onto it.
 */
export function mergeTexts(base: string, ours: string, theirs: string, picks: Picks = {}): Merged {
  if (theirs === base || theirs === ours) return { ok: true, text: ours };
  if (ours === base) return { ok: true, text: theirs };
  const theirsData = dataOf(theirs);
  const ctx: MergeContext = { picks, conflicts: [] };
  const merged = merge3(ctx, dataOf(base), dataOf(ours), theirsData, []);
  if (ctx.conflicts.length > 0) return { ok: false, conflicts: ctx.conflicts };
  const text = applyChanges(theirs, changesTo(theirsData, merged)).source;
  // The patcher writes what it was asked to; a text that reads back as anything else is a fault here, never published.
  if (!equal(dataOf(text), merged)) throw new Error("합친 site.yaml이 예상과 달라 게시하지 않았습니다.");
  return { ok: true, text };
}
