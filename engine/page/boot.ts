/**
 * The boot script of every prerendered page (src/boot.ts says what it does), made into the text of
 * an inline <script>: the typed module is compiled and minified by Vite's own tools (Oxc, through
 * rolldown), and wrapped in a function, since an inline classic script's top-level names would be
 * globals. The same source gives the same text in every build, so the Content-Security-Policy
 * allows exactly it by hash (engine/hosting/policy.ts).
 */
import { createHash } from "node:crypto";
import { escapeAttribute } from "entities";
import { compileBoot } from "./boot-compile.ts";

let compiled: string | undefined;
/** The boot script's text, compiled on first use (a build, the preview server), never on import. */
function bootScript(): string {
  return (compiled ??= compileBoot());
}

/** The CSP source that allows the boot script and no other inline script (engine/hosting/policy.ts takes it). */
export function bootScriptSource(): string {
  return `'sha256-${createHash("sha256").update(bootScript()).digest("base64")}'`;
}

/** The boot script for a page whose entry is `entry` and whose on-demand chunks are `preloads` (URL paths). */
export function bootTag(entry: string, preloads: string[]): string {
  const list = preloads.length ? ` data-preload="${escapeAttribute(preloads.join(" "))}"` : "";
  return `<script id="boot" data-entry="${escapeAttribute(entry)}"${list}>${bootScript()}</script>`;
}

/** The entry and on-demand chunks a page's boot script will load, as URL paths; none when the HTML has no boot script. */
export function bootScripts(html: string): string[] {
  // The tag is bootTag's own output above, in its one fixed form: a pattern reads it back.
  const tag = /<script id="boot"([^>]*)>/.exec(html)?.[1] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "";
  return [attr("data-entry"), ...attr("data-preload").split(" ")].filter(Boolean);
}
