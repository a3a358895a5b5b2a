/**
 * Studio server only: the one front before every route of the table and every path no route has
 * (studio/server/routes.ts runs it as Fastify's onRequest hook; docs/studio.md, "The route table").
 * In order, each refusal in the words the person reads:
 *   1. the Host must name this server (421: a rebound DNS name is not this studio);
 *   2. GET, HEAD, POST, PATCH and DELETE only (405: there is no CORS to answer);
 *   3. a write must carry this server's Origin, and an API request may carry no other, nor a
 *      browser's `Sec-Fetch-Site` of another site (403);
 *   4. a session, except on sign-in's own routes: 401 for the API and any write, 303 to the
 *      sign-in page for a page.
 * The route's role (403, in the route's words) is then the table's to check (routes.ts).
 */
import type { FastifyRequest } from "fastify";
import type { User } from "../core/roles.ts";
import { MESSAGES } from "../auth/messages.ts";
import { fromOwnOrigin, isWrite, ownOrigin } from "../auth/origin.ts";
import { messagePage, PAGE_HEADERS } from "../auth/page.ts";
import { API, SIGN_IN } from "../core/addresses.ts";
import { plainText, type Route, type Verdict } from "./routes.ts";

export type { User as Person } from "../core/roles.ts";

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "DELETE"]);

export interface FrontOptions {
  /** --public-url: its origin is the only one; without it, this server's loopback address as the Host names it. */
  publicUrl?: string;
  /** The signed-in person of these cookies, as the accounts and the allow-list say now (studio/auth/). */
  person(cookies: Record<string, string | undefined>): User | undefined;
}

/** The studio server's front (routes.ts's `front`). */
export function studioFront({ publicUrl, person }: FrontOptions) {
  return (request: FastifyRequest, route: Route | undefined): Verdict => {
    const req = request.raw;
    const own = ownOrigin(req, publicUrl);
    if (!own || new URL(own).host !== req.headers.host) return { refuse: plainText(421, "이 서버의 주소로 열어 주세요.") };
    if (!METHODS.has(req.method ?? "")) return { refuse: plainText(405, "허용되지 않는 요청입니다.") };
    const api = request.url.startsWith(`${API}/`);
    const write = isWrite(req);
    const refuse = (status: number, words: string): Verdict => ({
      refuse: route?.page ? route.page(status, words) : api || write ? { status, body: { error: words } } : { status, body: messagePage(words), headers: PAGE_HEADERS },
    });
    const site = req.headers["sec-fetch-site"];
    const foreign = (write && !fromOwnOrigin(req, publicUrl)) || ((api || write) && ((req.headers.origin !== undefined && req.headers.origin !== own) || (site !== undefined && site !== "same-origin" && site !== "none")));
    if (foreign) return refuse(403, MESSAGES.otherOrigin);
    if (route?.role === "anyone") return {};
    const user = person(request.cookies);
    if (!user) return api || write ? refuse(401, MESSAGES.needSignIn) : { refuse: { status: 303, headers: { location: `${SIGN_IN}?next=${encodeURIComponent(request.url)}` } } };
    return { user };
  };
}
