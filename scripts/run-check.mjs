// `npm run check` without tsx. Compiling TypeScript as it loads cost the check about half a second
// of its start, on every run; this runs scripts/check.ts bundled into one JavaScript file by
// rolldown (Vite's bundler), made again only when a file it was built from (or this file) is newer.
// The bundle lives in node_modules/.cache, is written whole (a temporary file, then a rename) and
// keeps the npm packages as imports, so that `npm ci` alone never leaves it stale.
// Plain JavaScript: it is what starts before any TypeScript can run.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = join(root, "scripts/check.ts");
const cache = join(root, "node_modules/.cache/check");
const bundle = join(cache, "check.mjs");
const inputsFile = join(cache, "inputs.json");

/** Modification time in ms, or -1 when the file is not there. */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether the bundle was made after every file it was made from. */
function fresh() {
  const made = mtime(bundle);
  if (made < 0) return false;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  } catch {
    return false;
  }
  return [fileURLToPath(import.meta.url), ...inputs].every((file) => {
    const changed = mtime(file);
    return changed >= 0 && changed < made;
  });
}

async function rebuild() {
  const { build } = await import("rolldown");
  const { output } = await build({
    input: entry,
    platform: "node",
    // npm packages stay imports: resolved from node_modules as they are now.
    external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0"),
    write: false,
    logLevel: "silent",
    output: { format: "esm", codeSplitting: false },
  });
  const chunk = output.find((item) => item.type === "chunk" && item.isEntry);
  mkdirSync(cache, { recursive: true });
  const inputs = chunk.moduleIds.filter((id) => id.startsWith(root) && !id.includes("/node_modules/"));
  // Whole files or none: a check started beside this one reads either the old pair or the new.
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(inputsFile + suffix, JSON.stringify(inputs));
  writeFileSync(bundle + suffix, chunk.code);
  renameSync(inputsFile + suffix, inputsFile);
  renameSync(bundle + suffix, bundle);
}

if (!fresh()) await rebuild();
const { check } = await import(pathToFileURL(bundle).href);
const { code, stdout, stderr } = check(process.argv.slice(2), process.env, root);
process.stderr.write(stderr);
process.stdout.write(stdout);
process.exitCode = code;
