/**
 * Studio only: the undo history in the top bar. Each entry is one Ctrl+Z, named in words; a click
 * goes back to just after that step (undoing the later ones, which 다시 하기 brings back).
 */
import { useEffect, useRef, useState } from "react";
import type { Session } from "./session.ts";

/** How many of the latest steps the list shows. */
const SHOWN = 20;

export function HistoryMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const steps = session.history;
  // Esc closes the list, and the focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const first = Math.max(0, steps.length - SHOWN);
  const go = (count: number) => (setOpen(false), void session.undoTo(count));
  return (
    <div className="undo-history">
      <button ref={toggle} type="button" aria-expanded={open} aria-controls="undo-history-list" onClick={() => setOpen(!open)} disabled={steps.length === 0 && !open}>
        고친 기록 {steps.length}
      </button>
      {open && (
        <ol id="undo-history-list" className="undo-history-list" aria-label="고친 기록: 누르면 그 단계 직후로 돌아갑니다">
          {first === 0 && (
            <li>
              <button type="button" onClick={() => go(0)}>
                처음 (스튜디오를 연 때)
              </button>
            </li>
          )}
          {steps.slice(first).map((name, i) => (
            <li key={first + i}>
              <button type="button" aria-current={first + i === steps.length - 1 ? "step" : undefined} onClick={() => go(first + i + 1)}>
                {name}
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
