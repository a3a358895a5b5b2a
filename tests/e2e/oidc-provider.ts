/**
 * A real OpenID Connect provider for the sign-in tests (oidc-provider, the certified implementation
 * Keycloak-like providers are measured against), on 127.0.0.1 and a port of its own. Its
 * development sign-in form takes any login and password: the login is the person's e-mail, sent
 * as a verified `email` claim and as the subject, with Google's `hd` (the address's domain) and
 * Entra's `tid` ("tenant-1"). A login may set them itself after the address:
 * "kim@example.com;sub=other-kim;hd=gmail.com;tid=tenant-2" (another person with the same address,
 * from another domain and tenant). The issuer is known before the studio starts (it goes into the
 * studio's sso.json), the studio's callback only once it listens: `register` adds the client then.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the studio as a client with this redirect URI, and starts answering. */
  register(redirectUri: string): void;
  close(): Promise<void>;
}

/** The claims of a login of the development form (see above). */
function personOf(login: string): Record<string, string | boolean> & { sub: string } {
  const [email, ...settings] = login.split(";");
  const set = Object.fromEntries(settings.map((part) => part.split("=") as [string, string]));
  return { sub: email!, email: email!, email_verified: true, hd: email!.split("@")[1]!, tid: "tenant-1", ...set };
}

export async function startProvider(): Promise<TestProvider> {
  const server: Server = createServer((_, res) => {
    res.writeHead(503);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "studio";
  const clientSecret = "test-client-secret-0123456789abcdef";
  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUri) {
      const provider = new Provider(issuer, {
        clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ["code"], grant_types: ["authorization_code"] }],
        findAccount: (_ctx, id) => ({ accountId: id, claims: () => personOf(id) }),
        claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["hd", "tid"] },
        cookies: { keys: ["oidc-test-cookie-key"] },
        features: { devInteractions: { enabled: true } },
      });
      server.removeAllListeners("request");
      server.on("request", provider.callback());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
