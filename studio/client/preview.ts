/**
 * Studio only: what the studio sends its preview frame with every change (src/dev/live-manifest.ts
 * draws it): the shell every page shares, every page, and where each block is written.
 */
import { navSections } from "../../src/layout/route-tree.ts";
import { STUDIO_PREVIEW, STUDIO_READY } from "../../src/dev/events.ts";
import { resolveBranch } from "../../engine/core/schema-walk.ts";
import { resolve, schema, type Schema } from "../core/schema.ts";
import type { DocState, Session } from "./session.ts";

/**
 * `value` with the schema's defaults where it leaves a field out, as the check fills them in for
 * the site: what the studio shows at once (a page or block just added) has none until the server
 * answers with the checked data, and the page in the frame reads them (a new page's share type, a
 * card grid's columns).
 */
function withDefaults(node: Schema | undefined, value: unknown): unknown {
  const s = resolveBranch(schema, node, value);
  if (!s || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withDefaults(s.items, item));
  const out: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries<Schema>(s.properties ?? {})) {
    const given = out[key] ?? structuredClone(resolve(field).default);
    if (given !== undefined) out[key] = withDefaults(field, given);
  }
  return out;
}

/** Each page with its defaults, made once per page object: typing makes a new object of the page typed in only. */
const pagesWithDefaults = new WeakMap<object, unknown>();
const withPageDefaults = (page: object) => {
  if (!pagesWithDefaults.has(page)) pagesWithDefaults.set(page, withDefaults(schema.properties.pages.items, page));
  return pagesWithDefaults.get(page);
};

export function previewMessage(data: any, state: DocState) {
  if (!Array.isArray(data?.pages) || !data.site || !data.header || !data.footer) return undefined;
  let sections;
  try {
    sections = navSections(data);
  } catch {
    return undefined; // a header the check will report; the preview keeps what it shows
  }
  // Every block gets a mark (its line when the check knows it), so a click in the preview selects it.
  const lines = Object.fromEntries(
    data.pages.map((page: any) => {
      const known = state.blockLines?.[page?.path] ?? [];
      return [page?.path, (page?.blocks ?? []).map((_: unknown, i: number) => known[i] ?? 0)];
    }),
  );
  return {
    type: STUDIO_PREVIEW,
    shell: { site: data.site, header: data.header, footer: data.footer, redirects: data.redirects ?? [], sections, buildYear: new Date().getFullYear() },
    pages: data.pages.filter((page: any) => typeof page?.path === "string" && Array.isArray(page.blocks)).map(withPageDefaults),
    lines,
    file: state.file ?? "site.yaml",
  };
}

/**
 * Sends the preview frame the manifest whenever what the studio shows changes (a keystroke shows
 * in the page at once, without waiting for the save), and whenever the frame (re)loads and asks.
 */
export function feedPreview(session: Session, frame: () => Window | null | undefined): () => void {
  let sent: unknown;
  const post = (again = false) => {
    const data = session.data;
    if (data === sent && !again) return;
    const message = previewMessage(data, session.state);
    const win = frame();
    if (!message || !win) return;
    sent = data;
    win.postMessage(message, location.origin);
  };
  const unsubscribe = session.subscribe(() => post());
  const stop = fromFrame(frame, STUDIO_READY, () => post(true));
  return () => {
    unsubscribe();
    stop();
  };
}

/**
 * Calls `listener` with each message of `type` that the page in `frame()` posts (src/dev/live-manifest.ts).
 * Of this origin and from that frame only: any other page or frame could post the same words.
 */
export function fromFrame<T = { type: string }>(frame: () => Window | null | undefined, type: string, listener: (message: T) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === location.origin && event.source !== null && event.source === frame() && event.data?.type === type) listener(event.data as T);
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
