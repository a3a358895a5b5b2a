/**
 * Studio server only: the route table's shape and the one function that runs a route. A route says
 * once its method, its path (":name" for a part, as "/__studio/api/publish/review/:id"), the least
 * role it needs, the largest body it reads and its handler. A handler takes plain values (the
 * signed-in person, the body parsed as JSON, the path's parts, the query) and gives back an answer:
 * the services behind it never see a request or a response. docs/studio.md, "The route table".
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { allows, type Role } from "../core/roles.ts";
import type { User } from "../auth/index.ts";
import { MESSAGES } from "../auth/messages.ts";
import { HttpError, readBody } from "./document.ts";

export interface Ask {
  user: User;
  /** The request's JSON body (an object; `{}` for none); undefined for a GET. */
  body: Record<string, unknown>;
  /** The path's ":name" parts. */
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface Answer {
  status: number;
  /** An object is sent as JSON; text or bytes as they are, with `headers` saying their type. */
  body?: object | string | Uint8Array;
  headers?: Record<string, string>;
  /** Takes the connection over instead (the event stream, which stays open). */
  take?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface Route {
  method: "GET" | "POST";
  path: string;
  role: Role;
  /** What each ":name" part must be; another path is not this route's. */
  params?: Record<string, RegExp | undefined>;
  /** The largest body read, in bytes (a POST; the handler sees it parsed as JSON). */
  bodyLimit?: number;
  /** What a person whose role is short of `role` is told (403). */
  forbidden?: string;
  /** What the person is told when the handler fails for a reason of its own (500); the details go to the terminal. */
  failed?: string;
  handler(ask: Ask): Promise<Answer> | Answer;
}

const DEFAULT_BODY = 64 * 1024;

/** The route of `routes` for this method and path, with the path's parts; undefined when none. */
export function findRoute(routes: readonly Route[], method: string | undefined, path: string): { route: Route; params: Record<string, string> } | undefined {
  const parts = path.split("/");
  for (const route of routes) {
    // A HEAD is the GET without its body.
    if (route.method !== (method === "HEAD" ? "GET" : method)) continue;
    const pattern = route.path.split("/");
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = (p: string, i: number) => (p.startsWith(":") ? (route.params?.[p.slice(1)] ?? /./).test((params[p.slice(1)] = parts[i]!)) : p === parts[i]);
    if (pattern.every(fits)) return { route, params };
  }
  return undefined;
}

/** Runs a route for a person the gate let in: the role, then the body, then the handler; every refusal is JSON `{ error }`. */
export async function runRoute(route: Route, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, user: User): Promise<void> {
  try {
    if (!allows(user.role, route.role)) throw new HttpError(403, route.forbidden ?? MESSAGES.forbidden);
    const body = route.method === "POST" ? await jsonBody(req, route.bodyLimit ?? DEFAULT_BODY) : {};
    const answer = await route.handler({ user, body, params, query: new URL(req.url ?? "/", "http://localhost").searchParams });
    if (answer.take) return answer.take(req, res);
    send(res, answer, req.method === "HEAD");
  } catch (error) {
    if (error instanceof HttpError) return send(res, { status: error.status, body: { error: error.message, ...error.extra } });
    console.error(error);
    if (res.headersSent) return void res.end();
    send(res, { status: 500, body: { error: route.failed ?? "스튜디오가 이 요청을 처리하지 못했습니다." } });
  }
}

/** The body as a JSON object: none is `{}`, anything not an object `{}`, text that is not JSON a 400. */
async function jsonBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const bytes = await readBody(req, limit, () => "요청이 너무 큽니다.");
  try {
    const body = bytes.length ? (JSON.parse(bytes.toString("utf8")) as unknown) : {};
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(400, "잘못된 요청입니다.");
  }
}

/** Sends an answer; for a HEAD, its headers alone. */
export function send(res: ServerResponse, answer: Answer, head = false): void {
  const json = answer.body !== undefined && typeof answer.body === "object" && !(answer.body instanceof Uint8Array);
  res.writeHead(answer.status, {
    ...(json ? { "Content-Type": "application/json; charset=utf-8" } : {}),
    "Cache-Control": "no-store",
    ...answer.headers,
  });
  res.end(head ? undefined : json ? JSON.stringify(answer.body) : answer.body);
}
