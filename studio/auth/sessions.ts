/**
 * Sessions: a random id of 32 bytes in the browser's cookie; the server keeps only its SHA-256
 * (`sessions.json` in the data folder, 0600), so a copy of that file signs nobody in, and sessions
 * survive a restart of the server. A session ends after 8 hours without a request (idle) and 7
 * days after sign-in (absolute), at sign-out, or for every session of a person at "sign out everywhere".
 * The clock is injectable, so tests move time instead of waiting.
 */
import { createHash, randomBytes } from "node:crypto";
import { readPrivate, writePrivate } from "../server/files.ts";

export const SESSIONS_FILE = "sessions.json";
export const IDLE_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `seen` is written to disk at most this often per session: an idle limit of 8 hours does not need every request on disk. */
const SEEN_WRITE_MS = 60 * 1000;

/**
 * Who a session belongs to: a local account (with its password stamp) or a person of single
 * sign-on, by their issuer and subject (sessions begun before those were kept have neither, and end).
 */
export type Principal = { kind: "local"; name: string; stamp: string } | { kind: "sso"; name: string; email: string; iss?: string; sub?: string };

export interface Session {
  principal: Principal;
  /** ms since the epoch */
  created: number;
  seen: number;
}

interface SessionsFile {
  sessions: Record<string, Session>;
}

function keyOf(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

export class Sessions {
  private readonly sessions: Map<string, Session>;

  constructor(
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    const file = readPrivate<SessionsFile>(dataDir, SESSIONS_FILE);
    this.sessions = new Map(Object.entries(file?.sessions ?? {}));
  }

  /** A new session; returns its id, which only the cookie holds. */
  create(principal: Principal): string {
    const id = randomBytes(32).toString("base64url");
    const now = this.now();
    this.prune();
    this.sessions.set(keyOf(id), { principal, created: now, seen: now });
    this.save();
    return id;
  }

  /** The live session of this id, its last use moved to now; undefined for an unknown or expired id. */
  find(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const key = keyOf(id);
    const session = this.sessions.get(key);
    if (!session) return undefined;
    const now = this.now();
    if (!this.live(session, now)) {
      this.sessions.delete(key);
      this.save();
      return undefined;
    }
    const stale = now - session.seen >= SEEN_WRITE_MS;
    session.seen = now;
    if (stale) this.save();
    return session;
  }

  /** Ends one session (sign-out). */
  end(id: string | undefined): void {
    if (id && this.sessions.delete(keyOf(id))) this.save();
  }

  /** Ends every session of one person (sign-out everywhere, an account removed). */
  endAll(name: string): void {
    let ended = false;
    for (const [key, session] of this.sessions) {
      if (session.principal.name === name) ended = this.sessions.delete(key);
    }
    if (ended) this.save();
  }

  private live(session: Session, now: number): boolean {
    return now - session.seen < IDLE_MS && now - session.created < ABSOLUTE_MS;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, session] of this.sessions) if (!this.live(session, now)) this.sessions.delete(key);
  }

  private save(): void {
    writePrivate(this.dataDir, SESSIONS_FILE, JSON.stringify({ sessions: Object.fromEntries(this.sessions) } satisfies SessionsFile));
  }
}
