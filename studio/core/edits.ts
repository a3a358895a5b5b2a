/**
 * Studio core (no I/O, no DOM, no React; imported by the browser app and the servers alike): what
 * one change to site.yaml says, and how a change made on an older view of the file finds its place
 * in the file as it is now.
 *
 * Every change says what it changes from (`expect`): "set this field to Y if it still holds X",
 * "delete this card if it is still this card", "insert after the item that was before it". The
 * server checks that against the file as it is when the change arrives, field by field: a change
 * to another field never conflicts, whatever else happened to the file, and a change to a field
 * that someone (another studio, a text editor, git) changed since is refused and offered back to
 * the person, never written over the newer value.
 *
 * List places move when someone inserts, deletes or moves an item before them. The server keeps
 * the list operations it applied, numbered (`seq`); a change made at `seq` N has its path carried
 * through the operations after N (`transformPath`) before it is checked, so typing into the third
 * card still lands in that card after someone added a card above it.
 */

export type Seg = string | number;
export type Path = Seg[];

/** What a change expects to find where it acts: `{ value }` the value there, `{}` nothing there. */
export type Expect = { value?: unknown };

/** One change to site.yaml. Paths are data paths: ["pages", 3, "blocks", 0, "title"]. */
export type Change =
  /** Sets a value (adds the key at `index`, or last, when absent); `raw` is YAML text put back as written. */
  | { op: "set"; path: Path; value?: unknown; raw?: string; index?: number; expect?: Expect }
  /** Removes a key of a map or an item of a list; `expect`: the value removed. */
  | { op: "delete"; path: Path; expect?: Expect }
  /** Inserts a list item at the index the path ends with (a map key at `index`); `sep` is the text between it and its neighbour. `expect`: the list as it was. */
  | { op: "insert"; path: Path; value?: unknown; raw?: string; sep?: string; index?: number; expect?: Expect }
  /** Inserts a copy of a list item, as written, right after it; `expect`: the item copied. */
  | { op: "duplicate"; path: Path; expect?: Expect }
  /** Moves a list item from one index to another; `expect`: the list as it was. */
  | { op: "move"; path: Path; from: number; to: number; expect?: Expect };

/** A list operation the server applied, as it applied it, numbered: later changes made before it are carried through it. */
export interface LoggedOp {
  seq: number;
  op: "insert" | "delete" | "duplicate" | "move";
  /** The list's path. */
  list: Path;
  /** insert/delete/duplicate: the index acted on; move: from. */
  at: number;
  /** move only. */
  to?: number;
}

/** A change refused because its place holds something else now: offered back to the person, not written. */
export interface Conflict {
  /** Its index in the request. */
  index: number;
  path: Path;
  /** What is there now (absent: the place is gone). */
  theirs: Expect;
  /** Who wrote what is there now, and when, when the server knows (a studio user); else it came from outside (an editor, git). */
  by?: string;
  at?: number;
}

export const pathKey = (path: Path): string => JSON.stringify(path);

export function getIn(data: any, path: Path): any {
  return path.reduce((node, seg) => node?.[seg], data);
}

/** Whether `path` leads to something in `data` (a value that is `undefined`-free JSON). */
export function has(data: any, path: Path): boolean {
  let node = data;
  for (const seg of path) {
    if (node === null || typeof node !== "object" || !(seg in node)) return false;
    node = node[seg];
  }
  return true;
}

/** What is at `path` now, as an expectation. */
export function expectAt(data: any, path: Path): Expect {
  return has(data, path) ? { value: getIn(data, path) } : {};
}

/** Structural equality of JSON values (key order does not matter). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => same(item, (b as unknown[])[i]));
  const ka = Object.keys(a as object).filter((k) => (a as any)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as any)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as any)[k], (b as any)[k]));
}

export function sameExpect(a: Expect, b: Expect): boolean {
  return "value" in a === "value" in b && same(a.value, b.value);
}

const isListPlace = (data: any, path: Path) => typeof path.at(-1) === "number" && Array.isArray(getIn(data, path.slice(0, -1)));

/**
 * The changes with what each expects, read from `data` as the person saw it (each change made on
 * the result of the ones before). A change that already says what it expects keeps it.
 */
export function withExpectations(data: any, changes: Change[]): Change[] {
  return changes.map((change) => {
    const out = change.expect ? change : { ...change, expect: expectationOf(data, change) };
    data = applyToData(data, change);
    return out;
  });
}

export function expectationOf(data: any, change: Change): Expect {
  // An insert into a list expects the list as it was; everything else what is at its path.
  const intoList = change.op === "insert" && typeof change.path.at(-1) === "number";
  return expectAt(data, intoList ? change.path.slice(0, -1) : change.path);
}

/**
 * `change` made on the file as the person saw it, placed in the file as it is now (`data`): its
 * path and list indices found again, or a conflict (`undefined`) when what it acts on is not there
 * as it was. A change without `expect` is taken as it is.
 */
