/**
 * Studio only: the studio's side of the conversation with the server. It keeps the data the forms
 * show, sends each change with what it changes from (studio/core/edits.ts: "set this field to Y if
 * it still holds X"), and keeps undo and redo as lists of changes (each answer carries the changes
 * that undo it, which say what they expect too).
 *
 * Typing is sent 50 ms after the last keystroke, so the file is on disk well within 300 ms. Until
 * the server confirms it, it is also kept in this browser (localStorage): a tab that closes or
 * crashes first loses nothing, the next open sends it where the field still holds what it was
 * typed on, and offers it where it does not.
 *
 * Nothing older overwrites anything newer. A field being typed in shows what the person typed,
 * whatever the server's data says meanwhile; a change to a field someone else changed since the
 * person saw it is refused by the server, alone, and offered back here (`conflicts`): 내 글 or
 * theirs, the person chooses. Answers are taken in the server's order (`seq`): a late answer never
 * puts older data on the screen.
 */
import type { Problem } from "../../engine/core/problem.ts";
import { applyToData, expectAt, getIn, pathKey, sameExpect, transformThrough, withExpectations, withValue, type Change, type Conflict, type Expect, type LoggedOp, type Path } from "../core/edits.ts";
import { josa } from "../../engine/core/particles.ts";
import { fieldPlace, stepName } from "../core/place-words.ts";
import { API, SIGN_IN, STUDIO_PATH } from "../core/addresses.ts";

export { applyToData, getIn, withValue };

export interface DocState {
  version: string;
  /** The server's count of writes this state includes, and the run of the server that counts them. */
  seq?: number;
  epoch?: string;
  data: any;
  problems: Problem[];
  files: string[];
  /** Page path → the line of each of its blocks (when the manifest has no error). */
  blockLines?: Record<string, number[]>;
  /** site.yaml's full path on disk (the preview's Alt+click opens it). */
  file?: string;
}

/** An answer of the server: a state, with what the request did. */
type Answer = Partial<DocState> & { inverse?: Change[]; conflicts?: Conflict[]; ops?: LoggedOp[] | null; error?: string };

/** Quiet time after the last keystroke before it is sent, in ms: short, so that what was typed is on disk within 300 ms (issue 26). */
export const TYPING_MS = 50;
/** How long a save may take before it counts as failed (and is sent again with the next keystroke), in ms. */
const SAVE_TIMEOUT_MS = 20_000;
/** How long after a failed save its typing is sent again, in ms. */
const RETRY_MS = 3_000;
/** Edits of one field closer together than this are one step of undo, in ms. */
const MERGE_MS = 1500;
export { API };
/** What a failure the server could not explain (or no answer at all) tells the person. */
const UNKNOWN_FAILURE = "저장하지 못했습니다. 고친 내용은 이 화면과 이 브라우저에 남아 있어, 다음에 고치거나 스튜디오를 다시 열면 다시 저장합니다. 계속되면 스튜디오를 맡은 담당자에게 알려 주세요.";

/** A save refused for want of a session (studio server only): what was typed stays in this browser and is saved once signed in again. */
const SIGNED_OUT = "로그인이 끝나 저장하지 못했습니다. 고친 내용은 이 브라우저에 남아 있어, 다시 로그인하면 바로 저장됩니다.";
/** Where to sign in again, coming back to the studio. */
export const SIGN_IN_AGAIN = `${SIGN_IN}?next=${encodeURIComponent(STUDIO_PATH)}`;

export type SaveState = "saved" | "pending" | "saving" | "error";

/** A field's value as typed; `undefined` takes an optional field out. `from`: what the field held when the person started typing. */
export interface Edit {
  path: Path;
  value: unknown;
  from: Expect;
}

/** Typing the server refused because the field changed meanwhile: kept and offered until the person chooses. */
export interface Offer {
  path: Path;
  /** What this person typed (undefined: they emptied an optional field). */
  mine: unknown;
  /** What the field holds now. */
  theirs: Expect;
  /** Who wrote it and when, when the server knows (a studio user); else it changed outside the studio. */
  by?: string;
  at?: number;
}

