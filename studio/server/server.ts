/**
 * Studio server only: `npm run studio`, the studio for a team, with no Vite dev server: one Fastify
 * app that runs the route table below (studio/server/routes.ts). It serves, on one origin:
 *   /__studio                 the studio's page (the built client, studio/server/bundle.ts)
 *   /__studio/assets/*        its code
 *   /__studio/api/*           the studio's API (studio/server/document.ts, the one the dev server uses)
 *   /__studio/api/events      the live stream (studio/server/events.ts); POST …/presence, the page one shows
 *   /__studio/api/publish/*   drafts, review, publishing and history (studio/publish/)
 *   /__studio/api/audit       the audit trail, admins only (studio/server/audit.ts)
 *   /assets/*, /<file>        the preview's code, and the working copy's public/ files
 *   /<route>                  the working copy's pages, drawn by the build's renderer (studio/server/preview-pages.ts)
 * Every request passes one front first (studio/server/gate.ts): the Host, the Origin, the session; then its row's role.
 * There is no CORS: no answer names another origin, and the API refuses writes from one.
 */
import { readFileSync, watch } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { cspText, csp, securityHeaders } from "../../engine/hosting/policy.ts";
import { bootScriptSource } from "../../engine/page/boot.ts";
import { liveManifest } from "../../engine/vite/manifest-plugin.ts";
import type { LiveManifest } from "../../src/dev/events.ts";
import type { Site } from "../../src/manifest/site.types.ts";
import type { Auth } from "../auth/index.ts";
import { clientAddress } from "../auth/origin.ts";
import { API, STUDIO_PATH } from "../core/addresses.ts";
import { bundleHead, studioPage, studioRoutes, type Bundle } from "./bundle.ts";
import { documentApi, versionOf } from "./document.ts";
import { missing, plainText, routeApp, type Answer, type Route } from "./routes.ts";
import { FILE_HEADERS } from "../../engine/vite/dev-files.ts";
import { AuditTrail } from "./audit.ts";
import { EventHub } from "./events.ts";
import { studioFront } from "./gate.ts";
import type { PreviewBuild } from "./preview-pages.ts";
import { createPublishing, type PublishOptions } from "../publish/index.ts";
import { fileAnswer, fileIn } from "./static.ts";

/** The largest body of a request the server itself reads (presence); the API has its own limits. */
const MAX_SMALL_BODY = 4096;
const PRESENCE_BODY = { type: "object", required: ["id", "page"], properties: { id: { type: "string" }, page: { type: "string" }, field: { type: "string" } } };

export interface StudioServerOptions {
  /** The studio's and the preview's bundles: read from build/ (`npm run studio:build`), or made as a server run from the code starts. */
  bundles: { studio: Promise<Bundle>; preview: Promise<PreviewBuild> };
  /** The git working copy: site.yaml and public/. */
  repo: string;
  /** The manifest, relative to `repo`. */
  file?: string;
  port: number;
  host: string;
  publicUrl?: string;
  /** The proxies whose X-Forwarded-For is believed (--trust-proxy). */
  trustProxy: string[];
  /** Sign-in (studio/auth/): its rows of the table, and who a session is. */
  auth: Auth;
  /** Drafts, review and publishing through git (studio/publish/). */
  publish: Omit<PublishOptions, "repo" | "notify" | "record">;
  /** Where the server keeps what it keeps (the audit trail). */
  dataDir: string;
  /** The audit trail, when the caller writes to it too (sign-in); else one of the server's own in `dataDir`. */
  audit?: AuditTrail;
}

export interface StudioServer {
  /** The Fastify app that runs the route table. */
  app: FastifyInstance;
  /** The route table: every route the app has. */
  routes: readonly Route[];
  /** The address it listens on, without the trailing slash. */
  url: string;
  events: EventHub;
  /** Resolves once the studio's and the preview's bundles are ready. */
  ready: Promise<unknown>;
  close(): Promise<void>;
}

/** The Content-Security-Policy of the studio's page: its own code, and only its own origin in a frame (the preview). */
const STUDIO_CSP = cspText({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // Emotion writes the studio's styles into <style> elements as it runs.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
});

/** Headers every answer carries. */
const COMMON_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Permitted-Cross-Domain-Policies": "none",
};

