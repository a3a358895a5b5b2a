/**
 * What the studio's server and its page say to each other beyond a change (studio/core/edits.ts):
 * the shapes of the answers both sides read, declared once. Types only.
 */
import type { Path } from "./edits.ts";

/** One line of the change list, and its parts for a screen that shows them apart. */
export interface ChangeLine {
  kind: "changed" | "added" | "removed" | "moved";
  /** The field's data path in the newer version (in the older one for a removal): the studio opens it. */
  path: Path;
  /** The page, block or part, then the field: "/dx 페이지 2번째 블록(카드 목록) › 3번째 카드 › 카드 제목". */
  place: string;
  before?: string;
  after?: string;
  text: string;
}

/** One row of the audit trail (studio/server/audit.ts writes it; the studio's 변경 기록 reads it). */
export interface AuditEntry {
  /** ISO time of the write (of a typing burst's first save). */
  at: string;
  /** ISO time of a typing burst's last save, when it had more than one. */
  until?: string;
  by: string;
  /** A change: set, delete, insert, duplicate or move; else an event (TrailEvent's op). */
  op: string;
  /** The page's address when the change is inside a page. */
  page?: string;
  /** The block's number on its page (from 1). */
  block?: number;
  /** The rest of the path, as written in site.yaml ("title", "items.2.answer"); the whole path outside pages. */
  field?: string;
  /** Where, in the studio's words: "/about 페이지 2번째 블록(카드 목록) › 3번째 카드 › 카드 제목" (what an admin reads). */
  place?: string;
  before?: unknown;
  after?: unknown;
  /** The site.yaml version the change made. */
  version?: string;
  /** An event's words: "변경 2건 게시: kim, lee (a1b2c3d)". */
  summary?: string;
  /** What a program said, as it said it (git's error for a failed push). */
  detail?: string;
  commit?: string;
}
