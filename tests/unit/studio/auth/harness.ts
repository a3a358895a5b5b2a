/**
 * A studio server's route table around createAuth, as the studio server runs it: sign-in's rows,
 * a few rows standing for the rest with the role each needs (the audit trail admin, publishing
 * publisher, the document editor), each answering its person, and the studio server's own front
 * (studio/server/gate.ts). For the unit tests of the HTTP side; the browser tests use the real server.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { createAuth, type AuthOptions, type Role } from "../../../../studio/auth/index.ts";
import { Accounts } from "../../../../studio/auth/accounts.ts";
import { clientAddress } from "../../../../studio/auth/origin.ts";
import { studioFront } from "../../../../studio/server/gate.ts";
import { routeApp, type Route } from "../../../../studio/server/routes.ts";

const open: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close();
});

/** Rows standing for the server's other routes: each answers the person it let in. */
const stand = (method: "GET" | "POST", path: string, role: Role): Route => ({ method, path, role, handler: ({ user }) => ({ status: 200, body: { ok: true, user } }) });
const STAND_INS = [stand("GET", "/__studio/api/doc", "editor"), stand("POST", "/__studio/api/change", "editor"), stand("GET", "/__studio/api/audit", "admin"), stand("GET", "/__studio/api/publish/changes", "publisher")];

export interface TestServer {
  url: string;
  log: string[];
  /** fetch against the server, redirects not followed, with this server's Origin unless `origin` says otherwise. */
  request(path: string, init?: RequestInit & { origin?: string | null; cookie?: string }): Promise<Response>;
  /** Signs in by the form; returns the session cookie (name=value). */
  signIn(name: string, password: string, cookie?: string): Promise<string>;
}

export async function startServer({ trustProxy = [], ...options }: AuthOptions & { trustProxy?: string[] }): Promise<TestServer> {
  const log: string[] = [];
  const auth = await createAuth({ log: (line) => log.push(line), ...options });
  const front = studioFront({ publicUrl: options.publicUrl, person: auth.person });
  const app = await routeApp({
    routes: [...auth.routes, ...STAND_INS],
    // With a public URL the server stands behind a proxy that passes the public Host on (fetch cannot set a Host).
    front: (request, route) => {
      if (options.publicUrl) request.raw.headers.host = new URL(options.publicUrl).host;
      return front(request, route);
    },
    address: (request) => clientAddress(request.raw, trustProxy),
    notFound: () => ({ status: 404, body: { error: "없는 주소입니다." } }),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  open.push(app);
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const request: TestServer["request"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    const origin = init.origin === undefined ? url : init.origin;
    if (origin) headers.set("origin", origin);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(`${url}${path}`, { ...init, headers, redirect: "manual" });
  };
  const signIn: TestServer["signIn"] = async (name, password, cookie) => {
    const res = await request("/__studio/login", {
      method: "POST",
      body: new URLSearchParams({ name, password }),
      cookie,
    });
    if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`);
    return sessionCookie(res);
  };
  return { url, log, request, signIn };
}

/** `name=value` of the session cookie a response sets. */
export function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => /studio_session=/.test(c));
  if (!set) throw new Error("no session cookie");
  return set.split(";")[0] as string;
}

/** Adds accounts straight to the data folder. */
export async function addAccounts(dataDir: string, people: Array<[string, Role, string]>): Promise<void> {
  const accounts = new Accounts(dataDir);
  for (const [name, role, password] of people) await accounts.add(name, role, password);
}
