/** The command-line end of every generator: write the file, or with `--check` fail when it is stale. */
import { readFile, rename, writeFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Writes `text` (or bytes) to `file` (a URL or path), or, when the command has `--check`, exits 1 if it differs. */
export async function writeOrCheck(file: URL | string, text: string | Buffer, regenerate: string): Promise<void> {
  const path = typeof file === "string" ? file : fileURLToPath(file);
  const name = relative(root, path);
  if (parseArgs({ options: { check: { type: "boolean" } }, strict: false }).values.check === true) {
    const current = await readFile(path).catch(() => Buffer.alloc(0));
    if (!current.equals(typeof text === "string" ? Buffer.from(text) : text)) {
      console.error(`${name} is stale: run \`${regenerate}\`.`);
      process.exit(1);
    }
    return;
  }
  // Whole or not at all: a generator stopped halfway never leaves a half-written file behind.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
  console.log(`wrote ${name}`);
}
