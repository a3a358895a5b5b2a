/**
 * `npm run preview`: serves dist/ on 127.0.0.1 the way a static host does: each route's
 * index.html, 404.html (status 404) for unknown paths, the redirects of the build's _redirects
 * (301), and the caching, types and security headers of engine/hosting/policy.ts, which
 * the build's nginx configuration comes from too, so preview and production answer alike. It
 * serves what is on disk at each request, so a rebuild while it runs is served whole at once.
 */
import { fileURLToPath } from "node:url";
import { createReadStream, readFileSync, statSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { join, resolve, sep } from "node:path";
import sirv from "sirv";
import { contentTypeFor, isNeverServed, readRedirects, redirectLocation, requestPath, responseHeaders } from "../engine/hosting";
import { bootScriptSource } from "../engine/page/boot";
import { isMainModule } from "./main-module.mjs";

/**
 * Starts the server on `port` (0 picks a free one) and resolves with it once listening. `scripts`,
 * the CSP sources of the inline scripts allowed: the boot script of this checkout by default.
 */
export function serveDist(dir: string, port = 0, scripts = [bootScriptSource()]): Promise<Server> {
  // dev: look each file up on disk when it is asked for. Otherwise sirv lists dist/ once, with
  // each file's size, and after a rebuild sends the new file cut at the old size.
  const files = sirv(dir, { etag: true, extensions: ["html"], dev: true });
  const server = createServer((req, res) => {
    const { pathname, search } = new URL(`http://localhost${req.url ?? "/"}`);
    const sendNotFound = () => {
      res.writeHead(404, { ...responseHeaders("/404.html", scripts), "Content-Type": contentTypeFor("/404.html") });
      res.end(readFileSync(join(dir, "404.html")));
    };
    // Set before sirv answers: it keeps headers already on the response (Content-Type included).
    for (const [name, value] of Object.entries(responseHeaders(pathname, scripts))) res.setHeader(name, value);
    // Read at each request too, so a rebuild's redirects apply at once.
    const to = readRedirects(dir).get(pathname);
    if (to) {
      res.writeHead(301, { Location: redirectLocation(to, search) });
      return res.end();
    }
    // sirv's dev mode serves dotfiles and host files however they are spelled; nginx does not, and neither does this.
    if (isNeverServed(pathname)) return sendNotFound();
    res.setHeader("Content-Type", contentTypeFor(pathname));
    const path = requestPath(pathname);
    const file = fileAt(dir, path);
    // A path that ends in / names a folder: nginx finds no file there (sirv served /_nginx.conf/ as the file).
    if (file && path.endsWith("/")) return sendNotFound();
    const range = req.headers.range;
    // sirv's own ranges are wrong (bytes=-50 sent the first 51 bytes, bytes=5-2 crashed the
    // server), so a file is sent in ranges here; a page is sent whole, as RFC 9110 allows.
    delete req.headers.range;
    if (range !== undefined && file) return sendRange(res, file, byteRange(range, file.size));
    files(req, res, sendNotFound);
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** The regular file `path` (a decoded request path) names inside `dir`, with its size; undefined for anything else. */
function fileAt(dir: string, path: string): { name: string; size: number } | undefined {
  const root = resolve(dir);
  const name = join(root, path.replace(/\/+$/, ""));
  if (!name.startsWith(root + sep)) return undefined;
  try {
    const stats = statSync(name);
    return stats.isFile() ? { name, size: stats.size } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The part of a file of `size` bytes that a Range header asks for, as nginx reads it: one range
 * `first-last`, `first-` or the last n bytes `-n`, clipped to the file; "unsatisfiable" (416)
 * for a range that starts past the end, ends before it starts, or does not parse; undefined
 * (the whole file, 200) for another unit or several ranges (nginx sends those as multipart).
 */
export function byteRange(header: string, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const spec = /^bytes=(.*)$/.exec(header.trim())?.[1]?.trim();
  if (spec === undefined || spec.includes(",")) return undefined;
  const [, first = "", last = ""] = /^(\d*)-(\d*)$/.exec(spec) ?? [];
  if (first === "" && last === "") return "unsatisfiable";
  if (first === "") return Number(last) === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - Number(last)), end: size - 1 };
  const start = Number(first);
  if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Sends `file` whole (no range asked, or one the preview does not serve), its `range` (206), or 416. */
function sendRange(res: ServerResponse, file: { name: string; size: number }, range: ReturnType<typeof byteRange>) {
  if (range === "unsatisfiable") {
    res.writeHead(416, { "Content-Range": `bytes */${file.size}` });
    return res.end();
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  res.writeHead(range ? 206 : 200, { "Content-Length": end - start + 1, "Accept-Ranges": "bytes", ...(range ? { "Content-Range": `bytes ${start}-${end}/${file.size}` } : {}) });
  createReadStream(file.name, { start, end }).pipe(res);
}

if (isMainModule(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  // DIST_DIR serves another build (e.g. BUILD_OUT_DIR of scripts/build.ts); dist/ by default.
  const server = await serveDist(fileURLToPath(new URL(`../${process.env.DIST_DIR ?? "dist"}`, import.meta.url)), port);
  const address = server.address();
  console.log(`dist/ 미리보기: http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/`);
}
