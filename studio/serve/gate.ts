/**
 * Studio server only: who may in. The contract's seam with sign-in (studio/auth/index.ts, the
 * `Auth` of docs in /work/notes/studio-contract.md): the server asks `handle` first, then `gate`
 * with the least role each endpoint needs. Until sign-in is wired in, `loopbackOnly` stands in:
 * one person at this computer, the same trust as the dev server's studio (`npm start`), and the
 * server refuses any address but loopback (studio/serve/main.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export type Role = "editor" | "publisher" | "admin";
export interface Person {
  id: string;
  name: string;
  email?: string;
  role: Role;
}

export interface Gatekeeper {
  /** Answers sign-in's own routes; true when it answered. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The signed-in person with at least the role `need`, or undefined once it has answered (401, 303, 403). */
  gate(req: IncomingMessage, res: ServerResponse, need: Role): Person | undefined;
  close(): Promise<void>;
}

/** The stand-in: everyone who reaches the loopback address is the one local admin. */
export function loopbackOnly(): Gatekeeper {
  const local: Person = { id: "local", name: "이 컴퓨터", role: "admin" };
  return { handle: async () => false, gate: () => local, close: async () => undefined };
}
