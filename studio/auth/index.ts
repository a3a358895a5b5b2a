/**
 * Sign-in and roles for the studio server (`npm run studio`): the seam the server calls
 * (docs/studio.md, "Sign-in and roles"). `handle` answers the sign-in routes and the accounts API; `gate`
 * stands before every other request: the Host and, for a write, the Origin must be this server's,
 * a session is needed (401 for the API, 303 to the sign-in page for a page), and the person's role
 * must reach the endpoint's.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { AccountError, Accounts, type Account } from "./accounts.ts";
import { ensureDataDir } from "../server/files.ts";
import { ADDRESS_LIMIT, Limiter, NAME_LIMIT, Turns } from "./limits.ts";
import { MESSAGES } from "./messages.ts";
import { nameTagger } from "./name-tag.ts";
import { clientAddress, fromOwnOrigin, isWrite, ownOrigin } from "./origin.ts";
import { messagePage, PAGE_HEADERS, refreshPage, signInPage } from "./page.ts";
import { allows, isRole, type Role } from "../core/roles.ts";
import { Sessions, ABSOLUTE_MS, type Principal } from "./sessions.ts";
import { readSsoConfig, roleFor, Sso, SsoPeople, type SsoConfig } from "./sso.ts";

export type { Role } from "../core/roles.ts";
export type { SsoConfig } from "./sso.ts";

export interface User {
  id: string;
  name: string;
  email?: string;
  role: Role;
}

export interface AuthOptions {
  dataDir: string;
  publicUrl?: string;
  trustProxy: string[];
  /** Single sign-on; when absent, `sso.json` in the data folder is read, if there is one. */
  sso?: SsoConfig;
  /** The clock (ms since the epoch): tests move it instead of waiting. */
  now?: () => number;
  /** Waits `ms` (a sign-in held for its delay); tests move the clock instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Where sign-in failures and lockouts are written (the server's terminal); never a password, never whether an account exists. */
  log?: (line: string) => void;
  /** Told of each sign-in and sign-out, by whom (the audit trail's rows). */
  onSession?: (event: { op: "sign-in" | "sign-out"; by: string }) => void;
}

export interface Auth {
  /** Whether single sign-on is set up. */
  readonly sso: boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  gate(req: IncomingMessage, res: ServerResponse, need: Role): User | undefined;
  close(): Promise<void>;
}

const STUDIO = "/__studio";
const API = `${STUDIO}/api/`;
const LOGIN = `${STUDIO}/login`;
const ACCOUNTS_API = `${STUDIO}/api/accounts`;
const MAX_BODY = 16 * 1024;

/** The session cookie's name; behind HTTPS with the `__Host-` prefix, which the browser accepts only Secure, for this host and path /. */
function cookieName(secure: boolean): string {
  return secure ? "__Host-studio_session" : "studio_session";
}
const SSO_COOKIE = "studio_sso";

function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** A body over MAX_BODY: answered 413, in Korean. */
class TooLarge extends Error {}

/**
 * The request's body as text, at most MAX_BODY bytes. A larger one is read to its end and dropped,
 * then refused (TooLarge): answering while the browser still sends would reset the connection, and
 * the person would see no message at all.
 */
async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  if (size > MAX_BODY) throw new TooLarge();
  return Buffer.concat(chunks).toString("utf8");
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { ...PAGE_HEADERS, ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(303, { location, "cache-control": "no-store", ...headers });
  res.end();
}

/** Only a path of the studio itself: `next` must not send anyone to another site. */
function safeNext(next: string | null | undefined): string {
  return next && next.startsWith(`${STUDIO}`) && !next.startsWith("//") && !/[\\\r\n]/.test(next) && !next.startsWith(LOGIN) ? next : STUDIO;
}

