import { createServer, request, type Server } from "node:http";
import { createGzip } from "node:zlib";
import { COMPRESSIBLE_TYPES } from "../../engine/hosting/policy";
import { listen } from "./tools";

/**
 * A gzip layer in front of the preview server, compressing what the build's nginx configuration compresses
 * (level 6), so Lighthouse sees the bytes production sends.
 */
export async function gzipProxy(upstreamPort: number): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = request({ host: "127.0.0.1", port: upstreamPort, path: req.url, method: req.method, headers: req.headers }, (up) => {
      const type = String(up.headers["content-type"] ?? "").split(";")[0]!.trim();
      const accepts = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      if (up.statusCode !== 200 || !accepts || !COMPRESSIBLE_TYPES.includes(type) || req.method === "HEAD") {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const headers = { ...up.headers, "content-encoding": "gzip", vary: "Accept-Encoding" };
      delete headers["content-length"];
      res.writeHead(200, headers);
      up.pipe(createGzip({ level: 6 })).pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await listen(server);
  return server;
}
