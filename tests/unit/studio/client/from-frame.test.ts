import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { STUDIO_DRAWN, STUDIO_NAVIGATED } from "../../../../src/dev/events.ts";
import { fromFrame } from "../../../../studio/client/preview.ts";

// The studio's window and origin, as far as fromFrame sees them.
const studio = new EventTarget();
const frame = { name: "the preview frame" } as unknown as Window;
const other = { name: "another frame" } as unknown as Window;
const ORIGIN = "http://127.0.0.1:4400";

beforeEach(() => {
  vi.stubGlobal("window", studio);
  vi.stubGlobal("location", { origin: ORIGIN });
});
afterEach(() => vi.unstubAllGlobals());

const post = (data: unknown, { origin = ORIGIN, source = frame }: { origin?: string; source?: Window | null } = {}) => studio.dispatchEvent(Object.assign(new Event("message"), { data, origin, source }));

test("a message of its type from the preview frame, of the studio's origin, reaches the listener", () => {
  const heard: unknown[] = [];
  const stop = fromFrame(() => frame, STUDIO_NAVIGATED, (m) => heard.push(m));
  post({ type: STUDIO_NAVIGATED, path: "/about" });
  expect(heard).toEqual([{ type: STUDIO_NAVIGATED, path: "/about" }]);
  stop();
  post({ type: STUDIO_NAVIGATED, path: "/contact" });
  expect(heard).toHaveLength(1);
});

test("another type, another origin, another frame, or a frame not there yet: not heard", () => {
  const heard: unknown[] = [];
  let current: Window | undefined = frame;
  fromFrame(() => current, STUDIO_NAVIGATED, (m) => heard.push(m));
  post({ type: STUDIO_DRAWN });
  post({ type: STUDIO_NAVIGATED, path: "/x" }, { origin: "https://evil.example" });
  post({ type: STUDIO_NAVIGATED, path: "/x" }, { source: other });
  post({ type: STUDIO_NAVIGATED, path: "/x" }, { source: null });
  post("studio:navigated");
  post(null);
  current = undefined;
  post({ type: STUDIO_NAVIGATED, path: "/x" }, { source: null });
  expect(heard).toEqual([]);
});
