/**
 * Studio only: the studio's screen. The top bar (saving, undo, the problems, publishing, who else is
 * here) over three panes (pages and shared parts / the page's blocks / the form of what is selected)
 * beside the live preview of the page. Each pane is a file of panes/; what is selected and what
 * follows from it is worked out by model.ts.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { AccountMenu, useMe } from "./account.tsx";
import type { Path } from "../core/edits.ts";
import { Options, ProblemText } from "./fields.tsx";
import type { FormContext } from "./form-context.ts";
import { targetsOf, type Targets } from "../../engine/core/links.ts";
import { editingInBlock, FIRST, openPage, pageArrivedAt, problemCount, problemsByPath, selectedBlock, selectedPart, selectionOf, shortcut, tally, type Selection } from "./model.ts";
import { BlocksPane } from "./panes/blocks.tsx";
import { FormPane } from "./panes/form.tsx";
import { PagesPane } from "./panes/pages.tsx";
import { Preview } from "./panes/preview.tsx";
import { RenameDialog } from "./panes/rename.tsx";
import { PublishBar } from "./publish.tsx";
import { AuditLog, Presence } from "./team.tsx";
import { HistoryMenu } from "./history.tsx";
import { UnusedFiles } from "./unused-files.tsx";
import { where } from "../core/place-words.ts";
import type { Problem } from "../../engine/core/problem.ts";
import { SIGN_IN_AGAIN, type Session } from "./session.ts";

export function Studio({ session }: { session: Session }) {
  useSyncExternalStore(
    (l) => session.subscribe(l),
    () => session.revision,
  );
  const data = session.data;
  const problems = session.state.problems;
  const me = useMe();
  const [selection, setSelection] = useState<Selection>(FIRST);
  const [showProblems, setShowProblems] = useState(false);
  const [renaming, setRenaming] = useState(false);
  // The field being edited: the preview shows where it is on the page.
  const [editing, setEditing] = useState<Path>([]);
  const pages: any[] = data?.pages ?? [];
  const pageIndex = openPage(selection, pages);
  const page = pageIndex >= 0 ? pages[pageIndex] : undefined;

  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo every kind of change, in a field or not.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const action = shortcut(e);
      if (!action) return;
      e.preventDefault();
      void (action === "redo" ? session.redo() : session.undo());
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

  const byPath = useMemo(() => problemsByPath(problems), [problems]);
  // Kept while the routes and ids stay the same, so typing elsewhere does not redraw every field.
  const targetsKey = useMemo(() => JSON.stringify(targetsOf(pages)), [pages]);
  const targets = useMemo(() => JSON.parse(targetsKey) as Targets, [targetsKey]);
  const site = data?.site;
  const ctx: FormContext = useMemo(() => ({ session, site, problems: byPath, targets }), [session, site, byPath, targets]);
  const { errors } = tally(problems);

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
          {problemCount(problems)}
        </button>
        <PublishBar session={session} goTo={(path) => setSelection(selectionOf(path))} />
        <Presence page={page?.path ?? ""} />
        <AuditLog />
        <p className="notice" role="status">
          {session.notice}
          {session.signedOut && (
            <>
              {" "}
              <a href={SIGN_IN_AGAIN}>다시 로그인</a>
            </>
          )}
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
        <FormPane selection={selection} data={data} ctx={ctx} problems={problems} rename={() => setRenaming(true)} edit={setEditing} />
        {renaming && page && <RenameDialog page={page} index={pageIndex} session={session} close={() => setRenaming(false)} />}
        <Preview
          path={page?.path ?? "/"}
          part={selectedPart(selection)}
          errors={errors}
          block={selectedBlock(selection)}
          editing={editingInBlock(editing, selection, pageIndex)}
          data={() => session.data}
          revision={session.state.version}
          onSelect={(block) => setSelection({ page: pageIndex, block })}
          onNavigate={(path) => {
            const arrived = pageArrivedAt(pages, path, pageIndex);
            if (arrived) setSelection(arrived);
          }}
        />
      </main>
    </div>
  );
}

/** Where a problem lies, in words, and a button that goes there. */
function ProblemList({ problems, data, select }: { problems: Problem[]; data: any; select: (s: Selection) => void }) {
  return (
    <section className="problem-list" aria-label="모든 문제">
      {problems.length === 0 ? (
        <p>사이트를 만드는 데 걸리는 문제가 하나도 없습니다.</p>
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
      {data === undefined && <p>사이트 내용 파일(site.yaml)을 읽을 수 없어 양식을 보여 줄 수 없습니다. 위 오류를 편집기에서 고치거나 개발 담당자에게 알려 주세요.</p>}
    </section>
  );
}
