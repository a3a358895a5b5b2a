/**
 * Studio server only: the studio's working copy and its one draft, published through plain git.
 *
 * The model, and why:
 *  - The working copy (`--repo`) stays on one local branch, `studio/draft`. Its HEAD is the last
 *    version published from here (or waiting to be pushed); the draft is what the studio wrote to
 *    site.yaml and public/uploads/ on top of it, not yet committed. The preview shows the draft; the
 *    live site is built from the remote branch, so it stays as published until someone publishes.
 *    One shared draft, as in a CMS where everyone edits the same site: a review request is a
 *    snapshot of it (studio/publish/reviews.ts), so what the publisher reviewed is what is published.
 *  - A publish makes one commit whose parent is the remote's tip and whose tree is the remote's tree
 *    with the draft's site.yaml (merged field by field when the remote moved, studio/publish/merge.ts)
 *    and the uploads the published pages use. No merge commits, no force: history stays linear and
 *    every commit's diff is the lines that changed. The commit is made with plumbing (a temporary
 *    index, write-tree, commit-tree), so nothing in the working copy moves until it exists.
 *  - The working copy then moves to it in one step that a crash cannot split: a journal names the
 *    old and new commits and the draft to put back, the branch moves by `update-ref` (atomic, and
 *    only from the expected commit), then the files follow. On the next start an unfinished move is
 *    finished when the branch moved, or dropped when it did not: before or after, never between.
 *  - A push that fails keeps the commit on `studio/draft`, ahead of the remote: that is the
 *    `게시 대기 중` state. Pushing again replays the waiting commits onto the remote's tip if it moved
 *    (authors, dates and messages kept), and never forces.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { writeAtomic } from "../server/files.ts";
import { changeList, changeWords, type ChangeLine } from "./changes.ts";
import { git, gitMaybe, GitError, gitVersionProblem, refNameProblem } from "./git.ts";
import { dataAt, dataOf, mergeTexts, type Conflict, type Picks } from "./merge.ts";
import type { Path } from "../core/patch.ts";

export const DRAFT_BRANCH = "studio/draft";
export const MANIFEST = "site.yaml";
const UPLOADS = "public/uploads/";

export interface Author {
  name: string;
  email: string;
}

export interface WorkingCopyOptions {
  repo: string;
  remote: string;
  branch: string;
  /** Where the journal of a publish in progress is kept (the server's --data folder). */
  dataDir: string;
  /** Where each failed git push or fetch is written, as git said it (the server's terminal by default). */
  log?: (line: string) => void;
}

export interface Version {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601, with the author's offset. */
  date: string;
  subject: string;
  /** Committed here and not yet on the remote. */
  waiting: boolean;
}

/** Why a push did not go through, in words for the person publishing (and git's own, when git said it). */
export type PushOutcome = { pushed: true } | { pushed: false; reason: string; detail?: string; conflicts?: Conflict[] };

/** Who a commit names: the editors whose changes it carries (the first is its author, the others co-authors) and the person who published it. */
export interface Signature {
  authors: Author[];
  committer: Author;
}

export type Published =
  | { status: "nothing" }
  | { status: "conflict"; conflicts: Conflict[] }
  | { status: "committed"; commit: string; changes: ChangeLine[]; push: PushOutcome; by?: Signature };

interface Journal {
  from: string;
  to: string;
  /** The draft's site.yaml to put back once the files are the new commit's. */
  draft: string;
}

/** A git failure as the person publishing reads it (Korean: what happened, what to do) and as git said it (the terminal's, the audit trail's). */
export interface GitFailure {
  reason: string;
  detail: string;
}

