/**
 * Sign-in and roles for the studio server (`npm run studio`): the seam the server calls
 * (docs/studio.md, "Sign-in and roles"). `routes` are sign-in's rows of the server's route table
 * (the sign-in page, sign-out, single sign-on, who am I, and the accounts API of accounts-api.ts); `person` is who the
 * session of a request's cookies signs in, which the server's front (studio/server/gate.ts) asks
 * before every other route.
 */
import { Accounts, type Account } from "./accounts.ts";
import { accountRoutes } from "./accounts-api.ts";
import { ensureDataDir } from "../server/files.ts";
import type { Answer, Ask, Route } from "../server/routes.ts";
import { ADDRESS_LIMIT, Limiter, NAME_LIMIT, Turns } from "./limits.ts";
import { MESSAGES } from "./messages.ts";
import { nameTagger } from "./name-tag.ts";
import { messagePage, PAGE_HEADERS, refreshPage, signInPage } from "./page.ts";
import { API, SIGN_IN, STUDIO_PATH } from "../core/addresses.ts";
import type { User } from "../core/roles.ts";
import { Sessions, ABSOLUTE_MS, type Principal } from "./sessions.ts";
import { readSsoConfig, roleFor, Sso, SsoPeople, type SsoConfig } from "./sso.ts";

export type { Role, User } from "../core/roles.ts";
export type { SsoConfig } from "./sso.ts";

export interface AuthOptions {
  dataDir: string;
  publicUrl?: string;
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
  /** Sign-in's rows of the route table. */
  readonly routes: readonly Route[];
  /** The signed-in person of a request's cookies, as the accounts and the allow-list say now. */
  person(cookies: Record<string, string | undefined>): User | undefined;
  close(): Promise<void>;
}

/** The largest sign-in form, in bytes. */
const MAX_BODY = 16 * 1024;
const SSO_COOKIE = "studio_sso";

/** The session cookie's name; behind HTTPS with the `__Host-` prefix, which the browser accepts only Secure, for this host and path /. */
function cookieName(secure: boolean): string {
  return secure ? "__Host-studio_session" : "studio_session";
}

/**
 * A Set-Cookie line, its attributes in the order the docs and the tests pin (@fastify/cookie reads
 * cookies; its writer orders them otherwise). `value` is a random id or a state: no character to escape.
 */
