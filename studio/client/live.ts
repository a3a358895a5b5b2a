/**
 * Studio only, under the studio server (studio/serve/): its one event stream,
 * /__studio/api/events (studio/serve/events.ts). A change someone else wrote is read at once, and
 * the list of who else is in the studio, and on which page, is kept for the top bar. Under the dev
 * server (`npm start`) there is no stream: the studio follows Vite's socket instead (main.tsx).
 */
import { API, type Session } from "./session.ts";

/**
 * The page is the studio server's (`npm run studio`), with sign-in, its event stream and publishing.
 * The dev server's studio (`npm start`, whose page names its hot-update socket) has none of these, and
 * asks nothing of them: a 404 would be a console error.
 */
export const ON_STUDIO_SERVER = !import.meta.hot && document.body.dataset.devSocket === undefined;

export interface Someone {
  id: string;
  name: string;
  page: string;
}

/** Everyone in the studio but this tab, as the stream last told it; kept for useSyncExternalStore. */
let others: Someone[] = [];
let self = "";
let shown = "";
const listeners = new Set<() => void>();

export const presence = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  others: () => others,
  /** Tells the others which page this tab shows (sent again once the stream (re)opens). */
  show(page: string) {
    shown = page;
    if (!self) return;
    void fetch(`${API}/presence`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ id: self, page }) }).catch(() => undefined);
  },
};

const heard = new Set<(event: { type?: string }) => void>();

/** Hears every event of the stream (publishing: publish, review, deploy), on the tab's one connection. */
export function onServerEvent(listener: (event: { type?: string }) => void): () => void {
  heard.add(listener);
  return () => void heard.delete(listener);
}

/** Opens the stream; the browser reopens it by itself after a restart or a lost connection. */
export function followServer(session: Session): void {
  const stream = new EventSource(`${API}/events`);
  stream.onmessage = ({ data }) => {
    const event = JSON.parse(String(data)) as { type?: string; id?: string; version?: string; people?: Someone[] };
    for (const listener of heard) listener(event);
    if (event.type === "hello" && event.id) {
      self = event.id;
      if (shown) presence.show(shown);
      // Whatever was written while the stream was closed.
      void session.reload();
    } else if (event.type === "change" && event.version !== session.state.version) {
      void session.reload();
    } else if (event.type === "presence" && event.people) {
      others = event.people.filter((someone) => someone.id !== self);
      for (const listener of listeners) listener();
    }
  };
}
