/**
 * Studio only: a file field (a picture's `src`, a share image) with its upload, and the questions
 * an upload can raise, asked in one dialog before anything is written:
 *   - a picture narrower than its slot wants (src/ui/image-slots.ts, named by the schema's
 *     `imageSlot`): the width it needs; "그래도 쓰기" when it is at least as wide as the slot is
 *     drawn (the check then only warns), never when narrower (the check would stop the build);
 *   - a name already in public/uploads/: a new name, ready to change;
 *   - a picture replaced: whether its description (alt) still fits, the new file and the new
 *     description saved as one change (one undo).
 */
import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_SLOTS, slotNamed, type SlotName } from "../../src/ui/image-slots.ts";
import { pictureOfFile } from "../../engine/core/pictures.ts";
import { UPLOAD_DIR } from "../../engine/core/uploads.ts";
import type { Path } from "../core/edits.ts";
import { freeName, MAX_UPLOAD, uploadTooLarge } from "../core/upload-limits.ts";
import type { FormContext } from "./form-context.ts";
import { schema } from "../core/schema.ts";
import { getIn } from "./session.ts";

type Ask =
  | { step: "small"; file: File; name: string; width: number; slot: SlotName }
  | { step: "name"; file: File; name: string; taken: string }
  | { step: "alt"; src: string; alt: string };

/** The slot of the picture whose `src` is at `path` (as the build finds it), or undefined when the field is not a picture's file. */
export function slotOf(path: Path, data: unknown): SlotName | undefined {
  const picture = pictureOfFile(schema, data, path);
  return picture && slotNamed(picture.slot);
}

/** A raster picture's width in pixels, read in the browser; undefined when it cannot be decoded (the server says why). */
async function widthOf(file: File): Promise<number | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width } = bitmap;
    bitmap.close();
    return width;
  } catch {
    return undefined;
  }
}

const uploaded = (name: string) => `/${UPLOAD_DIR}/${name}`;

