/**
 * Rows of the route table (studio/server/routes.ts) served on 127.0.0.1 by their app, with a front
 * that lets everyone in as the person `who` names (the studio server's own front, studio/server/gate.ts,
 * is tested over HTTP in tests/unit/studio/auth/http.test.ts). For the unit tests of a room's routes.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { User } from "../../../studio/core/roles.ts";
import { routeApp, type Route } from "../../../studio/server/routes.ts";

export async function serveRoutes(routes: readonly Route[], who: (request: FastifyRequest) => User): Promise<{ app: FastifyInstance; url: string }> {
  const app = await routeApp({ routes, front: (request) => ({ user: who(request) }), notFound: () => ({ status: 404, body: { error: "없는 주소입니다." } }) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
