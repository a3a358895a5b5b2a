/**
 * Studio only: the Vite plugin that adds the studio to the dev server (`npm start`) at /__studio.
 * `apply: "serve"`: a build (`npm run build`) never runs it, and no site module imports the studio,
 * so none of its code reaches dist/.
 */
import { resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { ASSETS, buildStudio, bundleHead, studioPage as page, type Bundle } from "./bundle.ts";
import { loopbackOrigins, studioHandler } from "./handler.ts";

export const STUDIO_PATH = "/__studio";

export function studio({ root, file }: { root: string; file: string }): Plugin {
  return {
    name: "studio",
    apply: "serve",
    configureServer(server) {
      const port = () => {
        const address = server.httpServer?.address();
        return typeof address === "object" && address ? address.port : undefined;
      };
      const api = studioHandler({ root, file, origins: () => loopbackOrigins(port()) });
      let bundle: Promise<Bundle | undefined> = Promise.resolve(undefined);
      const rebuild = () => {
        bundle = buildStudio(root).catch((error: unknown) => {
          server.config.logger.warn(`스튜디오를 빌드하지 못해 개발용 모듈로 엽니다: ${String(error)}`);
          return undefined;
        });
      };
      server.httpServer?.once("listening", () =>
        setTimeout(() => {
          api.warm();
          rebuild();
        }, 0),
      );
      // Someone working on the studio itself: the next open gets the new code.
      const clientDir = resolve(root, "studio/client") + sep;
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on("change", (changed) => {
        if (!resolve(changed).startsWith(clientDir)) return;
        clearTimeout(timer);
        timer = setTimeout(rebuild, 200);
      });

      server.middlewares.use((req, res, next) => {
        // Whatever goes wrong is Vite's error page, never an unhandled rejection that ends the dev server.
        api(req, res, async () => {
          const path = (req.url ?? "").split("?")[0]!;
          const built = await bundle;
          const asset = path.startsWith(ASSETS) ? built?.files.get(path.slice(ASSETS.length)) : undefined;
          if (asset) {
            res.setHeader("Content-Type", asset.type);
            res.setHeader("Cache-Control", "no-cache");
            return res.end(asset.body);
          }
          if (path !== STUDIO_PATH && path !== `${STUDIO_PATH}/`) return next();
          const doc = api.doc();
          // The hot-update socket's token: the built studio listens to it for saves of site.yaml made elsewhere.
          const devSocket = `/?token=${encodeURIComponent(server.config.webSocketToken)}`;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          if (built) return res.end(page({ head: bundleHead(built), doc, devSocket }));
          res.end(await server.transformIndexHtml(STUDIO_PATH, page({ head: '<script type="module" src="/studio/client/main.tsx"></script>', doc, devSocket })));
        }).catch(next);
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
