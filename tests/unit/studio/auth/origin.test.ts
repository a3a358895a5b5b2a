import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, fromOwnOrigin, ownOrigin } from "../../../../studio/auth/origin.ts";

function request(remote: string, headers: Record<string, string>, localPort = 4400): IncomingMessage {
  return { socket: { remoteAddress: remote, localPort }, headers, method: "POST" } as unknown as IncomingMessage;
}

describe("client address and origin", () => {
  it("reads X-Forwarded-For only from a trusted proxy", () => {
    const forged = request("203.0.113.9", { "x-forwarded-for": "10.0.0.1" });
    expect(clientAddress(forged, [])).toBe("203.0.113.9");
    expect(clientAddress(forged, ["127.0.0.1"])).toBe("203.0.113.9");
    const proxied = request("::ffff:127.0.0.1", { "x-forwarded-for": "1.1.1.1, 198.51.100.7" });
    // The client can put anything on the left; the proxy's own addition is the rightmost.
    expect(clientAddress(proxied, ["127.0.0.1"])).toBe("198.51.100.7");
    expect(clientAddress(proxied, [])).toBe("127.0.0.1");
  });

  it("a write must carry the public URL's origin, or on loopback this server's own", () => {
    expect(fromOwnOrigin(request("1.2.3.4", { origin: "https://studio.example.com", host: "x" }), "https://studio.example.com")).toBe(true);
    expect(fromOwnOrigin(request("1.2.3.4", { origin: "https://evil.example", host: "x" }), "https://studio.example.com")).toBe(false);
    expect(fromOwnOrigin(request("1.2.3.4", { host: "x" }), "https://studio.example.com")).toBe(false);
    expect(fromOwnOrigin(request("127.0.0.1", { origin: "http://127.0.0.1:4400", host: "127.0.0.1:4400" }), undefined)).toBe(true);
    expect(fromOwnOrigin(request("127.0.0.1", { origin: "http://127.0.0.1:4401", host: "127.0.0.1:4400" }), undefined)).toBe(false);
  });

  it("on loopback, a Host other than this server's (a rebound DNS name) has no origin", () => {
    expect(ownOrigin(request("127.0.0.1", { host: "localhost:4400" }), undefined)).toBe("http://localhost:4400");
    expect(ownOrigin(request("127.0.0.1", { host: "attacker.example:4400" }), undefined)).toBeUndefined();
    expect(ownOrigin(request("127.0.0.1", { host: "127.0.0.1:80" }), undefined)).toBeUndefined();
  });
});
