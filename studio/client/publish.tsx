/**
 * Studio only: drafts, review, publishing and history on the studio's screen (issue 35). The top
 * bar's "변경 N건" opens a panel: the draft's changes in words, 검토 요청 with a note, and for a
 * publisher 게시, the review requests with a preview of each changed page (desktop and phone), the
 * published versions with their preview and 되돌리기, and what waits to be pushed (게시 대기 중).
 * It speaks to /__studio/api/publish/ (studio/publish/index.ts); under `npm start`, which has no
 * publishing, that answers 404 and nothing of this is shown.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { STUDIO_READY } from "../../src/dev/events.ts";
import type { Path } from "../core/edits.ts";
import { API as STUDIO_API } from "../core/addresses.ts";
import type { ChangeLine } from "../core/wire.ts";
import { ON_STUDIO_SERVER, onServerEvent } from "./live.ts";
import { fromFrame, previewMessage } from "./preview.ts";
import type { Problem } from "../../engine/core/problem.ts";
import type { Session } from "./session.ts";

const API = `${STUDIO_API}/publish/`;

interface ReviewItem {
  id: string;
  status: "waiting" | "returned" | "published";
  by: string;
  at: string;
  note: string;
  comment?: string;
  reviewer?: string;
}
/** Who changed a value and when (ISO 8601), as the server names them ("개발팀 박민수"). */
interface ChangedBy {
  name: string;
  at: string;
}
interface ConflictItem {
  key: string;
  place: string;
  ours: string;
  theirs: string;
  oursBy?: ChangedBy;
  theirsBy?: ChangedBy;
}
interface State {
  canPublish: boolean;
  target: string;
  draft: { changes: ChangeLine[] };
  reviews: ReviewItem[];
  waiting?: { reason: string; count: number; retryAt?: string; conflicts?: ConflictItem[] };
  deploy?: { releases: { name: string; commit: string; current: boolean }[]; building?: { commit: string; error?: string } };
}
interface Version {
  commit: string;
  author: string;
  date: string;
  subject: string;
  waiting: boolean;
  changes: ChangeLine[];
}

/** What an answer said went wrong, or the answer itself. */
async function call<T = any>(route: string, body?: object): Promise<{ ok: boolean; status: number; body: T & { error?: string; problems?: Problem[]; conflicts?: ConflictItem[] } }> {
  const res = await fetch(API + route, body ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) } : {});
  const json = res.headers.get("content-type")?.includes("json") ? await res.json() : {};
  return { ok: res.ok, status: res.status, body: json };
}

const when = (iso: string) => new Date(iso).toLocaleString("ko-KR", { dateStyle: "medium", timeStyle: "short" });
/** "11월 27일 14:02", in the reader's own time zone. */
const day = (iso: string) => new Date(iso).toLocaleString("ko-KR", { month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
/** One side of a conflict in people's words: "개발팀 박민수 님이 11월 27일 14:02에 바꾼 값". */
const changedBy = (by: ChangedBy | undefined, fallback: string) => (by ? `${by.name} 님이 ${day(by.at)}에 바꾼 값` : fallback);
const STATUS = { waiting: "검토 대기", returned: "돌려보냄", published: "게시됨" } as const;

/** The top bar's "변경 N건" and the panel it opens; `goTo` selects a field of the draft. */
export function PublishBar({ session, goTo }: { session: Session; goTo: (path: Path) => void }) {
  const [state, setState] = useState<State | null>(null);
  const [open, setOpen] = useState(false);
  // What came of the last request, or of a push the server tried again by itself.
  const [message, setMessage] = useState("");
  const refresh = useCallback(async () => {
    if (!ON_STUDIO_SERVER) return;
    const answer = await call<State>("state").catch(() => undefined);
    setState(answer?.ok ? answer.body : null);
  }, []);
  // Every save changes the draft: its list follows (a moment after typing stops).
  const version = session.state.version;
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), 300);
    return () => clearTimeout(timer);
  }, [version, refresh]);
  // Someone else asked for review, published or sent back: the server says so on its event stream.
  useEffect(
    () =>
      onServerEvent((event) => {
        const { type, state, retried } = event as { type?: string; state?: string; retried?: boolean };
        // The publish that waited went through on a later try: what the panel said before no longer holds.
        if (type === "publish" && state === "pushed" && retried) setMessage("기다리던 게시를 원격 저장소에 올렸습니다. 게시가 끝났습니다.");
        if (type === "publish" || type === "review" || type === "deploy") void refresh();
      }),
    [refresh],
  );
  if (!state) return null;
  const count = state.draft.changes.length;
  return (
    <>
      <button type="button" className="change-count" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="change-count">
        변경 {count}건
      </button>
      {state.waiting && (
        <span className="waiting-badge" role="status">
          게시 대기 중
        </span>
      )}
      {open && <PublishPanel state={state} refresh={refresh} session={session} goTo={goTo} close={() => setOpen(false)} message={message} setMessage={setMessage} />}
    </>
  );
}

