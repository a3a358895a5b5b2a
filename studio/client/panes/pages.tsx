/** Studio only: the first pane, the shared parts and the pages (found by a search, added from a starting template). */
import { memo, useRef, useState } from "react";
import type { Path } from "../../core/edits.ts";
import { addPage, countLabel, matches, TEMPLATES, under } from "../model.ts";
import { PARTS } from "../../core/place-words.ts";
import { Marker, samePane, showNew, type PaneProps } from "./common.tsx";

function Pages({ pages, selection, select, session, problems }: PaneProps & { pages: any[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [path, setPath] = useState("/new-page");
  const [template, setTemplate] = useState(0);
  const [query, setQuery] = useState("");
  const [error, setError] = useState("");
  const count = (prefix: Path) => countLabel(under(problems, prefix));
  const add = () => {
    const step = addPage(session.data, path, template, session.state.files);
    if ("error" in step) return setError(step.error);
    void session.change(step.changes);
    dialog.current?.close();
    select(step.selection);
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
        <form method="dialog" onSubmit={(e) => (e.preventDefault(), add())}>
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

// The list shows each page's address and title: typing in a field redraws it only when those change.
export const PagesPane = memo(Pages, (a, b) => samePane(a, b) && JSON.stringify(a.pages.map((p) => [p?.path, p?.title])) === JSON.stringify(b.pages.map((p) => [p?.path, p?.title])));
