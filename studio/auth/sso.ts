/**
 * Single sign-on with OpenID Connect (openid-client 6): Google Workspace, Microsoft Entra ID,
 * Keycloak, or any provider with discovery. The authorization code flow with PKCE (S256), state and
 * nonce; the ID token's e-mail is looked up in an allow-list of addresses and domains, which gives
 * the role. Set up in `sso.json` in the data folder (it holds the client secret: 0600, never in git).
 */
import * as oidc from "openid-client";
import { readPrivate } from "../server/files.ts";
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
}

/** The single sign-on settings of the data folder, or undefined when there are none. */
export function readSsoConfig(dataDir: string): SsoConfig | undefined {
  const config = readPrivate<SsoConfig>(dataDir, SSO_FILE);
  if (!config) return undefined;
  if (!config.issuer || !config.clientId || typeof config.allow !== "object") {
    throw new Error(`${SSO_FILE}: issuer, clientId and allow are needed`);
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

/** The outcome of a callback: a verified e-mail, or why not. */
export type SsoResult = { email: string; next: string } | { refused: "unverified" | "failed" };

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
    let claims: { email?: unknown; email_verified?: unknown } | undefined;
    try {
      const configuration = await this.discover();
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      claims = idToken as typeof claims;
      // Providers that keep the ID token small (oidc-provider's default, some Keycloak setups) give the e-mail at the userinfo endpoint.
      if (idToken && idToken.email === undefined) claims = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    } catch {
      return { refused: "failed" };
    }
    const email = typeof claims?.email === "string" ? claims.email : undefined;
    // Entra ID sends no email_verified; a provider that says false is not trusted with the address.
    if (!email || claims?.email_verified === false) return { refused: "unverified" };
    return { email: email.toLowerCase(), next: pending.next };
  }

  private prune(): void {
    const now = this.now();
    for (const [state, p] of this.pending) if (now - p.created > PENDING_MS) this.pending.delete(state);
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
  }
}

