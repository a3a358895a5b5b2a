/**
 * Studio only: the Vite plugin that adds the studio to the dev server (`npm start`) at /__studio.
 * `apply: "serve"`: a build (`npm run build`) never runs it, and no site module imports the studio,
 * so none of its code reaches dist/.
 */
import type { Plugin } from "vite";
import { studioHandler } from "./handler.ts";

export const STUDIO_PATH = "/__studio";

/** The page that loads the studio's app (served by Vite, so it gets its modules and hot updates). */
const PAGE = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>사이트 스튜디오</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/studio/client/main.tsx"></script>
  </body>
</html>
`;

export function studio({ root, file }: { root: string; file: string }): Plugin {
  return {
    name: "studio",
    apply: "serve",
    // Vite transforms the studio's modules as the server starts, not when someone first opens it.
    config: () => ({ server: { warmup: { clientFiles: ["./studio/client/main.tsx"] } } }),
    configureServer(server) {
      const port = () => {
        const address = server.httpServer?.address();
        return typeof address === "object" && address ? address.port : undefined;
      };
      const api = studioHandler({ root, file, port });
      server.httpServer?.once("listening", () => setTimeout(api.warm, 0));
      server.middlewares.use((req, res, next) => {
        void api(req, res, async () => {
          const path = (req.url ?? "").split("?")[0];
          if (path !== STUDIO_PATH && path !== `${STUDIO_PATH}/`) return next();
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          res.end(await server.transformIndexHtml(STUDIO_PATH, PAGE));
        });
      });
      // The terminal banner names the studio beside the preview's address.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const local = server.resolvedUrls?.local[0];
        if (local) server.config.logger.info(`  ➜  Studio:  ${local.replace(/\/$/, "")}${STUDIO_PATH}  (site.yaml을 화면에서 고치는 편집기)`);
      };
    },
  };
}
