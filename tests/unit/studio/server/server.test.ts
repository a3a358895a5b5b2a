import { afterAll, beforeAll, expect, it } from "vitest";
import { createAuth } from "../../../../studio/auth/index.ts";
import { startStudioServer, type StudioServer } from "../../../../studio/server/server.ts";
import { makeRepos, type Repos } from "../publish/repo-fixture.ts";

/**
 * The studio server's route table is the one place a route is declared: its Fastify app holds the
 * table's routes and not one more (a route added to the app beside the table, by the server or a
 * plugin, fails here). Its bundles never arrive: only the routes are looked at.
 */
let repos: Repos;
let server: StudioServer;
beforeAll(async () => {
  repos = makeRepos(undefined, true);
  const never = new Promise<never>(() => {});
  server = await startStudioServer({
    bundles: { studio: never, preview: never },
    repo: repos.studio,
    port: 0,
    host: "127.0.0.1",
    trustProxy: [],
    auth: await createAuth({ dataDir: repos.data }),
    publish: { remote: "origin", branch: "main", dataDir: repos.data },
    dataDir: repos.data,
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  repos?.cleanup();
});

it("the app has exactly the routes of the table: each row, and as many as the rows (a GET with its HEAD)", () => {
  const rows = server.routes.map((route) => `${route.method} ${route.path}`);
  expect(rows.filter((row) => !server.app.hasRoute({ method: row.split(" ")[0]!, url: row.split(" ")[1]! }))).toEqual([]);
  expect(new Set(rows).size).toBe(rows.length);
  // printRoutes lists each path with its methods, "(GET, HEAD)": every method of every route the app holds.
  const methods = [...server.app.printRoutes({ commonPrefix: false }).matchAll(/\(([A-Z, ]+)\)$/gm)].flatMap((match) => match[1]!.split(", "));
  const gets = server.routes.filter((route) => route.method === "GET").length;
  expect(methods.length).toBe(rows.length + gets);
});

it("declares every kind of route the server has, sign-in and the document API among them, each with its role", () => {
  const table = new Map(server.routes.map((route) => [`${route.method} ${route.path}`, route.role]));
  expect(Object.fromEntries(["GET /__studio/login", "POST /__studio/login", "POST /__studio/logout", "GET /__studio/api/me", "PATCH /__studio/api/accounts/:name", "POST /__studio/api/change", "POST /__studio/api/upload", "GET /__studio/api/events", "POST /__studio/api/presence", "GET /__studio/api/audit", "POST /__studio/api/publish/publish", "GET /__studio/assets/:file", "GET /*"].map((row) => [row, table.get(row)]))).toEqual({
    "GET /__studio/login": "anyone",
    "POST /__studio/login": "anyone",
    "POST /__studio/logout": "anyone",
    "GET /__studio/api/me": "editor",
    "PATCH /__studio/api/accounts/:name": "admin",
    "POST /__studio/api/change": "editor",
    "POST /__studio/api/upload": "editor",
    "GET /__studio/api/events": "editor",
    "POST /__studio/api/presence": "editor",
    "GET /__studio/api/audit": "admin",
    "POST /__studio/api/publish/publish": "publisher",
    "GET /__studio/assets/:file": "editor",
    "GET /*": "editor",
  });
});