function setCookie(name: string, value: string, { path, sameSite, maxAge, secure }: { path: string; sameSite: "Strict" | "Lax"; maxAge: number; secure: boolean }): string {
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=${sameSite}; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

const page = (status: number, body: string, headers: Record<string, string | string[]> = {}): Answer => ({ status, body, headers: { ...PAGE_HEADERS, ...headers } });
const redirect = (location: string, headers: Record<string, string | string[]> = {}): Answer => ({ status: 303, headers: { location, ...headers } });
/** A refusal of a sign-in route (the front's, or its own): a page, as the browser navigated or posted a form. */
const messageAnswer = (status: number, text: string): Answer => page(status, messagePage(text));

/** Only a path of the studio itself: `next` must not send anyone to another site. */
function safeNext(next: string | null | undefined): string {
  return next && next.startsWith(`${STUDIO_PATH}`) && !next.startsWith("//") && !/[\\\r\n]/.test(next) && !next.startsWith(SIGN_IN) ? next : STUDIO_PATH;
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
  const ssoLabel = sso && (ssoConfig?.label ?? "회사 계정");
  const people = ssoConfig ? new SsoPeople(options.dataDir, now) : undefined;
  const secure = options.publicUrl?.startsWith("https://") ?? false;
  const cookie = cookieName(secure);
  const sessionCookie = (id: string) => setCookie(cookie, id, { path: "/", sameSite: "Strict", maxAge: ABSOLUTE_MS / 1000, secure });
  const clearCookie = setCookie(cookie, "", { path: "/", sameSite: "Strict", maxAge: 0, secure });
  // Lax, not Strict: the provider sends the browser back with a cross-site navigation.
  const ssoCookie = (state: string, maxAge: number) => setCookie(SSO_COOKIE, state, { path: `${STUDIO_PATH}/sso`, sameSite: "Lax", maxAge, secure });

  /** The signed-in person of these cookies, as the accounts and the allow-list say now. */
  function current(cookies: Ask["cookies"]): { user: User; principal: Principal } | undefined {
    const id = cookies[cookie];
    const session = sessions.find(id);
    if (!id || !session) return undefined;
    const { principal } = session;
    let user: User | undefined;
    if (principal.kind === "local") {
      const account = accounts.get(principal.name);
      // Removed, or its password changed since this session began.
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
    return { user, principal };
  }

  /** A new session for this person, as its Set-Cookie; the browser's old id, if any, ends (no fixation). */
  function newSession(cookies: Ask["cookies"], principal: Principal): string {
    sessions.end(cookies[cookie]);
    return sessionCookie(sessions.create(principal));
  }

  async function signIn({ body, cookies, address, gone }: Ask<undefined>): Promise<Answer> {
    const name = String(body.name ?? "").trim();
    const password = String(body.password ?? "");
    const next = safeNext(body.next as string | undefined);
    // A name's failures count at the address they came from: a stranger's guesses slow the stranger,
    // and the right password from an address without failures goes straight in.
    const nameKey = JSON.stringify([name.toLowerCase(), address]);
    const refuse = (status: number, text: string, headers: Record<string, string> = {}) => page(status, signInPage({ message: { text, error: true }, next, sso: ssoLabel, name }), headers);
    const tag = `address ${address}, name #${nameTag(name)}`;
    return turns.run(nameKey, async (): Promise<Answer> => {
      const hold = byName.wait(nameKey);
      if (hold > 0) {
        log(`studio sign-in: held ${Math.ceil(hold / 1000)} s (${tag})`);
        await sleep(hold);
        if (gone()) return { status: 204 }; // the person gave up: no try, no count
      }
      const locked = byAddress.wait(address);
      if (locked > 0) {
        const seconds = Math.ceil(locked / 1000);
        log(`studio sign-in: refused while the address is locked (${tag}, ${seconds} s left)`);
        return refuse(429, MESSAGES.throttled(seconds), { "retry-after": String(seconds) });
      }
      const account: Account | undefined = await accounts.verify(name, password);
      if (!account) {
        const slowed = byName.fail(nameKey);
        const lock = byAddress.fail(address);
        log(`studio sign-in: failed (${tag}${slowed > 0 ? `, the next try held ${Math.ceil(slowed / 1000)} s` : ""}${lock > 0 ? `, address locked for ${Math.ceil(lock / 1000)} s` : ""})`);
        return refuse(401, slowed > 0 ? MESSAGES.slowed(Math.ceil(slowed / 1000)) : MESSAGES.wrongCredentials);
      }
      byName.succeed(nameKey);
      options.onSession?.({ op: "sign-in", by: account.name });
      return redirect(next, { "set-cookie": newSession(cookies, { kind: "local", name: account.name, stamp: account.stamp }) });
    });
  }

  /** The address the provider sends the browser back to: this server's, as the public URL or the Host names it. */
  const redirectUri = (host: string) => `${options.publicUrl ? new URL(options.publicUrl).origin : `http://${host}`}${STUDIO_PATH}/sso/callback`;

  async function ssoCallback(sso: Sso, { query, cookies, address, host }: Ask<undefined>): Promise<Answer> {
    const unbind = ssoCookie("", 0);
    const result = await sso.finish(new URL(`${redirectUri(host)}?${query.toString()}`), cookies[SSO_COOKIE]);
    const refuse = (why: string, text: string) => {
      log(`studio sign-in: single sign-on ${why} (address ${address})`);
      return page(403, messagePage(text), { "set-cookie": unbind });
    };
    if ("refused" in result) return refuse(result.refused, { unverified: MESSAGES.ssoUnverified, outside: MESSAGES.ssoOutside, failed: MESSAGES.ssoFailed }[result.refused]);
    if (!roleFor(ssoConfig!.allow, result.email)) return refuse("address not on the allow-list", MESSAGES.ssoRefused(result.email));
    if (!people!.claim(result)) return refuse("address tied to another account of the provider", MESSAGES.ssoTaken(result.email));
    const session = newSession(cookies, { kind: "sso", name: result.email, email: result.email, iss: result.iss, sub: result.sub });
    options.onSession?.({ op: "sign-in", by: result.email });
    return page(200, refreshPage(result.next), { "set-cookie": [session, unbind] });
  }

  const signOut = (all: boolean) => ({ cookies }: Ask<undefined>): Answer => {
    const signedIn = current(cookies);
    if (signedIn && all) sessions.endAll(signedIn.principal.name);
    else sessions.end(cookies[cookie]);
    if (signedIn) options.onSession?.({ op: "sign-out", by: signedIn.user.name });
    return redirect(`${SIGN_IN}?signed-out${all ? "=all" : ""}`, { "set-cookie": clearCookie });
  };

  const refusedAsPage = { page: messageAnswer };
  const routes: Route[] = [
    {
      method: "GET",
      path: SIGN_IN,
      role: "anyone",
      ...refusedAsPage,
      handler: ({ query, cookies }) => {
        if (current(cookies)) return redirect(safeNext(query.get("next")));
        const notice = query.get("signed-out");
        const text = notice === "all" ? MESSAGES.signedOutEverywhere : notice !== null ? MESSAGES.signedOut : undefined;
        return page(200, signInPage({ next: query.get("next") ?? undefined, sso: ssoLabel, message: text ? { text, error: false } : undefined }));
      },
    },
    {
      method: "POST",
      path: SIGN_IN,
      role: "anyone",
      ...refusedAsPage,
      reads: "form",
      bodyLimit: MAX_BODY,
      tooLarge: () => MESSAGES.signInTooLarge,
      page: (status, text) => page(status, signInPage({ message: { text, error: true }, sso: ssoLabel })),
      handler: signIn,
    },
    { method: "POST", path: `${STUDIO_PATH}/logout`, role: "anyone",
      ...refusedAsPage, handler: signOut(false) },
    { method: "POST", path: `${STUDIO_PATH}/logout-all`, role: "anyone",
      ...refusedAsPage, handler: signOut(true) },
    ...(sso
      ? ([
          {
            method: "GET",
            path: `${STUDIO_PATH}/sso/start`,
            role: "anyone",
      ...refusedAsPage,
            handler: async ({ query, host }) => {
              const { url, state } = await sso.start(redirectUri(host), safeNext(query.get("next")));
              return redirect(url, { "set-cookie": ssoCookie(state, 600) });
            },
          },
          { method: "GET", path: `${STUDIO_PATH}/sso/callback`, role: "anyone",
      ...refusedAsPage, handler: (ask) => ssoCallback(sso, ask) },
        ] satisfies Route[])
      : []),
    { method: "GET", path: `${API}/me`, role: "editor", handler: ({ user }) => ({ status: 200, body: { ...user, sso: Boolean(sso) } }) },
    ...accountRoutes(accounts, sessions),
  ];

  return { sso: Boolean(sso), routes, person: (cookies) => current(cookies)?.user, close: async () => {} };
}
