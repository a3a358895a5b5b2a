/**
 * Studio server only: the audit trail, as people read it. A row says who did what, when:
 *  - a change of a field, with its page, block, place in words and the value before and after. A
 *    person typing in one field makes one row, not one per save: saves of the same field by the same
 *    person with no more than QUIET_MS between them are one typing burst, with the first save's
 *    'before' and the last one's 'after' (typed and then typed back to the same value: no row);
 *  - adding, removing, copying or moving an item, one row each;
 *  - publish, restore, review requested, sent back, a failed push (with git's own words) and
 *    sign-in and sign-out, each a row of its own (`event`).
 * The file (`audit.jsonl` in the data folder, never in the repository) is only ever appended to and
 * is readable by the server's user alone (0600). A burst still open is kept beside it
 * (`audit-open.json`), so a server that stops mid-burst writes it at its next start. Admins read the
 * trail in the studio (GET /__studio/api/audit, newest first).
 */
import { appendFileSync, chmodSync, existsSync, readFileSync, rmSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { join } from "node:path";
import { isNode, parseDocument, type Document } from "yaml";
import type { WrittenChange } from "./document.ts";
import { writeAtomic } from "./files.ts";
import { parsed, type Change, type Path } from "../core/patch.ts";
import { fieldPlace } from "../core/place-words.ts";
import type { AuditEntry } from "../core/wire.ts";
import { dataOf } from "../publish/merge.ts";

export type { AuditEntry };

/** A row that is not a change of site.yaml. */
export interface TrailEvent {
  op: "publish" | "restore" | "discard" | "review" | "return" | "push-failed" | "sign-in" | "sign-out";
  by: string;
  summary?: string;
  detail?: string;
  commit?: string;
}

/** The longest pause, in ms, between two saves of one field by one person that are still one typing burst. */
export const QUIET_MS = 10_000;

/** The longest value kept as it is; a longer one (a whole block deleted) is cut, with its length. */
const MAX_VALUE = 2000;

export const AUDIT_FILE = "audit.jsonl";

function valueAt(doc: Document, path: Path): unknown {
  const value: unknown = doc.getIn(path);
  const plain = isNode(value) ? value.toJS(doc) : value;
  const text = JSON.stringify(plain);
  return text !== undefined && text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}… (${text.length}자)` : plain;
}

/** The entries one written change makes. */
export function entriesOf(change: WrittenChange, before: Document, after: Document, at: Date): AuditEntry[] {
  // Data for the place's words, read once for all the changes: a deletion is said where it was, the rest where it is now.
  const data: { before?: unknown; after?: unknown } = {};
  const placeOf = (c: Change) => {
    const side = c.op === "delete" ? "before" : "after";
    data[side] ??= dataOf(change[side]);
    return fieldPlace(data[side], c.path);
  };
  return change.changes.map((c) => {
    const path = c.path;
    const inPage = path[0] === "pages" && typeof path[1] === "number";
    const page = inPage ? ((before.getIn([...path.slice(0, 2), "path"]) ?? after.getIn([...path.slice(0, 2), "path"])) as string | undefined) : undefined;
    const inBlock = inPage && path[2] === "blocks" && typeof path[3] === "number";
    const field = path.slice(inBlock ? 4 : inPage ? 2 : 0).join(".");
    const entry: AuditEntry = { at: at.toISOString(), by: change.by ?? "", op: c.op, field, place: placeOf(c), version: change.version };
    if (page !== undefined) entry.page = page;
    if (inBlock) entry.block = (path[3] as number) + 1;
    // A move's before and after are the list's order: the item's place.
    if (c.op === "move") return { ...entry, before: c.from + 1, after: c.to + 1 };
    const was = valueAt(before, path);
    const is = c.op === "duplicate" ? valueAt(after, [...path.slice(0, -1), (path.at(-1) as number) + 1]) : valueAt(after, path);
    if (was !== undefined && c.op !== "insert") entry.before = was;
    if (is !== undefined && c.op !== "delete") entry.after = is;
    return entry;
  });
}

/** A typing burst not yet written: its row, what it is a burst of, and when its last save was (ms). */
interface Burst {
  entry: AuditEntry;
  key: string;
  last: number;
}

export const AUDIT_OPEN_FILE = "audit-open.json";

export class AuditTrail {
  readonly file: string;
  private readonly openFile: string;
  /** The Document of the text the last change left: typing's next change starts from it. */
  private last: { text: string; doc: Document } | undefined;
  /** Each person's typing burst, by name. */
  private bursts = new Map<string, Burst>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    dataDir: string,
    private readonly now = () => new Date(),
    private readonly quietMs = QUIET_MS,
  ) {
    this.file = join(dataDir, AUDIT_FILE);
    this.openFile = join(dataDir, AUDIT_OPEN_FILE);
    if (existsSync(this.file)) chmodSync(this.file, 0o600);
    // Bursts a stopped server left open are over.
    if (existsSync(this.openFile)) {
      this.append((JSON.parse(readFileSync(this.openFile, "utf8")) as AuditEntry[]).filter(changed));
      rmSync(this.openFile, { force: true });
    }
  }

  record(change: WrittenChange): void {
    const before = this.last?.text === change.before ? this.last.doc : parseDocument(change.before, { uniqueKeys: false });
    // The studio's check has just read the new text through the patcher's Document.
    const after = parsed(change.after);
    this.last = { text: change.after, doc: after };
    const by = change.by ?? "";
    const at = this.now();
    const rows: AuditEntry[] = [];
    entriesOf(change, before, after, at).forEach((entry, i) => {
      const c = change.changes[i]!;
      const open = this.bursts.get(by);
      const key = JSON.stringify(c.path);
      if (c.op === "set" && open?.key === key && at.getTime() - open.last <= this.quietMs) {
        const { before: first } = open.entry;
        open.entry = { ...entry, at: open.entry.at, until: entry.at };
        if (first === undefined) delete open.entry.before;
        else open.entry.before = first;
        open.last = at.getTime();
        return;
      }
      rows.push(...this.close(by));
      if (c.op === "set") this.bursts.set(by, { entry, key, last: at.getTime() });
      else rows.push(entry);
    });
    this.append(rows);
    this.keepOpen();
  }

  /** Writes a row for an event: a publish, a sign-in… */
  event(event: TrailEvent): void {
    const entry: AuditEntry = { at: this.now().toISOString(), ...event };
    this.append([...this.close(event.by), entry]);
    this.keepOpen();
  }

  /** The newest `limit` rows, newest first; a burst still open among them. */
  read(limit = 500): AuditEntry[] {
    this.flush();
    const lines = existsSync(this.file) ? readFileSync(this.file, "utf8").split("\n").filter(Boolean) : [];
    // A burst is written when it ends, after rows that came later than its first save.
    const rows = [...lines.slice(-limit).map((line) => JSON.parse(line) as AuditEntry), ...[...this.bursts.values()].map((b) => b.entry).filter(changed)];
    return rows
      .reverse()
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, limit);
  }

  /** Writes every burst that has been quiet long enough (all of them with `all`, as the server stops). */
  flush(all = false): void {
    const ended = [...this.bursts].filter(([, burst]) => all || this.now().getTime() - burst.last > this.quietMs).flatMap(([by]) => this.close(by));
    this.append(ended);
    this.keepOpen();
  }

  /** Ends `by`'s burst: its row, unless it ended where it began. */
  private close(by: string): AuditEntry[] {
    const burst = this.bursts.get(by);
    this.bursts.delete(by);
    return burst && changed(burst.entry) ? [burst.entry] : [];
  }

  private append(rows: AuditEntry[]): void {
    if (rows.length > 0) appendFileSync(this.file, rows.map((row) => `${JSON.stringify(row)}\n`).join(""), { mode: 0o600, flag: "a" });
  }

  /** Keeps the open bursts beside the trail, and writes them once they have been quiet. */
  private keepOpen(): void {
    clearTimeout(this.timer);
    if (this.bursts.size === 0) return void rmSync(this.openFile, { force: true });
    writeAtomic(this.openFile, JSON.stringify([...this.bursts.values()].map((b) => b.entry)));
    chmodSync(this.openFile, 0o600);
    this.timer = setTimeout(() => this.flush(), this.quietMs + 100).unref();
  }
}

/** A row that changed something: a typing burst that came back to its first value did not. */
function changed(entry: AuditEntry): boolean {
  return entry.op !== "set" || !isDeepStrictEqual(entry.before, entry.after);
}
