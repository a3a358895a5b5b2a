/**
 * Studio only (dev server, never the site's bundle): applies one change to the text of site.yaml
 * the way a careful person would, touching only the characters the change is about.
 *
 * The `yaml` Document (parseDocument, getIn, YAMLMap pairs, YAMLSeq items) finds the node a path
 * names and its source `range`; the new node is stringified on its own (a scalar through
 * `CST.createScalarToken`, which keeps its quoting style) and spliced into the text in place of the
 * old one. Re-printing the whole document (`doc.toString()`) would re-flow untouched nodes; a
 * splice cannot, so every comment, blank line, key order, flow/block style and quote outside the
 * change stays byte for byte.
 *
 * Every change returns its inverse, so undo is one more change (and works after someone else
 * edited another part of the file). An undone change gives back the original text byte for byte:
 * the inverse of a set or delete carries the exact text it replaced.
 */
import { CST, Document, isCollection, isMap, isScalar, isSeq, parseDocument, stringify, type Node, type Pair, type YAMLMap, type YAMLSeq } from "yaml";

import { applyToData, expectationOf, expectAt, listOp, rebase, same, transformChange, type Change, type Conflict, type LoggedOp, type Path, type Seg } from "./edits.ts";

export type { Change, Path, Seg } from "./edits.ts";

export class PatchError extends Error {}

/**
 * A change whose place is gone: the item was moved or deleted since the change was made (in a text
 * editor, another tab). It is refused as a whole, never half applied, and said so in words: the
 * studio then shows the file as it is, where the person can do it again.
 */
const MOVED = "고치려던 항목이 그 사이 옮겨지거나 지워져 이 변경은 적용하지 않았습니다. 화면을 지금 내용으로 맞췄으니 확인하고 다시 해 주세요.";

export interface Applied {
  source: string;
  /** The changes that undo this one, in the order to apply them. */
  inverse: Change[];
}

/** Applies `changes` in order; the inverse undoes all of them. */
export function applyChanges(source: string, changes: Change[]): Applied {
  let inverse: Change[] = [];
  for (const change of changes) {
    const applied = applyChange(source, change);
    source = applied.source;
    inverse = [...applied.inverse, ...inverse];
  }
  return { source, inverse };
}

/** Who last wrote a place, as the server that applies changes knows it. */
export interface Writer {
  by: string;
  at: number;
  seq: number;
}

/** What a request of conditional changes did. */
export interface Edited extends Applied {
  /** The changes refused, each offered back to its person. */
  conflicts: Conflict[];
  /** The list operations applied, for changes made before them (numbered from `seq` + 1). */
  ops: LoggedOp[];
  /** The places written, for the next conflict's "who changed it". */
  written: Path[];
  /** The changes as applied: at the places they were found again, without the ones refused. */
  applied: Change[];
}

/**
 * Applies changes made on an older view of the file: each is carried through the list operations
 * applied since it was made (`since`; undefined when they are not known, as after an edit outside
 * the studio), then checked against what it expects (studio/core/edits.ts) and applied, or refused
 * as a conflict on its own field. `atomic`: one refusal refuses all (an undo, a structural change).
 */
