/** Studio only: the second pane, the open page's blocks (added, copied, moved, removed) and the page's own operations. */
import { memo, useRef, useState, type KeyboardEvent } from "react";
import type { Path } from "../../core/edits.ts";
import { itemName, summary } from "../fields.tsx";
import { addBlock, afterBlockRemoved, countLabel, deletePage, duplicatePage, linksBrokenByDeleting, moveBlock, pageInfoProblems, selectedBlock, under, type Link } from "../model.ts";
import { blockName, where } from "../../core/place-words.ts";
import { BLOCK_TYPES } from "../../core/schema.ts";
import { Marker, samePane, showNew, type PaneProps } from "./common.tsx";

function Blocks({ page, index, selection, select, session, problems, pages, rename }: PaneProps & { page: any; index: number; pages: any[]; rename: (open: boolean) => void }) {
  const blocks: any[] = page.blocks ?? [];
  const base: Path = ["pages", index, "blocks"];
  const [adding, setAdding] = useState(BLOCK_TYPES[0]!.type);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const selected = selectedBlock(selection);
  // Worked out as a dialog opens (walking the whole manifest on every keystroke would slow typing).
  const [incoming, setIncoming] = useState<Link[]>([]);

  const focusBlock = (i: number) => requestAnimationFrame(() => document.getElementById(`block-${i}`)?.focus());
  const move = async (from: number, to: number) => {
    const step = moveBlock(index, blocks.length, from, to);
    if (!step) return;
    await session.change(step.changes);
    select(step.selection);
    focusBlock(to);
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    if (e.altKey && (e.key === "ArrowUp" || e.key === "ArrowDown")) {
      e.preventDefault();
      void move(i, e.key === "ArrowUp" ? i - 1 : i + 1);
    }
  };
  const add = () => {
    const step = addBlock(index, blocks.length, selected, adding);
    void session.change(step.changes);
    select(step.selection);
    showNew(`#block-${step.at}`, `pages.${index}.blocks.${step.at}.`);
  };
  const duplicate = () => {
    const step = duplicatePage(pages, index);
    void session.change(step.changes).then(() => select(step.selection));
  };
  const remove = () => {
    const step = deletePage(index);
    void session.remove(step.changes, `${page.path} 페이지`).then(() => (deleteDialog.current?.close(), select(step.selection)));
  };
  return (
    <section className="pane blocks" aria-labelledby="blocks-title">
      <h2 id="blocks-title">
        <span className="path">{page.path}</span> 블록
      </h2>
      <div className="page-actions">
        <button type="button" onClick={duplicate}>
          페이지 복제
        </button>
        <button type="button" onClick={() => rename(true)}>
          주소 바꾸기
        </button>
        <button type="button" onClick={() => (setIncoming(linksBrokenByDeleting(session.data, index)), deleteDialog.current?.showModal())} disabled={pages.length <= 1}>
          페이지 삭제
        </button>
      </div>
      <button type="button" className="meta" aria-current={"page" in selection && selection.block === "meta" ? "true" : undefined} onClick={() => select({ page: index, block: "meta" })}>
        페이지 정보 (주소, 제목, 설명) <Marker text={countLabel(pageInfoProblems(problems, index))} />
      </button>
      <ol className="block-list" aria-label="블록 목록 (Alt+위/아래 화살표로 순서 바꾸기)">
        {blocks.map((block, i) => {
          const label = blockName(block?.type);
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
                <Marker text={countLabel(under(problems, [...base, i]))} />
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
                <button type="button" onClick={() => void session.remove([{ op: "delete", path: [...base, i] }], itemName(`${i + 1}번째 블록(${label})`, block)).then(() => select(afterBlockRemoved(index)))} aria-label={`${i + 1}번째 블록 삭제`}>
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
              {blockName(b.type)}
            </option>
          ))}
        </select>
        <button type="button" onClick={add}>
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
          <button type="button" onClick={remove}>
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

// The list shows each block's kind and a few of its words: typing in a field redraws it only when those change.
const blocksKey = ({ page, pages, index }: { page: any; pages: any[]; index: number }) => JSON.stringify([index, page.path, (page.blocks ?? []).map((b: any) => [b?.type, summary(b)]), pages.map((p) => p?.path)]);
export const BlocksPane = memo(Blocks, (a, b) => samePane(a, b) && blocksKey(a) === blocksKey(b));
