/**
 * Where a request comes from. The client's address is the socket's, and `X-Forwarded-For` is read
 * only when the socket is one of the configured proxies (`--trust-proxy`), by proxy-addr: anyone
 * else could write any address there. The origin a write must carry is the public URL's
 * (`--public-url`), or, on loopback without one, this server's own address as the Host names it;
 * any other Host is refused (a rebound DNS name pointing at 127.0.0.1 must not reach the studio).
 */
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** `::ffff:1.2.3.4` → `1.2.3.4`: one spelling for an IPv4 client. */
function plain(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** The client's address: the first one, from the right, that no trusted proxy added. */
export function clientAddress(req: IncomingMessage, trustProxy: readonly string[]): string {
  return plain(proxyAddr(req, [...trustProxy]));
}

/** The origin this request's page must have, or undefined when the Host is not this server's. */
export function ownOrigin(req: IncomingMessage, publicUrl: string | undefined): string | undefined {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = req.headers.host ?? "";
  const match = /^(\[::1\]|[^:]+):(\d+)$/.exec(host);
  if (!match || !LOOPBACK_NAMES.has(match[1] as string) || Number(match[2]) !== req.socket.localPort) return undefined;
  return `http://${host}`;
}

/** A request that may change something: everything but GET and HEAD (OPTIONS too: there is no CORS to answer). */
export function isWrite(req: IncomingMessage): boolean {
  return req.method !== "GET" && req.method !== "HEAD";
}

/** True when the request's Origin is this server's own; a write without an Origin is refused too. */
export function fromOwnOrigin(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const own = ownOrigin(req, publicUrl);
  return own !== undefined && req.headers.origin === own;
}
