/**
 * `npm run preview`: serves dist/ on 127.0.0.1 the way a static host does: each route's
 * index.html, long caching for hashed assets, and 404.html (status 404) for unknown paths.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/** Starts the server on `port` (0 picks a free one) and resolves with it once listening. */
export function serveDist(dir: string, port = 0): Promise<Server> {
  const files = sirv(dir, {
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const notFound = readFileSync(join(dir, "404.html"));
  const server = createServer((req, res) =>
    files(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(notFound);
    }),
  );
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

const isMain = process.argv[1] === new URL(import.meta.url).pathname;
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  // DIST_DIR serves another build (e.g. BUILD_OUT_DIR of scripts/build.ts); dist/ by default.
  const server = await serveDist(new URL(`../${process.env.DIST_DIR ?? "dist"}`, import.meta.url).pathname, port);
  const address = server.address();
  console.log(`dist/ 미리보기: http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/`);
}
