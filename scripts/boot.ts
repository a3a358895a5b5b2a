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
 * Its text is the same on every page and in every build (the entry's file name and the preloads
 * are attributes), so the Content-Security-Policy allows exactly it by hash (deploy/policy.ts).
 */
import { createHash } from "node:crypto";
import { escapeAttribute } from "entities";

const BOOT_SCRIPT = `(function (script) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (script.dataset.preload || "").split(" ").filter(Boolean).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    import(script.dataset.entry);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === "hidden" || types.indexOf("paint") < 0) start();
  else new PerformanceObserver(start).observe({ type: "paint", buffered: true });
})(document.currentScript);`;

/** The CSP source that allows the boot script and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

/** The boot script for a page whose entry is `entry` and whose on-demand chunks are `preloads` (URL paths). */
export function bootTag(entry: string, preloads: string[]): string {
  const list = preloads.length ? ` data-preload="${escapeAttribute(preloads.join(" "))}"` : "";
  return `<script id="boot" data-entry="${escapeAttribute(entry)}"${list}>${BOOT_SCRIPT}</script>`;
}

/** The entry and on-demand chunks a page's boot script will load, as URL paths; none when the HTML has no boot script. */
export function bootScripts(html: string): string[] {
  const tag = /<script id="boot"([^>]*)>/.exec(html)?.[1] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  return [attr("data-entry"), ...attr("data-preload").split(" ")].filter(Boolean);
}
