/**
 * Studio only: the pictures uploaded to public/uploads/ that no page uses any more (a picture
 * replaced, a block deleted). The build leaves them out of the site (engine/build); here they can
 * be deleted for good. The server deletes only a file site.yaml does not use as it is then.
 */
import { useRef, useState } from "react";
import { unusedUploads } from "../../engine/core/uploads.ts";
import type { Session } from "./session.ts";

export function UnusedFiles({ session }: { session: Session }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState("");
  const files = unusedUploads(session.data, session.state.files);
  if (files.length === 0) return null;
  const remove = async (file: string) => {
    setError("");
    try {
      const response = await fetch(`/__studio/api/upload-delete?name=${encodeURIComponent(file.slice(file.lastIndexOf("/") + 1))}`, { method: "POST" });
      const body = (await response.json()) as { files?: string[]; error?: string };
      if (body.files) session.setFiles(body.files);
      if (!response.ok) setError(body.error ?? "지우지 못했습니다.");
    } catch {
      setError("서버에 연결하지 못해 파일을 지우지 못했습니다. 잠시 뒤 다시 시도해 주세요.");
    }
  };
  return (
    <>
      <button type="button" onClick={() => (setError(""), dialog.current?.showModal())}>
        안 쓰는 파일 {files.length}개
      </button>
      <dialog ref={dialog} aria-labelledby="unused-files-title" className="unused-files">
        <h3 id="unused-files-title">어느 페이지에서도 쓰지 않는 올린 파일</h3>
        <p>이 파일들은 사이트에 올라가지 않습니다. 지우면 되돌릴 수 없으니, 다시 쓸 일이 없는 파일만 지우세요.</p>
        <ul>
          {files.map((file) => (
            <li key={file}>
              {/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(file) && <img src={file} alt="" className="thumb" />} <span>{file}</span>{" "}
              <button type="button" onClick={() => void remove(file)} aria-label={`${file} 지우기`}>
                지우기
              </button>
            </li>
          ))}
        </ul>
        <p className="field-problems" role="alert">
          {error}
        </p>
        <div className="actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            닫기
          </button>
        </div>
      </dialog>
    </>
  );
}