/** What the session reaches the world through: the server and this browser's storage (a test gives its own). */
export interface SessionIo {
  fetch: typeof fetch;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  /** Prefix of the API's address ("" in the studio's page). */
  origin: string;
}

const browserIo = (): SessionIo => ({
  fetch: (...args) => fetch(...args),
  storage: typeof localStorage === "undefined" ? undefined : localStorage,
  origin: "",
});

interface UndoStep {
  changes: Change[];
  /** What the editor did, in words ("/about 페이지 맨 위 큰 제목 영역 큰 제목 수정"), for the history. */
  name: string;
  /** Set when the step is a run of edits to one field: the next edit of it joins the step. */
  field?: string;
  at: number;
}

/** A change sent (or waiting its turn) and not yet answered: shown on top of the server's data meanwhile. */
interface Outstanding {
  changes: Change[];
  /** The typing it carries, one edit per change, offered back if the server refuses it. */
  edits?: Edit[];
}

/** An edit as a change that says what it changes from. */
const toChange = ({ path, value, from }: Edit): Change => (value === undefined ? { op: "delete", path, expect: from } : { op: "set", path, value, expect: from });
const NONE: readonly Offer[] = [];

export class Session {
  state: DocState;
  /** The last thing to tell the person (a refused change, typing offered back). */
  notice = "";
  /** What the last deletion took away, offered back with 되돌리기 until the next change. */
  deleted = "";
  /** The last save was refused for want of a session (it ended, or was ended elsewhere): the studio offers to sign in again. */
  signedOut = false;
  private undoSteps: UndoStep[] = [];
  private redoSteps: UndoStep[] = [];
  /** Field edits typed and not yet sent, by path. */
  private typed = new Map<string, Edit>();
  /** Typing refused because its field changed meanwhile, by path: offered at the field, each until the person chooses. */
  private offers = new Map<string, Offer[]>();
  /** Changes sent and not yet answered, in the order sent: the server applies them in that order. */
  private outstanding: Outstanding[] = [];
  /** The last answer was a failure (cleared by the next success). */
  private failed = false;
  /** `data` as last worked out, and what it was worked out from. */
  private view: { base: unknown; revision: number; data: any } | undefined;
  /** Bumped whenever `typed` or `outstanding` changes. */
  private localRevision = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private listeners = new Set<() => void>();
  /** Bumped on every change of what the studio shows. */
  revision = 0;

  constructor(
    state: DocState,
    private readonly io: SessionIo = browserIo(),
  ) {
    this.state = state;
  }

  /** The session of the manifest the page came with (else asked for); typing a closed tab never sent is sent now, or offered. */
  static async open(): Promise<Session> {
    const inline = document.getElementById("studio-doc")?.textContent;
    const session = new Session((inline ? JSON.parse(inline) : await (await fetch(`${API}/doc`)).json()) as DocState);
    session.restore();
    return session;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    this.revision++;
    for (const listener of this.listeners) listener();
  }

  get save(): SaveState {
    if (this.failed) return "error";
    if (this.typed.size > 0) return "pending";
    return this.outstanding.length > 0 ? "saving" : "saved";
  }

  /** The data as the forms show it: the server's, with the changes on their way and what is being typed on top. */
  get data(): any {
    if (this.typed.size === 0 && this.outstanding.length === 0) return this.state.data;
    let view = this.view;
    if (!view || view.base !== this.state.data || view.revision !== this.localRevision) {
      // Copies only the objects on the way to each change: the rest keeps its identity, so the
      // forms that did not change are not drawn again.
      let data = this.state.data;
      for (const { changes } of this.outstanding) for (const change of changes) data = applyToData(data, change);
      for (const { path, value } of this.typed.values()) data = withValue(data, path, value);
      view = this.view = { base: this.state.data, revision: this.localRevision, data };
    }
    return view.data;
  }

  get canUndo() {
    return this.undoSteps.length > 0;
  }
  get canRedo() {
    return this.redoSteps.length > 0;
  }

