/**
 * The one inline script of a prerendered page: it starts the app once the page is on screen.
 *
 * The HTML draws the whole page by itself, so nothing the app does is needed for the first paint.
 * Loading the entry from a <script type="module" src> would let the browser fetch it, and, when it
 * is cached, run it, before that paint. This waits until the browser reports the first paint (a
 * frame handed to the compositor is not yet on screen when the main thread is busy, so waiting for
 * a frame is not enough), then adds the page's on-demand chunks (the form) as modulepreloads and
 * imports the entry. A tab opened in the background, or a browser without paint timing, starts
 * at once.
 *
 * It is not a module of the bundle: engine/page/boot.ts compiles and minifies this file into the
 * text of every page's <script id="boot">, a classic script (document.currentScript is only set
 * in one), wrapped in a function so that its names stay its own. The entry's file name and the
 * preloads are attributes, so that text is the same on every page and in every build, and the
 * Content-Security-Policy allows exactly it by hash (deploy/policy.ts).
 */
const script = document.currentScript as HTMLScriptElement;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const href of (script.dataset.preload ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.entry!);
}

const paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
if (document.visibilityState === "hidden" || !paintTiming) start();
else new PerformanceObserver(start).observe({ type: "paint", buffered: true });
export {};
