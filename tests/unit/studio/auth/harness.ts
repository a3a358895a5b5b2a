/**
 * A small HTTP server around createAuth, as the studio server uses it: `handle` first, then `gate`
 * with the role the path needs (the accounts and the audit trail admin, publish publisher, the rest
 * editor), then a plain answer. For the unit tests of the HTTP side; the browser tests use the real server.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import { createAuth, type Auth, type AuthOptions, type Role } from "../../../../studio/auth/index.ts";
import { Accounts } from "../../../../studio/auth/accounts.ts";

const open: Array<{ server: Server; auth: Auth }> = [];
afterEach(async () => {
  for (const { server, auth } of open.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await auth.close();
  }
});

export function needOf(path: string): Role {
  if (path.startsWith("/__studio/api/audit")) return "admin";
  if (path.startsWith("/__studio/api/publish")) return "publisher";
  return "editor";
}

export interface TestServer {
  url: string;
  log: string[];
  /** fetch against the server, redirects not followed, with this server's Origin unless `origin` says otherwise. */
  request(path: string, init?: RequestInit & { origin?: string | null; cookie?: string }): Promise<Response>;
  /** Signs in by the form; returns the session cookie (name=value). */
  signIn(name: string, password: string, cookie?: string): Promise<string>;
}

export async function startServer(options: Omit<AuthOptions, "trustProxy"> & { trustProxy?: string[] }): Promise<TestServer> {
  const log: string[] = [];
  const auth = await createAuth({ trustProxy: [], log: (line) => log.push(line), ...options });
  const server = createServer((req, res) => {
    void (async () => {
      if (await auth.handle(req, res)) return;
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const user = auth.gate(req, res, needOf(path));
      if (!user) return;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, user }));
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  open.push({ server, auth });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
