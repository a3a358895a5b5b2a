/**
 * Studio server only: the route table's shape, and the one app that runs a table (Fastify). A route
 * says once its method, its path (":name" for a part, as "/__studio/api/publish/review/:id"), the
 * least role it needs, the largest body it reads, the body's JSON Schema and its handler. A handler
 * takes plain values (the signed-in person, the body, the path's parts, the query, the cookies, the
 * client's address) and gives back an answer: the services behind it never see a request or a
 * response. In front of every route, and of every path no route has, stands one `front` (the
 * studio server's is studio/server/gate.ts): it lets the request through, with its person, or
 * answers it; then the route's role is checked, before its body is read. docs/studio.md, "The route table".
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import fastifyCookie from "@fastify/cookie";
import { Ajv } from "ajv";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { API, STUDIO_PATH } from "../core/addresses.ts";
import { allows, type Role, type User } from "../core/roles.ts";
import { MESSAGES } from "../auth/messages.ts";

/** A refusal a handler (or the service behind it) throws: its status, its words, and fields of its own for the page. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: object = {},
  ) {
    super(message);
  }
}

export interface Ask<U = User> {
  /** The signed-in person; undefined on sign-in's own routes (role "anyone"). */
  user: U;
  /** The body: a JSON object (`{}` for none), or a form's fields, as the route reads it; `{}` for a GET. */
  body: Record<string, unknown>;
  /** The body's bytes, for a route that reads `body: "bytes"` (an upload). */
  bytes: Buffer;
  /** The path's ":name" parts. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The request's path and query, as sent. */
  url: string;
  /** The Host it names (the front has checked it is this server's). */
  host: string;
  cookies: Record<string, string | undefined>;
  /** The client's address (through the proxies of --trust-proxy). */
  address: string;
  /** True once the client has gone (a sign-in held for its delay is then not tried). */
  gone(): boolean;
}

export interface Answer {
  status: number;
  /** An object is sent as JSON; text, bytes or a stream as they are, with `headers` saying their type. */
  body?: object | string | Uint8Array | Readable;
  headers?: Record<string, string | string[] | number>;
  /** Takes the connection over instead (the event stream, which stays open). */
  take?: (req: IncomingMessage, res: ServerResponse) => void;
}

interface RouteBase {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** Fastify's syntax: ":name" for a part, ":name(^regex$)" for a part of one shape (another is another path), "*" for the rest. */
  path: string;
  /** The largest body read, in bytes; a larger one is read to its end and refused with 413. */
  bodyLimit?: number;
  /** How the body is read: JSON (the default), a form (application/x-www-form-urlencoded), or bytes as they came. */
  reads?: "json" | "form" | "bytes";
  /** The JSON Schema the body must meet (400 otherwise), checked by ajv. */
  schema?: object;
  /** What a person whose role is short of `role` is told (403). */
  forbidden?: string;
  /** What the person is told when the handler fails for a reason of its own (500); the details go to the terminal. */
  failed?: string;
  /** What a body over the limit is told (413), from its size in bytes. */
  tooLarge?: (bytes: number) => string;
  /** A route a browser navigates to or posts a form to (sign-in): its refusals are a page, not JSON. */
  page?: (status: number, text: string) => Answer;
}

/** A row of the table: a route of people signed in, with the least role it needs, or one of sign-in's own ("anyone"). */
export type Route = RouteBase & ({ role: Role; handler(ask: Ask): Promise<Answer> | Answer } | { role: "anyone"; handler(ask: Ask<undefined>): Promise<Answer> | Answer });

/** What the front says of a request: let in (with its person, none on sign-in's own routes), or answered with `refuse`. */
export type Verdict = { user?: User; refuse?: undefined } | { refuse: Answer };

export interface AppOptions {
  routes: readonly Route[];
  /** Stands before every route, and before every path no route has (`route` undefined). */
  front(request: FastifyRequest, route: Route | undefined): Verdict | Promise<Verdict>;
  /** Answers a path no route has, once the front let it in (`missing` by default). */
  notFound?(request: FastifyRequest): Answer | Promise<Answer>;
  /** The client's address of a request (--trust-proxy); the socket's by default. */
  address?(request: FastifyRequest): string;
  /** Headers every answer carries, the refusals and the event stream too. */
  headers?: Record<string, string>;
}

/** The largest body of a route that names no limit of its own, in bytes. */
const DEFAULT_BODY = 64 * 1024;
const BAD_REQUEST = "잘못된 요청입니다.";
const FAILED = "스튜디오가 이 요청을 처리하지 못했습니다.";

declare module "fastify" {
  interface FastifyContextConfig {
    route?: Route;
  }
  interface FastifyRequest {
    person?: User;
  }
}

/** The route a request matched, if any. */
export const routeOf = (request: FastifyRequest): Route | undefined => request.routeOptions.config.route;

/**
 * The app that runs `routes`: one Fastify instance, the table's routes and nothing else (a test
 * compares its printRoutes() with the table). Bodies are read by one parser of our own, so that a
 * body over a route's limit is read to its end and answered 413 in the route's words (a reset
 * connection would show the person nothing); its schema is checked by ajv.
 */
