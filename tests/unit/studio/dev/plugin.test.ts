import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versionOf } from "../../../../studio/server/document";
import { devOrigins, isLoopback, studio, studioLine } from "../../../../studio/dev/plugin";

/**
 * The studio inside the dev server (studio/dev/plugin.ts): which connections and which Host
 * it answers, from the address the server is bound to.
 */
const at = (address: string, port = 5173): AddressInfo => ({ address, port, family: address.includes(":") ? "IPv6" : "IPv4" });

describe("the studio's own addresses", () => {
  it("are the loopback ones: 127.0.0.0/8 and ::1, also IPv6-mapped", () => {
    const loopback = ["127.0.0.1", "127.0.0.2", "127.255.0.9", "::1", "::ffff:127.0.0.1"];
    const others = ["192.168.0.5", "0.0.0.0", "::", "fd00::2", "::ffff:192.168.0.5", "128.0.0.1", "1127.0.0.1", "", undefined];
    expect(loopback.map(isLoopback)).toEqual(loopback.map(() => true));
    expect(others.map(isLoopback)).toEqual(others.map(() => false));
  });

  it("follow the address the server is bound to, not any loopback address a Host header may name", () => {
    expect(devOrigins(at("127.0.0.1"))).toEqual(["http://127.0.0.1:5173", "http://localhost:5173"]);
    expect(devOrigins(at("::1"))).toEqual(["http://[::1]:5173", "http://localhost:5173"]);
    expect(devOrigins(at("127.0.0.2"))).toEqual(["http://127.0.0.2:5173"]);
    expect(devOrigins(at("0.0.0.0"))).toEqual(["http://127.0.0.1:5173", "http://localhost:5173", "http://[::1]:5173"]);
    expect(devOrigins(at("::"))).toEqual(["http://127.0.0.1:5173", "http://localhost:5173", "http://[::1]:5173"]);
    expect(devOrigins(at("192.168.0.5"))).toEqual([]);
    expect(devOrigins(undefined)).toEqual([]);
  });

  it("are said in the terminal: where the studio opens, from where, or why it is off", () => {
    expect(studioLine(at("127.0.0.1"))).toBe("  ➜  Studio:  http://127.0.0.1:5173/__studio  (site.yaml을 화면에서 고치는 편집기)");
    expect(studioLine(at("0.0.0.0"))).toBe(
      "  ➜  Studio:  http://127.0.0.1:5173/__studio  (site.yaml을 화면에서 고치는 편집기. 이 컴퓨터에서만 열리고, 다른 기기에서 온 요청은 받지 않습니다)",
    );
    expect(studioLine(at("192.168.0.5"))).toBe(
      "  ➜  Studio:  꺼짐. 개발 서버가 네트워크 주소(192.168.0.5)에서만 열려 있어 편집기를 켜지 않았습니다. 편집기는 npm start로 연 서버(127.0.0.1)에서 쓰세요.",
    );
  });
});

/**
 * A dev server bound to every address (`npm start -- --host 0.0.0.0`), with the studio plugin alone
 * on a project of its own. A request from the network is made by relabelling its socket (this test
 * host may have no network of its own): the header `x-test-from` names the address it comes from.
 */
describe("a dev server bound to 0.0.0.0", () => {
  const root = mkdtempSync(join(tmpdir(), "studio-dev-"));
  const source = readFileSync(join(import.meta.dirname, "../../../fixtures/base.yaml"), "utf8");
  const lines: string[] = [];
  let server: ViteDevServer;
  let url = "";

  beforeAll(async () => {
    writeFileSync(join(root, "site.yaml"), source);
    mkdirSync(join(root, "public"));
    const logger = createLogger("info");
    logger.info = (line) => void lines.push(line);
    logger.warn = (line) => void lines.push(line); // the studio's bundle: this project has no studio/client to build
    server = await createServer({ configFile: false, root, plugins: [studio({ root, file: "site.yaml" })], customLogger: logger, server: { host: "0.0.0.0", port: 0 } });
    server.httpServer!.prependListener("request", (req) => {
      const from = req.headers["x-test-from"];
      if (typeof from === "string") Object.defineProperty(req.socket, "remoteAddress", { value: from });
    });
    await server.listen();
    url = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the studio to this machine, says so in the terminal, and refuses a request from the network though its Host and Origin are the server's", async () => {
    const own = { host: new URL(url).host, origin: url };
    expect((await fetch(`${url}/__studio/api/doc`)).status).toBe(200);
    server.printUrls();
    expect(lines.filter((line) => line.includes("Studio"))).toEqual([studioLine(server.httpServer!.address() as AddressInfo)]);
    const network = { "x-test-from": "192.0.2.7", Origin: own.origin };
    expect((await fetch(`${url}/__studio/api/doc`, { headers: network })).status).toBe(403);
    const page = await fetch(`${url}/__studio`, { headers: network });
    expect([page.status, await page.text()]).toEqual([403, "스튜디오는 개발 서버를 실행한 컴퓨터에서만 열 수 있습니다."]);
    const change = { base: versionOf(source), changes: [{ op: "set", path: ["site", "name"], value: "FROM THE NETWORK" }] };
    const write = await fetch(`${url}/__studio/api/change`, { method: "POST", headers: { ...network, "Content-Type": "application/json" }, body: JSON.stringify(change) });
    expect(write.status).toBe(403);
    expect(readFileSync(join(root, "site.yaml"), "utf8")).toBe(source);
  });
});
