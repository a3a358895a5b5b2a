/**
 * Studio only: the Vite plugin that adds the studio to the dev server (`npm start`) at /__studio.
 * `apply: "serve"`: a build (`npm run build`) never runs it, and no site module imports the studio,
 * so none of its code reaches dist/.
 */
import type { AddressInfo } from "node:net";
import { resolve, sep } from "node:path";
import type { FastifyRequest } from "fastify";
import type { Plugin } from "vite";
import type { User } from "../core/roles.ts";
import { STUDIO_PATH } from "../core/addresses.ts";
import { bundleHead, studioPage as page, studioRoutes, type Bundle } from "../server/bundle.ts";
import { cachedStudio, STUDIO_CODE } from "./bundles.ts";
import { documentApi } from "../server/document.ts";
import { plainText, routeApp, type Answer, type Verdict } from "../server/routes.ts";


/** True for an address of this machine's loopback: 127.0.0.0/8 and ::1, also written as IPv6-mapped IPv4 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  const ip = address?.startsWith("::ffff:") ? address.slice(7) : address;
  return ip === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip ?? "");
}

const WILDCARDS = new Set(["0.0.0.0", "::"]);

/**
 * The origins the studio answers to, from the address the dev server is bound to: that address
 * (and `localhost` for 127.0.0.1 and ::1, the addresses it names), not whichever loopback address a
 * Host header says: on 127.0.0.2 a Host of 127.0.0.1 is forged. Bound to every address (0.0.0.0, ::),
 * the loopback ones (the middleware refuses sockets from elsewhere); bound to a network address
 * alone (a LAN address), none: no connection from this machine reaches it, and the studio is off.
 * None before it listens.
 */
export function devOrigins(bound: AddressInfo | undefined): string[] {
  if (!bound) return [];
  const at = (host: string) => `http://${host}:${bound.port}`;
  if (WILDCARDS.has(bound.address)) return [at("127.0.0.1"), at("localhost"), at("[::1]")];
  if (!isLoopback(bound.address)) return [];
  const own = at(bound.address.includes(":") ? `[${bound.address}]` : bound.address);
  return bound.address === "127.0.0.1" || bound.address === "::1" ? [own, at("localhost")] : [own];
}

/** The terminal's line for the studio, beside the preview's addresses: where it opens, or why it is off. */
export function studioLine(bound: AddressInfo): string {
  const [origin] = devOrigins(bound);
  if (!origin) return `  ➜  Studio:  꺼짐. 개발 서버가 네트워크 주소(${bound.address})에서만 열려 있어 편집기를 켜지 않았습니다. 편집기는 npm start로 연 서버(127.0.0.1)에서 쓰세요.`;
  const where = WILDCARDS.has(bound.address) ? ". 이 컴퓨터에서만 열리고, 다른 기기에서 온 요청은 받지 않습니다" : "";
  return `  ➜  Studio:  ${origin}${STUDIO_PATH}  (site.yaml을 화면에서 고치는 편집기${where})`;
}

/** Who edits under `npm start`: the person at this machine, with no account. */
const AT_THIS_MACHINE: User = { id: "", name: "", role: "editor" };

/**
 * The dev server's front before the studio's routes (as the studio server's, studio/server/gate.ts,
 * but with no session): a socket of this machine, a Host of the dev server's own origins, and no
 * other origin's page (its Origin, or a browser's Sec-Fetch-Site), a write carrying its own.
 */
export function devFront(origins: () => string[]) {
  return (request: FastifyRequest): Verdict => {
    const req = request.raw;
    // This machine only: on 0.0.0.0 a request from the network may carry a Host of 127.0.0.1.
    if (!isLoopback(req.socket.remoteAddress)) return { refuse: plainText(403, "스튜디오는 개발 서버를 실행한 컴퓨터에서만 열 수 있습니다.") };
    const own = origins();
    if (!own.some((origin) => new URL(origin).host === req.headers.host)) return { refuse: { status: 403, body: { error: "스튜디오는 이 서버의 주소로만 열 수 있습니다." } } };
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    const writing = req.method !== "GET" && req.method !== "HEAD";
    if ((origin !== undefined ? !own.includes(origin) : writing) || (site !== undefined && site !== "same-origin" && site !== "none")) {
      return { refuse: { status: 403, body: { error: "다른 사이트에서 온 요청은 받지 않습니다." } } };
    }
    return { user: AT_THIS_MACHINE };
  };
}

export function studio({ root, file }: { root: string; file: string }): Plugin {
  return {
    name: "studio",
    apply: "serve",
    configureServer(server) {
      const bound = () => {
        const address = server.httpServer?.address();
        return typeof address === "object" && address ? address : undefined;
      };
      const api = documentApi({ root, file });
      let bundle: Promise<Bundle | undefined> = Promise.resolve(undefined);
      const rebuild = () => {
        bundle = cachedStudio(root).catch((error: unknown) => {
          server.config.logger.warn(`스튜디오를 빌드하지 못해 개발용 모듈로 엽니다: ${String(error)}`);
          return undefined;
        });
      };
      server.httpServer?.once("listening", () =>
        setTimeout(() => {
          if (devOrigins(bound()).length === 0) return; // off: nothing to get ready
          api.warm();
          rebuild();
        }, 0),
      );
      // Someone working on the studio's code, or on what it imports: the next open gets the new code.
      const made = STUDIO_CODE.map((path) => resolve(root, path));
      let timer: ReturnType<typeof setTimeout> | undefined;
      server.watcher.on("change", (changed) => {
        const file = resolve(changed);
        if (!made.some((path) => file === path || file.startsWith(path + sep))) return;
        clearTimeout(timer);
        timer = setTimeout(rebuild, 200);
      });

      const studioPage = async (): Promise<Answer> => {
        const [built, doc] = [await bundle, await api.doc()];
        // The hot-update socket's token: the built studio listens to it for saves of site.yaml made elsewhere.
        const devSocket = `/?token=${encodeURIComponent(server.config.webSocketToken)}`;
        const html = built
          ? page({ head: bundleHead(built), doc, devSocket })
          : await server.transformIndexHtml(STUDIO_PATH, page({ head: '<script type="module" src="/studio/client/main.tsx"></script>', doc, devSocket }));
        return { status: 200, body: html, headers: { "content-type": "text/html; charset=utf-8" } };
      };
      // The studio server's own rows for the document and the studio's code: each route and its role are declared once.
      const app = routeApp({
        routes: [...api.routes, ...studioRoutes(studioPage, () => bundle)],
        front: devFront(() => devOrigins(bound())),
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(STUDIO_PATH)) return next();
        app.then((ready) => ready.routing(req, res), next);
      });
      // The terminal banner names the studio beside the preview's address.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const address = bound();
        if (address) server.config.logger.info(studioLine(address));
      };
    },
  };
}
