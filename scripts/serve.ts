/**
 * `npm run preview`: serves dist/ on 127.0.0.1 the way a static host does: each route's
 * index.html, 404.html (status 404) for unknown paths, the redirects of the build's _redirects
 * (301), and the caching, types and security headers of deploy/policy.ts, which
 * the build's nginx configuration comes from too, so preview and production answer alike. It
 * serves what is on disk at each request, so a rebuild while it runs is served whole at once.
 */
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { HOST_FILES } from "../deploy/policy";
import { contentTypeFor, isHiddenPath, readRedirects, redirectLocation, responseHeaders } from "../engine/hosting";
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
    // sirv's dev mode serves dotfiles; nginx does not, and neither does this.
    if (HOST_FILES.includes(pathname) || isHiddenPath(safeDecode(pathname))) return sendNotFound();
    res.setHeader("Content-Type", contentTypeFor(pathname));
    files(req, res, sendNotFound);
  });
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** `path` with its percent escapes decoded, as sirv and nginx look files up; as it is when malformed. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

if (isMainModule(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  // DIST_DIR serves another build (e.g. BUILD_OUT_DIR of scripts/build.ts); dist/ by default.
  const server = await serveDist(fileURLToPath(new URL(`../${process.env.DIST_DIR ?? "dist"}`, import.meta.url)), port);
  const address = server.address();
  console.log(`dist/ 미리보기: http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/`);
}
