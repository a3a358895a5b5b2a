/**
 * Studio server only: the one server-sent-event stream, GET /__studio/api/events. Each open studio
 * holds one; it hears every change written to site.yaml (`{ type: "change", version, by }`), who
 * is in the studio, on which page and in which field (`{ type: "presence", people }`: the first
 * person in a field holds it, the others see it held until they leave it), and whatever publishing
 * tells (`notify`). The first event names the stream (`{ type: "hello", id }`): the studio sends
 * that id with the page it shows (POST /__studio/api/presence) and knows itself in the list.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Person } from "./gate.ts";

export type StudioEvent = { type: string; [key: string]: unknown };

/** Keeps idle connections open through proxies that close silent ones (nginx: 60 s by default). */
const HEARTBEAT_MS = 25_000;

interface Stream {
  res: ServerResponse;
  person: Person;
  page: string;
  /** The field the studio has focus in (its data path, "pages.0.blocks.1.title"), or "". */
  field: string;
  /** When it went into that field, in the server's order: the earliest in a field holds it. */
  since: number;
}

export class EventHub {
  private streams = new Map<string, Stream>();
  /** Orders entries into fields (two in one millisecond still have an order). */
  private entered = 0;
  private heartbeat = setInterval(() => this.write(":\n\n"), HEARTBEAT_MS).unref();

  /** Answers the request with the stream; it stays open until the browser leaves. */
  open(req: IncomingMessage, res: ServerResponse, person: Person): void {
    const id = randomUUID();
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx would hold events back in its buffer (the generated server block turns it off too).
      "X-Accel-Buffering": "no",
    });
    this.streams.set(id, { res, person, page: "", field: "", since: 0 });
    res.write(`data: ${JSON.stringify({ type: "hello", id })}\n\n`);
    req.on("close", () => {
      this.streams.delete(id);
      this.presence();
    });
    this.presence();
  }

  /** The page the studio of stream `id` shows, and the field it is in; only that stream's own person may say it. */
  setPage(id: string, person: Person, page: string, field = ""): boolean {
    const stream = this.streams.get(id);
    if (!stream || stream.person.id !== person.id) return false;
    stream.page = page.slice(0, 200);
    field = field.slice(0, 300);
    if (field !== stream.field) ((stream.field = field), (stream.since = field ? ++this.entered : 0));
    this.presence();
    return true;
  }

  send(event: StudioEvent): void {
    this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const { res } of this.streams.values()) res.end();
    this.streams.clear();
  }

  private presence(): void {
    const people = [...this.streams].map(([id, { person, page, field, since }]) => ({ id, name: person.name, page, field, since }));
    this.send({ type: "presence", people });
  }

  private write(text: string): void {
    for (const { res } of this.streams.values()) res.write(text);
  }
}
