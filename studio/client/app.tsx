/**
 * Studio only: the studio's screen. Three panes (pages and shared parts / the page's blocks / the
 * form of what is selected) beside the live preview of the page, in a frame.
 */
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { AccountMenu, useMe } from "./account.tsx";
import type { Change, Path } from "../server/patch.ts";
import { fieldId, FieldList, Options, pathKey, ProblemText, summary, type FormContext } from "./fields.tsx";
import { targetsOf, type Targets } from "./links.ts";
import { PublishBar } from "./publish.tsx";
import { AuditLog, Presence } from "./team.tsx";
import { BLOCK_TYPES, blockSchema, resolve, schema } from "./schema.ts";
import { focusNew } from "./focus.ts";
import { HistoryMenu } from "./history.tsx";
import { UnusedFiles } from "./unused-files.tsx";
import { blockName, PARTS, where, type Part } from "./places.ts";
import { elementShowing, previewTexts } from "./preview-target.ts";
import type { Problem, Session } from "./session.ts";


/** The preview's widths: a phone, a tablet, a laptop (the site's own breakpoints lie between them). */
type Device = { label: string; width: number };
const DEVICES: Device[] = [
  { label: "휴대폰", width: 375 },
  { label: "태블릿", width: 768 },
  { label: "데스크톱", width: 1280 },
];
type Selection = { part: Part } | { page: number; block: number | "meta" };

/** Starting pages: the blocks each begins with (skeletons from the schema's defaultSnippets). */
const TEMPLATES: { name: string; blocks: string[] }[] = [
  { name: "기본 (큰 제목 + 문의 유도)", blocks: ["hero", "cta"] },
  { name: "서비스 소개 (큰 제목 + 카드 + 자주 묻는 질문 + 문의 유도)", blocks: ["hero", "cardGrid", "faq", "cta"] },
  { name: "안내 문서 (큰 제목 + 문서)", blocks: ["hero", "document"] },
];

const skeletonOf = (type: string) => structuredClone(BLOCK_TYPES.find((b) => b.type === type)!.skeleton);

