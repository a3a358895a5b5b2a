/**
 * Studio server only: drafts, review, publishing, history, restore and deploy, as rows of the studio
 * server's route table under /__studio/api/publish/ (studio/server/routes.ts), each with its role:
 *
 *   GET  state                   the draft's change list, review requests, what waits to be pushed, deploys
 *   POST review {note}           an editor asks for review: a snapshot of the draft
 *   POST review/:id/return {comment}   (publisher) sends it back; the editor sees the comment
 *   GET  review/:id              its change list and data for the preview
 *   POST publish {review?, picks?}     (publisher) check, commit, merge, push, deploy
 *   POST retry {picks?}          (publisher) pushes what waits, now
 *   POST discard                 (publisher) puts the draft back to the published version
 *   GET  history                 published versions: who, when, the change list
 *   GET  version/:commit         one version's change list and data for the preview
 *   POST restore {commit}        (publisher) makes a version the draft, to publish like any change
 *   POST rollback                (publisher, --deploy-to) the build before the current one, at once
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { User } from "../core/roles.ts";
import { API } from "../core/addresses.ts";
import { allows } from "../core/roles.ts";
import { checkSource } from "../server/check.ts";
import { HttpError, type Answer, type Route } from "../server/routes.ts";
import { fieldPlace, valueWords } from "../core/place-words.ts";
import type { WrittenChange } from "../server/document.ts";
import type { Path } from "../core/patch.ts";
import type { TrailEvent } from "../server/audit.ts";
import { DraftAuthors } from "./authors.ts";
import { changeList, changeWords } from "./changes.ts";
import { Deploys, type Builder } from "./deploy.ts";
import { EngineError, siteEngine, type SiteEngine } from "./engine.ts";
import { git } from "./git.ts";
import { dataOf, mergeTexts, type Conflict, type Picks } from "./merge.ts";
import { Reviews, type Review } from "./reviews.ts";
import { WorkingCopy, type Author, type PushOutcome, type Signature } from "./repo.ts";

export type { User };

export interface PublishOptions {
  repo: string;
  remote: string;
  branch: string;
  deployTo?: string;
  dataDir: string;
  /** Tells open studios that something changed (server-sent event). */
  notify(event: { type: string; [k: string]: unknown }): void;
  /** The first wait before pushing again after a failed push, in ms (doubles each time, at most 10 minutes). */
  retryMs?: number;
  /** Checks and builds a version with its own code (studio/publish/engine.ts); a test may give its own. */
  engine?: SiteEngine;
  /** Builds one version for --deploy-to; the engine's build by default. */
  build?: Builder;
  /** Where each failed git push or fetch is written, as git said it (the server's terminal by default). */
  log?: (line: string) => void;
  /** Writes a row of the audit trail: a publish, a restore, a review asked or sent back, a failed push. */
  record?(event: TrailEvent): void;
}

export interface Publishing {
  /** Its routes, each with its role (the server's route table takes them). */
  readonly routes: readonly Route[];
  /** A change the studio wrote to the draft, by whom: its authors come from these. */
  draftChanged(change: WrittenChange): void;
  readonly manifest: string;
  close(): void;
}

export const PUBLISH_API = `${API}/publish/`;
const FORBIDDEN = "게시 권한이 있는 사람만 할 수 있습니다.";
const FAILED = "게시 중 문제가 생겼습니다. 작업 사본은 게시 전 그대로이거나 게시가 끝난 상태입니다. 다시 시도해 주세요.";
const ok = (body: object): Answer => ({ status: 200, body });
/** The JSON Schema of a body with these fields (ajv checks it before the handler runs: 400 otherwise). */
const fields = (properties: Record<string, object>, required: string[] = []) => ({ type: "object", required, properties });
const PICKS = { type: "object" };
const MAX_WAIT_MS = 10 * 60 * 1000;
const TITLE = "사이트 내용 게시: {count}";
const RESTORE_TITLE = (commit: string) => `이전 버전(${commit.slice(0, 7)}) 되돌림: {count}`;


