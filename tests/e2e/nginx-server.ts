import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * Real nginx running the configuration the build wrote (dist/_nginx.conf) on 127.0.0.1, for the
 * deploy tests. Only what a machine decides is changed: the ports, the site root, the certificate
 * (a fresh self-signed one), and 127.0.0.1 added to the site's host names, so that requests to
 * it reach the site and not the default server that refuses other hosts. Everything nginx
 * writes (pid, logs, temp files) stays in a temp folder.
 */
export interface RunningNginx {
  /** https://127.0.0.1:PORT, the site. */
  https: string;
  /** http://127.0.0.1:PORT, which only sends visitors on to HTTPS. */
  http: string;
  /** The folder nginx serves: a copy of the built dist/. */
  root: string;
  /** The site's host name in the configuration (site.baseUrl's). */
  host: string;
  /** The ports nginx listens on for plain HTTP and HTTPS. */
  ports: { http: number; https: number };
  stop(): Promise<void>;
}


/** The first of `candidates` that exists, else the command found on PATH; undefined when neither. */
function findProgram(name: string, candidates: string[]): string | undefined {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` accepts connections; rejects after `ms` milliseconds or when `child` exits. */
async function waitForPort(port: number, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: "127.0.0.1" }, () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${ms} ms`);
}

/** `text` with `pattern` replaced, failing loudly unless it matched exactly `count` times. */
function replaceExactly(text: string, pattern: RegExp, replacement: string, count: number): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))?.length ?? 0;
  if (matches !== count) throw new Error(`_nginx.conf: expected ${count} line(s) matching ${pattern}, found ${matches}; update tests/e2e/nginx-server.ts with the generator`);
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), replacement);
}

/** Starts nginx serving a copy of `distDir`, with `extraFiles` (path → content) added to the copy. */
export async function startNginx(distDir: string, extraFiles: Record<string, string> = {}): Promise<RunningNginx> {
  const nginx = findProgram("nginx", [process.env.NGINX ?? "", "/usr/sbin/nginx", "/usr/bin/nginx"].filter(Boolean));
  if (!nginx) throw new Error("nginx is not installed, and these tests run the build's _nginx.conf in a real nginx. Install it (Debian: apt-get install nginx; `npm test` does this when run as root) or set NGINX to its path.");
  const openssl = findProgram("openssl", ["/usr/bin/openssl"]);
  if (!openssl) throw new Error("openssl is not installed; the nginx tests need it for a self-signed certificate (Debian: apt-get install openssl; `npm test` does this when run as root).");
  if (!existsSync(join(distDir, "index.html"))) throw new Error(`${distDir} holds no built site: run \`npm run build\` first.`);

  const dir = mkdtempSync(join(tmpdir(), "nginx-test-"));
  const root = join(dir, "site");
  // A copy, so a rebuild of dist/ during the run cannot pull files from under nginx.
  cpSync(distDir, root, { recursive: true });
  for (const [path, content] of Object.entries(extraFiles)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  execFileSync(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let site = readFileSync(join(distDir, "_nginx.conf"), "utf8");
  const host = /^\s*server_name ([^\s;_]\S*);$/m.exec(site)?.[1];
  if (!host) throw new Error("_nginx.conf names no host (server_name); update tests/e2e/nginx-server.ts with the generator");
  site = replaceExactly(site, /^(\s*)listen 80( default_server)?;$/m, `$1listen 127.0.0.1:${httpPort}$2;`, 2);
  site = replaceExactly(site, /^(\s*)listen 443 ssl http2( default_server)?;$/m, `$1listen 127.0.0.1:${httpsPort} ssl http2$2;`, 2);
  site = replaceExactly(site, /^\s*listen \[::\]:\d+.*\n/m, "", 4);
  site = replaceExactly(site, new RegExp(`^(\\s*)server_name ${host.replace(/\./g, "\\.")};$`, "m"), `$1server_name ${host} 127.0.0.1;`, 2);
  site = replaceExactly(site, /^(\s*)root \S+;$/m, `$1root ${root};`, 1);
  site = replaceExactly(site, /^(\s*)ssl_certificate \S+;$/m, `$1ssl_certificate ${join(dir, "cert.pem")};`, 2);
  site = replaceExactly(site, /^(\s*)ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${join(dir, "key.pem")};`, 2);
  writeFileSync(join(dir, "site.conf"), site);
  // What Debian's /etc/nginx/nginx.conf provides around sites-enabled/, pointed at the temp folder.
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `${kind}_temp_path ${join(dir, kind)};`);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      // As root, nginx would run its workers as nobody, who may not read the checkout.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events {}",
      "http {",
      `  access_log ${join(dir, "access.log")};`,
      ...temp.map((line) => `  ${line}`),
      `  include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );

  const child = spawn(nginx, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitForPort(httpsPort, child, 10_000);
    await waitForPort(httpPort, child, 10_000);
  } catch (error) {
    child.kill("SIGKILL");
    const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr}${log}`);
  }

  return {
    https: `https://127.0.0.1:${httpsPort}`,
    http: `http://127.0.0.1:${httpPort}`,
    root,
    host,
    ports: { http: httpPort, https: httpsPort },
    async stop() {
      // QUIT: finish the open requests, then exit; KILL if that takes too long.
      child.kill("SIGQUIT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
