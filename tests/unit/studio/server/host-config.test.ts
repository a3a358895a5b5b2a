/**
 * The studio server's service files (studio/server/host-config.ts): the nginx server block passes
 * `nginx -t` and, run in a real nginx, passes each server-sent event on at once with the
 * forwarded headers; the systemd unit runs the very flags it was made from.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { request } from "node:https";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { studioNginxConf, studioSystemdUnit } from "../../../../studio/server/host-config";
import { parseServeArgs } from "../../../../studio/server/options";

const dir = mkdtempSync(join(tmpdir(), "studio-nginx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The block with a self-signed certificate and these ports, inside a whole nginx.conf of a temp folder. */
function nginxConfig(block: string, ports: { http: number; https: number }): string {
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=studio.example.com", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
  const site = block
    .replace(/ssl_certificate (\S+);/, `ssl_certificate ${join(dir, "cert.pem")};`)
    .replace(/ssl_certificate_key (\S+);/, `ssl_certificate_key ${join(dir, "key.pem")};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replace(/ +listen \[::\]:\d+.*\n/g, "");
  writeFileSync(join(dir, "studio.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`);
  const conf = [...(process.getuid?.() === 0 ? ["user root;"] : []), `pid ${join(dir, "nginx.pid")};`, `error_log ${join(dir, "error.log")} warn;`, "events {}", "http {", `  access_log off;`, ...temp, `  include ${join(dir, "studio.conf")};`, "}", ""].join("\n");
  writeFileSync(join(dir, "nginx.conf"), conf);
  return join(dir, "nginx.conf");
}

describe("the nginx server block for studio.<domain>", () => {
  const options = parseServeArgs(["--public-url", "https://studio.example.com", "--port", "4400"]);
  const block = studioNginxConf(options);

  it("is TLS in front of the server on loopback, HTTP sent to HTTPS, the upload limit above the server's", () => {
    expect(block).toContain("server_name studio.example.com;");
    expect(block).toContain("ssl_certificate /etc/letsencrypt/live/studio.example.com/fullchain.pem;");
    expect(block).toContain("proxy_pass http://127.0.0.1:4400;");
    expect(block).toContain("return 301 https://studio.example.com$request_uri;");
    expect(block).toContain("client_max_body_size 6m;");
    expect(() => studioNginxConf(parseServeArgs([]))).toThrow(/--public-url/);
  });

  it("passes nginx -t, and in a real nginx each event of a stream arrives at once, with X-Forwarded-* and the Host", async () => {
    const seen: IncomingMessage["headers"][] = [];
    // A stream that does not ask proxies not to buffer (the studio server does; the block must not depend on it).
    const upstream = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(`data: ${JSON.stringify({ type: "hello" })}\n\n`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const ports = { http: await freePort(), https: await freePort() };
    const block = studioNginxConf({ ...options, port: (upstream.address() as AddressInfo).port });
    const conf = nginxConfig(block, ports);
    execFileSync("nginx", ["-t", "-q", "-p", dir, "-c", conf, "-e", join(dir, "error.log")]);
    const nginx = spawn("nginx", ["-p", dir, "-c", conf, "-e", join(dir, "error.log"), "-g", "daemon off;"], { stdio: "ignore" });
    try {
      let first = "";
      for (let attempt = 0; attempt < 100 && !first; attempt++) {
        first = await new Promise<string>((resolve) => {
          const req = request({ host: "127.0.0.1", port: ports.https, path: "/__studio/api/events", servername: "studio.example.com", headers: { Host: "studio.example.com", "X-Forwarded-For": "203.0.113.9" }, rejectUnauthorized: false }, (res) => {
            // The first event, while the stream stays open: nginx did not wait for the end.
            res.once("data", (chunk: Buffer) => (resolve(chunk.toString()), req.destroy()));
          });
          req.on("error", () => setTimeout(() => resolve(""), 100));
          req.end();
        });
      }
      expect(first).toBe('data: {"type":"hello"}\n\n');
      expect(seen.at(-1)).toMatchObject({ host: "studio.example.com", "x-forwarded-proto": "https", "x-forwarded-host": "studio.example.com", "x-forwarded-for": "203.0.113.9, 127.0.0.1" });
    } finally {
      nginx.kill("SIGQUIT");
      upstream.closeAllConnections();
      upstream.close();
    }
  }, 60_000);
});

describe("the systemd unit", () => {
  it("runs npm run studio's server with the flags it was made from, as its own user, with the system read-only but its folders", () => {
    const args = ["--public-url", "https://studio.example.com", "--repo", "/srv/site", "--data", "/var/lib/itsite-studio", "--trust-proxy", "127.0.0.1", "--deploy-to", "/var/www/site"];
    const options = parseServeArgs(args);
    const unit = studioSystemdUnit(options, { appRoot: "/opt/itsite", node: "/usr/bin/node", user: "studio" });
    const exec = /^ExecStart=\/usr\/bin\/node scripts\/studio\.mjs (.*)$/m.exec(unit)?.[1];
    expect(parseServeArgs(exec!.split(" "))).toEqual(options);
    expect(unit).toContain("User=studio\n");
    expect(unit).toContain("WorkingDirectory=/opt/itsite\n");
    expect(unit).toContain("ProtectSystem=strict\n");
    expect(unit).toContain("ReadWritePaths=/srv/site /var/lib/itsite-studio /var/www/site\n");
    expect(unit).toContain("UMask=0077\n");
  });
});