/** Who changed a value and when (ISO 8601): "개발팀 박민수" as authors.json names them. */
export interface ChangedBy {
  name: string;
  at: string;
}

/** A conflict in the publisher's words: the field's place, both values, and who changed each and when. */
function conflictWords(conflict: Conflict, texts: { ours: string; theirs: string }, people: { ours?: ChangedBy; theirs?: ChangedBy }) {
  const data = dataOf(conflict.in === "ours" ? texts.ours : texts.theirs);
  return { key: conflict.key, place: fieldPlace(data, conflict.path), ours: valueWords(data, conflict.path, conflict.ours), theirs: valueWords(data, conflict.path, conflict.theirs), oursBy: people.ours, theirsBy: people.theirs };
}

export async function createPublishing(options: PublishOptions): Promise<Publishing> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const copy = new WorkingCopy(options);
  await copy.open();
  const reviews = new Reviews(options.dataDir);
  const authors = new DraftAuthors(options.dataDir);
  const record = (event: TrailEvent) => options.record?.(event);
  /** A person of the studio (an account's name, an e-mail with single sign-on) as commits and the picker name them. */
  const person = (id: string): Author => authorOf({ id, name: id, email: id.includes("@") ? id : undefined, role: "editor" }, options.dataDir);
  /** Who made the change at `path` to `value` in the commits of `range`, or, failing that, its newest commit's author. */
  const changedIn = async (range: string, path: Path, value: unknown): Promise<ChangedBy | undefined> => {
    const found = await copy.changedBy(range, path, value);
    return found && { name: named(found, options.dataDir), at: found.at };
  };
  const publicDir = join(options.repo, "public");
  const engine = options.engine ?? siteEngine({ repo: options.repo, dataDir: options.dataDir, log: options.log });
  const deploys = options.deployTo ? new Deploys(options.deployTo, options.build ?? engine.build) : undefined;

  // One git operation at a time: a publish, a push, a restore never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  // What waits to be pushed, and when it is tried again.
  let waiting: { reason: string; attempt: number; retryAt?: string; conflicts?: ReturnType<typeof conflictWords>[] } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deploying: { commit: string; error?: string } | undefined;
  const history = new Map<string, ReturnType<typeof changeList>>();

  /** The waiting commits' conflicts with the remote's new version, each side said with who changed it: a waiting commit's author, a remote commit's. */
  const waitingConflicts = async (found: Conflict[]) => {
    // A conflict's place: in the waiting commit (ours) or in the remote's version (theirs).
    const tip = (await copy.remoteTip()) ?? "HEAD";
    const texts = { ours: await copy.textAt("HEAD"), theirs: await copy.textAt(tip) };
    return Promise.all(found.map(async (c) => conflictWords(c, texts, { ours: await changedIn(`${tip}..HEAD`, c.path, c.ours), theirs: await changedIn(`HEAD..${tip}`, c.path, c.theirs) })));
  };

  const afterPush = async (push: PushOutcome, commit: string) => {
    clearTimeout(timer);
    if (push.pushed) {
      // Pushed by a try after a failed one: the panel that said 게시 대기 중 now says it is published.
      const retried = waiting !== undefined;
      waiting = undefined;
      options.notify({ type: "publish", state: "pushed", commit, retried });
      if (deploys) void runDeploy(commit);
      return;
    }
    const attempt = (waiting?.attempt ?? 0) + 1;
    const delay = Math.min((options.retryMs ?? 10_000) * 2 ** (attempt - 1), MAX_WAIT_MS);
    const conflicts = push.conflicts && (await waitingConflicts(push.conflicts));
    waiting = { reason: push.reason, attempt, conflicts, retryAt: conflicts ? undefined : new Date(Date.now() + delay).toISOString() };
    if (push.detail) record({ op: "push-failed", by: "", summary: push.reason, detail: push.detail, commit });
    options.notify({ type: "publish", state: "waiting", reason: push.reason });
    // A conflict waits for a person; a network or credentials failure is tried again, ever later.
    if (!conflicts) timer = setTimeout(() => void serial(() => copy.push()).then((p) => afterPush(p, commit)), delay);
  };

  const runDeploy = async (commit: string) => {
    deploying = { commit };
    try {
      const release = await deploys!.deploy(commit);
      deploying = undefined;
      options.notify({ type: "deploy", release });
    } catch (error) {
      deploying = { commit, error: `게시한 내용을 사이트에 반영하지 못해 사이트는 이전 버전 그대로입니다. 개발 담당자에게 이 내용을 알려 주세요: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
      options.notify({ type: "deploy", error: deploying.error });
    }
  };

  // Commits left waiting by a server that stopped are pushed again as it starts.
  if ((await copy.waiting()).length > 0) void afterPush({ pushed: false, reason: "서버가 다시 시작되어 기다리던 게시를 다시 올립니다." }, await copy.head());

  const stateOf = async (user: User) => {
    const draftText = copy.draftText();
    return {
      canPublish: allows(user.role, "publisher"),
      target: `${options.remote}/${options.branch}`,
      draft: { changes: await copy.draftChanges(draftText) },
      reviews: reviews.all().map(({ text: _text, authors: _authors, ...review }) => review),
      waiting: waiting && { ...waiting, count: (await copy.waiting()).length },
      deploy: deploys && { releases: deploys.list(), building: deploying },
    };
  };

  /** The commit's authors: the editors whose changes it carries, else (a restore, an edit made outside the studio) the publisher; the publisher commits. */
  const signature = (published: { from: string; to: string }, user: User, review?: Review): Signature => {
    const committer = authorOf(user, options.dataDir);
    const editors = authors.authorsOf(published, review?.authors).map(person);
    return { authors: editors.length > 0 ? editors : [committer], committer };
  };

  /** Publishes a text as one commit by `user`; returns the answer to send. */
  const publish = async (user: User, text: string, title: string, picks: Picks, review?: Review) => {
    const head = await copy.head();
    let problems: unknown[] = [];
    const result = await copy.publish({
      text,
      title,
      picks,
      by: (published) => signature(published, user, review),
      notes: review ? [`검토 요청: ${review.by} (${review.note || "메모 없음"})`, `게시: ${user.name}`] : undefined,
      // The full check, as CI runs it on the text that would be committed: an error stops it.
      // The check is the code of the version being published (studio/publish/engine.ts).
      check: async (merged, on) => {
        try {
          problems = (await engine.check(on.base, merged, on.uploads)).filter((p) => p.severity === "error");
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          console.error(error.message);
          throw new HttpError(503, "게시할 버전의 검사를 실행하지 못해 게시하지 않았습니다. 서버 기록을 개발 담당자에게 알려 주세요.");
        }
        return problems.length === 0;
      },
    });
    if (result.status === "refused") throw new HttpError(422, "고칠 곳이 있어 게시하지 않았습니다. 표시된 필드를 고친 뒤 다시 게시해 주세요.", { problems });
    if (result.status === "nothing") throw new HttpError(409, "게시할 변경이 없습니다.");
    if (result.status === "conflict") {
      const tip = (await copy.remoteTip()) ?? head;
      const theirs = await copy.textAt(tip);
      const people = async (c: Conflict) => {
        const typed = authors.whoSet(c.path, c.ours);
        return { ours: typed ? { name: named(person(typed.by), options.dataDir), at: typed.at } : await changedIn(`${tip}..${head}`, c.path, c.ours), theirs: await changedIn(`${head}..${tip}`, c.path, c.theirs) };
      };
      const conflicts = await Promise.all(result.conflicts.map(async (c) => conflictWords(c, { ours: text, theirs }, await people(c))));
      throw new HttpError(409, "같은 칸을 다른 사람이 먼저 바꿔 게시했습니다. 남길 값을 골라 다시 게시해 주세요.", { conflicts });
    }
    const newText = await copy.textAt(result.commit);
    // What the draft holds beyond what is now published stays its authors'.
    authors.settle({ from: newText, to: copy.draftText() });
    if (result.by) {
      const names = result.by.authors.map((a) => a.name).join(", ");
      record({ op: "publish", by: user.name, commit: result.commit, summary: `${changeWords.count(result.changes.length)} 게시 (고친 사람: ${names})${review ? `, ${review.by} 님의 검토 요청` : ""}` });
    }
    // Requests whose every change is now published are done.
    for (const r of reviews.all()) {
      if (r.status !== "waiting") continue;
      const merged = mergeTexts(await copy.textAt(head), r.text, newText);
      if (r.id === review?.id || (merged.ok && merged.text === newText)) reviews.update(r.id, { status: "published", commit: result.commit, reviewer: user.name });
    }
    await afterPush(result.push, result.commit);
    options.notify({ type: "review" });
    return { status: result.push.pushed ? "published" : "waiting", commit: result.commit, changes: result.changes, reason: result.push.pushed ? undefined : result.push.reason };
  };

  /** The routes of publishing, under PUBLISH_API (studio/server/routes.ts runs them). */
  const routes = (
    [
    { method: "GET", path: "state", role: "editor", handler: async ({ user }) => ok(await stateOf(user)) },
    {
      method: "POST",
      path: "review",
      schema: fields({ note: { type: "string" } }),
      role: "editor",
      handler: async ({ user, body }) => {
        const text = copy.draftText();
        const changes = await copy.draftChanges(text);
        if (changes.length === 0) throw new HttpError(409, "검토를 요청할 변경이 없습니다.");
        const review = reviews.add({ by: user.name, byId: user.id, note: String(body.note ?? "").slice(0, 2000), text, authors: authors.snapshot() });
        record({ op: "review", by: user.name, summary: `${changeWords.count(changes.length)} 검토 요청${review.note ? `: ${review.note}` : ""}` });
        options.notify({ type: "review", id: review.id });
        return ok({ id: review.id });
      },
    },
    {
      method: "POST",
      path: "review/:id(^[0-9a-f]+$)/return",
      schema: fields({ comment: { type: "string" } }),
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: ({ user, body, params }) => {
        const review = reviews.get(params.id!);
        if (!review || review.status !== "waiting") throw new HttpError(404, "기다리는 검토 요청이 아닙니다.");
        const comment = String(body.comment ?? "").slice(0, 2000);
        reviews.update(review.id, { status: "returned", comment, reviewer: user.name });
        record({ op: "return", by: user.name, summary: `${review.by} 님의 검토 요청을 돌려보냄${comment ? `: ${comment}` : ""}` });
        options.notify({ type: "review", id: review.id });
        return ok({ ok: true });
      },
    },
    {
      method: "GET",
      path: "review/:id(^[0-9a-f]+$)",
      role: "editor",
      handler: async ({ params }) => {
        const review = reviews.get(params.id!);
        if (!review) throw new HttpError(404, "없는 검토 요청입니다.");
        const { text, authors: _authors, ...rest } = review;
        return ok({ review: rest, changes: changeList(await copy.textAt("HEAD"), text), data: checkSource(text, publicDir).data });
      },
    },
    {
      method: "POST",
      path: "publish",
      schema: fields({ review: { type: "string" }, picks: PICKS }),
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: async ({ user, body }) => {
        const review = typeof body.review === "string" ? reviews.get(body.review) : undefined;
        if (body.review !== undefined && review?.status !== "waiting") throw new HttpError(404, "기다리는 검토 요청이 아닙니다.");
        return ok(await serial(() => publish(user, review?.text ?? copy.draftText(), TITLE, picksOf(body.picks), review)));
      },
    },
    {
      method: "POST",
      path: "retry",
      schema: fields({ picks: PICKS }),
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: async ({ body }) => {
        const push = await serial(() => copy.push(picksOf(body.picks)));
        await afterPush(push, await copy.head());
        return ok(push.pushed ? { status: "published" } : { status: "waiting", reason: push.reason, conflicts: waiting?.conflicts });
      },
    },
    {
      method: "POST",
      path: "discard",
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: async ({ user }) => {
        await serial(() => copy.discard());
        authors.settle({ from: copy.draftText(), to: copy.draftText() });
        record({ op: "discard", by: user.name, summary: "게시하지 않은 변경을 모두 버림" });
        options.notify({ type: "publish", state: "discarded" });
        return ok({ ok: true });
      },
    },
    {
      method: "GET",
      path: "history",
      role: "editor",
      handler: async () => {
        const versions = await serial(() => copy.history());
        for (const v of versions) if (!history.has(v.commit)) history.set(v.commit, await copy.versionChanges(v.commit));
        return ok({ versions: versions.map((v) => ({ ...v, changes: history.get(v.commit) })), releases: deploys?.list() });
      },
    },
    {
      method: "GET",
      path: "version/:commit(^[0-9a-f]{7,40}$)",
      role: "editor",
      handler: async ({ params }) => {
        const commit = await copy.resolve(params.commit!);
        if (!commit) throw new HttpError(404, "이력에 없는 버전입니다.");
        return ok({ commit, changes: await copy.versionChanges(commit), data: checkSource(await copy.textAt(commit), publicDir).data });
      },
    },
    {
      method: "POST",
      path: "restore",
      schema: fields({ commit: { type: "string" } }, ["commit"]),
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: async ({ user, body }) => {
        const commit = await copy.resolve(String(body.commit ?? ""));
        if (!commit) throw new HttpError(404, "이력에 없는 버전입니다.");
        if ((await copy.draftChanges()).length > 0) throw new HttpError(409, "게시하지 않은 변경이 있어 되돌릴 수 없습니다. 먼저 게시하거나 변경을 버려 주세요.");
        await serial(() => copy.restore(commit));
        authors.settle({ from: copy.draftText(), to: copy.draftText() });
        record({ op: "restore", by: user.name, commit, summary: `이전 버전(${commit.slice(0, 7)})을 초안으로 되돌림` });
        options.notify({ type: "publish", state: "restored", commit });
        return ok({ commit, changes: await copy.draftChanges(), title: RESTORE_TITLE(commit) });
      },
    },
    {
      method: "POST",
      path: "rollback",
      role: "publisher",
      forbidden: FORBIDDEN,
      handler: () => {
        if (!deploys) throw new HttpError(404, "--deploy-to 없이 시작한 서버에는 되돌릴 빌드가 없습니다.");
        const release = deploys.rollback();
        if (!release) throw new HttpError(409, "되돌릴 이전 빌드가 없습니다.");
        options.notify({ type: "deploy", release });
        return ok({ release });
      },
    },
    ] satisfies Route[]
  ).map((route): Route => ({ ...route, path: PUBLISH_API + route.path, failed: FAILED }));

  return {
    routes,
    draftChanged: (change) => authors.record(change),
    manifest: copy.manifest,
    close: () => clearTimeout(timer),
  };
}

/**
 * The name and e-mail a person's commits carry. Sign-in knows an account's name (ASCII) and, with
 * single sign-on, an e-mail; `authors.json` in the data folder gives the rest, read at each publish:
 * { "kim": { "name": "김민수", "email": "kim@example.com" } }. Without either, a reserved domain
 * (.invalid) says plainly that the address is not a real one.
 */
export function authorOf(user: User, dataDir: string): Author {
  const listed = authorsList(dataDir)[user.id];
  return { name: listed?.name || user.name, email: listed?.email || user.email || `${user.id}@studio.invalid` };
}

/** authors.json: { id: { name, email, team? } }, read at each use; none when it is absent or unreadable. */
function authorsList(dataDir: string): Record<string, Partial<Author> & { team?: string }> {
  try {
    return JSON.parse(readFileSync(join(dataDir, "authors.json"), "utf8")) as Record<string, Partial<Author> & { team?: string }>;
  } catch {
    return {};
  }
}

/** A person as the conflict picker names them: with their team when authors.json gives one for their e-mail ("개발팀 박민수"). */
export function named(author: Author, dataDir: string): string {
  const team = Object.values(authorsList(dataDir)).find((a) => a.email === author.email)?.team;
  return team ? `${team} ${author.name}` : author.name;
}

function picksOf(value: unknown): Picks {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v === "ours" || v === "theirs")) as Picks;
}


