import { Suspense, use, useEffect, type ReactNode } from "react";

/**
 * A part of a prerendered page whose code loads only as it comes into view: a block below a page's
 * first one. Its HTML is on screen from the start and stays as served until the code has arrived,
 * when React hydrates it (a Suspense boundary that hydrates on its own), so a first visit fetches
 * the code of what it shows, not of the whole page (docs/performance.md).
 */
export interface Part {
  /** Settles once the part's code has loaded: then it hydrates. */
  ready: Promise<unknown>;
  /** Called once the part has hydrated. */
  hydrated: () => void;
  /** Stops watching for it: its page was left before it came into view. */
  cancel: () => void;
}

/**
 * The part whose prerendered HTML starts at `element`: `load` runs once the element comes into the
 * viewport (not before: `/`'s next block starts 21 px below a 375 × 740 screen's first view and 40
 * px below a 1280 × 800 one's), or focus moves into it, or it is clicked; without
 * IntersectionObserver, at once. React drops a click on HTML it has not hydrated (a link would be
 * followed by a full page load, a button would do nothing), so a plain click there is held and made
 * again once the part has hydrated, every one in order; a click with a modifier (a link opened in a
 * new tab) goes on as the browser does it.
 */
export function partAt(element: Element, load: () => Promise<unknown>): Part {
  let start!: () => void;
  const inView = new Promise<void>((resolve) => (start = resolve));
  const ready = inView.then(load);
  const held: HTMLElement[] = [];
  // Capturing on the document, so it runs before React's own listener on the root.
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
    if (event instanceof MouseEvent && event.type === "click" && event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) {
      event.preventDefault();
      event.stopPropagation();
      held.push(event.target);
    }
    start();
  };
  const observer = typeof IntersectionObserver === "function" ? new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && start()) : undefined;
  if (observer) observer.observe(element);
  else start();
  document.addEventListener("click", hold, true);
  document.addEventListener("focusin", hold, true);
  const stop = () => {
    observer?.disconnect();
    document.removeEventListener("click", hold, true);
    document.removeEventListener("focusin", hold, true);
  };
  // Stops holding, and makes the held clicks again: on the hydrated part, or on the part as served.
  const release = () => {
    stop();
    for (const target of held.splice(0)) target.click();
  };
  // Code that fails to load (offline, a deploy replaced it) leaves the part as served: its links
  // plain links, which the clicks held meanwhile follow.
  ready.catch(release);
  return { ready, hydrated: release, cancel: stop };
}

/**
 * Draws `children` in a Suspense boundary of its own, which, given a `part`, waits for the part's
 * code while the page hydrates; without one (the server's render, a page opened by a link), at once.
 */
export function Later({ part, children }: { part?: Part; children: ReactNode }) {
  return (
    <Suspense>
      <Wait part={part}>{children}</Wait>
    </Suspense>
  );
}

function Wait({ part, children }: { part?: Part; children: ReactNode }) {
  if (part) use(part.ready);
  useEffect(() => part?.hydrated(), [part]);
  return children;
}

/**
 * The first element of each `<Later>` among `parent`'s children, in order: React's server render
 * marks a Suspense boundary's HTML with the comment `<!--$-->` before it.
 */
export function laterElements(parent: Element): (Element | undefined)[] {
  return [...parent.childNodes]
    .filter((node): node is Comment => node.nodeType === Node.COMMENT_NODE && (node as Comment).data === "$")
    .map((marker) => (marker.nextSibling instanceof Element ? marker.nextSibling : undefined));
}
