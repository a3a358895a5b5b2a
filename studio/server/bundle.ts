/**
 * Studio only (dev server): the studio's own code, built once for production as the dev server
 * starts. Served as Vite serves code in development (thirty modules, React's development build)
 * the studio took seconds to open and a keystroke cost a long frame; one minified file with
 * React's production build opens in a fraction of that. Rebuilt when a file of studio/client/ changes.
 */
import { join } from "node:path";
import { build, type Rolldown } from "vite";

export interface Bundle {
  /** File name → its type and content, served under ASSETS. */
  files: Map<string, { type: string; body: string | Uint8Array }>;
  script: string;
  styles: string[];
}

export const ASSETS = "/__studio/assets/";

export async function buildStudio(root: string): Promise<Bundle> {
  const result = await build({
    configFile: false,
    root,
    base: ASSETS,
    logLevel: "silent",
    mode: "production",
    // The dev server has set NODE_ENV=development for this process; the studio's React is the production one.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // JSX compiled by Vite itself, for production (the React plugin would follow this process's NODE_ENV and emit development JSX).
    oxc: { jsx: { runtime: "automatic", importSource: "@emotion/react", development: false } },
    build: {
      write: false,
      target: "es2022",
      copyPublicDir: false,
      assetsDir: "",
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { input: join(root, "studio/client/main.tsx") },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files: Bundle["files"] = new Map();
  let script = "";
  const styles: string[] = [];
  for (const item of outputs.flatMap((o) => o.output)) {
    const name = item.fileName;
    if (item.type === "chunk") {
      files.set(name, { type: "text/javascript; charset=utf-8", body: item.code });
      if (item.isEntry) script = name;
    } else {
      files.set(name, { type: name.endsWith(".css") ? "text/css; charset=utf-8" : "application/octet-stream", body: item.source });
      if (name.endsWith(".css")) styles.push(name);
    }
  }
  return { files, script, styles };
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
