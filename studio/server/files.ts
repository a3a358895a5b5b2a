/**
 * Studio server only: files written whole or not at all (a temporary file beside it, then renamed
 * over it), so a crash or a reader never sees half a file. The server's private files (accounts,
 * sessions, single sign-on settings) in the data folder: the folder 0700, each file 0600, flushed.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";

/** Makes the data folder if needed, and closes it to everyone but its owner. */
export function ensureDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Writes `text` to `dir/name` atomically, mode 0600 from its first byte. */
export function writePrivate(dir: string, name: string, text: string): void {
  ensureDataDir(dir);
  const target = join(dir, name);
  const temporary = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, target);
}

/** The parsed JSON of `dir/name`, or undefined when there is no such file. */
export function readPrivate<T>(dir: string, name: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, name), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return JSON.parse(text) as T;
}

/** Writes through a temporary file in the same folder, then renames: a reader sees the old file or the new one, never half. */
export function writeAtomic(file: string, text: string | Buffer) {
  const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}