  /** Typing offered back at `path` (its field changed meanwhile), the oldest first. */
  offersAt(path: Path): readonly Offer[] {
    return this.offers.get(pathKey(path)) ?? NONE;
  }

  /** Every offer open, for the top bar and for tests. */
  get openOffers(): Offer[] {
    return [...this.offers.values()].flat();
  }

  /** The person chose: "mine" writes their typing over what is there now (as seen in the offer), "theirs" keeps it. */
  settle(offer: Offer, choice: "mine" | "theirs"): Promise<unknown> {
    const key = pathKey(offer.path);
    const left = (this.offers.get(key) ?? []).filter((open) => open !== offer);
    if (left.length > 0) this.offers.set(key, left);
    else this.offers.delete(key);
    this.touched();
    this.emit();
    if (choice === "theirs") return this.chain;
    const edit = { path: offer.path, value: offer.mine, from: offer.theirs };
    return this.send([toChange(edit)], { field: key, edits: [edit] });
  }

  /** The files in public/ changed (an upload, a deletion): the lists that offer them are drawn again. */
  setFiles(files: string[]) {
    this.state = { ...this.state, files };
    this.emit();
  }

  /** What can be undone, in words, the oldest first: one entry per Ctrl+Z. */
  get history(): string[] {
    return this.undoSteps.map((step) => step.name);
  }

  /** Undoes steps, one by one, until `count` are left (0: as the studio opened); stops at a step the server refuses. */
  async undoTo(count: number): Promise<void> {
    while (this.undoSteps.length > count) {
      const before = this.undoSteps.length;
      await this.undo();
      if (this.undoSteps.length >= before) return;
    }
  }