export async function createAuth(options: AuthOptions): Promise<Auth> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  ensureDataDir(options.dataDir);
  const accounts = new Accounts(options.dataDir);
  const nameTag = nameTagger(options.dataDir);
  const sessions = new Sessions(options.dataDir, now);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const byName = new Limiter(NAME_LIMIT, now);
  const byAddress = new Limiter(ADDRESS_LIMIT, now);
  const turns = new Turns();
  const ssoConfig = options.sso ?? readSsoConfig(options.dataDir);
  const sso = ssoConfig ? new Sso(ssoConfig, now) : undefined;
  const people = ssoConfig ? new SsoPeople(options.dataDir, now) : undefined;
  const secure = options.publicUrl?.startsWith("https://") ?? false;
  const cookie = cookieName(secure);

  function sessionCookie(id: string): string {
    return `${cookie}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${ABSOLUTE_MS / 1000}${secure ? "; Secure" : ""}`;
  }
  const clearCookie = `${cookie}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;

  /** The signed-in person of this request, as the accounts and the allow-list say now. */
  function current(req: IncomingMessage): { user: User; principal: Principal; id: string } | undefined {
    const id = readCookie(req, cookie);
    const session = sessions.find(id);
    if (!id || !session) return undefined;
    const { principal } = session;
    let user: User | undefined;
    if (principal.kind === "local") {
      const account = accounts.get(principal.name);
      // Removed, or its password changed since this session began.
      // The id is the account's name (an e-mail for single sign-on): what publishing's authors.json is keyed by.
      if (account && account.stamp === principal.stamp) user = { id: account.name, name: account.name, role: account.role };
    } else {
      // Still on the allow-list, and the address still this person's (an admin may have freed it).
      const role = ssoConfig && people?.holds(principal) && roleFor(ssoConfig.allow, principal.email);
      if (role) user = { id: principal.email, name: principal.email, email: principal.email, role };
    }
    if (!user) {
      sessions.end(id);
      return undefined;
    }
    return { user, principal, id };
  }

  /** A new session for this person, as its Set-Cookie; the browser's old id, if any, ends (no fixation). */
  function newSession(req: IncomingMessage, principal: Principal): string {
    sessions.end(readCookie(req, cookie));
    return sessionCookie(sessions.create(principal));
  }

  async function postLogin(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: string;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      return html(res, 413, signInPage({ message: { text: MESSAGES.signInTooLarge, error: true }, sso: sso && (ssoConfig?.label ?? "회사 계정") }));
    }
    const form = new URLSearchParams(body);
    const name = (form.get("name") ?? "").trim();
    const password = form.get("password") ?? "";
    const next = safeNext(form.get("next"));
    const address = clientAddress(req, options.trustProxy);
    // A name's failures count at the address they came from: a stranger's guesses slow the stranger,
    // and the right password from an address without failures goes straight in.
    const nameKey = JSON.stringify([name.toLowerCase(), address]);
    const addressKey = address;
    const page = (status: number, text: string, headers: Record<string, string> = {}) =>
      html(res, status, signInPage({ message: { text, error: true }, next, sso: sso && (ssoConfig?.label ?? "회사 계정"), name }), headers);
    const tag = `address ${address}, name #${nameTag(name)}`;
    await turns.run(nameKey, async () => {
      const hold = byName.wait(nameKey);
      if (hold > 0) {
        log(`studio sign-in: held ${Math.ceil(hold / 1000)} s (${tag})`);
        await sleep(hold);
        if (req.socket.destroyed) return; // the person gave up: no try, no count
      }
      const locked = byAddress.wait(addressKey);
      if (locked > 0) {
        const seconds = Math.ceil(locked / 1000);
        log(`studio sign-in: refused while the address is locked (${tag}, ${seconds} s left)`);
        return page(429, MESSAGES.throttled(seconds), { "retry-after": String(seconds) });
      }
      const account: Account | undefined = await accounts.verify(name, password);
      if (!account) {
        const slowed = byName.fail(nameKey);
        const lock = byAddress.fail(addressKey);
        log(
          `studio sign-in: failed (${tag}${slowed > 0 ? `, the next try held ${Math.ceil(slowed / 1000)} s` : ""}${lock > 0 ? `, address locked for ${Math.ceil(lock / 1000)} s` : ""})`,
        );
        return page(401, slowed > 0 ? MESSAGES.slowed(Math.ceil(slowed / 1000)) : MESSAGES.wrongCredentials);
      }
      byName.succeed(nameKey);
      options.onSession?.({ op: "sign-in", by: account.name });
      redirect(res, next, { "set-cookie": newSession(req, { kind: "local", name: account.name, stamp: account.stamp }) });
    });
  }

  function redirectUri(req: IncomingMessage): string {
    return `${ownOrigin(req, options.publicUrl)}${STUDIO}/sso/callback`;
  }

  async function ssoStart(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!sso) return json(res, 404, { error: "single sign-on is not set up" });
    const { url: to, state } = await sso.start(redirectUri(req), safeNext(url.searchParams.get("next")));
    // Lax, not Strict: the provider sends the browser back with a cross-site navigation.
    const binding = `${SSO_COOKIE}=${state}; Path=${STUDIO}/sso; HttpOnly; SameSite=Lax; Max-Age=600${secure ? "; Secure" : ""}`;
    redirect(res, to, { "set-cookie": binding });
  }

  async function ssoCallback(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const unbind = `${SSO_COOKIE}=; Path=${STUDIO}/sso; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
    const current = new URL(`${redirectUri(req)}${url.search}`);
    const result = sso ? await sso.finish(current, readCookie(req, SSO_COOKIE)) : ({ refused: "failed" } as const);
    if ("refused" in result) {
      log(`studio sign-in: single sign-on ${result.refused} (address ${clientAddress(req, options.trustProxy)})`);
      const text = { unverified: MESSAGES.ssoUnverified, outside: MESSAGES.ssoOutside, failed: MESSAGES.ssoFailed }[result.refused];
      return html(res, 403, messagePage(text), { "set-cookie": unbind });
    }
    const role = ssoConfig && roleFor(ssoConfig.allow, result.email);
    if (!role) {
      log(`studio sign-in: single sign-on address not on the allow-list (address ${clientAddress(req, options.trustProxy)})`);
      return html(res, 403, messagePage(MESSAGES.ssoRefused(result.email)), { "set-cookie": unbind });
    }
    if (!people!.claim(result)) {
      log(`studio sign-in: single sign-on address tied to another account of the provider (address ${clientAddress(req, options.trustProxy)})`);
      return html(res, 403, messagePage(MESSAGES.ssoTaken(result.email)), { "set-cookie": unbind });
    }
    const session = newSession(req, { kind: "sso", name: result.email, email: result.email, iss: result.iss, sub: result.sub });
    options.onSession?.({ op: "sign-in", by: result.email });
    html(res, 200, refreshPage(result.next), { "set-cookie": [session, unbind] });
  }

  async function accountsApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const user = gate(req, res, "admin");
    if (!user) return;
    const list = () => ({ accounts: accounts.list().map(({ name, role, created }) => ({ name, role, created })) });
    try {
      const name = decodeURIComponent(path.slice(ACCOUNTS_API.length + 1));
      if (req.method === "GET" && !name) return json(res, 200, list());
      if (req.method === "DELETE" && name) {
        accounts.remove(name);
        sessions.endAll(name.toLowerCase());
        return json(res, 200, list());
      }
      if (!/^application\/json\b/.test(req.headers["content-type"] ?? "")) return json(res, 415, { error: "application/json" });
      const body = JSON.parse(await readBody(req)) as { name?: unknown; role?: unknown; password?: unknown };
      const role = body.role === undefined ? undefined : isRole(body.role) ? body.role : "bad";
      if (role === "bad") throw new AccountError(MESSAGES.badRole);
      const password = typeof body.password === "string" && body.password !== "" ? body.password : undefined;
      if (req.method === "POST" && !name) {
        await accounts.add(String(body.name ?? ""), role ?? "editor", password ?? "");
        return json(res, 201, list());
      }
      if (req.method === "PATCH" && name) {
        await accounts.set(name, { role, password });
        return json(res, 200, list());
      }
      return json(res, 405, { error: "method" });
    } catch (error) {
      if (error instanceof AccountError) return json(res, 400, { error: error.message });
      if (error instanceof TooLarge) return json(res, 413, { error: MESSAGES.tooLarge });
      if (error instanceof SyntaxError) return json(res, 400, { error: "JSON" });
      throw error;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? "/", "http://studio.invalid");
    const path = url.pathname;
    const route = `${req.method} ${path}`;
    const ours =
      path === LOGIN ||
      path === `${STUDIO}/logout` ||
      path === `${STUDIO}/logout-all` ||
      path.startsWith(`${STUDIO}/sso/`) ||
      path === `${API}me` ||
      path === ACCOUNTS_API ||
      path.startsWith(`${ACCOUNTS_API}/`);
    if (!ours) return false;
    if (path === ACCOUNTS_API || path.startsWith(`${ACCOUNTS_API}/`)) {
      await accountsApi(req, res, path);
      return true;
    }
    if (path === `${API}me`) {
      const user = gate(req, res, "editor");
      if (user) json(res, 200, { ...user, sso: Boolean(sso) });
      return true;
    }
    // The sign-in routes: this server's Host only, and every POST from its own pages.
    if (!ownOrigin(req, options.publicUrl)) {
      json(res, 403, { error: MESSAGES.otherOrigin });
      return true;
    }
    if (isWrite(req) && !fromOwnOrigin(req, options.publicUrl)) {
      html(res, 403, messagePage(MESSAGES.otherOrigin));
      return true;
    }
    const ssoLabel = sso && (ssoConfig?.label ?? "회사 계정");
    switch (route) {
      case `GET ${LOGIN}`:
      case `HEAD ${LOGIN}`: {
        if (current(req)) redirect(res, safeNext(url.searchParams.get("next")));
        else {
          const notice = url.searchParams.get("signed-out");
          const text = notice === "all" ? MESSAGES.signedOutEverywhere : notice !== null ? MESSAGES.signedOut : undefined;
          html(res, 200, signInPage({ next: url.searchParams.get("next") ?? undefined, sso: ssoLabel, message: text ? { text, error: false } : undefined }));
        }
        return true;
      }
      case `POST ${LOGIN}`:
        await postLogin(req, res);
        return true;
      case `POST ${STUDIO}/logout`:
      case `POST ${STUDIO}/logout-all`: {
        const signedIn = current(req);
        const all = path.endsWith("-all");
        if (signedIn && all) sessions.endAll(signedIn.principal.name);
        else sessions.end(readCookie(req, cookie));
        if (signedIn) options.onSession?.({ op: "sign-out", by: signedIn.user.name });
        redirect(res, `${LOGIN}?signed-out${all ? "=all" : ""}`, { "set-cookie": clearCookie });
        return true;
      }
      case `GET ${STUDIO}/sso/start`:
        await ssoStart(req, res, url);
        return true;
      case `GET ${STUDIO}/sso/callback`:
        await ssoCallback(req, res, url);
        return true;
      default:
        json(res, 405, { error: "method" });
        return true;
    }
  }

  function gate(req: IncomingMessage, res: ServerResponse, need: Role): User | undefined {
    const path = new URL(req.url ?? "/", "http://studio.invalid").pathname;
    const api = path.startsWith(API);
    const refuse = (status: number, text: string) =>
      api || isWrite(req) ? json(res, status, { error: text }) : html(res, status, messagePage(text));
    if (!ownOrigin(req, options.publicUrl) || (isWrite(req) && !fromOwnOrigin(req, options.publicUrl))) {
      refuse(403, MESSAGES.otherOrigin);
      return undefined;
    }
    const signedIn = current(req);
    if (!signedIn) {
      if (api || isWrite(req)) json(res, 401, { error: MESSAGES.needSignIn });
      else redirect(res, `${LOGIN}?next=${encodeURIComponent(req.url ?? STUDIO)}`);
      return undefined;
    }
    if (!allows(signedIn.user.role, need)) {
      refuse(403, MESSAGES.forbidden);
      return undefined;
    }
    return signedIn.user;
  }

  return { sso: Boolean(sso), handle, gate, close: async () => {} };
}
