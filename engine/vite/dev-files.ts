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

/** Whether the request for `url` gets FILE_HEADERS, with `publicDir` the dev server's public/. */
export function isServedFile(url: string, publicDir: string): boolean {
  let path = url.split(/[?#]/)[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: Vite answers it with an error; the headers do no harm.
    return true;
  }
  if (path.startsWith("/@fs/") || /\.svgz?$/i.test(path)) return true;
  const file = join(publicDir, path);
  const rel = relative(publicDir, file);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

export function devFileHeaders(): Plugin {
  return {
    name: "dev-file-headers",
    apply: "serve",
    configureServer(server) {
      const { publicDir } = server.config;
      // Before Vite's own middlewares, which serve public/ and the files of the project.
      server.middlewares.use((req, res, next) => {
        if (isServedFile(req.url ?? "/", publicDir)) for (const [name, value] of Object.entries(FILE_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}