export function Studio({ session }: { session: Session }) {
  useSyncExternalStore(
    (l) => session.subscribe(l),
    () => session.revision,
  );
  const data = session.data;
  const problems = session.state.problems;
  const me = useMe();
  const [selection, setSelection] = useState<Selection>({ page: 0, block: 0 });
  const [showProblems, setShowProblems] = useState(false);
  const [renaming, setRenaming] = useState(false);
  // The field being edited: the preview shows where it is on the page.
  const [editing, setEditing] = useState<Path>([]);
  const pages: any[] = data?.pages ?? [];
  const pageIndex = "page" in selection ? Math.min(selection.page, pages.length - 1) : -1;
  const page = pageIndex >= 0 ? pages[pageIndex] : undefined;

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo every kind of change, in a field or not.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === "z" || key === "y") {
        e.preventDefault();
        void (key === "y" || e.shiftKey ? session.redo() : session.undo());
      }
    };
    // Nothing typed is lost with the tab: sent as the page goes away (and kept in this browser until
    // saved, see Session), sent at once when the tab is hidden, and a warning while a save is on its way.
    const leave = () => session.sendBeforeLeaving();
    const hidden = () => document.visibilityState === "hidden" && void session.flush();
    const warn = (e: BeforeUnloadEvent) => {
      if (session.save === "saved") return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("pagehide", leave);
    window.addEventListener("beforeunload", warn);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("beforeunload", warn);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [session]);

  const byPath = useMemo(() => {
    const map = new Map<string, Problem[]>();
    for (const p of problems) map.set(pathKey(p.path), [...(map.get(pathKey(p.path)) ?? []), p]);
    return map;
  }, [problems]);
  // Kept while the routes and ids stay the same, so typing elsewhere does not redraw every field.
  const targetsKey = useMemo(() => JSON.stringify(targetsOf(pages)), [pages]);
  const targets = useMemo(() => JSON.parse(targetsKey) as Targets, [targetsKey]);
  const site = data?.site;
  const ctx: FormContext = useMemo(() => ({ session, site, problems: byPath, targets }), [session, site, byPath, targets]);
  const under = (prefix: Path) => problems.filter((p) => prefix.every((seg, i) => p.path[i] === seg));
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;

  return (
    <div className="studio">
      <header className="topbar">
        <h1>사이트 스튜디오</h1>
        <span className={`save ${session.save}`} role="status" data-testid="save-state">
          {{ saved: "저장됨", pending: "입력 중…", saving: "저장 중…", error: "저장 실패" }[session.save]}
        </span>
        <button type="button" onClick={() => void session.undo()} disabled={!session.canUndo} aria-keyshortcuts="Control+Z">
          되돌리기
        </button>
        <button type="button" onClick={() => void session.redo()} disabled={!session.canRedo} aria-keyshortcuts="Control+Shift+Z">
          다시 하기
        </button>
        <HistoryMenu session={session} />
        <UnusedFiles session={session} />
        <button type="button" className={problems.length ? "problem-count bad" : "problem-count"} aria-expanded={showProblems} onClick={() => setShowProblems(!showProblems)} data-testid="problem-count">
          {problems.length === 0 ? "문제 없음" : `오류 ${errors}건${warnings ? ` · 경고 ${warnings}건` : ""}`}
        </button>
        <PublishBar session={session} goTo={(path) => setSelection(selectionOf(path))} />
        <Presence page={page?.path ?? ""} />
        <AuditLog />
        <p className="notice" role="status">
          {session.notice}
        </p>
        {session.deleted && (
          <p className="toast" role="status">
            {session.deleted}{" "}
            <button type="button" onClick={() => void session.undo()}>
              되돌리기
            </button>
          </p>
        )}
        <AccountMenu me={me} />
      </header>
      {showProblems && <ProblemList problems={problems} data={data} select={setSelection} />}
      <Options id="studio-files" values={session.state.files} />
      <main className="panes">
        <PagesPane pages={pages} selection={selection} select={setSelection} session={session} problems={problems} />
        {page ? (
          <BlocksPane page={page} index={pageIndex} selection={selection} select={setSelection} session={session} problems={problems} pages={pages} rename={setRenaming} />
        ) : (
          <section className="pane blocks" aria-labelledby="blocks-title">
            <h2 id="blocks-title">공통 부분</h2>
            <p className="help">왼쪽에서 고를 부분을 누르세요. 모든 페이지에 함께 보입니다.</p>
          </section>
        )}
        <FormPane selection={selection} data={data} ctx={ctx} under={under} rename={() => setRenaming(true)} edit={setEditing} />
        {renaming && page && <RenameDialog page={page} index={pageIndex} pages={pages} session={session} close={() => setRenaming(false)} />}
        <Preview path={page?.path ?? "/"} part={"part" in selection ? selection.part : null} errors={errors} block={"page" in selection && typeof selection.block === "number" ? selection.block : null} editing={editing[1] === pageIndex && "page" in selection && editing[3] === selection.block ? editing : []} data={() => session.data} revision={session.state.version} onSelect={(block) => setSelection({ page: pageIndex, block })} onNavigate={(path) => {
          const i = pages.findIndex((p) => p.path === path);
          if (i >= 0 && i !== pageIndex) setSelection({ page: i, block: "meta" });
        }} />
      </main>
    </div>
  );
}

/** Where a problem lies, in words, and a button that goes there. */
function ProblemList({ problems, data, select }: { problems: Problem[]; data: any; select: (s: Selection) => void }) {
  return (
    <section className="problem-list" aria-label="모든 문제">
      {problems.length === 0 ? (
        <p>npm run check가 찾는 문제가 하나도 없습니다.</p>
      ) : (
        <ul>
          {problems.map((p, i) => (
            <li key={i} className={p.severity}>
              <button type="button" onClick={() => select(selectionOf(p.path))}>
                {data ? where(data, p.path) : `${p.line}번째 줄`}
              </button>{" "}
              <ProblemText problem={p} />
            </li>
          ))}
        </ul>
      )}
      {data === undefined && <p>site.yaml을 읽을 수 없어 양식을 보여 줄 수 없습니다. 편집기에서 위 오류를 고쳐 주세요.</p>}
    </section>
  );
}

