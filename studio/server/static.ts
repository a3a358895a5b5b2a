/**
 * Studio server only: sends one file from a folder, and nothing outside it. The request path is
 * decoded once and must stay inside the folder once every link is resolved: no `..`, no encoded
 * `%2e%2e` or `%2f`, no backslash, no NUL, no dotfile or dot-folder (.git, .env), no symbolic link
 * out of the folder, only regular files of the types engine/hosting/policy.ts knows.
 */
import { createReadStream } from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { MIME_TYPES } from "../../engine/hosting/policy.ts";
import { contentTypeFor, isHiddenPath } from "../../engine/hosting/headers.ts";
import type { Answer } from "./routes.ts";

/** The file `pathname` (a raw request path) names inside `dir`, or undefined when it names nothing that may be sent. */
export async function fileIn(dir: string, pathname: string): Promise<string | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!path.startsWith("/") || /[\\\0]/.test(path) || path.split("/").includes("..") || isHiddenPath(path)) return undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (!ext || !(ext in MIME_TYPES)) return undefined;
  try {
    const root = await realpath(dir);
    const file = await realpath(join(root, path));
    if (!file.startsWith(root + sep)) return undefined;
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The answer that sends `file` (found by fileIn) with its type and the given headers. */
export async function fileAnswer(file: string, headers: Record<string, string>): Promise<Answer> {
  const { size } = await stat(file);
  return { status: 200, body: createReadStream(file), headers: { ...headers, "content-type": contentTypeFor(file), "content-length": size } };
}
