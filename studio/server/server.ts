/**
 * Studio server only: `npm run studio`, the studio for a team, on node:http with no Vite dev
 * server. It serves, on one origin:
 *   /__studio                 the studio's page (the built client, studio/server/bundle.ts)
 *   /__studio/assets/*        its code
 *   /__studio/api/*           the studio's API (studio/server/document.ts, the one the dev server uses)
 *   /__studio/api/events      the live stream (studio/server/events.ts); POST …/presence, the page one shows
 *   /__studio/api/publish/*   drafts, review, publishing and history (studio/publish/)
 *   /__studio/api/audit       the audit trail, admins only (studio/server/audit.ts)
 *   /assets/*, /<file>        the preview's code, and the working copy's public/ files
 *   /<route>                  the working copy's pages, drawn by the build's renderer (studio/server/preview-pages.ts)
 * Every request passes sign-in first (studio/server/gate.ts) and must name this server as its Host.
 * There is no CORS: no answer names another origin, and the API refuses writes from one.
 */
import { readFileSync, watch } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { cspText, csp, securityHeaders } from "../../engine/hosting/policy.ts";
import { bootScriptSource } from "../../engine/page/boot.ts";
import { liveManifest } from "../../engine/vite/manifest-plugin.ts";
import type { LiveManifest } from "../../src/dev/events.ts";
import type { Site } from "../../src/manifest/site.types.ts";
import { ASSETS, bundleHead, studioPage, type Bundle } from "./bundle.ts";
import { API, HttpError, loopbackOrigins, studioHandler, versionOf } from "./document.ts";
import { findRoute, runRoute, send, type Answer, type Route } from "./routes.ts";
import { FILE_HEADERS } from "../../engine/vite/dev-files.ts";
import { AuditTrail } from "./audit.ts";
import { EventHub } from "./events.ts";
import type { Gatekeeper } from "./gate.ts";
import type { PreviewBuild } from "./preview-pages.ts";
import { createPublishing, PUBLISH_API, type PublishOptions } from "../publish/index.ts";
import { fileIn, sendFile } from "./static.ts";

export const STUDIO_PATH = "/__studio";
/** The largest body of a request the server itself reads (presence); the API has its own limits. */
const MAX_SMALL_BODY = 4096;

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
  gate: Gatekeeper;
  /** Drafts, review and publishing through git (studio/publish/). */
  publish: Omit<PublishOptions, "repo" | "notify" | "record">;
  /** Where the server keeps what it keeps (the audit trail). */
  dataDir: string;
  /** The audit trail, when the caller writes to it too (sign-in); else one of the server's own in `dataDir`. */
  audit?: AuditTrail;
}

