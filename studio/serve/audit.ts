/**
 * Studio server only: the audit trail. Every change written to site.yaml is recorded, one JSON
 * line per field or item changed: who, when, the page, the block, the field, and the value before
 * and after. The file (`audit.jsonl` in the data folder, never in the repository) is only ever
 * appended to and is readable by the server's user alone (0600). Admins read it in the studio
 * (GET /__studio/api/audit, newest first).
 */
import { appendFileSync, chmodSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isNode, parseDocument, type Document } from "yaml";
import type { WrittenChange } from "../server/handler.ts";
import { parsed, type Change, type Path } from "../server/patch.ts";
import { fieldPlace } from "../client/places.ts";
import { dataOf } from "../publish/merge.ts";

export interface AuditEntry {
  /** ISO time of the write. */
  at: string;
  by: string;
  /** set, delete, insert, duplicate or move. */
  op: string;
  /** The page's address when the change is inside a page. */
  page?: string;
  /** The block's number on its page (from 1). */
  block?: number;
  /** The rest of the path, as written in site.yaml ("title", "items.2.answer"); the whole path outside pages. */
  field: string;
  /** Where, in the studio's words: "/about 페이지 2번째 블록(카드 목록) › 3번째 카드 › 카드 제목" (what an admin reads). */
  place?: string;
  before?: unknown;
  after?: unknown;
  /** The site.yaml version the change made. */
  version: string;
}

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

export class AuditTrail {
  readonly file: string;
  /** The Document of the text the last change left: typing's next change starts from it. */
  private last: { text: string; doc: Document } | undefined;

  constructor(dataDir: string, private readonly now = () => new Date()) {
    this.file = join(dataDir, AUDIT_FILE);
    if (existsSync(this.file)) chmodSync(this.file, 0o600);
  }

  record(change: WrittenChange): void {
    const before = this.last?.text === change.before ? this.last.doc : parseDocument(change.before, { uniqueKeys: false });
    // The studio's check has just read the new text through the patcher's Document.
    const after = parsed(change.after);
    this.last = { text: change.after, doc: after };
    const lines = entriesOf(change, before, after, this.now()).map((entry) => `${JSON.stringify(entry)}\n`);
    if (lines.length > 0) appendFileSync(this.file, lines.join(""), { mode: 0o600, flag: "a" });
  }

  /** The newest `limit` entries, newest first. */
  read(limit = 500): AuditEntry[] {
    if (!existsSync(this.file)) return [];
    const lines = readFileSync(this.file, "utf8").split("\n").filter(Boolean);
    return lines.slice(-limit).reverse().map((line) => JSON.parse(line) as AuditEntry);
  }
}
