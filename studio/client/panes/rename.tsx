/**
 * Studio only: a page's new address, checked before anything is written, as the check would (its
 * form, the site's own folders, no other page or redirect on it). The links to the page change with
 * it, and the old address can be kept as a redirect (a bookmark or a search result still arrives).
 * One change, so one undo takes it all back.
 */
import { useEffect, useRef, useState } from "react";
import { linksTo, renamePage } from "../model.ts";
import type { Session } from "../session.ts";

export function RenameDialog({ page, index, session, close }: { page: any; index: number; session: Session; close: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [newPath, setNewPath] = useState(page.path);
  const [updateLinks, setUpdateLinks] = useState(true);
  const [keepOld, setKeepOld] = useState(page.path !== "/");
  const [error, setError] = useState("");
  // Worked out once as the dialog opens (walking the whole manifest on every keystroke would slow typing).
  const [incoming] = useState(() => linksTo(session.data, page.path));
  useEffect(() => dialog.current?.showModal(), []);
  const rename = async () => {
    const step = renamePage(session.data, index, newPath, { incoming, updateLinks, keepOld, files: session.state.files });
    if (!step) return close();
    if ("error" in step) return setError(step.error);
    await session.change(step.changes, step.name);
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