export async function startStudioServer(options: StudioServerOptions): Promise<StudioServer> {
  const { repo, auth } = options;
  const file = options.file ?? "site.yaml";
  const publicDir = join(repo, "public");
  const events = new EventHub();
  const audit = options.audit ?? new AuditTrail(options.dataDir);
  const document = documentApi({
    root: repo,
    file,
    onChange: (change) => {
      announced = change.version;
      events.send({ type: "change", version: change.version, seq: change.seq, by: change.by });
      try {
        audit.record(change);
        publishing.draftChanged(change);
      } catch (error) {
        // Written but not recorded: the terminal must say so loudly.
        console.error("감사 기록(또는 초안을 고친 사람의 기록)을 쓰지 못했습니다:", error);
      }
    },
  });
  // site.yaml changed by anything but the studio (a text editor, git): every open studio reads it
  // again. The folder is watched, not the file: a save that renames a new file over it ends a file watch.
  let announced = "";
  let settle: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(repo, (_, name) => {
    if (name !== file) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      let version: string;
      try {
        // The version only: each studio asks for the checked state itself.
        version = versionOf(readFileSync(join(repo, file), "utf8"));
      } catch {
        return; // gone for a moment (git checkout): the next event reads it
      }
      if (version !== announced) events.send({ type: "change", version: (announced = version) });
    }, 80);
  });

  const publishing = await createPublishing({ ...options.publish, repo, notify: (event) => events.send(event), record: (event) => audit.event(event) });
  const { studio: bundle, preview } = options.bundles;
  // A failure is reported as each request that needs it fails; here it must not end the process.
  bundle.catch(() => undefined);
  preview.catch(() => undefined);
  const previewPage = previewPages(preview, () => document.current(), publicDir, join(repo, file));

  /** The route table: every route of the server with the least role it needs (docs/studio.md, "The route table"). */
  const routes: Route[] = [
    ...auth.routes,
    ...document.routes,
    ...studioRoutes(
      async () => ({
        status: 200,
        body: studioPage({ head: bundleHead(await bundle), doc: await document.doc() }),
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": STUDIO_CSP, "X-Frame-Options": "DENY" },
      }),
      () => bundle,
    ),
    { method: "GET", path: `${API}/events`, role: "editor", handler: ({ user }) => ({ status: 200, take: (req, res) => events.open(req, res, user) }) },
    {
      method: "POST",
      path: `${API}/presence`,
      role: "editor",
      bodyLimit: MAX_SMALL_BODY,
      schema: PRESENCE_BODY,
      handler: ({ user, body }) => ({ status: events.setPage(body.id as string, user, body.page as string, body.field as string | undefined) ? 204 : 404 }),
    },
    { method: "GET", path: `${API}/audit`, role: "admin", handler: ({ query }) => ({ status: 200, body: { entries: audit.read(Number(query.get("limit")) || undefined) } }) },
    ...publishing.routes,
    // The preview: its code, a file of public/, or a page of the working copy.
    { method: "GET", path: "/*", role: "editor", handler: ({ url }) => previewPage(new URL(url, "http://localhost").pathname) },
  ];

  const app = await routeApp({
    routes,
    headers: COMMON_HEADERS,
    front: studioFront({ publicUrl: options.publicUrl, person: auth.person }),
    address: (request) => clientAddress(request.raw, options.trustProxy),
  });
  // A slow client cannot hold a connection open forever; the event stream has its heartbeat.
  app.server.headersTimeout = 20_000;
  app.server.requestTimeout = 60_000;
  await app.listen({ port: options.port, host: options.host });
  const { port } = app.server.address() as AddressInfo;
  document.warm();
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  return {
    app,
    routes,
    url,
    events,
    ready: Promise.all([bundle, preview]),
    async close() {
      events.close();
      publishing.close();
      audit.flush(true);
      watcher.close();
      clearTimeout(settle);
      await app.close();
      await auth.close();
    },
  };
}

/**
 * The preview's answer for a path: the preview's code, a file of public/, or a page of the working
 * copy drawn with the manifest as it is (worked out once per version of the file).
 */
function previewPages(preview: Promise<PreviewBuild>, current: () => { version: string; json: string }, publicDir: string, manifestFile: string) {
  let live: { version: string; manifest: LiveManifest | undefined } | undefined;
  const currentManifest = (): LiveManifest | undefined => {
    const { version, json } = current();
    if (live?.version !== version) {
      const { data, blockLines } = JSON.parse(json) as { data?: Site; blockLines?: Record<string, number[]> };
      let manifest: LiveManifest | undefined;
      try {
        manifest = data ? liveManifest(data, blockLines, publicDir, manifestFile) : undefined;
      } catch {
        // Data the shell cannot be made from (the check has said why): the studio shows what to fix.
        manifest = undefined;
      }
      live = { version, manifest };
    }
    return live.manifest;
  };
  const scripts = [bootScriptSource()];
  // The preview is the site's page, with the site's policy, framed by the studio only.
  const headers = { ...securityHeaders(scripts), "Content-Security-Policy": cspText({ ...csp(scripts), "frame-ancestors": ["'self'"] }), "X-Frame-Options": "SAMEORIGIN" };
  return async (path: string): Promise<Answer> => {
    if (path.startsWith(STUDIO_PATH)) return missing(path, "GET");
    const built = await preview;
    const code = path.startsWith("/assets/") ? await fileIn(built.clientDir, path) : undefined;
    if (code) return fileAnswer(code, { "Cache-Control": "no-cache" });
    const asset = await fileIn(publicDir, path);
    // A file of public/ may be anything an editor uploaded: never a page of this origin.
    if (asset) return fileAnswer(asset, { ...FILE_HEADERS, "Cache-Control": "no-cache" });
    const route = path.replace(/\/+$/, "") || "/";
    const manifest = currentManifest();
    let html: string | undefined;
    try {
      html = manifest && (await built.page(route, manifest));
    } catch (error) {
      console.error(error);
      return plainText(500, "미리보기를 그리지 못했습니다. 스튜디오에 표시된 오류를 먼저 고쳐 주세요.");
    }
    if (html === undefined) return plainText(404, manifest ? "site.yaml에 없는 페이지입니다." : "site.yaml을 읽지 못해 미리보기를 그릴 수 없습니다. 스튜디오에 표시된 오류를 먼저 고쳐 주세요.");
    return { status: 200, body: html, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } };
  };
}
