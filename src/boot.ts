/**
 * The one inline script of a prerendered page: it starts the app once the page is on screen.
 *
 * The HTML draws the whole page by itself, so nothing the app does is needed for the first view.
 * Loading the entry from a <script type="module" src> would let the browser fetch it, and, when it
 * is cached, run it, before that view is drawn. This waits until the browser reports the first
 * paint (a frame handed to the compositor is not yet on screen when the main thread is busy, so
 * waiting for a frame is not enough) and the page's load event (its first view's pictures and
 * font are in) and a frame after it, then adds the page's on-demand chunks (the form) as
 * modulepreloads and imports the entry. A tab opened in the background, or a browser without
 * paint timing, starts at once; a page never painted, a second after its load.
 *
 * Why the load event too: a hero picture is often painted after the text, and a script that
 * arrives before that paint is counted by Lighthouse's simulation as needed for it (the largest
 * paint of /privacy went from 1.4 s to 2.8-3.7 s simulated when the scripts won that race).
 * Nothing but the first view's own files is asked for before its largest paint, so the simulation
 * sees the same requests on every run (docs/performance.md).
 *
 * It is not a module of the bundle: engine/page/boot.ts compiles and minifies this file into the
 * text of every page's <script id="boot">, a classic script (document.currentScript is only set
 * in one), wrapped in a function so that its names stay its own. The entry's file name and the
 * preloads are attributes, so that text is the same on every page and in every build, and the
 * Content-Security-Policy allows exactly it by hash (engine/hosting/policy.ts).
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

/** Starts once the page has loaded and a frame has been drawn since: the first view's pictures are on screen by then. */
function startWhenDrawn(): void {
  // The frame after the next one: the paint of what the load brought has happened by then.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === "complete") afterFrame();
  else addEventListener("load", afterFrame, { once: true });
}

const paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
if (document.visibilityState === "hidden" || !paintTiming) start();
else {
  const painted = new PerformanceObserver(() => {
    painted.disconnect();
    startWhenDrawn();
  });
  painted.observe({ type: "paint", buffered: true });
  // A page that is never painted starts a second after its load all the same: Chromium paints no
  // frame out of view (the studio's previews of a published version, below the panel's fold).
  addEventListener("load", () => setTimeout(start, 1000), { once: true });
}
export {};
