/**
 * Single sign-on with OpenID Connect (openid-client 6): Google Workspace, Microsoft Entra ID,
 * Keycloak, or any provider with discovery. The authorization code flow with PKCE (S256), state and
 * nonce; the ID token's e-mail is looked up in an allow-list of addresses and domains, which gives
 * the role. Set up in `sso.json` in the data folder (it holds the client secret: 0600, never in git).
 *
 * Who signs in is the issuer and the subject (`iss`, `sub`), never the e-mail alone: an address
 * can change hands (a leaver's, given to a newcomer) and some providers let a person write their
 * own (an Entra ID guest or another tenant). Only the configured issuer is taken, and, when set,
 * only Google Workspace accounts of `hostedDomain` (the `hd` claim) or Entra ID accounts of
 * `tenantId` (`tid`). The first sign-in of an address ties it to its issuer and subject
 * (`sso-people.json`); another subject with that address is refused until an admin removes the
 * entry. Accounts of before keep working: their address is tied at their next sign-in.
 */
import * as oidc from "openid-client";
import { readPrivate, writePrivate } from "../server/files.ts";
import { isRole, type Role } from "../core/roles.ts";

export const SSO_FILE = "sso.json";
/** How long a started sign-in may take at the provider. */
const PENDING_MS = 10 * 60 * 1000;
const MAX_PENDING = 10_000;

export interface SsoConfig {
  /** The provider's issuer URL (https; http only on loopback, for tests). */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** The provider's name on the button, e.g. "Google", "회사 계정". */
  label?: string;
  /** E-mail address (`kim@example.com`) or domain (`@example.com`) → role; an address wins over its domain. */
  allow: Record<string, Role>;
  /** Google Workspace: only accounts of this domain (the ID token's `hd`); a personal Google account has none. */
  hostedDomain?: string;
  /** Microsoft Entra ID: only accounts of this tenant (the ID token's `tid`). */
  tenantId?: string;
}

/** The single sign-on settings of the data folder, or undefined when there are none. */
export function readSsoConfig(dataDir: string): SsoConfig | undefined {
  const config = readPrivate<SsoConfig>(dataDir, SSO_FILE);
  if (!config) return undefined;
  if (!config.issuer || !config.clientId || typeof config.allow !== "object") {
    throw new Error(`${SSO_FILE}: issuer, clientId and allow are needed`);
  }
  for (const key of ["hostedDomain", "tenantId"] as const) {
    if (config[key] !== undefined && (typeof config[key] !== "string" || config[key] === "")) throw new Error(`${SSO_FILE}: ${key} must be a text`);
  }
  for (const [who, role] of Object.entries(config.allow)) {
    if (!isRole(role)) throw new Error(`${SSO_FILE}: allow["${who}"] must be editor, publisher or admin`);
  }
  return config;
}