function PublishPanel({ state, refresh, session, goTo, close, message, setMessage }: { state: State; refresh: () => Promise<void>; session: Session; goTo: (path: Path) => void; close: () => void; message: string; setMessage: (message: string) => void }) {
  const [tab, setTab] = useState<"draft" | "reviews" | "history">("draft");
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflicts, setConflicts] = useState<{ items: ConflictItem[]; retry: (picks: Record<string, string>) => Promise<unknown> } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one request, then shows what came of it and reads the state again; true when the server took it. */
  const act = async (route: string, body: object, done: string, again?: (picks: Record<string, string>) => Promise<unknown>): Promise<boolean> => {
    let ok = false;
    setBusy(true);
    setMessage("");
    setProblems([]);
    setConflicts(null);
    try {
      const answer = await call(route, body);
      if (answer.body.problems) setProblems(answer.body.problems);
      if (answer.body.conflicts?.length && again) setConflicts({ items: answer.body.conflicts, retry: again });
      ok = answer.ok;
      if (!answer.ok) setMessage(answer.body.error ?? "요청을 처리하지 못했습니다.");
      else if (answer.body.status === "waiting") setMessage(`게시 대기 중: ${answer.body.reason ?? ""}`);
      else setMessage(done);
    } catch {
      setMessage("서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.");
    } finally {
      setBusy(false);
      await session.reload();
      await refresh();
    }
    return ok;
  };
  const publish = (review?: string) => {
    const go = (picks: Record<string, string>) => act("publish", { review, picks }, "게시했습니다.", go);
    return go({});
  };
  const retry = (picks: Record<string, string> = {}): Promise<unknown> => act("retry", { picks }, "원격 저장소에 올렸습니다.", retry);

  return (
    <section className="publish-panel" role="dialog" aria-label="게시">
      <div className="publish-head">
        <div role="tablist" aria-label="게시 메뉴">
          {(
            [
              ["draft", `초안 (변경 ${state.draft.changes.length}건)`],
              ["reviews", `검토 요청 (${state.reviews.filter((r) => r.status === "waiting").length})`],
              ["history", "게시 이력"],
            ] as const
          ).map(([id, label]) => (
            <button key={id} type="button" role="tab" aria-selected={tab === id} onClick={() => setTab(id)}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" onClick={close}>
          닫기
        </button>
      </div>
      {state.waiting && (
        <div className="waiting" role="alert">
          <strong>게시 대기 중</strong> ({state.waiting.count}건): {state.waiting.reason}
          {state.waiting.retryAt && ` ${when(state.waiting.retryAt)}에 다시 올립니다.`}
          {state.canPublish && !state.waiting.conflicts && (
            <button type="button" disabled={busy} onClick={() => void retry()}>
              지금 다시 시도
            </button>
          )}
        </div>
      )}
      {/* A later try found the same field changed by someone else: the publisher picks here, without pressing anything first. */}
      {state.canPublish && state.waiting?.conflicts && !conflicts && <ConflictPicker conflicts={state.waiting.conflicts} pick={(picks) => void retry(picks)} busy={busy} />}
      {state.deploy?.building && (
        <p className={state.deploy.building.error ? "publish-error" : "help"} role="status">
          {state.deploy.building.error ?? "게시한 내용을 사이트에 반영하고 있습니다."}
        </p>
      )}
      {message && (
        <p className="publish-message" role="status" data-testid="publish-message">
          {message}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="publish-problems" aria-label="게시를 막는 문제">
          {problems.map((p, i) => (
            <li key={i}>
              <button type="button" onClick={() => goTo(p.path)}>
                고치러 가기
              </button>{" "}
              {p.message}
            </li>
          ))}
        </ul>
      )}
      {conflicts && <ConflictPicker conflicts={conflicts.items} pick={(picks) => void conflicts.retry(picks)} busy={busy} />}
      {tab === "draft" && <DraftTab state={state} busy={busy} act={act} publish={publish} goTo={goTo} />}
      {tab === "reviews" && <ReviewsTab state={state} busy={busy} act={act} publish={publish} />}
      {tab === "history" && <HistoryTab state={state} busy={busy} act={act} />}
    </section>
  );
}

type Act = (route: string, body: object, done: string) => Promise<boolean>;

function Changes({ changes, goTo }: { changes: ChangeLine[]; goTo?: (path: Path) => void }) {
  if (changes.length === 0) return <p className="help">바뀐 내용이 없습니다.</p>;
  return (
    <ul className="change-list">
      {changes.map((c, i) => (
        <li key={i}>{goTo && c.kind !== "removed" ? <button type="button" className="link" onClick={() => goTo(c.path)}>{c.text}</button> : c.text}</li>
      ))}
    </ul>
  );
}

function DraftTab({ state, busy, act, publish, goTo }: { state: State; busy: boolean; act: Act; publish: () => Promise<unknown>; goTo: (path: Path) => void }) {
  const [note, setNote] = useState("");
  const changes = state.draft.changes;
  const mine = state.reviews.filter((r) => r.status === "returned").slice(0, 3);
  return (
    <div className="publish-tab">
      <p className="help">고친 내용은 초안에만 있고, 게시하기 전까지 사이트는 그대로입니다.</p>
      <Changes changes={changes} goTo={goTo} />
      {mine.map((r) => (
        <p key={r.id} className="returned" role="note">
          {r.reviewer}님이 돌려보냈습니다: {r.comment || "(의견 없음)"}
        </p>
      ))}
      <label className="field">
        검토 요청 메모
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} placeholder="무엇을 왜 고쳤는지 적어 주세요" />
      </label>
      <div className="publish-actions">
        <button type="button" disabled={busy || changes.length === 0} onClick={() => void act("review", { note }, "검토를 요청했습니다.").then((ok) => ok && setNote(""))}>
          검토 요청
        </button>
        {state.canPublish && (
          <>
            <button type="button" className="primary" disabled={busy || (changes.length === 0 && !state.waiting)} onClick={() => void publish()}>
              게시
            </button>
            <button type="button" disabled={busy || changes.length === 0} onClick={() => confirm("게시하지 않은 변경을 모두 버릴까요?") && void act("discard", {}, "변경을 버렸습니다.")}>
              변경 버리기
            </button>
          </>
        )}
      </div>
    </div>
  );
}

function ReviewsTab({ state, busy, act, publish }: { state: State; busy: boolean; act: Act; publish: (review?: string) => Promise<unknown> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  if (state.reviews.length === 0) return <p className="help publish-tab">검토 요청이 없습니다.</p>;
  return (
    <ul className="publish-tab review-list">
      {state.reviews.map((r) => (
        <li key={r.id} data-testid="review">
          <div>
            <strong>{STATUS[r.status]}</strong> · {r.by} · {when(r.at)}
            {r.note && <p className="note">{r.note}</p>}
            {r.comment && (
              <p className="returned">
                {r.reviewer}: {r.comment}
              </p>
            )}
          </div>
          {r.status === "waiting" && (
            <button type="button" aria-expanded={openId === r.id} onClick={() => setOpenId(openId === r.id ? null : r.id)}>
              {openId === r.id ? "접기" : "살펴보기"}
            </button>
          )}
          {openId === r.id && r.status === "waiting" && <ReviewDetail id={r.id} canPublish={state.canPublish} busy={busy} act={act} publish={publish} />}
        </li>
      ))}
    </ul>
  );
}

function ReviewDetail({ id, canPublish, busy, act, publish }: { id: string; canPublish: boolean; busy: boolean; act: Act; publish: (review?: string) => Promise<unknown> }) {
  const [detail, setDetail] = useState<{ changes: ChangeLine[]; data: any } | null>(null);
  const [comment, setComment] = useState("");
  useEffect(() => {
    void call(`review/${id}`).then((a) => a.ok && setDetail(a.body));
  }, [id]);
  if (!detail) return <p className="help">불러오는 중…</p>;
  return (
    <div className="review-detail">
      <Changes changes={detail.changes} />
      <PagePreviews data={detail.data} changes={detail.changes} />
      {canPublish && (
        <div className="publish-actions">
          <button type="button" className="primary" disabled={busy} onClick={() => void publish(id)}>
            게시
          </button>
          <label>
            돌려보낼 때 의견
            <input value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <button type="button" disabled={busy} onClick={() => void act(`review/${id}/return`, { comment }, "돌려보냈습니다.")}>
            돌려보내기
          </button>
        </div>
      )}
    </div>
  );
}

function HistoryTab({ state, busy, act }: { state: State; busy: boolean; act: Act }) {
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [shown, setShown] = useState<{ commit: string; data: any; changes: ChangeLine[] } | null>(null);
  useEffect(() => {
    void call<{ versions: Version[] }>("history").then((a) => a.ok && setVersions(a.body.versions));
  }, [state]);
  const releases = state.deploy?.releases ?? [];
  return (
    <div className="publish-tab">
      {state.deploy && (
        <div className="releases">
          <p>
            사이트에 보이는 버전: {releases.find((r) => r.current)?.commit ?? "없음"} (이전 버전 {Math.max(0, releases.length - 1)}개를 바로 되돌릴 수 있게 보관)
          </p>
          {state.canPublish && releases.length > 1 && (
            <button type="button" disabled={busy} onClick={() => void act("rollback", {}, "사이트를 이전 버전으로 되돌렸습니다.")}>
              사이트를 이전 버전으로 즉시 되돌리기
            </button>
          )}
        </div>
      )}
      {!versions ? (
        <p className="help">불러오는 중…</p>
      ) : (
        <ol className="history">
          {versions.map((v) => (
            <li key={v.commit} data-testid="version">
              <div>
                <strong>{v.subject}</strong>
                {v.waiting && <span className="waiting-badge">게시 대기 중</span>}
                <br />
                {v.author} · {when(v.date)} · <code>{v.commit.slice(0, 7)}</code>
              </div>
              <details>
                <summary>변경 {v.changes.length}건</summary>
                <Changes changes={v.changes} />
              </details>
              <div className="publish-actions">
                <button type="button" onClick={() => void call(`version/${v.commit}`).then((a) => a.ok && setShown(a.body))}>
                  미리보기
                </button>
                {state.canPublish && (
                  <button type="button" disabled={busy} onClick={() => void act("restore", { commit: v.commit }, "이 버전을 초안으로 가져왔습니다. 확인한 뒤 게시하면 새 버전으로 게시됩니다.")}>
                    이 버전으로 되돌리기
                  </button>
                )}
              </div>
              {shown?.commit === v.commit && <PagePreviews data={shown.data} changes={shown.changes} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Both values of each conflicting field; the publisher picks one for each, then publishes again. */
function ConflictPicker({ conflicts, pick, busy }: { conflicts: ConflictItem[]; pick: (picks: Record<string, string>) => void; busy: boolean }) {
  const [picks, setPicks] = useState<Record<string, string>>({});
  return (
    <form
      className="conflicts"
      onSubmit={(e) => {
        e.preventDefault();
        pick(picks);
      }}
    >
      <p>같은 칸을 두 사람이 다른 값으로 바꿨습니다. 칸마다 남길 값을 골라 주세요.</p>
      {conflicts.map((c) => (
        <fieldset key={c.key}>
          <legend>{c.place}</legend>
          <label>
            <input type="radio" name={c.key} checked={picks[c.key] === "ours"} onChange={() => setPicks({ ...picks, [c.key]: "ours" })} /> {changedBy(c.oursBy, "게시하려는 초안의 값")}: {c.ours}
          </label>
          <label>
            <input type="radio" name={c.key} checked={picks[c.key] === "theirs"} onChange={() => setPicks({ ...picks, [c.key]: "theirs" })} /> {changedBy(c.theirsBy, "먼저 게시된 값")}: {c.theirs}
          </label>
        </fieldset>
      ))}
      <button type="submit" className="primary" disabled={busy || conflicts.some((c) => !picks[c.key])}>
        고른 값으로 게시
      </button>
    </form>
  );
}

/** The changed pages of a version, each at desktop and phone width, drawn from that version's data. */
function PagePreviews({ data, changes }: { data: any; changes: ChangeLine[] }) {
  const paths = [...new Set(changes.map((c) => (c.path[0] === "pages" && typeof c.path[1] === "number" ? data?.pages?.[c.path[1]]?.path : "/")).filter((p): p is string => typeof p === "string"))];
  const [path, setPath] = useState(paths[0] ?? "/");
  return (
    <div className="page-previews">
      {paths.length > 1 && (
        <label>
          바뀐 페이지{" "}
          <select value={path} onChange={(e) => setPath(e.target.value)}>
            {paths.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
      )}
      <div className="preview-pair">
        <SnapshotFrame data={data} path={path} width={1280} scale={0.3} label="데스크톱" />
        <SnapshotFrame data={data} path={path} width={375} scale={0.5} label="휴대폰" />
      </div>
    </div>
  );
}

/** A preview frame that draws the given data instead of the draft's. */
function SnapshotFrame({ data, path, width, scale, label }: { data: any; path: string; width: number; scale: number; label: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const post = () => {
      const message = previewMessage(data, { version: "", data, problems: [], files: [] });
      if (message) frame.current?.contentWindow?.postMessage(message, location.origin);
    };
    const stop = fromFrame(() => frame.current?.contentWindow, STUDIO_READY, post);
    post();
    return stop;
  }, [data]);
  const height = width > 500 ? 800 : 700;
  return (
    <figure className="snapshot" style={{ width: width * scale }}>
      <figcaption>
        {label} {width}px
      </figcaption>
      <div style={{ width: width * scale, height: height * scale, overflow: "hidden" }}>
        <iframe ref={frame} title={`${label} 미리보기 ${path}`} src={path} style={{ width, height, transform: `scale(${scale})`, transformOrigin: "0 0", border: 0 }} />
      </div>
    </figure>
  );
}