/** What a failed push or fetch means, by what git said, most specific first; the last one says anything else. */
const GIT_FAILURES: [RegExp, string][] = [
  [/could not read (Username|Password)|Authentication failed|Invalid (username|credentials)|returned error: 401|Permission denied \(publickey/i, "원격 저장소가 이 서버의 로그인 정보를 받아들이지 않았습니다. 서버 담당자에게 저장소 접근 토큰이나 접속 키가 유효한지 확인해 달라고 요청해 주세요."],
  [/remote rejected|hook declined|protected branch/i, "원격 저장소의 규칙(보호된 브랜치나 자동 검사)이 이 게시를 막았습니다. 저장소 관리자에게 이 브랜치에 올릴 수 있는지 확인해 달라고 요청해 주세요."],
  [/denied|returned error: 403|not allowed|forbidden/i, "이 서버의 계정에는 원격 저장소에 올릴 권한이 없습니다. 저장소 관리자에게 쓰기 권한을 요청해 주세요."],
  [/No space left|disk quota/i, "이 서버의 디스크가 가득 차 게시를 저장하지 못했습니다. 서버 담당자에게 공간을 비워 달라고 요청해 주세요."],
  [/Could not resolve|unable to access|Could not read from remote|does not appear to be a git repository|not found|Connection|timed out|Network|unreachable|Host key/i, "원격 저장소에 연결하지 못했습니다. 네트워크나 저장소 서버가 잠시 멈췄거나 저장소 주소가 바뀌었을 수 있습니다. 연결되면 자동으로 다시 올리며, 오래 계속되면 서버 담당자에게 알려 주세요."],
  [/./, "원격 저장소에 올리지 못했습니다. 자동으로 다시 시도하며, 계속 실패하면 서버 담당자에게 알려 주세요."],
];

/** A git failure in the person's words, with git's own text kept for the terminal and the audit trail. */
export function gitFailure(error: unknown): GitFailure {
  const detail = (error instanceof GitError ? `git ${error.args.join(" ")}: ${error.stderr}` : String(error)).trim();
  return { reason: GIT_FAILURES.find(([test]) => test.test(detail))![1], detail };
}

/** Every `/uploads/…` path a manifest names. */
function uploadsNamed(data: unknown, out = new Set<string>()): Set<string> {
  if (typeof data === "string" && data.startsWith("/uploads/")) out.add(`public${data}`);
  else if (Array.isArray(data)) data.forEach((v) => uploadsNamed(v, out));
  else if (data && typeof data === "object") Object.values(data).forEach((v) => uploadsNamed(v, out));
  return out;
}

export class WorkingCopy {
  readonly manifest: string;
  private readonly tracking: string;
  private readonly journalFile: string;
  private gitDir = "";

  constructor(readonly options: WorkingCopyOptions) {
    this.manifest = join(options.repo, MANIFEST);
    // The command line checks them (studio/server/options.ts); a caller that does not is stopped here, before git.
    const problem = refNameProblem("remote", options.remote) ?? refNameProblem("branch", options.branch);
    if (problem) throw new Error(problem);
    this.tracking = `refs/remotes/${options.remote}/${options.branch}`;
    this.journalFile = join(options.dataDir, "publish-journal.json");
  }

  private git(args: string[], run?: Parameters<typeof git>[2]) {
    return git(this.options.repo, args, run);
  }

  /** Puts the working copy on the draft branch and finishes a move a crash interrupted. */
  async open(): Promise<void> {
    const tooOld = await gitVersionProblem();
    if (tooOld) throw new Error(tooOld);
    this.gitDir = (await this.git(["rev-parse", "--absolute-git-dir"])).trim();
    const current = (await gitMaybe(this.options.repo, ["symbolic-ref", "--short", "-q", "--end-of-options", "HEAD"]))?.trim();
    if (current !== DRAFT_BRANCH) {
      const exists = await gitMaybe(this.options.repo, ["rev-parse", "--verify", "-q", "--end-of-options", `refs/heads/${DRAFT_BRANCH}`]);
      // The draft starts where the working copy is; edits already in its files come along.
      await this.git(exists ? ["switch", "--end-of-options", DRAFT_BRANCH] : ["switch", "-c", DRAFT_BRANCH]);
    }
    if (existsSync(this.journalFile)) {
      const journal = JSON.parse(readFileSync(this.journalFile, "utf8")) as Journal;
      if ((await this.head()) === journal.to) await this.finishMove(journal);
      else rmSync(this.journalFile, { force: true });
    }
  }

  head(): Promise<string> {
    return this.git(["rev-parse", "--verify", "--end-of-options", "HEAD"]).then((s) => s.trim());
  }

  /** The remote branch's tip as last fetched, if known. */
  async remoteTip(): Promise<string | undefined> {
    return (await gitMaybe(this.options.repo, ["rev-parse", "--verify", "-q", "--end-of-options", this.tracking]))?.trim() || undefined;
  }

  /** site.yaml as committed in `commit`. */
  async textAt(commit: string): Promise<string> {
    return this.git(["show", "--end-of-options", `${commit}:${MANIFEST}`]);
  }

  /** The draft's site.yaml as it is on disk now. */
  draftText(): string {
    return readFileSync(this.manifest, "utf8");
  }

  /** What the draft changes against the last version published from here. */
  async draftChanges(text = this.draftText()): Promise<ChangeLine[]> {
    return changeList(await this.textAt("HEAD"), text);
  }

  /** Brings the remote branch's tip in; rejects with git's error when the remote cannot be reached. */
  async fetch(): Promise<void> {
    await this.git(["fetch", "--no-tags", "--end-of-options", this.options.remote, `+refs/heads/${this.options.branch}:${this.tracking}`]);
  }

  private async isAncestor(a: string, b: string): Promise<boolean> {
    return (await gitMaybe(this.options.repo, ["merge-base", "--is-ancestor", "--end-of-options", a, b])) !== undefined;
  }

  /** Commits on the draft branch not yet on the remote, oldest first. */
  async waiting(): Promise<string[]> {
    const tip = await this.remoteTip();
    const list = await this.git(["rev-list", "--reverse", "--first-parent", "--end-of-options", tip ? `${tip}..HEAD` : "HEAD"]);
    return tip ? list.split("\n").filter(Boolean) : [];
  }

  /** Published versions, newest first: the draft branch's first-parent line, the waiting ones marked. */
  async history(limit = 30): Promise<Version[]> {
    const waiting = new Set(await this.waiting());
    const log = await this.git(["log", "--first-parent", `-n${limit}`, "--format=%H%x00%an%x00%ae%x00%aI%x00%s", "--end-of-options", "HEAD", "--", MANIFEST]);
    return log
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [commit, author, email, date, subject] = line.split("\0") as [string, string, string, string, string];
        return { commit, author, email, date, subject, waiting: waiting.has(commit) };
      });
  }

  /** The change list a version made to site.yaml. */
  async versionChanges(commit: string): Promise<ChangeLine[]> {
    const parent = await gitMaybe(this.options.repo, ["rev-parse", "--verify", "-q", "--end-of-options", `${commit}^`]);
    const before = parent ? await this.textAt(parent.trim()).catch(() => "") : "";
    try {
      return changeList(before, await this.textAt(commit));
    } catch {
      // A version whose site.yaml cannot be read (pushed by hand with a syntax error) has no list; the history still shows it.
      return [];
    }
  }

  /**
   * Who made the field at `path` hold `value` in the commits of `range` ("a..b"), and when: the
   * newest commit that set it; failing that (the field moved in the list), the range's newest commit.
   */
  async changedBy(range: string, path: Path, value: unknown): Promise<(Author & { at: string }) | undefined> {
    const log = (await gitMaybe(this.options.repo, ["log", "--first-parent", "-n50", "--format=%H%x00%an%x00%ae%x00%aI", "--end-of-options", range, "--", MANIFEST])) ?? "";
    const commits = log
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [commit, name, email, at] = line.split("\0") as [string, string, string, string];
        return { commit, name, email, at };
      });
    const valueIn = (commit: string) => this.textAt(commit).then((text) => dataAt(dataOf(text), path), () => undefined);
    for (const { commit, ...who } of commits) {
      if (isDeepStrictEqual(await valueIn(commit), value) && !isDeepStrictEqual(await valueIn(`${commit}^`), value)) return who;
    }
    const newest = commits[0];
    return newest && { name: newest.name, email: newest.email, at: newest.at };
  }

  /** The full commit name of a version the history lists, else undefined. */
  async resolve(commit: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return undefined;
    const full = (await gitMaybe(this.options.repo, ["rev-parse", "--verify", "-q", "--end-of-options", `${commit}^{commit}`]))?.trim();
    return full && (await this.isAncestor(full, "HEAD")) ? full : undefined;
  }

  // -------------------------------------------------------------------------------------------
  // publishing
  // -------------------------------------------------------------------------------------------

  /**
   * Publishes `text` (the draft, or a review's snapshot of it) as one commit signed by `by`, on top
   * of the remote's tip, then pushes. `check` sees the text that would be committed (merged with the
   * remote's), the commit it would go on and the uploads it would add, and may refuse it by returning false. `by` is asked who signs the commit, with the
   * text last published from here and the text being published.
   */
  async publish(request: { text: string; by: (published: { from: string; to: string }) => Signature; title: string; notes?: string[]; picks?: Picks; check?: (text: string, on: { base: string; uploads: string[] }) => Promise<boolean> }): Promise<Published | { status: "refused" }> {
    const fetched = await this.fetch().then(
      () => undefined,
      (error: unknown) => this.failed("fetch", error),
    );
    const head = await this.head();
    const headText = await this.textAt(head);
    const onto = await this.replayWaiting(request.picks ?? {});
    if ("conflicts" in onto) return { status: "conflict", conflicts: onto.conflicts };
    const ontoText = await this.textAt(onto.tip);
    const merged = mergeTexts(headText, request.text, ontoText, request.picks);
    if (!merged.ok) return { status: "conflict", conflicts: merged.conflicts };
    const uploads = await this.newUploads(merged.text, onto.tip);
    const changes = changeList(ontoText, merged.text);
    if (changes.length === 0 && uploads.length === 0 && onto.tip === head) {
      return (await this.waiting()).length > 0 ? { status: "committed", commit: head, changes: [], push: await this.push(request.picks) } : { status: "nothing" };
    }
    if (request.check && !(await request.check(merged.text, { base: onto.tip, uploads }))) return { status: "refused" };
    let commit = onto.tip;
    let by: Signature | undefined;
    if (changes.length > 0 || uploads.length > 0) {
      const signed = (by = request.by({ from: headText, to: request.text }));
      const lines = [request.title.replace("{count}", changeWords.count(changes.length)), "", ...changes.map((c) => `- ${c.text}`), ...uploads.map((u) => `- ${u}`)];
      // Each note one line: a note's own line breaks could start a paragraph of "Signed-off-by: …"
      // lines, which git and the forges read as the commit's trailers (a review note is typed by an editor).
      if (request.notes?.length) lines.push("", ...request.notes.map((note) => note.replace(/\s+/g, " ").trim()));
      // git's trailers are the message's last paragraph: GitHub and GitLab show each co-author beside the author.
      const coAuthors = signed.authors.slice(1).filter((a) => a.email !== signed.authors[0]!.email);
      if (coAuthors.length > 0) lines.push("", ...coAuthors.map((a) => `Co-authored-by: ${a.name} <${a.email}>`));
      commit = await this.commitTree(onto.tip, [{ path: MANIFEST, text: merged.text }, ...uploads.map((path) => ({ path, file: join(this.options.repo, path) }))], { author: signed.authors[0]!, committer: signed.committer }, lines.join("\n") + "\n");
    }
    await this.moveTo(head, commit);
    const push = fetched !== undefined ? ({ pushed: false, ...fetched } as const) : await this.push(request.picks);
    return { status: "committed", commit, changes, push, by };
  }

  /**
   * Pushes the waiting commits to the remote branch, never forcing. When the remote moved, they are
   * replayed onto its tip first (a field both changed is a conflict for the publisher to settle).
   */
  async push(picks: Picks = {}): Promise<PushOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await this.waiting()).length === 0) return { pushed: true };
      const head = await this.head();
      try {
        await this.git(["push", "--end-of-options", this.options.remote, `${head}:refs/heads/${this.options.branch}`]);
        await this.git(["update-ref", "--end-of-options", this.tracking, head]);
        return { pushed: true };
      } catch (error) {
        const failure = this.failed("push", error);
        const rejected = error instanceof GitError && /\[rejected\]|non-fast-forward|fetch first/.test(error.stderr);
        if (!rejected) return { pushed: false, ...failure };
      }
      // The remote moved after our fetch: bring it in and replay onto it.
      try {
        await this.fetch();
      } catch (error) {
        return { pushed: false, ...this.failed("fetch", error) };
      }
      const onto = await this.replayWaiting(picks);
      if ("conflicts" in onto) return { pushed: false, reason: "같은 칸을 다른 사람이 먼저 바꿔 게시했습니다. 칸마다 남길 값을 골라 주세요.", conflicts: onto.conflicts };
      await this.moveTo(head, onto.tip);
    }
    return { pushed: false, reason: "원격 저장소가 계속 바뀌고 있어 올리지 못했습니다. 잠시 뒤 다시 시도합니다." };
  }

  /** Writes a failed git operation to the terminal as git said it; returns it in the person's words. */
  private failed(what: "push" | "fetch", error: unknown): GitFailure {
    const failure = gitFailure(error);
    (this.options.log ?? console.error)(`studio publish: git ${what} (${this.options.remote}/${this.options.branch}) failed: ${failure.detail}`);
    return failure;
  }

  /**
   * The commit to publish on: the remote's tip with the waiting commits replayed onto it (each
   * keeps its author, date and message), or HEAD when the remote has not moved past it.
   */
  private async replayWaiting(picks: Picks): Promise<{ tip: string } | { conflicts: Conflict[] }> {
    const head = await this.head();
    const remote = await this.remoteTip();
    if (!remote || (await this.isAncestor(remote, head))) return { tip: head };
    let tip = remote;
    for (const commit of await this.git(["rev-list", "--reverse", "--first-parent", "--end-of-options", `${remote}..${head}`]).then((s) => s.split("\n").filter(Boolean))) {
      const parent = `${commit}^`;
      const merged = mergeTexts(await this.textAt(parent), await this.textAt(commit), await this.textAt(tip), picks);
      if (!merged.ok) return { conflicts: merged.conflicts };
      const others = (await this.git(["diff-tree", "--no-commit-id", "-r", "--name-only", "-z", "--end-of-options", parent, commit])).split("\0").filter((p) => p && p !== MANIFEST);
      // Nothing of it left once merged (the publisher kept the remote's value): no empty commit.
      if (others.length === 0 && merged.text === (await this.textAt(tip))) continue;
      const files: TreeFile[] = [{ path: MANIFEST, text: merged.text }];
      for (const path of others) {
        const entry = (await this.git(["ls-tree", "-z", "--end-of-options", commit, "--", path])).split("\0")[0];
        files.push(entry ? { path, entry: entry.split("\t")[0]! } : { path, remove: true });
      }
      // %B ends with the format's own newline after the message's.
      const [name, email, date, committer, committerEmail, ...message] = (await this.git(["log", "-1", "--format=%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%B", "--end-of-options", commit])).split("\0");
      tip = await this.commitTree(tip, files, { author: { name: name!, email: email! }, committer: { name: committer!, email: committerEmail! }, date }, message.join("\0").replace(/\n$/, ""));
    }
    return { tip };
  }

  /** Files under public/uploads/ that `text` names and `commit` does not hold yet: they go with the page that uses them. */
  private async newUploads(text: string, commit: string): Promise<string[]> {
    const named = [...uploadsNamed(dataOf(text))].filter((path) => existsSync(join(this.options.repo, path)));
    const out: string[] = [];
    for (const path of named.sort()) {
      const inTree = (await this.git(["ls-tree", "--end-of-options", commit, "--", path])).trim();
      if (!inTree) out.push(path);
    }
    return out;
  }

  /** Makes a commit on `parent` with `files` changed, without touching the working copy or its index. `date` is the author's (a replayed commit keeps it). */
  private async commitTree(parent: string, files: TreeFile[], { author, committer, date }: { author: Author; committer: Author; date?: string }, message: string): Promise<string> {
    const env = { GIT_INDEX_FILE: join(this.gitDir, `studio-index-${randomBytes(6).toString("hex")}`) };
    try {
      await this.git(["read-tree", "--end-of-options", parent], { env });
      for (const file of files) {
        if ("remove" in file) {
          await this.git(["update-index", "--force-remove", "--", file.path], { env });
          continue;
        }
        let entry: string;
        if ("entry" in file) entry = file.entry.replace(/^(\d+) \w+ (\w+)$/, "$1,$2");
        else {
          const blob = "text" in file ? await this.git(["hash-object", "-w", "--stdin"], { input: file.text }) : await this.git(["hash-object", "-w", "--", file.file]);
          entry = `100644,${blob.trim()}`;
        }
        await this.git(["update-index", "--add", "--cacheinfo", `${entry},${file.path}`], { env });
      }
      const tree = (await this.git(["write-tree"], { env })).trim();
      const who = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email, ...(date ? { GIT_AUTHOR_DATE: date } : {}) };
      return (await this.git(["commit-tree", "-p", parent, "-F", "-", "--end-of-options", tree], { env: who, input: message })).trim();
    } finally {
      rmSync(env.GIT_INDEX_FILE, { force: true });
    }
  }

  /**
   * Moves the draft branch from `from` to `to` and the files with it, keeping the draft's edits
   * that `to` does not hold (they stay a draft). A journal makes the move all or nothing.
   */
  private async moveTo(from: string, to: string): Promise<void> {
    if (from === to) return;
    const fromText = await this.textAt(from);
    const toText = await this.textAt(to);
    const draft = this.draftText();
    let kept = mergeTexts(fromText, draft, toText);
    // A field the draft changed again since: the draft's newer value stays in the draft.
    if (!kept.ok) kept = mergeTexts(fromText, draft, toText, Object.fromEntries(kept.conflicts.map((c) => [c.key, "ours"])));
    const journal: Journal = { from, to, draft: kept.ok ? kept.text : draft };
    writeAtomic(this.journalFile, JSON.stringify(journal));
    await this.git(["update-ref", "-m", "studio: publish", "--end-of-options", `refs/heads/${DRAFT_BRANCH}`, to, from]);
    await this.finishMove(journal);
  }

  private async finishMove(journal: Journal): Promise<void> {
    // Index and files become the new commit's (a developer's code that came with it included);
    // files the draft added and git does not know (uploads not yet used) stay.
    await this.git(["read-tree", "--reset", "-u", "--end-of-options", journal.to]);
    if (this.draftText() !== journal.draft) writeAtomic(this.manifest, journal.draft);
    rmSync(this.journalFile, { force: true });
  }

  /** Puts the draft back to the last version published from here (uploads stay in public/uploads/). */
  async discard(): Promise<void> {
    writeAtomic(this.manifest, await this.textAt("HEAD"));
  }

  /** Makes the draft the site.yaml of `commit`: published like any change, as a new commit. */
  async restore(commit: string): Promise<void> {
    writeAtomic(this.manifest, await this.textAt(commit));
  }
}

type TreeFile = { path: string; text: string } | { path: string; file: string } | { path: string; entry: string } | { path: string; remove: true };