export function applyEdits(
  source: string,
  changes: Change[],
  options: {
    since?: readonly LoggedOp[];
    seq: number;
    atomic?: boolean;
    writerOf?: (path: Path) => Writer | undefined;
    /** The data of a text as the studio shows it (the check's, with its defaults), which the changes' expectations were read from. */
    dataOf?: (source: string) => unknown;
  },
): Edited {
  const dataOf = options.dataOf ?? ((text: string) => parsed(text).toJS() as unknown);
  let data = dataOf(source);
  let inverse: Change[] = [];
  const conflicts: Conflict[] = [];
  const ops: LoggedOp[] = [];
  const written: Path[] = [];
  const applied: Change[] = [];
  let seq = options.seq;
  const original = source;
  changes.forEach((change, index) => {
    const carried = options.since ? transformChange(change, options.since) : change;
    const placed = carried && rebase(data, carried);
    if (!placed) {
      const at = carried?.path ?? change.path;
      // Sent again (a closing tab's last typing that its own save already wrote): already done.
      if (carried && alreadyDone(data, carried)) return;
      const writer = options.writerOf?.(at);
      conflicts.push({ index, path: at, theirs: carried ? expectAt(data, at) : {}, ...(writer ? { by: writer.by, at: writer.at } : {}) });
      return;
    }
    let done: Applied;
    try {
      done = applyChange(source, placed);
    } catch (error) {
      if (!(error instanceof PatchError) || options.atomic) throw error;
      conflicts.push({ index, path: placed.path, theirs: expectAt(data, placed.path) });
      return;
    }
    const op = listOp(data, placed, seq + 1);
    source = done.source;
    // What follows (the next change, this one's undo) is checked against the data as the studio will
    // show it: a field's new value is made to it as the studio makes it; a structure (an item, a
    // block, text put back as written) is read again, with the defaults the studio's data has.
    const structural = placed.op !== "set" || placed.raw !== undefined || (placed.value !== null && typeof placed.value === "object");
    data = structural ? dataOf(source) : applyToData(data, placed);
    if (op) ops.push(op);
    seq++;
    written.push(placed.path);
    applied.push(placed);
    // Each undo says what it expects too: the values this change left.
    inverse = [...done.inverse.map((undo) => ({ ...undo, expect: expectationOf(data, undo) })), ...inverse];
  });
  if (options.atomic && conflicts.length > 0) return { source: original, inverse: [], conflicts, ops: [], written: [], applied: [] };
  return { source, inverse, conflicts, ops, written, applied };
}

/** A field change whose result is there already. */
function alreadyDone(data: unknown, change: Change): boolean {
  const now = expectAt(data, change.path);
  if (change.op === "set" && change.raw === undefined) return "value" in now && same(now.value, change.value);
  return change.op === "delete" && typeof change.path.at(-1) === "string" && !("value" in now);
}

/** Applies one change to the text of a YAML document. */
export function applyChange(source: string, change: Change): Applied {
  const text = new Text(source);
  switch (change.op) {
    case "set":
      return text.set(change.path, change);
    case "delete":
      return text.delete(change.path);
    case "insert":
      return text.insert(change.path, change);
    case "duplicate":
      return text.duplicate(change.path);
    case "move":
      return text.move(change.path, change.from, change.to);
  }
}

/** The last text read and its Document (only read here, never changed), so the next change need not read it again. */
let last: { src: string; doc: Document } | undefined;

/** The Document of `src`, read once: the server reads the text it just wrote while waiting for the next change. */
export function parsed(src: string): Document {
  if (last?.src !== src) last = { src, doc: parseDocument(src, { uniqueKeys: false }) };
  return last.doc;
}

/** One entry of a collection: a map's pair or a list's item, with where it is written. */
interface Entry {
  key: Seg;
  /** Where its text starts: its key or `-`, or a comment right above that belongs to it. */
  start: number;
  /** Where its own text starts, without those comments. */
  own: number;
  /** The end of its last line (a trailing comment included), or of the value in a flow collection. */
  end: number;
}

/** The text of a document and the parsed view of it. */
class Text {
  readonly doc: Document;

  constructor(readonly src: string) {
    this.doc = parsed(src);
    if (this.doc.errors.length > 0) throw new PatchError("site.yaml에 문법 오류가 있어 스튜디오가 고칠 수 없습니다. 먼저 편집기에서 오류를 고쳐 주세요.");
  }

  private splice(from: number, to: number, insert: string): string {
    return this.src.slice(0, from) + insert + this.src.slice(to);
  }

  private node(path: Path): Node | undefined {
    return (path.length === 0 ? this.doc.contents : this.doc.getIn(path, true)) as Node | undefined;
  }

