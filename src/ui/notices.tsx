import { css } from "@emotion/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { color, radius, shadow } from "../theme";
import { Icon } from "./icon";

export interface Notice {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

/** How long a notice stays before it dismisses itself, in ms. */
export const NOTICE_DURATION_MS = 6000;

/** Shows a notice; the function it returns takes it away early (when something says more). */
type Notify = (notice: Notice) => () => void;
const NoticeContext = createContext<Notify>(() => () => {});

/** `notify({ title, description, variant })` shows a notice that dismisses itself after a few seconds. */
export function useNotify(): Notify {
  return useContext(NoticeContext);
}

interface Shown extends Notice {
  id: number;
}

/** Holds the notices and the live region that announces them. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown[]>([]);
  const dismiss = useCallback((id: number) => setShown((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback<Notify>(
    (notice) => {
      const id = Date.now() + Math.random();
      setShown((list) => [...list, { ...notice, id }]);
      return () => dismiss(id);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div css={regionCss} role="region" aria-label="알림">
        <div aria-live="polite" aria-atomic="false">
          {shown.map((n) => (
            <NoticeItem key={n.id} notice={n} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </NoticeContext.Provider>
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Shown; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onDismiss]);
  const destructive = notice.variant === "destructive";
  return (
    <div css={[itemCss, destructive && destructiveCss]} role={destructive ? "alert" : "status"} data-variant={notice.variant ?? "default"}>
      <div>
        <p className="title">{notice.title}</p>
        {notice.description && <p className="desc">{notice.description}</p>}
      </div>
      <button type="button" aria-label="알림 닫기" onClick={() => onDismiss(notice.id)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

const regionCss = css`
  position: fixed;
  z-index: 70;
  right: 16px;
  bottom: 72px;
  left: 16px;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
  > div { display: flex; flex-direction: column; gap: 10px; width: min(100%, 400px); }
`;
const itemCss = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 16px 16px 16px 18px;
  border-radius: ${radius.md}px;
  border-left: 4px solid ${color.success};
  background: #fff;
  box-shadow: ${shadow.raised};
  pointer-events: auto;
  > div { flex: 1; }
  .title { margin: 0; font-weight: 700; color: ${color.ink}; }
  .desc { margin: 4px 0 0; font-size: 0.9375rem; color: ${color.body}; }
  button { flex: none; display: inline-flex; padding: 4px; border: 0; background: none; color: ${color.muted}; cursor: pointer; }
`;
const destructiveCss = css`
  border-left-color: ${color.danger};
  background: #fff5f5;
  .title { color: ${color.danger}; }
`;