/** The role an e-mail address has by the allow-list: its own entry, else its domain's; undefined when it has none. */
export function roleFor(allow: SsoConfig["allow"], email: string): Role | undefined {
  const address = email.trim().toLowerCase();
  const entries = new Map(Object.entries(allow).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const at = address.lastIndexOf("@");
  if (at <= 0) return undefined;
  return entries.get(address) ?? entries.get(address.slice(at));
}

interface Pending {
  verifier: string;
  nonce: string;
  next: string;
  created: number;
}

/** Who signed in at the provider: its issuer and subject, and their verified e-mail. */
export interface SsoPerson {
  iss: string;
  sub: string;
  email: string;
}

/** The outcome of a callback: the person, or why not ("outside": not of the configured issuer, Workspace domain or tenant). */
export type SsoResult = (SsoPerson & { next: string }) | { refused: "unverified" | "failed" | "outside" };

/** Whether a signed-in person's claims are outside what `config` takes: another issuer, Workspace domain or tenant. */
export function outsideOf(config: SsoConfig, claims: { iss?: unknown; hd?: unknown; tid?: unknown }): boolean {
  const same = (a: unknown, b: string) => typeof a === "string" && a.replace(/\/$/, "") === b.replace(/\/$/, "");
  if (!same(claims.iss, config.issuer)) return true;
  if (config.hostedDomain !== undefined && (typeof claims.hd !== "string" || claims.hd.toLowerCase() !== config.hostedDomain.toLowerCase())) return true;
  return config.tenantId !== undefined && (typeof claims.tid !== "string" || claims.tid.toLowerCase() !== config.tenantId.toLowerCase());
}

export const SSO_PEOPLE_FILE = "sso-people.json";

/**
 * The e-mail addresses single sign-on has tied to an issuer and subject, in the data folder
 * (`sso-people.json`, 0600): `{ "kim@example.com": { "iss": …, "sub": …, "since": ISO } }`,
 * read at each use so an admin's removal counts at once.
 */
export class SsoPeople {
  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  private read(): Record<string, { iss: string; sub: string; since: string }> {
    return readPrivate(this.dataDir, SSO_PEOPLE_FILE) ?? {};
  }

  /**
   * Ties `person`'s address to them at its first sign-in, and follows them to a new address
   * (the old one is freed); false when the address is another subject's.
   */
  claim(person: SsoPerson): boolean {
    const people = this.read();
    const held = people[person.email];
    if (held) return held.iss === person.iss && held.sub === person.sub;
    for (const [email, p] of Object.entries(people)) if (p.iss === person.iss && p.sub === person.sub) delete people[email];
    people[person.email] = { iss: person.iss, sub: person.sub, since: new Date(this.now()).toISOString() };
    writePrivate(this.dataDir, SSO_PEOPLE_FILE, `${JSON.stringify(people, null, 2)}\n`);
    return true;
  }

  /** Whether `person`'s address is still tied to them. */
  holds(person: Partial<SsoPerson>): boolean {
    const held = person.email ? this.read()[person.email] : undefined;
    return held !== undefined && held.iss === person.iss && held.sub === person.sub;
  }
}

export class Sso {
  private configuration: Promise<oidc.Configuration> | undefined;
  private readonly pending = new Map<string, Pending>();

  constructor(
    readonly config: SsoConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.config.issuer);
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
    this.configuration ??= oidc
      .discovery(issuer, this.config.clientId, this.config.clientSecret, undefined, {
        execute: issuer.protocol === "http:" && loopback ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.configuration = undefined; // the provider may be back at the next try
        throw error;
      });
    return this.configuration;
  }

  /** The provider's address to send the browser to, and the state to bind to the browser (a cookie). */
  async start(redirectUri: string, next: string): Promise<{ url: string; state: string }> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    this.prune();
    this.pending.set(state, { verifier, nonce, next, created: this.now() });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /** Finishes a sign-in: `state` is the one the browser's cookie holds, `currentUrl` the callback as called. */
  async finish(currentUrl: URL, state: string | undefined): Promise<SsoResult> {
    const pending = state ? this.pending.get(state) : undefined;
    if (!state || !pending || this.now() - pending.created > PENDING_MS) return { refused: "failed" };
    this.pending.delete(state);
    let claims: { email?: unknown; email_verified?: unknown; hd?: unknown; tid?: unknown } | undefined;
    let iss: string;
    let sub: string;
    try {
      const configuration = await this.discover();
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) return { refused: "failed" };
      ({ iss, sub } = idToken);
      claims = idToken as typeof claims;
      // Providers that keep the ID token small (oidc-provider's default, some Keycloak setups) give the e-mail at the userinfo endpoint.
      if (idToken.email === undefined) claims = { ...idToken, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, sub)) };
    } catch {
      return { refused: "failed" };
    }
    if (outsideOf(this.config, { ...claims, iss })) return { refused: "outside" };
    const email = typeof claims?.email === "string" ? claims.email : undefined;
    // Entra ID sends no email_verified; a provider that says false is not trusted with the address.
    if (!email || claims?.email_verified === false) return { refused: "unverified" };
    return { iss, sub, email: email.toLowerCase(), next: pending.next };
  }

  private prune(): void {
    const now = this.now();
    for (const [state, p] of this.pending) if (now - p.created > PENDING_MS) this.pending.delete(state);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
  }
}