  private collection(path: Path): YAMLMap | YAMLSeq | undefined {
    const node = this.node(path);
    return isMap(node) || isSeq(node) ? node : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // set
  // -------------------------------------------------------------------------------------------

  set(path: Path, change: { value?: unknown; raw?: string; index?: number }): Applied {
    if (path.length === 0) throw new PatchError("문서 전체는 바꿀 수 없습니다.");
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1]!;
    const parent = this.node(parentPath);
    if (!isMap(parent) && !isSeq(parent)) {
      // Its parent is not there yet (an optional object left out): set the parent with it inside.
      if (change.raw !== undefined) throw new PatchError(MOVED);
      return this.set(parentPath, { value: typeof key === "number" ? [change.value] : { [key]: change.value } });
    }
    const found = this.entryNode(parent, key);
    if (!found) {
      if (isSeq(parent)) throw new PatchError(MOVED);
      return this.insert(path, { value: change.value, raw: change.raw, index: change.index });
    }
    const { node, indicator, indent } = found;
    const inFlow = Boolean((parent as YAMLMap).flow);
    const from = indicator;
    const to = this.valueEnd(node);
    const old = this.src.slice(from, to);
    let replacement: string;
    if (change.raw !== undefined) {
      replacement = change.raw;
    } else if (isScalar(node) && node.range && node.range[0] < node.range[1] && isPlainValue(change.value)) {
      // Only the scalar's own characters change, quoted only when the new value needs it (in the old value's quote, ' or ").
      const scalar = renderScalar(change.value, { type: node.type, inFlow, indent: indent + 2 }, /* trailingComment */ this.hasTrailingComment(node));
      replacement = this.src.slice(from, node.range[0]) + scalar + this.src.slice(node.range[1], to);
    } else {
      // A list or map written inline stays inline.
      const flow = inFlow || (isCollection(node) && Boolean(node.flow));
      replacement = renderValueAfterIndicator(change.value, { inFlow: flow, indent, isSeqItem: isSeq(parent) && !inFlow });
    }
    replacement = matchTrailingNewline(replacement, old);
    return { source: this.splice(from, to, replacement), inverse: [{ op: "set", path, raw: old }] };
  }

  /** The node at `key` of a collection, where its value's text may start (after `:` or `-`) and its indent. */
  private entryNode(parent: YAMLMap | YAMLSeq, key: Seg): { node: Node; indicator: number; indent: number } | undefined {
    if (isSeq(parent)) {
      if (typeof key !== "number") return undefined;
      const node = parent.items[key] as Node | undefined;
      if (!node?.range) return undefined;
      if (parent.flow) return { node, indicator: node.range[0], indent: this.column(node.range[0]) };
      const dash = this.dashBefore(node.range[0]);
      return { node, indicator: dash + 1, indent: this.column(dash) };
    }
    const pair = findPair(parent, key);
    if (!pair) return undefined;
    const keyNode = pair.key as Node;
    const colon = this.src.indexOf(":", keyNode.range![1]);
    const value = (pair.value as Node | null) ?? undefined;
    if (!value?.range) {
      // `key:` with nothing after it: an empty value right after the colon.
      const empty = { range: [colon + 1, colon + 1, colon + 1] } as unknown as Node;
      return { node: empty, indicator: colon + 1, indent: this.column(keyNode.range![0]) };
    }
    return { node: value, indicator: colon + 1, indent: this.column(keyNode.range![0]) };
  }

  /** Where a value's own text ends: a block collection's last line (not the comments after it). */
  private valueEnd(node: Node): number {
    const range = node.range!;
    if (isCollection(node) && !node.flow) return this.lineEnd(this.lastNonSpace(range[1]));
    return range[1];
  }

  private hasTrailingComment(node: Node): boolean {
    const end = node.range![1];
    return /^[ \t]*#/.test(this.src.slice(end, this.lineEnd(end)));
  }

  // -------------------------------------------------------------------------------------------
  // entries of a collection: delete, insert, duplicate, move
  // -------------------------------------------------------------------------------------------

