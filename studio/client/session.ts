/**
 * Studio only: the studio's side of the conversation with the dev server. It keeps the data the
 * forms show, sends each change with the version of site.yaml it was made on, and keeps undo and
 * redo as lists of changes (each answer carries the changes that undo it).
 *
 * Typing is sent 50 ms after the last keystroke, so the file is on disk well within 300 ms. Until
 * the server confirms it, it is also kept in this browser (localStorage): a tab that closes or
 * crashes first loses nothing, the next open sends it and says so. Changes are shown at once and
 * sent one after another, each made on the result of the one before.
 * When site.yaml changed elsewhere (an editor, git, another tab) the server refuses the change with
 * the new version; the session takes the new data and sends its change again on top of it.
 */
import type { Problem } from "../../engine/core/problem.ts";
import type { Change, Path, Seg } from "../server/patch.ts";
import { josa } from "../../engine/core/particles.ts";
import { stepName } from "./places.ts";

export interface DocState {
  version: string;
  data: any;
  problems: Problem[];
  files: string[];
  /** Page path → the line of each of its blocks (when the manifest has no error). */
  blockLines?: Record<string, number[]>;
  /** site.yaml's full path on disk (the preview's Alt+click opens it). */
  file?: string;
}

/** Quiet time after the last keystroke before it is sent, in ms: short, so that what was typed is on disk within 300 ms (issue 26). */
export const TYPING_MS = 50;
/** Edits of one field closer together than this are one step of undo, in ms. */
const MERGE_MS = 1500;
export const API = "/__studio/api";
/** What a failure the server could not explain (or no answer at all) tells the person. */
const UNKNOWN_FAILURE = "저장하지 못했습니다. 고친 내용은 이 화면과 이 브라우저에 남아 있어, 다음에 고치거나 스튜디오를 다시 열면 다시 저장합니다. 계속되면 스튜디오를 맡은 담당자에게 알려 주세요.";

/** A save refused for want of a session (studio server only): what was typed stays in this browser and is saved once signed in again. */
const SIGNED_OUT = "로그인이 끝나 저장하지 못했습니다. 고친 내용은 이 브라우저에 남아 있어, 다시 로그인하면 바로 저장됩니다.";
/** Where to sign in again, coming back to the studio. */
export const SIGN_IN_AGAIN = "/__studio/login?next=%2F__studio";

export type SaveState = "saved" | "pending" | "saving" | "error";

/** A field's value as typed; `undefined` takes an optional field out. */
export interface Edit {
  path: Path;
  value: unknown;
}

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
  /** The typing it carries, put back if the server could not take it. */
  edits?: Edit[];
}

const toChange = ({ path, value }: Edit): Change => (value === undefined ? { op: "delete", path } : { op: "set", path, value });

export class Session {
  state: DocState;
  /** The last thing to tell the person (a conflict resolved, a refused change). */
  notice = "";
  /** What the last deletion took away, offered back with 되돌리기 until the next change. */
  deleted = "";
  /** The last save was refused for want of a session (it ended, or was ended elsewhere): the studio offers to sign in again. */
  signedOut = false;
  private undoSteps: UndoStep[] = [];
  private redoSteps: UndoStep[] = [];
  /** Field edits typed and not yet sent, by path. */
  private typed = new Map<string, Edit>();
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

  constructor(state: DocState) {
    this.state = state;
  }

