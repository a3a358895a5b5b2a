/**
 * Studio only: the studio's side of the conversation with the dev server. It keeps the data the
 * forms show, sends each change with the version of site.yaml it was made on, and keeps undo and
 * redo as lists of changes (each answer carries the changes that undo it).
 *
 * Typing is sent 100 ms after the last keystroke, so the file is on disk well within 300 ms and a
 * closed tab loses at most that much (the last burst is also sent as the page goes away).
 * When site.yaml changed elsewhere (an editor, git, another tab) the server refuses the change with
 * the new version; the session takes the new data and sends its change again on top of it.
 */
import type { Change, Path, Seg } from "../server/patch.ts";

export interface Problem {
  severity: "error" | "warning";
  code: string;
  line: number;
  col: number;
  /** What is wrong, then what to do. */
  message: string;
  /** What to do: the end of `message`. */
  hint: string;
  path: Path;
}

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
const API = "/__studio/api";

export type SaveState = "saved" | "pending" | "saving" | "error";

interface UndoStep {
  changes: Change[];
  /** Set when the step is a run of edits to one field: the next edit of it joins the step. */
  field?: string;
  at: number;
}

export class Session {
  state: DocState;
  save: SaveState = "saved";
  /** The last thing to tell the person (a conflict resolved, a refused change). */
  notice = "";
  private undoSteps: UndoStep[] = [];
  private redoSteps: UndoStep[] = [];
  /** Field edits typed but not yet confirmed by the server, by path: shown on top of the server's data. */
  private typed = new Map<string, { path: Path; value: unknown }>();
  /** `data` as last worked out, and what it was worked out from. */
  private view: { base: unknown; typed: number; data: any } | undefined;
  /** Bumped whenever `typed` changes. */
  private typedRevision = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private listeners = new Set<() => void>();
  /** Bumped on every change of what the studio shows. */
  revision = 0;

  constructor(state: DocState) {
    this.state = state;
  }

  /** The session of the manifest the page came with (else asked for). */
  static async open(): Promise<Session> {
    const inline = document.getElementById("studio-doc")?.textContent;
    return new Session((inline ? JSON.parse(inline) : await (await fetch(`${API}/doc`)).json()) as DocState);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    this.revision++;
    for (const listener of this.listeners) listener();
  }

  /** The data as the forms show it: the server's, with what is being typed on top. */
  get data(): any {
    if (this.typed.size === 0) return this.state.data;
    let view = this.view;
    if (!view || view.base !== this.state.data || view.typed !== this.typedRevision) {
      // Copies only the objects on the way to each typed value: the rest keeps its identity, so
      // the forms that did not change are not drawn again.
      let data = this.state.data;
      for (const { path, value } of this.typed.values()) data = withValue(data, path, value);
      view = this.view = { base: this.state.data, typed: this.typedRevision, data };
    }
    return view.data;
  }

  get canUndo() {
    return this.undoSteps.length > 0;
  }
  get canRedo() {
    return this.redoSteps.length > 0;
  }

  /** A keystroke in a field: shown at once, sent when the typing pauses. An empty value removes an optional field. */
  type(path: Path, value: unknown) {
    this.typed.set(JSON.stringify(path), { path, value });
    this.typedRevision++;
    this.save = "pending";
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), TYPING_MS);
    this.emit();
  }

  /** Sends what has been typed now (before another change, an undo, or leaving the page). */
  flush(): Promise<unknown> {
    clearTimeout(this.timer);
    if (this.typed.size === 0) return this.chain;
    const edits = [...this.typed.values()];
    const changes: Change[] = edits.map(({ path, value }) => (value === undefined ? { op: "delete", path } : { op: "set", path, value }));
    const field = edits.length === 1 ? JSON.stringify(edits[0]!.path) : undefined;
    return this.send(changes, { field, typed: edits });
  }

  /** A structural change (add, delete, move, …): sent after anything typed before it. */
  change(changes: Change[]): Promise<unknown> {
    void this.flush();
    return this.send(changes, {});
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
    return this.enqueue(async () => {
      const [from, to] = direction === "undo" ? [this.undoSteps, this.redoSteps] : [this.redoSteps, this.undoSteps];
      const step = from.pop();
      if (!step) return;
      const inverse = await this.post(step.changes);
      if (inverse) to.push({ changes: inverse, at: Date.now() });
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

  /** Sends the last typing as the page goes away (keepalive outlives the page). */
  sendBeforeLeaving() {
    if (this.typed.size === 0) return;
    const changes: Change[] = [...this.typed.values()].map(({ path, value }) => (value === undefined ? { op: "delete", path } : { op: "set", path, value }));
    void fetch(`${API}/change`, { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ base: this.state.version, changes }) });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private send(changes: Change[], options: { field?: string; typed?: { path: Path; value: unknown }[] }) {
    return this.enqueue(async () => {
      const inverse = await this.post(changes);
      // What was typed and is now in the server's data no longer needs to be laid on top of it.
      for (const edit of options.typed ?? []) {
        const key = JSON.stringify(edit.path);
        if (this.typed.get(key)?.value === edit.value) this.typed.delete(key), this.typedRevision++;
      }
      if (this.save !== "error") this.save = this.typed.size > 0 ? "pending" : "saved";
      if (!inverse) return this.emit();
      this.redoSteps = [];
      const top = this.undoSteps[this.undoSteps.length - 1];
      const now = Date.now();
      if (options.field && top?.field === options.field && now - top.at < MERGE_MS) top.at = now;
      else if (inverse.length > 0) this.undoSteps.push({ changes: inverse, field: options.field, at: now });
      this.emit();
    });
  }

  /** Posts changes on the current version; on a conflict, takes the new version and posts them again once. Returns the inverse, or undefined when refused. */
  private async post(changes: Change[], retry = true): Promise<Change[] | undefined> {
    this.save = "saving";
    this.emit();
    const response = await fetch(`${API}/change`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ base: this.state.version, changes }),
    }).catch(() => undefined);
    const body = response ? ((await response.json().catch(() => ({}))) as Partial<DocState> & { inverse?: Change[]; error?: string }) : {};
    if (body.version) this.state = { version: body.version, data: body.data, problems: body.problems ?? [], files: body.files ?? [], blockLines: body.blockLines, file: body.file };
    if (response?.status === 409 && retry) {
      this.notice = "site.yaml이 다른 곳에서 바뀌어 새 내용을 불러왔고, 방금 고친 내용을 그 위에 다시 적용했습니다.";
      return this.post(changes, false);
    }
    if (!response?.ok) {
      this.save = "error";
      this.notice = body.error ?? "저장하지 못했습니다. 미리보기 서버(npm start)가 켜져 있는지 확인해 주세요.";
      return undefined;
    }
    this.save = this.typed.size > 0 ? "pending" : "saved";
    return body.inverse ?? [];
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
