/**
 * Dev server only: the headers that keep a file from acting as a page of this origin. An SVG (or
 * any document) under public/ opened by itself would run its scripts as the dev server's own
 * page, which may read and write site.yaml through the studio's API. So every file of public/
 * (public/uploads/ included), every file reached through /@fs/, and every .svg anywhere is sent
 * with `Content-Security-Policy: sandbox` (no script runs, and the document has an origin of its
 * own) and `X-Content-Type-Options: nosniff` (the browser takes the type as sent). The site's
 * pages, the studio and Vite's modules are none of these, and a module's CSP header does nothing.
 */
import { statSync } from "node:fs";
import { join, relative, isAbsolute } from "node:path";
import type { Plugin } from "vite";

export const FILE_HEADERS = { "Content-Security-Policy": "sandbox", "X-Content-Type-Options": "nosniff" } as const;

/**
 * What a request for `url` is to the dev server, with `publicDir` its public/: "file", a file that
 * gets FILE_HEADERS; "through a file", a path that goes on past a file of public/ as if it were a
 * folder (/logo.svg/anything), which no server finds (the file system answers ENOTDIR, which Vite
 * turned into a 500 page with the machine's paths); or "other".
 */
export function requestKind(url: string, publicDir: string): "file" | "through a file" | "other" {
  let path = url.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: Vite answers it with an error; the headers do no harm.
    return "file";
  }
  const served = path.startsWith("/@fs/") || /\.svgz?$/i.test(path);
  const file = join(publicDir, path);
  const rel = relative(publicDir, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return served ? "file" : "other";
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true || served ? "file" : "other";
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return "through a file";
    throw error;
  }
}

export function devFileHeaders(): Plugin {
  return {
    name: "dev-file-headers",
    apply: "serve",
    configureServer(server) {
      const { publicDir } = server.config;
      // Before Vite's own middlewares, which serve public/ and the files of the project.
      server.middlewares.use((req, res, next) => {
        const kind = requestKind(req.url ?? "/", publicDir);
        if (kind === "other") return next();
        for (const [name, value] of Object.entries(FILE_HEADERS)) res.setHeader(name, value);
        if (kind === "file") return next();
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("찾는 파일이 없습니다.");
      });
    },
  };
}