export interface StudioServer {
  server: Server;
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
  const { repo, gate } = options;
  const file = options.file ?? "site.yaml";
  const publicDir = join(repo, "public");
  let origins: string[] = [];
  const events = new EventHub();
  const audit = options.audit ?? new AuditTrail(options.dataDir);
  const api = studioHandler({
    root: repo,
    file,
    origins: () => origins,
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
  // Each page a preview opens carries the manifest as it is: worked out once per version of the file.
  let live: { version: string; manifest: LiveManifest | undefined } | undefined;
  const currentManifest = (): LiveManifest | undefined => {
    const { version, json } = api.current();
    if (live?.version !== version) {
      const { data, blockLines } = JSON.parse(json) as { data?: Site; blockLines?: Record<string, number[]> };
      let manifest: LiveManifest | undefined;
      try {
        manifest = data ? liveManifest(data, blockLines, publicDir, join(repo, file)) : undefined;
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
  const previewHeaders = { ...securityHeaders(scripts), ...COMMON_HEADERS, "Content-Security-Policy": cspText({ ...csp(scripts), "frame-ancestors": ["'self'"] }), "X-Frame-Options": "SAMEORIGIN", "Cache-Control": "no-store" };

  const studioPageRoute = (path: string): Route => ({
    method: "GET",
    path,
    role: "editor",
    handler: async () => ({
      status: 200,
      body: studioPage({ head: bundleHead(await bundle), doc: await api.doc() }),
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": STUDIO_CSP, "X-Frame-Options": "DENY" },
    }),
  });
  /** The route table: every route of the server with the least role it needs (docs/studio.md, "The route table"). */
  const routes: Route[] = [
    studioPageRoute(STUDIO_PATH),
    studioPageRoute(`${STUDIO_PATH}/`),
    {
      method: "GET",
      path: `${ASSETS}:file`,
      role: "editor",
      handler: async ({ params }) => {
        const asset = (await bundle).files.get(params.file!);
        return asset ? { status: 200, body: asset.body, headers: { "Content-Type": asset.type, "Cache-Control": "no-cache" } } : notFound("없는 파일입니다.");
      },
    },
    { method: "GET", path: `${API}/events`, role: "editor", handler: ({ user }) => ({ status: 200, take: (req, res) => events.open(req, res, user) }) },
    {
      method: "POST",
      path: `${API}/presence`,
      role: "editor",
      bodyLimit: MAX_SMALL_BODY,
      handler: ({ user, body }) => {
        if (typeof body.id !== "string" || typeof body.page !== "string" || (body.field !== undefined && typeof body.field !== "string")) throw new HttpError(400, "잘못된 요청입니다.");
        return { status: events.setPage(body.id, user, body.page, body.field) ? 204 : 404 };
      },
    },
    { method: "GET", path: `${API}/audit`, role: "admin", handler: ({ query }) => ({ status: 200, body: { entries: audit.read(Number(query.get("limit")) || undefined) } }) },
    ...publishing.routes,
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    const host = req.headers.host ?? "";
    if (!origins.some((origin) => new URL(origin).host === host)) return plain(res, 421, "이 서버의 주소로 열어 주세요.");
    // Sign-in's own routes first: its accounts API also changes (PATCH) and removes (DELETE).
    if (await gate.handle(req, res)) return;
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") return plain(res, 405, "허용되지 않는 요청입니다.");
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    // Signed in, from this server's own pages for a write; each route then asks for its own role.
    const person = gate.gate(req, res, "editor");
    if (!person) return;
    const found = findRoute(routes, req.method, path);
    if (found) return runRoute(found.route, found.params, req, res, person);
    if (path.startsWith(PUBLISH_API)) return send(res, { status: 404, body: { error: "없는 주소입니다." } });
    // The document API (studio/server/document.ts), as the dev server mounts it.
    if (path.startsWith(`${API}/`)) return void (await api(req, res, () => plain(res, 404, "없는 주소입니다."), person.name));
    if (path.startsWith(STUDIO_PATH)) return plain(res, 404, "없는 주소입니다.");
    if (req.method !== "GET" && req.method !== "HEAD") return plain(res, 405, "허용되지 않는 요청입니다.");
    return previewRequest(req, res, path);
  };

  /** The preview's code, a file of public/, or a page of the working copy. */
  const previewRequest = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const built = await preview;
    const head = req.method === "HEAD";
    const code = path.startsWith("/assets/") ? await fileIn(built.clientDir, path) : undefined;
    if (code) return sendFile(res, code, { "Cache-Control": "no-cache" }, head);
    const asset = await fileIn(publicDir, path);
    // A file of public/ may be anything an editor uploaded: never a page of this origin.
    if (asset) return sendFile(res, asset, { ...FILE_HEADERS, "Cache-Control": "no-cache" }, head);
    const route = path.replace(/\/+$/, "") || "/";
    const manifest = currentManifest();
    let html: string | undefined;
    try {
      html = manifest && (await built.page(route, manifest));
    } catch (error) {
      console.error(error);
      return plain(res, 500, "미리보기를 그리지 못했습니다. 스튜디오에 표시된 오류를 먼저 고쳐 주세요.");
    }
    if (html === undefined) return plain(res, 404, manifest ? "site.yaml에 없는 페이지입니다." : "site.yaml을 읽지 못해 미리보기를 그릴 수 없습니다. 스튜디오에 표시된 오류를 먼저 고쳐 주세요.");
    res.writeHead(200, { ...previewHeaders, "Content-Type": "text/html; charset=utf-8" });
    res.end(head ? undefined : html);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) return res.destroy();
      plain(res, 500, "스튜디오가 이 요청을 처리하지 못했습니다.");
    });
  });
  // A slow client cannot hold a connection open forever; the event stream has its heartbeat.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  origins = options.publicUrl ? [options.publicUrl] : loopbackOrigins(port);
  api.warm();
  const url = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}`;
  return {
    server,
    url,
    events,
    ready: Promise.all([bundle, preview]),
    async close() {
      events.close();
      publishing.close();
      audit.flush(true);
      watcher.close();
      clearTimeout(settle);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gate.close();
    },
  };
}

const notFound = (text: string): Answer => ({ status: 404, body: text, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(text);
}
