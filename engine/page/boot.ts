/**
 * The boot script of every prerendered page (src/boot.ts says what it does), made into the text of
 * an inline <script>: the typed module is compiled and minified by Vite's own tools (Oxc, through
 * rolldown), and wrapped in a function, since an inline classic script's top-level names would be
 * globals. The same source gives the same text in every build, so the Content-Security-Policy
 * allows exactly it by hash (deploy/policy.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { transformSync } from "rolldown/utils";
import { minifySync } from "vite";
import { escapeAttribute } from "entities";

const SOURCE = new URL("../../src/boot.ts", import.meta.url);

/** src/boot.ts as the minified text of a classic script. */
function compileBoot(): string {
  const { code, errors } = transformSync("boot.ts", readFileSync(SOURCE, "utf8"), { lang: "ts", target: "es2022" });
  if (errors.length) throw new Error(`src/boot.ts: ${errors.map((e) => e.message).join("; ")}`);
  // `export {}` only makes the file a module for the type checker; the page runs it as a script.
  const body = code.replace(/^export \{\};\s*$/m, "");
  const minified = minifySync("boot.js", `(()=>{${body}})()`, { module: false, compress: { target: "es2022" }, mangle: true });
  if (minified.errors.length) throw new Error(`src/boot.ts: ${minified.errors.map((e) => e.message).join("; ")}`);
  return minified.code.trim();
}

let compiled: string | undefined;
/** The boot script's text, compiled on first use (a build, the preview server), never on import. */
function bootScript(): string {
  return (compiled ??= compileBoot());
}

/** The CSP source that allows the boot script and no other inline script (deploy/policy.ts takes it). */
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