export function rebase(data: any, change: Change): Change | undefined {
  const expect = change.expect;
  if (!expect) return change;
  const now = expectAt(data, change.path);
  switch (change.op) {
    case "set":
      return sameExpect(now, expect) ? change : undefined;
    case "delete":
    case "duplicate": {
      if (sameExpect(now, expect)) return change;
      if (!isListPlace(data, change.path) || !("value" in expect)) return undefined;
      // The item moved within its list: act on it where it is now.
      const list = getIn(data, change.path.slice(0, -1)) as unknown[];
      const at = nearest(list, expect.value, change.path.at(-1) as number);
      return at < 0 ? undefined : { ...change, path: [...change.path.slice(0, -1), at] };
    }
    case "insert": {
      const index = change.path.at(-1);
      if (typeof index !== "number") return sameExpect(now, {}) ? change : undefined;
      const listPath = change.path.slice(0, -1);
      const list = getIn(data, listPath);
      const was = expect.value;
      if (!Array.isArray(list) || !Array.isArray(was)) return has(data, listPath) === "value" in expect ? change : undefined;
      if (same(list, was)) return change;
      // Adding never conflicts: after the item it followed, else first, else last.
      if (index === 0) return { ...change, path: [...listPath, 0] };
      const before = nearest(list, was[index - 1], index - 1);
      return { ...change, path: [...listPath, before < 0 ? list.length : before + 1] };
    }
    case "move": {
      const list = getIn(data, change.path);
      const was = expect.value;
      if (!Array.isArray(list) || !Array.isArray(was)) return undefined;
      if (same(list, was)) return change;
      const from = nearest(list, was[change.from], change.from);
      if (from < 0) return undefined;
      return { ...change, from, to: Math.min(change.to, list.length - 1) };
    }
  }
}

/** The index of the item equal to `item` nearest to `hint`, or -1. */
function nearest(list: unknown[], item: unknown, hint: number): number {
  let best = -1;
  list.forEach((candidate, i) => {
    if (same(candidate, item) && (best < 0 || Math.abs(i - hint) < Math.abs(best - hint))) best = i;
  });
  return best;
}

/** The list operation a change is, for the log (undefined: not one). */
export function listOp(data: any, change: Change, seq: number): LoggedOp | undefined {
  if (change.op === "move") return { seq, op: "move", list: change.path, at: change.from, to: change.to };
  const at = change.path.at(-1);
  if (typeof at !== "number" || change.op === "set") return undefined;
  const list = change.path.slice(0, -1);
  if (change.op === "insert" || Array.isArray(getIn(data, list))) return { seq, op: change.op, list, at };
  return undefined;
}

/**
 * `path` as it is after the list operation `op` (undefined: the item it led through was deleted).
 */
export function transformPath(path: Path, op: LoggedOp): Path | undefined {
  const n = op.list.length;
  if (path.length <= n || !op.list.every((seg, i) => path[i] === seg)) return path;
  const index = path[n];
  if (typeof index !== "number") return path;
  let next = index;
  switch (op.op) {
    case "insert":
      if (index >= op.at) next = index + 1;
      break;
    case "duplicate":
      if (index > op.at) next = index + 1;
      break;
    case "delete":
      if (index === op.at) return undefined;
      if (index > op.at) next = index - 1;
      break;
    case "move": {
      const to = op.to!;
      if (index === op.at) next = to;
      else if (op.at < to && index > op.at && index <= to) next = index - 1;
      else if (op.at > to && index >= to && index < op.at) next = index + 1;
      break;
    }
  }
  return next === index ? path : [...path.slice(0, n), next, ...path.slice(n + 1)];
}

/** `path` carried through every operation of `ops` in order (undefined: gone). */
export function transformThrough(path: Path, ops: readonly LoggedOp[]): Path | undefined {
  let out: Path | undefined = path;
  for (const op of ops) {
    if (!out) return undefined;
    out = transformPath(out, op);
  }
  return out;
}

/** A change carried through `ops`: its path found again (a move's and an insert's indices are found again by `rebase`). */
export function transformChange(change: Change, ops: readonly LoggedOp[]): Change | undefined {
  const path = transformThrough(change.path, ops);
  return path ? (path === change.path ? change : { ...change, path }) : undefined;
}

/** `data` with one change made to it, as the server makes it to the text (a change that does not fit leaves it as it is). */
export function applyToData(data: any, change: Change): any {
  const parent = change.path.slice(0, -1);
  const last = change.path[change.path.length - 1];
  const list = (path: Path, edit: (items: unknown[]) => void) => {
    const items = getIn(data, path);
    if (!Array.isArray(items)) return data;
    const copy = [...items];
    edit(copy);
    return withValue(data, path, copy);
  };
  switch (change.op) {
    case "set":
      // Text as written (an undo's) is not data: the server's answer shows it.
      return change.raw === undefined ? withValue(data, change.path, change.value) : data;
    case "delete":
      return withValue(data, change.path, undefined);
    case "insert":
      if (change.raw !== undefined) return data;
      return typeof last === "number" ? list(parent, (items) => items.splice(last, 0, change.value)) : withValue(data, change.path, change.value);
    case "duplicate":
      return typeof last === "number" ? list(parent, (items) => last < items.length && items.splice(last + 1, 0, structuredClone(items[last]))) : data;
    case "move":
      return list(change.path, (items) => {
        if (change.from < items.length && change.to < items.length) items.splice(change.to, 0, ...items.splice(change.from, 1));
      });
  }
}

/** `data` with `value` at `path` (objects made on the way; undefined removes it), copying only the objects on that path. */
export function withValue(data: any, path: Path, value: unknown): any {
  if (path.length === 0) return value;
  const [seg, ...rest] = path as [Seg, ...Path];
  const copy: any = Array.isArray(data) ? [...data] : { ...(data ?? {}) };
  const next = withValue(copy[seg], rest, value);
  if (next !== undefined) copy[seg] = next;
  else if (Array.isArray(copy)) copy.splice(seg as number, 1);
  else delete copy[seg];
  return copy;
}
