import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { onDemand } from "../blocks/on-demand";

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

export interface Shown extends Notice {
  id: number;
}

/** A notice's code, a chunk of its own: only the form shows notices, and only after a submit. */
const NoticeItem = onDemand(() => import("./notice-item").then((m) => m.NoticeItem), "src/ui/notice-item.tsx");

/** Holds the notices and the live region that announces them (its place: engine/page/frame-css.ts). */
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
      <div className="notices" role="region" aria-label="알림">
        <div aria-live="polite" aria-atomic="false">
          {shown.map((n) => (
            <Suspense key={n.id}>
              <NoticeItem notice={n} onDismiss={dismiss} />
            </Suspense>
          ))}
        </div>
      </div>
    </NoticeContext.Provider>
  );
}