  /** The session of the manifest the page came with (else asked for); typing a closed tab never sent is sent now. */
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
      view = this.view = {
        base: this.state.data,
        revision: this.localRevision,
        data,
      };
    }
    return view.data;
  }

  get canUndo() {
    return this.undoSteps.length > 0;
  }
  get canRedo() {
    return this.redoSteps.length > 0;
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
    this.typed.set(JSON.stringify(path), { path, value });
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
    const field = edits.length === 1 ? JSON.stringify(edits[0]!.path) : undefined;
    return this.send(edits.map(toChange), { field, edits });
  }

  /**
   * A structural change (add, delete, move, …): shown at once and sent after everything before it.
   * The next click sees its result, so quick clicks each act on the list as it is after the one
   * before, in the order the server applies them.
   */
  change(changes: Change[], name?: string): Promise<unknown> {
    void this.flush();
    this.deleted = "";
    return this.send(changes, { name });
  }

  /** A deletion: made, then named in the top bar with 되돌리기 (one undo brings it back). */
  remove(path: Path, what: string): Promise<unknown> {
    return this.change([{ op: "delete", path }]).then(() => {
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

  /** Applies the top step of one stack; the changes that reverse it go on the other. */
  private step(direction: "undo" | "redo"): Promise<unknown> {
    void this.flush();
    this.deleted = "";
    return this.enqueue(async () => {
      const [from, to] = direction === "undo" ? [this.undoSteps, this.redoSteps] : [this.redoSteps, this.undoSteps];
      const step = from.pop();
      if (!step) return;
      const inverse = await this.post(step.changes);
      if (inverse) to.push({ changes: inverse, name: step.name, at: Date.now() });
      else from.push(step);
      this.emit();
    });
  }

  /** Reads site.yaml again (it changed on disk), keeping what is being typed. */
  reload(): Promise<unknown> {
    return this.enqueue(async () => {
      const response = await fetch(`${API}/doc`);
      const state = (await response.json()) as DocState;
      if (state.version !== this.state.version) {
        this.state = state;
        this.emit();
      }
    });
  }

  /** Typing not yet confirmed by the server: what a closed tab would lose. */
  private unconfirmed(): Edit[] {
    const latest = new Map<string, Edit>();
    for (const edit of [...this.outstanding.flatMap((o) => o.edits ?? []), ...this.typed.values()]) latest.set(JSON.stringify(edit.path), edit);
    return [...latest.values()];
  }

  /**
   * Sends the typing not yet confirmed as the page goes away (keepalive outlives the page). It may
   * cross a save still on its way, so it asks to be applied to the file as it is then (`latest`):
   * field values only, which the person typed last.
   */
  sendBeforeLeaving() {
    const edits = this.unconfirmed();
    if (edits.length === 0) return;
    void fetch(`${API}/change`, {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        base: this.state.version,
        latest: true,
        changes: edits.map(toChange),
      }),
    }).catch(() => undefined);
  }

  /** Where this browser keeps the typing not yet confirmed, for this manifest. */
  private get storageKey() {
    return `studio-unsaved:${this.state.file ?? "site.yaml"}`;
  }

  /** The typing or the changes on their way changed: keep the unconfirmed typing in this browser (it survives a crash of the tab). */
  private touched() {
    this.localRevision++;
    const edits = this.unconfirmed();
    try {
      if (edits.length === 0) localStorage.removeItem(this.storageKey);
      else
        localStorage.setItem(
          this.storageKey,
          JSON.stringify(
            edits.map(({ path, value }) => ({
              path,
              value: value ?? null,
              remove: value === undefined,
            })),
          ),
        );
    } catch {
      // Storage full or switched off: the typing is still sent as usual.
    }
  }

  /** Typing a closed tab kept in this browser and never saved: typed again, sent, and said so (one undo takes it back). */
  private restore() {
    let kept: { path: Path; value: unknown; remove?: boolean }[];
    try {
      kept = JSON.parse(localStorage.getItem(this.storageKey) ?? "[]") as typeof kept;
    } catch {
      return;
    }
    const lost = kept.filter(({ path, value, remove }) => {
      const parent = getIn(this.state.data, path.slice(0, -1));
      return parent !== null && typeof parent === "object" && getIn(this.state.data, path) !== (remove ? undefined : value);
    });
    for (const { path, value, remove } of lost)
      this.typed.set(JSON.stringify(path), {
        path,
        value: remove ? undefined : value,
      });
    this.touched();
    if (lost.length === 0) return;
    this.notice = `지난번 창이 닫힐 때 저장되지 않았던 입력 ${lost.length}건을 되살려 저장했습니다. 원하지 않으면 '되돌리기'를 누르세요.`;
    void this.flush();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private send(changes: Change[], options: { field?: string; edits?: Edit[]; name?: string }) {
    // Named from the data as it is before the change (a deleted item is still there to be named).
    const name = options.name ?? stepName(this.data, changes);
    const entry: Outstanding = { changes, edits: options.edits };
    this.outstanding.push(entry);
    this.touched();
    this.emit();
    return this.enqueue(async () => {
      const inverse = await this.post(changes);
      this.outstanding.splice(this.outstanding.indexOf(entry), 1);
      // Typing the server could not take is never thrown away: it goes back under the newer typing, to be sent again.
      if (!inverse) for (const edit of options.edits ?? []) if (!this.typed.has(JSON.stringify(edit.path))) this.typed.set(JSON.stringify(edit.path), edit);
      this.touched();
      if (!inverse) return this.emit();
      this.redoSteps = [];
      const top = this.undoSteps[this.undoSteps.length - 1];
      const now = Date.now();
      if (options.field && top?.field === options.field && now - top.at < MERGE_MS) top.at = now;
      else if (inverse.length > 0)
        this.undoSteps.push({
          changes: inverse,
          name,
          field: options.field,
          at: now,
        });
      this.emit();
    });
  }

  /** Posts changes on the current version; on a conflict, takes the new version and posts them again once. Returns the inverse, or undefined when refused. */
  private async post(changes: Change[], retry = true): Promise<Change[] | undefined> {
    this.emit();
    const body = JSON.stringify({ base: this.state.version, changes });
    // keepalive: a save under way when the tab closes still reaches the server (its limit is 64 KB).
    const response = await fetch(`${API}/change`, {
      method: "POST",
      keepalive: body.length < 60_000,
      headers: { "Content-Type": "application/json" },
      body,
    }).catch(() => undefined);
    const answer = response
      ? ((await response.json().catch(() => ({}))) as Partial<DocState> & {
          inverse?: Change[];
          error?: string;
          conflict?: string;
        })
      : {};
    if (answer.version)
      this.state = {
        version: answer.version,
        data: answer.data,
        problems: answer.problems ?? [],
        files: answer.files ?? [],
        blockLines: answer.blockLines,
        file: answer.file,
      };
    if (response?.status === 409 && retry) {
      // The studio server says who changed what meanwhile; the dev server knows no one.
      this.notice = answer.conflict ?? "다른 곳에서 사이트 내용이 바뀌어 새 내용을 불러왔고, 방금 고친 내용을 그 위에 다시 적용했습니다.";
      return this.post(changes, false);
    }
    if (!response?.ok) {
      this.failed = true;
      this.signedOut = response?.status === 401;
      // The server's own refusals are written for people (Korean); anything else (a crash) is not shown as it is.
      this.notice = this.signedOut ? SIGNED_OUT : response && response.status < 500 && answer.error ? answer.error : UNKNOWN_FAILURE;
      return undefined;
    }
    if (this.failed) ((this.failed = false), (this.signedOut = false), (this.notice = ""));
    return answer.inverse ?? [];
  }
}

/** `data` with one change made to it, as the server will make it to the text (a change that does not fit leaves it as it is). */
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

export function getIn(data: any, path: Path): any {
  return path.reduce((node, seg) => node?.[seg], data);
}
