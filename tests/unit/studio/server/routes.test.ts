import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, routeApp, type Route } from "../../../../studio/server/routes.ts";
import type { User } from "../../../../studio/core/roles.ts";

const editor: User = { id: "kim", name: "kim", role: "editor" };
const seen: unknown[] = [];
const routes: Route[] = [
  { method: "GET", path: "/api/state", role: "editor", handler: ({ user }) => ({ status: 200, body: { name: user.name } }) },
  { method: "POST", path: "/api/publish", role: "publisher", forbidden: "게시 권한이 있는 사람만 할 수 있습니다.", handler: () => ({ status: 200, body: {} }) },
  { method: "POST", path: "/api/note/:id(^[0-9a-f]+$)", role: "editor", bodyLimit: 64, handler: ({ body, params }) => (seen.push({ body, params }), { status: 200, body: { ok: true } }) },
  {
    method: "GET",
    path: "/api/fails",
    role: "editor",
    failed: "이 일을 하지 못했습니다.",
    handler: () => {
      throw new Error("a fault of its own, with /home/studio/secret in it");
    },
  },
  { method: "POST", path: "/api/typed", role: "editor", schema: { type: "object", required: ["id"], properties: { id: { type: "string" } } }, handler: ({ body }) => ({ status: 200, body }) },
  { method: "GET", path: "/api/refuses", role: "editor", handler: () => Promise.reject(new HttpError(409, "겹칩니다.", { conflicts: [1] })) },
];

let url = "";
let app: FastifyInstance;
// The table run by its app, with a front that lets everyone in as the editor (the studio server's, studio/server/gate.ts, is tested over HTTP in tests/unit/studio/auth/).
beforeAll(async () => {
  app = await routeApp({ routes, front: () => ({ user: editor }), notFound: () => ({ status: 404 }) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe("a route of the table, run for a person signed in", () => {
  it("answers its handler's plain value as JSON, and a HEAD with the headers alone", async () => {
    const got = await fetch(`${url}/api/state`);
    expect([got.status, got.headers.get("content-type"), got.headers.get("cache-control"), await got.json()]).toEqual([200, "application/json; charset=utf-8", "no-store", { name: "kim" }]);
    const head = await fetch(`${url}/api/state`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type"), await head.text()]).toEqual([200, "application/json; charset=utf-8", ""]);
  });

  it("refuses a role short of the route's with the route's own words, before its body is read", async () => {
    const got = await fetch(`${url}/api/publish`, { method: "POST", body: "not json" });
    expect([got.status, await got.json()]).toEqual([403, { error: "게시 권한이 있는 사람만 할 수 있습니다." }]);
  });

  it("gives the handler the body as an object and the path's parts; a part of another shape is another path", async () => {
    seen.length = 0;
    expect((await fetch(`${url}/api/note/a1`, { method: "POST", body: JSON.stringify({ note: "안녕" }) })).status).toBe(200);
    expect((await fetch(`${url}/api/note/b2`, { method: "POST" })).status).toBe(200);
    expect(seen).toEqual([
      { body: { note: "안녕" }, params: { id: "a1" } },
      { body: {}, params: { id: "b2" } },
    ]);
    expect((await fetch(`${url}/api/note/zz`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${url}/api/note/`, { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("refuses a body over the route's limit with 413 and one that is not JSON with 400", async () => {
    const big = await fetch(`${url}/api/note/a1`, { method: "POST", body: JSON.stringify({ note: "x".repeat(100) }) });
    expect([big.status, await big.json()]).toEqual([413, { error: "요청이 너무 큽니다." }]);
    const bad = await fetch(`${url}/api/note/a1`, { method: "POST", body: "{" });
    expect([bad.status, await bad.json()]).toEqual([400, { error: "잘못된 요청입니다." }]);
  });

  it("says a refusal with its extra fields, and a fault in the route's words with no detail of it", async () => {
    const refused = await fetch(`${url}/api/refuses`);
    expect([refused.status, await refused.json()]).toEqual([409, { error: "겹칩니다.", conflicts: [1] }]);
    const failed = await fetch(`${url}/api/fails`);
    expect([failed.status, await failed.json()]).toEqual([500, { error: "이 일을 하지 못했습니다." }]);
  });

  it("checks a body against the route's JSON Schema (ajv) before the handler sees it", async () => {
    const typed = (body: string) => fetch(`${url}/api/typed`, { method: "POST", headers: { "content-type": "application/json" }, body });
    const good = await typed(JSON.stringify({ id: "a" }));
    expect([good.status, await good.json()]).toEqual([200, { id: "a" }]);
    for (const body of [JSON.stringify({ id: 1 }), "{}", ""]) {
      const bad = await typed(body);
      expect([bad.status, await bad.json()], body).toEqual([400, { error: "잘못된 요청입니다." }]);
    }
  });

  it("takes a route's body up to 64 KB when the route names no limit of its own", async () => {
    const body = (bytes: number) => JSON.stringify({ id: "a", pad: "x".repeat(bytes - 19) });
    expect((await fetch(`${url}/api/typed`, { method: "POST", body: body(64 * 1024) })).status).toBe(200);
    const big = await fetch(`${url}/api/typed`, { method: "POST", body: body(64 * 1024 + 1) });
    expect([big.status, await big.json()]).toEqual([413, { error: "요청이 너무 큽니다." }]);
  });
});
