/**
 * src/boot.ts compiled into the text of the boot script (engine/page/boot.ts says what it is). A
 * module of its own, as it is the one that needs Vite's tools: the studio server's build (scripts/
 * studio-build.ts) puts the text it gives in its place, so the server runs without them.
 */
import { readFileSync } from "node:fs";
import { transformSync } from "rolldown/utils";
import { minifySync } from "vite";

const SOURCE = new URL("../../src/boot.ts", import.meta.url);

/** src/boot.ts as the minified text of a classic script. */
export function compileBoot(): string {
  const { code, errors } = transformSync("boot.ts", readFileSync(SOURCE, "utf8"), { lang: "ts", target: "es2022" });
  if (errors.length) throw new Error(`src/boot.ts: ${errors.map((e) => e.message).join("; ")}`);
  // `export {}` only makes the file a module for the type checker; the page runs it as a script.
  const body = code.replace(/^export \{\};\s*$/m, "");
  const minified = minifySync("boot.js", `(()=>{${body}})()`, { module: false, compress: { target: "es2022" }, mangle: true });
  if (minified.errors.length) throw new Error(`src/boot.ts: ${minified.errors.map((e) => e.message).join("; ")}`);
  return minified.code.trim();
}