/** A file in public/: typed, picked from the list, or uploaded; an image is previewed. */
export function AssetInput({ common, text, put, ctx, label, path }: { common: Record<string, unknown>; text: string; put: (v: unknown) => void; ctx: FormContext; label: string; path: Path }) {
  const [error, setError] = useState("");
  const [ask, setAsk] = useState<Ask | null>(null);
  const [answer, setAnswer] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  const uploadId = useId();
  const slot = slotOf(path, ctx.session.data);
  const image = path.slice(0, -1);
  useEffect(() => {
    if (ask && !dialog.current?.open) dialog.current?.showModal();
    if (!ask && dialog.current?.open) dialog.current.close();
  }, [ask]);
  const taken = (name: string) => ctx.session.state.files.includes(uploaded(name));
  const question = (next: Ask) => (setAnswer(next.step === "name" ? next.name : next.step === "alt" ? next.alt : ""), setAsk(next));

  const choose = async (file: File) => {
    setError("");
    // Said before sending: the server would refuse it too, after receiving it all.
    if (file.size > MAX_UPLOAD) return setError(uploadTooLarge(file.size));
    const name = uploadName(file.name);
    if (slot && !name.endsWith(".svg")) {
      const width = await widthOf(file);
      if (width !== undefined && width < IMAGE_SLOTS[slot].maxWidth * 2) return question({ step: "small", file, name, width, slot });
    }
    return named(file, name);
  };
  const named = (file: File, name: string) => (taken(name) ? question({ step: "name", file, name: freeName(name, taken), taken: name }) : send(file, name));
  const send = async (file: File, name: string) => {
    let response: Response;
    let body: { path?: string; files?: string[]; error?: string; suggested?: string };
    try {
      response = await fetch(`/__studio/api/upload?name=${encodeURIComponent(name)}`, { method: "POST", body: file });
      body = (await response.json()) as typeof body;
    } catch {
      setAsk(null);
      return setError("서버에 연결하지 못해 파일을 올리지 못했습니다. 잠시 뒤 다시 올려 주세요.");
    }
    if (body.files) ctx.session.setFiles(body.files);
    // Taken since the list was read (another tab): the server's free name, in the same dialog.
    if (response.status === 409 && body.suggested) return question({ step: "name", file, name: body.suggested, taken: name });
    if (!response.ok || !body.path) {
      setAsk(null);
      return setError(body.error ?? "올리지 못했습니다.");
    }
    const alt = getIn(ctx.session.data, [...image, "alt"]);
    if (slot && text && typeof alt === "string") return question({ step: "alt", src: body.path, alt });
    setAsk(null);
    put(body.path);
  };
  /** The replaced picture's new file, and its description when the editor wrote one: one change. */
  const replace = (src: string, alt?: string) => {
    setAsk(null);
    void ctx.session.change([{ op: "set", path, value: src }, ...(alt !== undefined ? [{ op: "set" as const, path: [...image, "alt"], value: alt }] : [])]);
  };
  const cancel = () => (ask?.step === "alt" ? replace(ask.src) : setAsk(null));

  return (
    <div className="asset">
      <input {...common} value={text} list="studio-files" onChange={(e) => put(e.target.value)} />
      {/\.(png|jpe?g|webp|avif|gif|svg)$/i.test(text) && <img src={text} alt="" className="thumb" />}
      <label className="upload" htmlFor={uploadId}>
        파일 올리기
      </label>
      <input
        id={uploadId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml"
        aria-label={`${label}: 파일 올리기`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be chosen again after a question was answered with 취소.
          e.target.value = "";
          if (file) void choose(file);
        }}
      />
      {error && (
        <p className="field-problems" role="alert">
          {error}
        </p>
      )}
      <dialog ref={dialog} className="upload-dialog" aria-labelledby={`${uploadId}-ask`} onClose={() => ask && cancel()}>
        {ask?.step === "small" && (
          <>
            <h3 id={`${uploadId}-ask`}>그림이 이 자리에 작습니다</h3>
            <p>
              이 자리는 화면에서 가로 {IMAGE_SLOTS[ask.slot].maxWidth}px까지 보여, 고해상도 화면에서도 선명하려면 가로 {IMAGE_SLOTS[ask.slot].maxWidth * 2}px 이상인 그림이 필요합니다. 고른 파일은 가로 {ask.width}px입니다.
            </p>
            <p>
              {ask.width >= IMAGE_SLOTS[ask.slot].maxWidth
                ? "보통 화면에서는 선명하고 고해상도 화면에서만 조금 흐리게 보입니다. 더 큰 파일이 없으면 그대로 쓸 수 있습니다."
                : `가로 ${IMAGE_SLOTS[ask.slot].maxWidth}px보다 작으면 어느 화면에서나 흐리게 보여 사이트를 만들 수 없습니다. 더 큰 파일을 골라 주세요.`}
            </p>
            <div className="actions">
              {ask.width >= IMAGE_SLOTS[ask.slot].maxWidth && (
                <button type="button" onClick={() => named(ask.file, ask.name)}>
                  그래도 쓰기
                </button>
              )}
              <button type="button" onClick={cancel}>
                취소
              </button>
            </div>
          </>
        )}
        {ask?.step === "name" && (
          <form onSubmit={(e) => (e.preventDefault(), taken(answer) ? setAnswer(freeName(answer, taken)) : void send(ask.file, answer))}>
            <h3 id={`${uploadId}-ask`}>같은 이름의 파일이 있습니다</h3>
            <p>public/uploads/{ask.taken} 파일이 이미 있어, 새 이름으로 올립니다. 이름을 바꿔도 됩니다.</p>
            <label htmlFor={`${uploadId}-name`}>새 파일 이름</label>
            <input id={`${uploadId}-name`} value={answer} onChange={(e) => setAnswer(uploadName(e.target.value || ask.name))} />
            <div className="actions">
              <button type="submit">이 이름으로 올리기</button>
              <button type="button" onClick={cancel}>
                취소
              </button>
            </div>
          </form>
        )}
        {ask?.step === "alt" && (
          <form onSubmit={(e) => (e.preventDefault(), replace(ask.src, answer))}>
            <h3 id={`${uploadId}-ask`}>그림의 설명도 바꿀까요?</h3>
            <p>그림을 바꿨습니다. 화면 낭독기와 검색에 쓰이는 그림 설명이 새 그림에도 맞는지 확인해 주세요.</p>
            <label htmlFor={`${uploadId}-alt`}>그림 설명</label>
            <textarea id={`${uploadId}-alt`} rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} />
            <div className="actions">
              <button type="submit">설명 저장</button>
              <button type="button" onClick={() => replace(ask.src)}>
                설명은 그대로 두기
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}

/** A file name the server accepts: lower-case latin letters, digits, - and _, and the extension. */
export function uploadName(original: string): string {
  const dot = original.lastIndexOf(".");
  const ext = (dot > 0 ? original.slice(dot + 1) : "").toLowerCase();
  const stem =
    (dot > 0 ? original.slice(0, dot) : original)
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || `image-${Date.now()}`;
  return `${stem}.${ext}`;
}