export async function routeApp(options: AppOptions): Promise<FastifyInstance> {
  // No logger: refusals are answers, not incidents; a fault is written to the terminal by the error handler.
  const app = Fastify({ logger: false, exposeHeadRoutes: true, forceCloseConnections: true, bodyLimit: DEFAULT_BODY });
  const ajv = new Ajv({ allErrors: false });
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
  await app.register(fastifyCookie);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (request, payload, done) => {
    const route = routeOf(request);
    const limit = request.routeOptions.bodyLimit;
    readAll(payload, limit).then(
      ({ bytes, size }) => {
        if (size > limit) return done(new HttpError(413, route?.tooLarge?.(size) ?? MESSAGES.tooLarge), undefined);
        try {
          done(null, decode(route, bytes));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
      (error: Error) => done(error, undefined),
    );
  });

  app.addHook("onRequest", async (request, reply) => {
    for (const [name, value] of Object.entries(options.headers ?? {})) reply.raw.setHeader(name, value);
    const route = routeOf(request);
    const verdict = await options.front(request, route);
    if (verdict.refuse) return send(reply, verdict.refuse);
    // The route's role, before its body is read.
    if (route && route.role !== "anyone") {
      if (!verdict.user) return send(reply, refusal(route, 401, MESSAGES.needSignIn));
      if (!allows(verdict.user.role, route.role)) return send(reply, refusal(route, 403, route.forbidden ?? MESSAGES.forbidden));
    }
    request.person = verdict.user;
  });
  // A POST without a body is an empty one: its schema sees `{}`.
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.method !== "GET" && request.method !== "HEAD") request.body = routeOf(request)?.reads === "bytes" ? Buffer.alloc(0) : {};
  });

  app.setErrorHandler((error: Error & { validation?: unknown; statusCode?: number }, request, reply) => {
    const route = routeOf(request);
    if (error instanceof HttpError) return send(reply, refusal(route, error.status, error.message, error.extra));
    if (error.validation) return send(reply, refusal(route, 400, BAD_REQUEST));
    // Fastify's own refusals (a malformed request): a 4xx in plain words, never its English.
    if (error.statusCode && error.statusCode < 500) return send(reply, refusal(route, error.statusCode, BAD_REQUEST));
    console.error(error);
    if (reply.sent || reply.raw.headersSent) return void reply.raw.destroy();
    return send(reply, { status: 500, body: { error: route?.failed ?? FAILED } });
  });
  app.setNotFoundHandler(async (request, reply) => send(reply, await (options.notFound ?? missingOf)(request)));

  for (const route of options.routes) {
    app.route({
      method: route.method,
      url: route.path,
      bodyLimit: route.bodyLimit,
      config: { route },
      schema: route.schema ? { body: route.schema } : undefined,
      handler: async (request, reply) => {
        const body = request.body;
        const ask: Ask<User | undefined> = {
          user: request.person,
          body: body && typeof body === "object" && !Buffer.isBuffer(body) ? (body as Record<string, unknown>) : {},
          bytes: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
          params: request.params as Record<string, string>,
          query: new URL(request.url, "http://localhost").searchParams,
          url: request.url,
          host: request.headers.host ?? "",
          cookies: request.cookies,
          address: options.address?.(request) ?? request.raw.socket.remoteAddress ?? "",
          gone: () => request.raw.socket.destroyed,
        };
        const answer = await (route.handler as (ask: Ask<User | undefined>) => Promise<Answer> | Answer)(ask);
        if (answer.take) {
          reply.hijack();
          return answer.take(request.raw, reply.raw);
        }
        return send(reply, answer);
      },
    });
  }
  await app.ready();
  return app;
}

/** A refusal as the route shows it: a page for sign-in's routes, else JSON `{ error, …extra }`. */
function refusal(route: Route | undefined, status: number, text: string, extra: object = {}): Answer {
  return route?.page ? route.page(status, text) : { status, body: { error: text, ...extra } };
}

/** Text as an answer, in plain words. */
export const plainText = (status: number, words: string): Answer => ({ status, body: words, headers: { "content-type": "text/plain; charset=utf-8" } });

/** A path no route has: 404 under the studio's own paths (JSON for its API), 405 for anything but a read elsewhere. */
export function missing(path: string, method: string): Answer {
  if (path.startsWith(`${API}/`)) return { status: 404, body: { error: "없는 주소입니다." } };
  if (path.startsWith(STUDIO_PATH) || method === "GET" || method === "HEAD") return plainText(404, "없는 주소입니다.");
  return plainText(405, "허용되지 않는 요청입니다.");
}
const missingOf = (request: FastifyRequest) => missing(new URL(request.url, "http://localhost").pathname, request.method);

/** Sends an answer: an object as JSON; never cached. */
export function send(reply: FastifyReply, answer: Answer): FastifyReply {
  const body = answer.body;
  const json = body !== undefined && typeof body === "object" && !(body instanceof Uint8Array) && typeof (body as Readable).pipe !== "function";
  reply.code(answer.status);
  reply.headers({ ...(json ? { "content-type": "application/json; charset=utf-8" } : {}), "cache-control": "no-store", ...answer.headers });
  return reply.send(json ? JSON.stringify(body) : body);
}

/** A body as the route reads it: bytes, a form's fields (the first of each name), or a JSON object (anything else is `{}`; not JSON, 400). */
function decode(route: Route | undefined, bytes: Buffer): unknown {
  if (route?.reads === "bytes") return bytes;
  const text = bytes.toString("utf8");
  if (route?.reads === "form") {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
    return fields;
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError(400, BAD_REQUEST);
  }
  return body && typeof body === "object" && !Array.isArray(body) ? body : {};
}

/** The stream's bytes up to `limit`; past it, read to the end and dropped (answering while the client still sends would reset the connection). */
function readAll(stream: IncomingMessage, limit: number): Promise<{ bytes: Buffer; size: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    stream.on("end", () => resolve({ bytes: Buffer.concat(chunks), size }));
    stream.on("error", reject);
  });
}