function selectionOf(path: Path): Selection {
  if (path[0] === "pages" && typeof path[1] === "number") return { page: path[1], block: path[2] === "blocks" && typeof path[3] === "number" ? path[3] : "meta" };
  if (path[0] === "site" || path[0] === "header" || path[0] === "footer" || path[0] === "redirects") return { part: path[0] };
  return { page: 0, block: "meta" };
}

function countLabel(list: Problem[]): string {
  const errors = list.filter((p) => p.severity === "error").length;
  return errors ? `오류 ${errors}건` : list.length ? `경고 ${list.length}건` : "";
}

type PaneProps = { selection: Selection; select: (s: Selection) => void; session: Session; problems: Problem[] };

/** Why a new page address cannot be used (a format the site cannot serve, a page or a redirect already there), or "". */
export function pathProblem(path: string, data: any, except?: number): string {
  if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path)) return "주소는 /로 시작하고 영문 소문자, 숫자, 하이픈으로 씁니다 (예: /services/new).";
  const page = (data?.pages ?? []).findIndex((p: any) => p?.path === path);
  if (page >= 0 && page !== except) return `${path} 주소는 이미 다른 페이지('${data.pages[page].title ?? ""}')가 쓰고 있습니다. 다른 주소를 골라 주세요.`;
  if ((data?.redirects ?? []).some((r: any) => r?.from === path)) return `${path} 주소는 '주소 이동'에서 옛 주소로 쓰이고 있어 페이지 주소로 쓸 수 없습니다. 다른 주소를 고르거나 그 주소 이동을 먼저 지워 주세요.`;
  return "";
}
const samePane = (a: PaneProps, b: PaneProps) => a.selection === b.selection && a.select === b.select && a.session === b.session && a.problems === b.problems;

// The lists show a few words of each page and block: typing in a field redraws them only when those words change.
const PagesPane = memo(Pages, (a, b) => samePane(a, b) && JSON.stringify(a.pages.map((p) => [p?.path, p?.title])) === JSON.stringify(b.pages.map((p) => [p?.path, p?.title])));
const blocksKey = ({ page, pages, index }: { page: any; pages: any[]; index: number }) => JSON.stringify([index, page.path, (page.blocks ?? []).map((b: any) => [b?.type, summary(b)]), pages.map((p) => p?.path)]);
const BlocksPane = memo(Blocks, (a, b) => samePane(a, b) && blocksKey(a) === blocksKey(b));