  /** A keystroke in a field: shown at once, kept in this browser, sent when the typing pauses. An empty value removes an optional field. */
  type(path: Path, value: unknown) {
    const key = pathKey(path);
    // What the person saw in the field before this burst of typing: the change says it changes that.
    const from = this.typed.get(key)?.from ?? expectAt(this.data, path);
    this.typed.set(key, { path, value, from });
    this.touched();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), TYPING_MS);
    this.emit();
  }

  /** Sends what has been typed now (before another change, an undo, or leaving the page). */
  flush(): Promise<unknown> {
    clearTimeout(this.timer);
    if (this.typed.size === 0) return this.chain;
    const edits = [...this.typed.values()];
    this.typed = new Map();
    const field = edits.length === 1 ? pathKey(edits[0]!.path) : undefined;
    return this.send(edits.map(toChange), { field, edits });
  }

  /**
   * A structural change (add, delete, move, …): shown at once and sent after everything before it,
   * saying what it acts on as the person saw it. The next click sees its result, so quick clicks
   * each act on the list as it is after the one before, in the order the server applies them.
   */
  change(changes: Change[], name?: string): Promise<unknown> {
    void this.flush();
    this.deleted = "";
    return this.send(withExpectations(this.data, changes), { name, atomic: true });
  }

  /** A deletion (the item's delete, or a table's column): made, then named in the top bar with 되돌리기 (one undo brings it back). */
  remove(changes: Change[], what: string): Promise<unknown> {
    return this.change(changes).then(() => {
      this.deleted = `${josa(what, "을/를")} 삭제했습니다.`;
      this.emit();
    });
  }

  undo(): Promise<unknown> {
    return this.step("undo");
  }

  redo(): Promise<unknown> {
    return this.step("redo");
  }

  /** Applies the top step of one stack; the changes that reverse it go on the other. A step whose place changed meanwhile is dropped, and said. */
  private step(direction: "undo" | "redo"): Promise<unknown> {
    void this.flush();
    this.deleted = "";
    return this.enqueue(async () => {
      const [from, to] = direction === "undo" ? [this.undoSteps, this.redoSteps] : [this.redoSteps, this.undoSteps];
      const step = from.pop();
      if (!step) return;
      const answer = await this.post(step.changes, true);
      if (!answer) from.push(step);
      else if (answer.conflicts?.length) this.notice = `${josa(step.name, "을/를")} ${direction === "undo" ? "되돌리지" : "다시 하지"} 못했습니다: ${whoChanged(answer.conflicts[0]!)} 그 값은 그대로 두었습니다.`;
      else to.push({ changes: answer.inverse ?? [], name: step.name, at: Date.now() });
      this.emit();
    });
  }

  /** Reads site.yaml again (it changed on disk or someone saved), keeping what is being typed. */
  reload(): Promise<unknown> {
    return this.enqueue(async () => {
      const query = this.state.epoch ? `?since=${this.state.seq ?? 0}&epoch=${this.state.epoch}` : "";
      const response = await this.io.fetch(`${this.io.origin}${API}/doc${query}`).catch(() => undefined);
      if (!response?.ok) return;
      if (this.accept((await response.json()) as Answer)) this.emit();
    });
  }

  /**
   * Takes a state the server sent, unless it is older than the one shown (answers can cross: a
   * reload sent before a save may come back after it). Typing and offers are carried through the
   * list operations others made meanwhile, so they stay at their item.
   */
  private accept(answer: Answer): boolean {
    if (!answer.version) return false;
    const sameRun = answer.epoch !== undefined && answer.epoch === this.state.epoch;
    if (sameRun && (answer.seq ?? 0) < (this.state.seq ?? 0)) return false;
    const unchanged = sameRun && answer.version === this.state.version && answer.seq === this.state.seq;
    if (sameRun && answer.ops) this.carry(answer.ops.filter((op) => op.seq > (this.state.seq ?? 0)));
    this.state = {
      version: answer.version,
      seq: answer.seq,
      epoch: answer.epoch,
      data: unchanged ? this.state.data : answer.data,
      problems: answer.problems ?? [],
      files: answer.files ?? [],
      blockLines: answer.blockLines,
      file: answer.file,
    };
    return !unchanged;
  }

  /** Moves typing and offers to where their items are after `ops`; one whose item was deleted is offered as it is (nowhere to type it). */
  private carry(ops: LoggedOp[]) {
    if (ops.length === 0) return;
    const moved = <T extends { path: Path }>(entry: T): T => ({ ...entry, path: transformThrough(entry.path, ops) ?? entry.path });
    this.typed = new Map([...this.typed.values()].map(moved).map((edit) => [pathKey(edit.path), edit] as const));
    const offers = this.openOffers.map(moved);
    this.offers = new Map();
    for (const offer of offers) this.offers.set(pathKey(offer.path), [...(this.offers.get(pathKey(offer.path)) ?? []), offer]);
    this.localRevision++;
  }

  /**
   * Typing not yet confirmed by the server, a field at a time: what a closed tab would lose (with the
   * offers). Each field's latest value, what its typing started from, and the values sent on the way
   * (a save still on its way when the tab closed may land before or after the next open).
   */
  private unconfirmed(): (Edit & { via: unknown[] })[] {
    const chain = new Map<string, Edit & { via: unknown[] }>();
    for (const edit of [...this.outstanding.flatMap((o) => o.edits ?? []), ...this.typed.values()]) {
      const before = chain.get(pathKey(edit.path));
      chain.set(pathKey(edit.path), before ? { ...edit, from: before.from, via: [...before.via, before.value] } : { ...edit, via: [] });
    }
    return [...chain.values()];
  }

  /**
   * Sends the typing not yet confirmed as the page goes away (keepalive outlives the page). Each
   * field is written only if it still holds what the typing started from: it may cross a save still
   * on its way (then it is there already), and never writes over a change made meanwhile.
   */
  sendBeforeLeaving() {
    const edits = [...this.outstanding.flatMap((o) => o.edits ?? []), ...this.typed.values()];
    if (edits.length === 0) return;
    void this.io
      .fetch(`${this.io.origin}${API}/change`, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ base: this.state.seq, epoch: this.state.epoch, changes: edits.map(toChange) }),
      })
      .catch(() => undefined);
  }

  /** Where this browser keeps the typing not yet confirmed, for this manifest. */
  private get storageKey() {
    return `studio-unsaved:${this.state.file ?? "site.yaml"}`;
  }

  /** The typing or the changes on their way changed: keep the unconfirmed typing in this browser (it survives a crash of the tab). */
  private touched() {
    this.localRevision++;
    const kept = [...this.unconfirmed().map((edit) => ({ ...edit, offered: false })), ...this.openOffers.map(({ path, mine, theirs }) => ({ path, value: mine, from: theirs, via: [], offered: true }))];
    try {
      if (kept.length === 0) this.io.storage?.removeItem(this.storageKey);
      else this.io.storage?.setItem(this.storageKey, JSON.stringify(kept.map(({ path, value, from, via, offered }) => ({ path, value: value ?? null, remove: value === undefined, from, via, offered }))));
    } catch {
      // Storage full or switched off: the typing is still sent as usual.
    }
  }

  /**
   * Typing a closed tab kept in this browser and never saved: sent where its field still holds
   * what it was typed on, offered where someone changed the field since (never written over it).
   */
  restore() {
    let kept: { path: Path; value: unknown; remove?: boolean; from?: Expect; via?: unknown[]; offered?: boolean }[];
    try {
      kept = JSON.parse(this.io.storage?.getItem(this.storageKey) ?? "[]") as typeof kept;
    } catch {
      return;
    }
    let sent = 0;
    for (const { path, value, remove, from, via = [], offered } of kept) {
      const mine = remove ? undefined : value;
      const now = expectAt(this.state.data, path);
      if (sameExpect(now, remove ? {} : { value })) continue;
      // Typing offered back stays offered: it was never made on what is there. Typing made on what
      // is there, or on a save of its own that landed on the way, is sent as a change of it.
      const own = from && [from, ...via.map((v) => (v === undefined || v === null ? {} : { value: v }))].some((step) => sameExpect(now, step));
      if (!offered && own) {
        this.typed.set(pathKey(path), { path, value: mine, from: now });
        sent++;
      } else this.offer({ path, mine, theirs: now });
    }
    this.touched();
    const offered = this.openOffers.length;
    if (sent > 0) this.notice = `지난번 창이 닫힐 때 저장되지 않았던 입력 ${sent}건을 되살려 저장했습니다. 원하지 않으면 '되돌리기'를 누르세요.`;
    if (offered > 0) this.notice = `${this.notice ? this.notice + " " : ""}지난번 창에서 저장되지 않은 입력 ${offered}건은 그사이 다른 곳에서 칸이 바뀌어 그대로 두었습니다. 표시된 칸에서 어느 글을 둘지 골라 주세요.`;
    if (sent > 0) void this.flush();
    else if (offered > 0) this.emit();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private send(changes: Change[], options: { field?: string; edits?: Edit[]; name?: string; atomic?: boolean }) {
    // Named from the data as it is before the change (a deleted item is still there to be named).
    const name = options.name ?? stepName(this.data, changes);
    const entry: Outstanding = { changes, edits: options.edits };
    this.outstanding.push(entry);
    this.touched();
    this.emit();
    return this.enqueue(async () => {
      // Whatever happens to the request, the change stops being "on its way": a save never stays 저장 중… for good.
      const answer = await this.post(changes, options.atomic === true).catch(() => undefined);
      this.outstanding.splice(this.outstanding.indexOf(entry), 1);
      // Typing the server could not take is never thrown away: it goes back under the newer typing, to be sent again.
      if (!answer) for (const edit of options.edits ?? []) if (!this.typed.has(pathKey(edit.path))) this.typed.set(pathKey(edit.path), edit);
      // And sent again by itself a little later (signed out, it waits for the sign-in).
      if (!answer && options.edits && !this.signedOut) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.flush(), RETRY_MS);
      }
      const refused = new Set((answer?.conflicts ?? []).map((conflict) => conflict.index));
      for (const conflict of answer?.conflicts ?? []) this.refused(conflict, options.edits?.[conflict.index]);
      if (answer && !options.edits && refused.size > 0) this.notice = `적용하지 못했습니다: ${whoChanged(answer.conflicts![0]!)} 화면을 지금 내용으로 맞췄으니 확인하고 다시 해 주세요.`;
      this.touched();
      if (!answer) return this.emit();
      const inverse = answer.inverse ?? [];
      if (inverse.length > 0) this.redoSteps = [];
      const top = this.undoSteps[this.undoSteps.length - 1];
      const now = Date.now();
      if (options.field && top?.field === options.field && now - top.at < MERGE_MS && inverse.length > 0) top.at = now;
      else if (inverse.length > 0) this.undoSteps.push({ changes: inverse, name, field: options.field, at: now });
      this.emit();
    });
  }

  /** A change the server refused (its place changed meanwhile): typing is offered back at its field, with anything typed there since. */
  private refused(conflict: Conflict, edit: Edit | undefined) {
    if (!edit) return;
    const later = this.typed.get(pathKey(edit.path));
    this.typed.delete(pathKey(edit.path));
    const mine = later ? later.value : edit.value;
    // Typed back to exactly what is there now: nothing to choose.
    if (sameExpect(conflict.theirs, mine === undefined ? {} : { value: mine })) return;
    this.offer({ path: conflict.path, mine, theirs: conflict.theirs, by: conflict.by, at: conflict.at }, edit.from);
    this.notice = `‘${fieldPlace(this.data, conflict.path)}’에 입력한 글은 저장하지 않았습니다: ${whoChanged(conflict)} 그 칸에서 어느 글을 둘지 골라 주세요.`;
  }

  /** Opens an offer at its field; typing that went on from an open offer's text takes its place, other typing is offered beside it. */
  private offer(offer: Offer, from?: Expect) {
    const key = pathKey(offer.path);
    const open = (this.offers.get(key) ?? []).filter((earlier) => !(from && sameExpect(from, earlier.mine === undefined ? {} : { value: earlier.mine })));
    this.offers.set(key, [...open, offer]);
  }

  /** Posts changes made on the state shown; returns the server's answer, or undefined when it could not take them. */
  private async post(changes: Change[], atomic: boolean): Promise<Answer | undefined> {
    this.emit();
    const body = JSON.stringify({ base: this.state.seq, epoch: this.state.epoch, atomic, changes });
    // keepalive: a save under way when the tab closes still reaches the server (its limit is 64 KB).
    const response = await this.io
      // An answer that never comes (a connection lost on the way) is a failure after a while: the typing is sent again.
      .fetch(`${this.io.origin}${API}/change`, { method: "POST", keepalive: body.length < 60_000, headers: { "Content-Type": "application/json" }, body, signal: AbortSignal.timeout(SAVE_TIMEOUT_MS) })
      .catch(() => undefined);
    const answer = response ? ((await response.json().catch(() => ({}))) as Answer) : {};
    this.accept(answer);
    if (!response?.ok) {
      this.failed = true;
      this.signedOut = response?.status === 401;
      // The server's own refusals are written for people (Korean); anything else (a crash) is not shown as it is.
      this.notice = this.signedOut ? SIGNED_OUT : response && response.status < 500 && answer.error ? answer.error : UNKNOWN_FAILURE;
      return undefined;
    }
    if (this.failed) ((this.failed = false), (this.signedOut = false), (this.notice = ""));
    return answer;
  }
}

/** "이 칸은 그사이 lee 님이 14:02에 바꿨습니다." or, a change made outside the studio, says so. */
export function whoChanged(conflict: Pick<Conflict, "by" | "at">): string {
  if (!conflict.by) return "그사이 다른 곳(다른 창, 편집기나 git)에서 바뀌었습니다.";
  const at = conflict.at ? `${new Date(conflict.at).toLocaleTimeString("ko-KR", { hour: "2-digit", minute: "2-digit", hour12: false })}에 ` : "";
  return `그사이 ${conflict.by} 님이 ${at}바꿨습니다.`;
}
