/**
 * The studio's own code as the browser loads it: one minified bundle with React's production build
 * (studio/dev/bundles.ts makes it with Vite), served under ASSETS by the dev server and the studio
 * server, and the page that loads it. Served as Vite serves code in development (thirty modules,
 * React's development build) the studio took seconds to open and a keystroke cost a long frame.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { STUDIO_PATH } from "../core/addresses.ts";
import type { Answer, Route } from "./routes.ts";

export interface Bundle {
  /** File name → its type and content, served under ASSETS. */
  files: Map<string, { type: string; body: string | Uint8Array }>;
  script: string;
  styles: string[];
}

export const ASSETS = `${STUDIO_PATH}/assets/`;
/** The file of a written bundle that names its entry, its styles and each file's type. */
const BUNDLE_INDEX = "bundle.json";

/** The studio's bundle as `npm run studio:build` wrote it into `dir` (writeBundle). */
export function readBundle(dir: string): Bundle {
  const { script, styles, types } = JSON.parse(readFileSync(join(dir, BUNDLE_INDEX), "utf8")) as { script: string; styles: string[]; types: Record<string, string> };
  const files: Bundle["files"] = new Map(Object.entries(types).map(([name, type]) => [name, { type, body: readFileSync(join(dir, name)) }]));
  return { files, script, styles };
}

/** Writes `bundle` into `dir`: its files, and BUNDLE_INDEX naming the entry, the styles and each file's type. */
export function writeBundle(bundle: Bundle, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, file] of bundle.files) writeFileSync(join(dir, name), file.body);
  const types = Object.fromEntries([...bundle.files].map(([name, file]) => [name, file.type]));
  writeFileSync(join(dir, BUNDLE_INDEX), JSON.stringify({ script: bundle.script, styles: bundle.styles, types }));
}

/** The tags that load a built studio. */
export function bundleHead(bundle: Bundle): string {
  return [...bundle.styles.map((s) => `<link rel="stylesheet" href="${ASSETS}${s}" />`), `<script type="module" src="${ASSETS}${bundle.script}"></script>`].join("\n    ");
}

/**
 * The studio's page: its code (`head`) and the manifest's state, so it opens without another
 * request. `devSocket`: under the dev server, the hot-update socket the built studio listens to for
 * saves of site.yaml made elsewhere; the studio server (studio/server/) sends its own events instead.
 */
export function studioPage({ head, doc, devSocket }: { head: string; doc: string; devSocket?: string }): string {
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>사이트 스튜디오</title>
    ${head}
  </head>
  <body${devSocket === undefined ? "" : ` data-dev-socket="${devSocket}"`}>
    <div id="studio"></div>
    <script type="application/json" id="studio-doc">${doc.replace(/</g, "\\u003c")}</script>
  </body>
</html>
`;
}

/**
 * The studio's rows of the route table, for both servers: its page at /__studio (and /__studio/),
 * drawn by `page` (each server draws it its own way: the studio server with its CSP, the dev server
 * with its hot-update socket), and its code under ASSETS (`bundle` undefined while it is not built).
 */
export function studioRoutes(page: () => Promise<Answer>, bundle: () => Promise<Bundle | undefined>): Route[] {
  const code = async ({ params }: { params: Record<string, string> }): Promise<Answer> => {
    const asset = (await bundle())?.files.get(params.file!);
    return asset ? { status: 200, body: asset.body, headers: { "Content-Type": asset.type, "Cache-Control": "no-cache" } } : { status: 404, body: "없는 파일입니다.", headers: { "Content-Type": "text/plain; charset=utf-8" } };
  };
  return [
    { method: "GET", path: STUDIO_PATH, role: "editor", handler: page },
    { method: "GET", path: `${STUDIO_PATH}/`, role: "editor", handler: page },
    { method: "GET", path: `${ASSETS}:file`, role: "editor", handler: code },
  ];
}