function Pages({ pages, selection, select, session, problems }: PaneProps & { pages: any[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [path, setPath] = useState("/new-page");
  const [template, setTemplate] = useState(0);
  const [query, setQuery] = useState("");
  const [error, setError] = useState("");
  const count = (prefix: Path) => countLabel(problems.filter((p) => prefix.every((seg, i) => p.path[i] === seg)));
  const add = async () => {
    const problem = pathProblem(path, session.data);
    if (problem) return setError(problem);
    const blocks = TEMPLATES[template]!.blocks.map(skeletonOf);
    const title = "새 페이지 제목";
    void session.change([{ op: "insert", path: ["pages", pages.length], value: { path, title, description: "이 페이지를 검색 결과와 공유 화면에 소개하는 설명을 한두 문장으로 써 주세요.", keywords: ["키워드"], blocks } }]);
    dialog.current?.close();
    select({ page: pages.length, block: 0 });
    showNew(`#page-${pages.length}`, `pages.${pages.length}.blocks.0.`);
  };
  return (
    <nav className="pane pages" aria-label="페이지와 공통 부분">
      <h2>공통 부분</h2>
      <ul>
        {PARTS.map(({ part, label }) => (
          <li key={part}>
            <button type="button" aria-current={"part" in selection && selection.part === part ? "true" : undefined} onClick={() => select({ part })}>
              {label} <Marker text={count([part])} />
            </button>
          </li>
        ))}
      </ul>
      <h2>페이지 {pages.length}개</h2>
      <input type="search" className="page-search" placeholder="주소나 제목으로 찾기" aria-label="페이지 찾기" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul data-testid="page-list">
        {pages.map((p, i) => (
          <li key={i} hidden={!matches(p, query) || undefined}>
            <button type="button" id={`page-${i}`} aria-current={"page" in selection && selection.page === i ? "true" : undefined} onClick={() => select({ page: i, block: "meta" })}>
              <span className="path">{p.path}</span>
              <span className="title">{p.title}</span>
              <Marker text={count(["pages", i])} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => (setError(""), dialog.current?.showModal())}>
        + 페이지 추가
      </button>
      <dialog ref={dialog} aria-labelledby="add-page-title">
        <form method="dialog" onSubmit={(e) => (e.preventDefault(), void add())}>
          <h3 id="add-page-title">페이지 추가</h3>
          <label htmlFor="new-page-path">주소</label>
          <input id="new-page-path" value={path} onChange={(e) => setPath(e.target.value)} aria-describedby="new-page-error" />
          <label htmlFor="new-page-template">시작 틀</label>
          <select id="new-page-template" value={template} onChange={(e) => setTemplate(Number(e.target.value))}>
            {TEMPLATES.map((t, i) => (
              <option key={i} value={i}>
                {t.name}
              </option>
            ))}
          </select>
          <p id="new-page-error" className="field-problems" role="alert">
            {error}
          </p>
          <div className="actions">
            <button type="submit">추가</button>
            <button type="button" onClick={() => dialog.current?.close()}>
              취소
            </button>
          </div>
        </form>
      </dialog>
    </nav>
  );
}

/** Does a page's address or title hold every word of the search? */
function matches(page: any, query: string): boolean {
  const text = `${page?.path ?? ""} ${page?.title ?? ""}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** A new page or block: its place in the list comes into view, and its form's first field takes the keyboard. */
function showNew(entry: string, fields: string) {
  requestAnimationFrame(() => document.querySelector(entry)?.scrollIntoView({ block: "nearest" }));
  focusNew(() => {
    const form = document.querySelector(".pane.form");
    return form?.querySelector(`[data-path^="${fields}"]`) ? form : null;
  });
}

function Marker({ text }: { text: string }) {
  return text ? <span className="marker">⚠ {text}</span> : null;
}

/** Every link in the manifest that points to `path` (or to one of its #ids), with where it is. */
export function linksTo(data: any, path: string): { at: Path; href: string }[] {
  const out: { at: Path; href: string }[] = [];
  const walk = (node: any, at: Path) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, i]));
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node)) {
        if ((key === "href" || key === "to") && typeof value === "string" && (value === path || value.startsWith(`${path}#`))) out.push({ at: [...at, key], href: value });
        else walk(value, [...at, key]);
      }
  };
  walk(data, []);
  return out;
}

function Blocks({ page, index, selection, select, session, problems, pages, rename }: PaneProps & { page: any; index: number; pages: any[]; rename: (open: boolean) => void }) {
  const blocks: any[] = page.blocks ?? [];
  const base: Path = ["pages", index, "blocks"];
  const [adding, setAdding] = useState(BLOCK_TYPES[0]!.type);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const selected = "page" in selection && typeof selection.block === "number" ? selection.block : null;
  // Worked out as a dialog opens (walking the whole manifest on every keystroke would slow typing).
  const [incoming, setIncoming] = useState<{ at: Path; href: string }[]>([]);
  // Deleting: the page's links to itself go with it.
  const linksFromOthers = () => linksTo({ ...session.data, pages: pages.map((p, i) => (i === index ? { ...p, blocks: [] } : p)) }, page.path);

  const focusBlock = (i: number) => requestAnimationFrame(() => document.getElementById(`block-${i}`)?.focus());
  const move = async (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    await session.change([{ op: "move", path: base, from, to }]);
    select({ page: index, block: to });
    focusBlock(to);
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      void move(i, e.key === "ArrowUp" ? i - 1 : i + 1);
    }
  };
  const addBlock = async () => {
    const at = selected === null ? blocks.length : selected + 1;
    void session.change([{ op: "insert", path: [...base, at], value: skeletonOf(adding) }]);
    select({ page: index, block: at });
    showNew(`#block-${at}`, `pages.${index}.blocks.${at}.`);
  };
  return (
    <section className="pane blocks" aria-labelledby="blocks-title">
      <h2 id="blocks-title">
        <span className="path">{page.path}</span> 블록
      </h2>
      <div className="page-actions">
        <button type="button" onClick={() => void session.change([{ op: "duplicate", path: ["pages", index] }, { op: "set", path: ["pages", index + 1, "path"], value: uniquePath(pages, page.path) }]).then(() => select({ page: index + 1, block: "meta" }))}>
          페이지 복제
        </button>
        <button type="button" onClick={() => rename(true)}>
          주소 바꾸기
        </button>
        <button type="button" onClick={() => (setIncoming(linksFromOthers()), deleteDialog.current?.showModal())} disabled={pages.length <= 1}>
          페이지 삭제
        </button>
      </div>
      <button type="button" className="meta" aria-current={selection && "page" in selection && selection.block === "meta" ? "true" : undefined} onClick={() => select({ page: index, block: "meta" })}>
        페이지 정보 (주소, 제목, 설명) <Marker text={countLabel(problems.filter((p) => p.path[0] === "pages" && p.path[1] === index && p.path[2] !== "blocks"))} />
      </button>
      <ol className="block-list" aria-label="블록 목록 (Alt+위/아래 화살표로 순서 바꾸기)">
        {blocks.map((block, i) => {
          const label = blockName(block?.type);
          const marker = countLabel(problems.filter((p) => p.path[0] === "pages" && p.path[1] === index && p.path[2] === "blocks" && p.path[3] === i));
          return (
            <li
              key={i}
              onDragOver={(e) => dragFrom !== null && e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== null) void move(dragFrom, i);
                setDragFrom(null);
              }}
            >
              <button type="button" id={`block-${i}`} className="block" draggable onDragStart={() => setDragFrom(i)} aria-current={selected === i ? "true" : undefined} onClick={() => select({ page: index, block: i })} onKeyDown={onKey(i)}>
                <span className="type">
                  {i + 1}. {label}
                </span>
                <span className="title">{summary(block)}</span>
                <Marker text={marker} />
              </button>
              <div className="block-actions">
                <button type="button" onClick={() => void move(i, i - 1)} disabled={i === 0} aria-label={`${i + 1}번째 블록 위로`}>
                  ↑
                </button>
                <button type="button" onClick={() => void move(i, i + 1)} disabled={i === blocks.length - 1} aria-label={`${i + 1}번째 블록 아래로`}>
                  ↓
                </button>
                <button type="button" onClick={() => void session.change([{ op: "duplicate", path: [...base, i] }])} aria-label={`${i + 1}번째 블록 복제`}>
                  복제
                </button>
                <button type="button" onClick={() => void session.remove([...base, i], `${i + 1}번째 블록(${label})`).then(() => select({ page: index, block: "meta" }))} aria-label={`${i + 1}번째 블록 삭제`}>
                  삭제
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="add-block">
        <label htmlFor="add-block-type">새 블록</label>
        <select id="add-block-type" value={adding} onChange={(e) => setAdding(e.target.value)}>
          {BLOCK_TYPES.map((b) => (
            <option key={b.type} value={b.type}>
              {b.label}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void addBlock()}>
          블록 추가
        </button>
      </div>
      <dialog ref={deleteDialog} aria-labelledby="delete-page-title">
        <h3 id="delete-page-title">{page.path} 페이지를 삭제할까요?</h3>
        {incoming.length > 0 ? (
          <>
            <p>이 페이지를 가리키는 링크 {incoming.length}개가 있습니다. 삭제하면 이 링크들이 오류가 되니 함께 고쳐 주세요.</p>
            <ul data-testid="incoming-links">
              {incoming.map((l, i) => (
                <li key={i}>
                  {where(session.data, l.at)}: {l.href}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>이 페이지를 가리키는 링크는 없습니다.</p>
        )}
        <div className="actions">
          <button type="button" onClick={() => void session.change([{ op: "delete", path: ["pages", index] }]).then(() => (deleteDialog.current?.close(), select({ page: Math.max(0, index - 1), block: "meta" })))}>
            삭제
          </button>
          <button type="button" onClick={() => deleteDialog.current?.close()}>
            취소
          </button>
        </div>
      </dialog>
    </section>
  );
}

/**
 * A page's new address, checked before anything is written: the format, no other page or redirect
 * on it. The links to the page change with it, and the old address can be kept as a redirect (a
 * bookmark or a search result still arrives). One change, so one undo takes it all back.
 */
function RenameDialog({ page, index, pages, session, close }: { page: any; index: number; pages: any[]; session: Session; close: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [newPath, setNewPath] = useState(page.path);
  const [updateLinks, setUpdateLinks] = useState(true);
  const [keepOld, setKeepOld] = useState(page.path !== "/");
  const [error, setError] = useState("");
  // Worked out once as the dialog opens (walking the whole manifest on every keystroke would slow typing).
  const [incoming] = useState(() => linksTo(session.data, page.path));
  useEffect(() => dialog.current?.showModal(), []);
  const rename = async () => {
    if (newPath === page.path) return close();
    const problem = pathProblem(newPath, session.data, index);
    if (problem) return setError(problem);
    const changes: Change[] = [{ op: "set", path: ["pages", index, "path"], value: newPath }];
    if (updateLinks) for (const link of incoming) changes.push({ op: "set", path: link.at, value: newPath + link.href.slice(page.path.length) });
    if (keepOld) changes.push({ op: "insert", path: ["redirects", session.data.redirects?.length ?? 0], value: { from: page.path, to: newPath } });
    await session.change(changes, `${page.path} 페이지 주소를 ${newPath}(으)로 바꾸기`);
    close();
  };
  return (
    <dialog ref={dialog} aria-labelledby="rename-page-title" onClose={close}>
      <form onSubmit={(e) => (e.preventDefault(), void rename())}>
        <h3 id="rename-page-title">{page.path} 페이지의 주소 바꾸기</h3>
        <label htmlFor="rename-path">새 주소</label>
        <input id="rename-path" value={newPath} onChange={(e) => (setNewPath(e.target.value), setError(""))} aria-describedby="rename-error" aria-invalid={error ? true : undefined} />
        <p id="rename-error" className="field-problems" role="alert">
          {error}
        </p>
        <label className="check">
          <input type="checkbox" checked={updateLinks} onChange={(e) => setUpdateLinks(e.target.checked)} /> 이 페이지를 가리키는 링크 {incoming.length}개도 새 주소로 바꾸기
        </label>
        {page.path !== "/" && (
          <label className="check">
            <input type="checkbox" checked={keepOld} onChange={(e) => setKeepOld(e.target.checked)} /> 옛 주소({page.path})로 오는 방문자를 새 주소로 보내기 (주소 이동에 추가)
          </label>
        )}
        <div className="actions">
          <button type="submit">바꾸기</button>
          <button type="button" onClick={close}>
            취소
          </button>
        </div>
      </form>
    </dialog>
  );
}

function uniquePath(pages: any[], path: string): string {
  for (let n = 2; ; n++) {
    const candidate = `${path === "/" ? "/home" : path}-${n}`;
    if (!pages.some((p) => p.path === candidate)) return candidate;
  }
}

function FormPane({ selection, data, ctx, under, rename, edit }: { selection: Selection; data: any; ctx: FormContext; under: (prefix: Path) => Problem[]; rename: () => void; edit: (path: Path) => void }) {
  let title: string;
  let path: Path;
  let nodeSchema: any;
  let skip: string[] = [];
  if ("part" in selection) {
    path = [selection.part];
    title = PARTS.find((p) => p.part === selection.part)!.label;
    nodeSchema = resolve(schema.properties[selection.part]);
  } else if (selection.block === "meta") {
    path = ["pages", selection.page];
    title = `${data?.pages?.[selection.page]?.path ?? ""} 페이지 정보`;
    nodeSchema = resolve(schema.definitions.page);
    skip = ["blocks", "path"];
  } else {
    path = ["pages", selection.page, "blocks", selection.block];
    const block = data?.pages?.[selection.page]?.blocks?.[selection.block];
    title = `${selection.block + 1}번째 블록: ${BLOCK_TYPES.find((b) => b.type === block?.type)?.label ?? block?.type ?? ""}`;
    nodeSchema = blockSchema(block?.type);
    // The block's kind is in the title, in words; its code is not for the editor.
    skip = ["type"];
  }
  const value = path.reduce((node: any, seg) => node?.[seg], data);
  const here = under(path).filter((p) => !(skip.includes("blocks") && p.path[2] === "blocks"));
  return (
    <section className="pane form" aria-labelledby="form-title" onFocus={(e) => edit(pathOf(e.target))}>
      <h2 id="form-title">{title}</h2>
      {here.length > 0 && (
        <div className="form-problems" role="alert">
          <p>이곳의 문제 {here.length}건</p>
          <ul>
            {here.map((p, i) => (
              <li key={i} className={p.severity}>
                <ProblemText problem={p} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {value === undefined ? (
        <p className="help">아직 없습니다.</p>
      ) : nodeSchema?.type === "array" ? (
        // A top-level list (redirects) is one list field of the whole document.
        <FieldList schema={{ type: "object", properties: { [path[0] as string]: schema.properties[path[0] as string] } }} path={[]} value={data} ctx={ctx} />
      ) : nodeSchema ? (
        <>
          {skip.includes("path") && <PathField path={[...path, "path"]} value={value.path} rename={rename} ctx={ctx} />}
          <FieldList schema={nodeSchema} path={path} value={value} ctx={ctx} skip={skip} />
        </>
      ) : (
        <p className="help">알 수 없는 블록 종류입니다. 위 메시지를 따라 type을 고쳐 주세요.</p>
      )}
    </section>
  );
}

/** The data path of the field an element belongs to (its `data-path`). */
function pathOf(element: Element): Path {
  const at = element.closest("[data-path]")?.getAttribute("data-path");
  return at ? at.split(".").map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg)) : [];
}

/** A page's address, shown but changed only through 주소 바꾸기: typed here, each keystroke would be a new address (the first "/" the home page's). */
function PathField({ path, value, rename, ctx }: { path: Path; value: string; rename: () => void; ctx: FormContext }) {
  const id = fieldId(path);
  const problems = ctx.problems.get(pathKey(path));
  return (
    <div className="field field-path" data-path={path.join(".")}>
      <label htmlFor={id}>페이지 주소</label>
      <div className="row">
        <input id={id} value={value ?? ""} readOnly aria-describedby={`${id}-help`} />
        <button type="button" onClick={rename} aria-label="이 페이지의 주소 바꾸기">
          주소 바꾸기
        </button>
      </div>
      <p className="help" id={`${id}-help`}>
        주소는 &lsquo;주소 바꾸기&rsquo;에서 바꿉니다. 이 페이지를 가리키는 링크도 함께 바뀌고, 옛 주소로 오는 방문자는 새 주소로 보낼 수 있습니다.
      </p>
      {problems?.map((p, i) => (
        <p key={i} className="field-problems">
          <ProblemText problem={p} />
        </p>
      ))}
    </div>
  );
}

/**
 * The live page in a frame, from the same dev server: it redraws itself when site.yaml changes.
 * The studio scrolls it to the selected block and outlines it; a click on a block selects it.
 */
function Preview({ path, part, errors, block, editing, data, revision, onSelect, onNavigate }: { path: string; part: Part | null; errors: number; block: number | null; editing: Path; data: () => unknown; revision: string; onSelect: (block: number) => void; onNavigate: (path: string) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>(DEVICES[2]!);
  // The page is laid out at the device's width and scaled down to fit the pane: a desktop layout is a desktop layout.
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBox({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = box.width > 0 ? Math.min(1, box.width / device.width) : 1;
  const handlers = useRef({ onSelect, onNavigate, data });
  handlers.current = { onSelect, onNavigate, data };
  const [loaded, setLoaded] = useState(0);

  const requested = useRef(path);
  useEffect(() => {
    requested.current = path;
    const win = frame.current?.contentWindow;
    if (win && win.location.pathname !== path) win.location.replace(path);
  }, [path]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      const mark = (event.target as Element | null)?.closest?.("[data-source-line]");
      if (!mark) return;
      const marks = [...doc.querySelectorAll("[data-source-line]")];
      handlers.current.onSelect(marks.indexOf(mark));
    };
    doc.addEventListener("click", onClick, true);
    // The page in the frame moves focus to its content when its route changes (a renamed page, a
    // redraw): that would take the keyboard (typing, Ctrl+Z) away from the studio. Focus stays in
    // the studio unless the person clicked or typed in the preview.
    let used = 0;
    const use = () => (used = Date.now());
    doc.addEventListener("pointerdown", use, true);
    doc.addEventListener("keydown", use, true);
    let last: HTMLElement | null = null;
    const remember = (e: FocusEvent) => (last = e.target as HTMLElement);
    const keep = () =>
      setTimeout(() => {
        if (document.activeElement === frame.current && Date.now() - used > 1000 && last?.isConnected) last.focus({ preventScroll: true });
      }, 0);
    document.addEventListener("focusin", remember);
    window.addEventListener("blur", keep);
    // A link followed inside the preview selects that page; the studio's own navigation does not count.
    let seen = frame.current?.contentWindow?.location.pathname;
    const timer = setInterval(() => {
      const at = frame.current?.contentWindow?.location.pathname;
      if (at && at !== seen && at !== requested.current) handlers.current.onNavigate(at);
      seen = at;
    }, 400);
    return () => {
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("pointerdown", use, true);
      doc.removeEventListener("keydown", use, true);
      document.removeEventListener("focusin", remember);
      window.removeEventListener("blur", keep);
      clearInterval(timer);
    };
  }, [loaded]);

  // The company facts and the footer are seen at the foot of the page, the header at its top.
  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (!view || !part || part === "redirects") return;
    view.scrollTo({ top: part === "header" ? 0 : view.document.documentElement.scrollHeight });
  }, [part, loaded, revision]);

  // Scroll to and outline the selected block (and in it, the place of the field being edited), again after each redraw of the page.
  // Again when another field is edited, not at each keystroke in it (the page shows the new words only once redrawn).
  const place = JSON.stringify(editing);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || block === null) return;
    const show = () => {
      const mark = doc.querySelectorAll("[data-source-line]")[block];
      const target = mark?.firstElementChild as HTMLElement | null | undefined;
      for (const el of doc.querySelectorAll("[data-studio-selected]")) el.removeAttribute("data-studio-selected");
      if (!target) return false;
      target.setAttribute("data-studio-selected", "");
      // The frame's own scroll only: scrollIntoView would scroll the studio's page as well.
      const view = doc.defaultView;
      // The frame has moved on to another document: the next load shows the block again.
      if (!view) return true;
      const inner = elementShowing(mark!, previewTexts(handlers.current.data(), JSON.parse(place) as Path));
      // A place inside the block a third of the way down, where the eye is; the block itself at the top.
      view.scrollTo({ top: inner ? inner.getBoundingClientRect().top + view.scrollY - view.innerHeight / 3 : target.getBoundingClientRect().top + view.scrollY - 72 });
      return true;
    };
    if (!show()) {
      const retry = setInterval(() => show() && clearInterval(retry), 200);
      return () => clearInterval(retry);
    }
  }, [block, loaded, revision, path, place]);

  return (
    <section className="pane preview" aria-label="미리보기">
      <div className="devices" role="group" aria-label="미리보기 화면 너비">
        {DEVICES.map((d) => (
          <button key={d.width} type="button" aria-pressed={d === device} onClick={() => setDevice(d)}>
            {d.label} {d.width}px
          </button>
        ))}
        {scale < 1 && <span className="scale">{Math.round(scale * 100)}%로 줄여 보기</span>}
      </div>
      {errors > 0 && (
        <p className="preview-note" role="status">
          고칠 곳이 {errors}군데 있어, 미리보기는 그 값을 빼고 보여 줍니다. 위의 &lsquo;오류&rsquo; 단추를 누르면 어디인지 보입니다.
        </p>
      )}
      <div className="stage" ref={stage}>
      <iframe
        ref={frame}
        title="미리보기"
        src={path}
        style={{ width: device.width, height: scale > 0 ? box.height / scale : "100%", transform: `scale(${scale})` }}
        onLoad={() => {
          const doc = frame.current?.contentDocument;
          if (doc && !doc.getElementById("studio-outline")) {
            const style = doc.createElement("style");
            style.id = "studio-outline";
            // The preview's own block outline (src/dev/source-links.tsx) repeats the studio's list: hidden here.
            // A problem is the studio's to tell, in its words: the dev server's overlays stay hidden in the frame.
            style.textContent = "[data-studio-selected]{outline:3px solid #2563eb;outline-offset:-3px}[data-source-line]>*{cursor:pointer}[data-testid=dev-outline],vite-error-overlay,#site-manifest-problems{display:none!important}";
            doc.head.append(style);
          }
          setLoaded((n) => n + 1);
        }}
      />
      </div>
    </section>
  );
}