  /** Every entry of a collection, with the text it occupies. */
  private entries(coll: YAMLMap | YAMLSeq): Entry[] {
    const out: Entry[] = [];
    coll.items.forEach((item, i) => {
      let key: Seg;
      let own: number;
      let last: Node | undefined;
      if (isSeq(coll)) {
        const node = item as Node;
        key = i;
        own = coll.flow ? node.range![0] : this.dashBefore(node.range![0]);
        last = node;
      } else {
        const pair = item as Pair;
        const k = pair.key as Node;
        key = isScalar(k) ? (k.value as string) : String(k);
        own = k.range![0];
        last = (pair.value as Node | null)?.range ? (pair.value as Node) : k;
      }
      const end = coll.flow ? last.range![1] : this.lineEnd(this.lastNonSpace(last.range![1]));
      out.push({ key, own, start: coll.flow ? own : this.commentsAbove(own), end });
    });
    return out;
  }

  private indexOf(coll: YAMLMap | YAMLSeq, entries: Entry[], key: Seg): number {
    return isSeq(coll) ? (typeof key === "number" && key < entries.length ? key : -1) : entries.findIndex((e) => e.key === key);
  }

  delete(path: Path): Applied {
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1]!;
    const coll = this.collection(parentPath);
    if (!coll) throw new PatchError(MOVED);
    const entries = this.entries(coll);
    const i = this.indexOf(coll, entries, key);
    if (i < 0) throw new PatchError(MOVED);
    if (entries.length === 1) {
      // The last entry: the collection stays, empty, written the way YAML writes an empty one.
      return this.set(parentPath, { raw: isSeq(coll) ? " []" : " {}" });
    }
    const entry = entries[i]!;
    const raw = this.src.slice(entry.start, entry.end);
    const index = isMap(coll) ? i : undefined;
    if (i < entries.length - 1) {
      const next = entries[i + 1]!;
      const sep = this.src.slice(entry.end, next.start);
      return { source: this.splice(entry.start, next.start, ""), inverse: [{ op: "insert", path, raw, sep, index }] };
    }
    const prev = entries[i - 1]!;
    const sep = this.src.slice(prev.end, entry.start);
    return { source: this.splice(prev.end, entry.end, ""), inverse: [{ op: "insert", path, raw, sep, index }] };
  }

  insert(path: Path, change: { value?: unknown; raw?: string; sep?: string; index?: number }): Applied {
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1]!;
    const coll = this.collection(parentPath);
    if (!coll || coll.items.length === 0) {
      // A list or map that is absent or empty is written whole.
      if (change.raw !== undefined) throw new PatchError(MOVED);
      const whole = typeof key === "number" ? [change.value] : { [key]: change.value };
      const applied = this.set(parentPath, { value: whole });
      return { source: applied.source, inverse: coll ? applied.inverse : [{ op: "delete", path: parentPath }] };
    }
    const entries = this.entries(coll);
    const at = typeof key === "number" ? key : (change.index ?? entries.length);
    if (at < 0 || at > entries.length) throw new PatchError(MOVED);
    if (isMap(coll) && findPair(coll, key)) throw new PatchError("넣으려는 항목이 이미 있어 이 변경은 적용하지 않았습니다. 화면을 지금 내용으로 맞췄으니 확인해 주세요.");
    const text = change.raw ?? this.renderEntry(coll, entries, key, change.value);
    const sep = change.sep ?? this.separator(coll, entries, at);
    const source =
      at < entries.length
        ? this.splice(entries[at]!.start, entries[at]!.start, text + sep)
        : this.splice(entries[at - 1]!.end, entries[at - 1]!.end, sep + text);
    return { source, inverse: [{ op: "delete", path }] };
  }

  duplicate(path: Path): Applied {
    const parentPath = path.slice(0, -1);
    const key = path[path.length - 1]!;
    const coll = this.collection(parentPath);
    if (!isSeq(coll) || typeof key !== "number") throw new PatchError("목록의 항목만 복제할 수 있습니다.");
    const entries = this.entries(coll);
    const entry = entries[key];
    if (!entry) throw new PatchError(MOVED);
    // The copy is the item as written, without the comment above it (that names the original).
    const raw = this.src.slice(entry.own, entry.end);
    return this.insert([...parentPath, key + 1], { raw, sep: this.separator(coll, entries, key + 1) });
  }

  move(path: Path, from: number, to: number): Applied {
    const coll = this.collection(path);
    if (!isSeq(coll)) throw new PatchError("목록의 항목만 옮길 수 있습니다.");
    const entries = this.entries(coll);
    if (!entries[from] || !entries[to]) throw new PatchError(MOVED);
    if (from === to) return { source: this.src, inverse: [] };
    // Items trade places; the blank lines and separators between them stay where they are.
    const chunks = entries.map((e) => this.src.slice(e.start, e.end));
    const [moved] = chunks.splice(from, 1);
    chunks.splice(to, 0, moved!);
    let region = "";
    chunks.forEach((chunk, i) => {
      region += chunk;
      if (i < entries.length - 1) region += this.src.slice(entries[i]!.end, entries[i + 1]!.start);
    });
    const source = this.splice(entries[0]!.start, entries[entries.length - 1]!.end, region);
    return { source, inverse: [{ op: "move", path, from: to, to: from }] };
  }

  /** The text between a new entry at `at` and its neighbour, copied from the neighbours (blank lines and all). */
  private separator(coll: YAMLMap | YAMLSeq, entries: Entry[], at: number): string {
    if (coll.flow) return ", ";
    // A list of one item has no gap to copy (gapAt(-1) is none): the new item gets a line break.
    const gapAt = (i: number) => (i >= 0 && entries[i + 1] ? this.src.slice(entries[i]!.end, entries[i + 1]!.start) : undefined);
    const gap = gapAt(Math.min(at, entries.length - 2)) ?? gapAt(at - 1);
    const column = this.column(entries[0]!.own);
    // A gap holding a comment belongs to its place: a new entry gets a plain line break instead.
    if (gap !== undefined && /^\s*$/.test(gap)) return gap;
    return "\n" + " ".repeat(column);
  }

  /** A new entry's text, in the style of its neighbours (a flow item among flow items). */
  private renderEntry(coll: YAMLMap | YAMLSeq, entries: Entry[], key: Seg, value: unknown): string {
    const column = this.column(entries[0]!.own);
    if (coll.flow) return isSeq(coll) ? renderFlow(value) : `${renderKey(String(key))}: ${renderFlow(value)}`;
    if (isSeq(coll)) {
      const neighbour = coll.items[0] as Node;
      const asFlow = isCollection(neighbour) && neighbour.flow && isCollection(asNode(value)) && !hasLongText(value);
      return asFlow ? `- ${renderFlow(value)}` : indentLines(stringify([value], STRINGIFY).trimEnd(), column);
    }
    return indentLines(stringify({ [String(key)]: value }, STRINGIFY).trimEnd(), column);
  }

  // -------------------------------------------------------------------------------------------
  // positions in the text
  // -------------------------------------------------------------------------------------------

  private lineStart(offset: number): number {
    return this.src.lastIndexOf("\n", offset - 1) + 1;
  }

  private lineEnd(offset: number): number {
    const end = this.src.indexOf("\n", offset);
    return end < 0 ? this.src.length : end;
  }

  private column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  private lastNonSpace(before: number): number {
    let i = before - 1;
    while (i > 0 && /\s/.test(this.src[i]!)) i--;
    return i;
  }

  /** The `-` of a block list item whose value starts at `offset`. */
  private dashBefore(offset: number): number {
    let i = offset - 1;
    while (i >= 0 && (this.src[i] === " " || this.src[i] === "\n" || this.src[i] === "\r")) i--;
    if (this.src[i] !== "-") throw new PatchError("목록 항목의 '-'를 찾지 못했습니다.");
    return i;
  }

  /** The start of the comment lines right above `offset`'s line at its column (they describe the entry), else `offset`. */
  private commentsAbove(offset: number): number {
    const column = this.column(offset);
    if (this.src.slice(this.lineStart(offset), offset).trim() !== "") return offset;
    let start = offset;
    for (;;) {
      const lineStart = this.lineStart(start);
      if (lineStart === 0) return start;
      const prevStart = this.lineStart(lineStart - 1);
      const line = this.src.slice(prevStart, lineStart - 1);
      if (!/^ *#/.test(line) || line.indexOf("#") !== column) return start;
      start = prevStart + column;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// rendering a new value
// ---------------------------------------------------------------------------------------------

const STRINGIFY = { indent: 2, lineWidth: 0, minContentWidth: 0, indentSeq: true } as const;

function isPlainValue(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function hasLongText(value: unknown): boolean {
  return JSON.stringify(value).length > 100;
}

function asNode(value: unknown): Node {
  return new Document(value).contents as Node;
}

function findPair(map: YAMLMap, key: Seg): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && p.key.value === key) as Pair | undefined;
}

/** A map key, quoted only when YAML needs it. */
function renderKey(key: string): string {
  return stringify(key, STRINGIFY).trimEnd();
}

/** A value written inline: `{ label: 문의, href: /contact }`. */
function renderFlow(value: unknown): string {
  const doc = new Document(value);
  if (isCollection(doc.contents)) doc.contents.flow = true;
  // As site.yaml writes them: `[a, b]` and `{ label: 문의, href: /contact }`.
  return doc.toString({ ...STRINGIFY, flowCollectionPadding: !Array.isArray(value) }).trimEnd();
}

/**
 * A scalar with no quotes unless `value` needs them (it would read as a number, or starts with `{`):
 * then in the quote of the old value's style `type`, else double. Quotes a value does not need
 * are not written, even where its old value had them: the file reads as people write it.
 */
export function renderScalar(value: string | number | boolean, ctx: { type?: string | null; inFlow: boolean; indent: number }, trailingComment = false): string {
  if (typeof value !== "string") return String(value);
  const quote = ctx.type === "QUOTE_SINGLE" ? "QUOTE_SINGLE" : "QUOTE_DOUBLE";
  const wanted = value.includes("\n") ? (ctx.inFlow || trailingComment ? quote : "BLOCK_LITERAL") : "PLAIN";
  return asType(value, wanted, ctx) ?? asType(value, quote, ctx) ?? JSON.stringify(value);
}

/** `value` written as a scalar of `type`, if it reads back as exactly that text. */
function asType(value: string, type: string, ctx: { inFlow: boolean; indent: number }): string | undefined {
  const token = CST.createScalarToken(value, { type: type as never, inFlow: ctx.inFlow, indent: ctx.indent, end: [] });
  const text = CST.stringify(token).replace(/\n$/, "");
  return readsAs(text, value, ctx.inFlow) ? text : undefined;
}

/** Does `text`, written as a value, read back as exactly `value` (a string, not a number or date)? */
function readsAs(text: string, value: string, inFlow: boolean): boolean {
  const doc = parseDocument(inFlow ? `[${text}]` : `k: ${text}\n`);
  if (doc.errors.length > 0) return false;
  const read = doc.toJS() as unknown;
  return (inFlow ? (read as unknown[])[0] : (read as Record<string, unknown>).k) === value;
}

/** A whole new value written after `key:` or `- ` (the text starts with the space or line break after the indicator). */
function renderValueAfterIndicator(value: unknown, ctx: { inFlow: boolean; indent: number; isSeqItem: boolean }): string {
  if (value === undefined || value === null) return "";
  if (isPlainValue(value)) return " " + renderScalar(value, { inFlow: ctx.inFlow, indent: ctx.indent + 2 });
  if (ctx.inFlow) return " " + renderFlow(value);
  const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0;
  if (empty) return " " + renderFlow(value);
  const text = stringify(value, STRINGIFY).trimEnd();
  // A list item's map starts on the `-` line; a key's map or list starts on the next line, indented.
  if (ctx.isSeqItem) return " " + indentLines(text, ctx.indent + 2);
  return "\n" + indentLines(text, ctx.indent + 2, true);
}

function indentLines(text: string, column: number, first = false): string {
  const pad = " ".repeat(column);
  return text
    .split("\n")
    .map((line, i) => ((i > 0 || first) && line !== "" ? pad + line : line))
    .join("\n");
}

/** The replacement ends in a line break exactly when the text it replaces did (block scalars own theirs). */
function matchTrailingNewline(text: string, old: string): string {
  const had = old.endsWith("\n");
  if (had && !text.endsWith("\n")) return text + "\n";
  if (!had && text.endsWith("\n")) return text.replace(/\n+$/, "");
  return text;
}
