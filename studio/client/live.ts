/**
 * Studio only, under the studio server (studio/server/): its one event stream,
 * /__studio/api/events (studio/server/events.ts). A change someone else wrote is read at once, and
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
  /** The field they are in (its data path, "pages.0.blocks.1.title"), or "". */
  field?: string;
  /** When they went into it, in the server's order: the first in a field holds it. */
  since?: number;
}

/** Everyone in the studio but this tab, as the stream last told it; kept for useSyncExternalStore. */
let others: Someone[] = [];
/** This tab as the stream last told it (when it went into its field). */
let me: Someone | undefined;
let self = "";
let shown = "";
let focused = "";
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
    tell();
  },
  /** Tells the others which field this tab is in ("" for none). */
  focus(field: string) {
    if (field === focused) return;
    focused = field;
    tell();
  },
};

function tell() {
  if (!self) return;
  void fetch(`${API}/presence`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ id: self, page: shown, field: focused }) }).catch(() => undefined);
}

/**
 * The person who holds the field at data path `field`, when it is not this tab: the first to go
 * into it. Whoever came later sees it held until they leave it, so two people never type over
 * each other (the server still refuses a change made on a value that changed, should two arrive
 * before either heard of the other).
 */
export function holderOf(field: string, people: readonly Someone[] = others): Someone | undefined {
  const there = people.filter((someone) => someone.field === field && someone.since);
  const first = there.sort((a, b) => a.since! - b.since!)[0];
  if (!first) return undefined;
  const mine = me?.field === field && me.since ? me.since : Infinity;
  return first.since! < mine ? first : undefined;
}

/** Follows which field of the form has focus: each field says its data path (data-path). */
function followFocus() {
  const fieldOf = (element: EventTarget | null) => (element instanceof Element ? (element.closest(".field[data-path]")?.getAttribute("data-path") ?? "") : "");
  document.addEventListener("focusin", (event) => presence.focus(fieldOf(event.target)));
  document.addEventListener("focusout", (event) => presence.focus(fieldOf(event.relatedTarget)));
}

const heard = new Set<(event: { type?: string }) => void>();

/** Hears every event of the stream (publishing: publish, review, deploy), on the tab's one connection. */
export function onServerEvent(listener: (event: { type?: string }) => void): () => void {
  heard.add(listener);
  return () => void heard.delete(listener);
}

/** Opens the stream; the browser reopens it by itself after a restart or a lost connection. */
export function followServer(session: Session): void {
  followFocus();
  const stream = new EventSource(`${API}/events`);
  stream.onmessage = ({ data }) => {
    const event = JSON.parse(String(data)) as { type?: string; id?: string; version?: string; seq?: number; people?: Someone[] };
    for (const listener of heard) listener(event);
    if (event.type === "hello" && event.id) {
      self = event.id;
      tell();
      // Whatever was written while the stream was closed.
      void session.reload();
    } else if (event.type === "change" && (event.version !== session.state.version || (event.seq ?? 0) > (session.state.seq ?? 0))) {
      void session.reload();
    } else if (event.type === "presence" && event.people) {
      others = event.people.filter((someone) => someone.id !== self);
      me = event.people.find((someone) => someone.id === self);
      for (const listener of listeners) listener();
    }
  };
}
