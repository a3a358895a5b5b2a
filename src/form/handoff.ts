/**
 * What became of a mailto link handed to the browser. A page cannot see a mail app open, but it
 * sees what an opening app does to it: a desktop app takes the focus from the window and keeps it;
 * on a phone, or with webmail in a new tab, the page is hidden. A page focused and visible again a
 * moment later most likely had no mail app to hand the inquiry to: a blur alone is not an app,
 * since Firefox with no mail app takes the focus for its chooser of apps, and gives it back when
 * the chooser is closed.
 */

/** How long a mail app gets to take over before the page offers other ways to send, in ms. */
export const HANDOFF_WAIT_MS = 2000;

/** `opened`: the page was hidden meanwhile, or another window still has the focus; `stayed`: the page is in front. */
export type HandOff = "opened" | "stayed";

/** Watches the page for HANDOFF_WAIT_MS from now, then calls `done`. Returns a function that stops watching. */
export function watchHandOff(done: (result: HandOff) => void, wait = HANDOFF_WAIT_MS): () => void {
  let left = false;
  const leave = () => void (left = true);
  const onVisibility = () => {
    if (document.visibilityState === "hidden") left = true;
  };
  addEventListener("pagehide", leave);
  document.addEventListener("visibilitychange", onVisibility);
  const stop = () => {
    clearTimeout(timer);
    removeEventListener("pagehide", leave);
    document.removeEventListener("visibilitychange", onVisibility);
  };
  const timer = setTimeout(() => {
    stop();
    done(!left && document.hasFocus() && document.visibilityState === "visible" ? "stayed" : "opened");
  }, wait);
  return stop;
}
