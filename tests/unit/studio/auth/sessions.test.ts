import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ABSOLUTE_MS, IDLE_MS, Sessions, SESSIONS_FILE, type Principal } from "../../../../studio/auth/sessions.ts";
import { manualClock, tempDataDir } from "./temp.ts";

const kim: Principal = { kind: "local", name: "kim", stamp: "s1" };

describe("sessions", () => {
  it("an id of 32 random bytes; the file (0600) keeps only its SHA-256", () => {
    const dir = tempDataDir();
    const id = new Sessions(dir).create(kim);
    expect(Buffer.from(id, "base64url")).toHaveLength(32);
    const file = join(dir, SESSIONS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain(id);
    expect(Object.keys(JSON.parse(text).sessions)).toHaveLength(1);
  });

  it("survives a restart: a new store on the same folder knows the id", () => {
    const dir = tempDataDir();
    const id = new Sessions(dir).create(kim);
    expect(new Sessions(dir).find(id)?.principal).toEqual(kim);
    expect(new Sessions(dir).find("not-an-id")).toBeUndefined();
  });

  it("ends after 8 hours without a request, and is kept alive by requests until then", () => {
    const clock = manualClock();
    const sessions = new Sessions(tempDataDir(), clock.now);
    const id = sessions.create(kim);
    clock.advance(IDLE_MS - 1000);
    expect(sessions.find(id)).toBeDefined();
    clock.advance(IDLE_MS - 1000);
    expect(sessions.find(id)).toBeDefined();
    clock.advance(IDLE_MS);
    expect(sessions.find(id)).toBeUndefined();
  });

  it("ends 7 days after sign-in however busy it is", () => {
    const clock = manualClock();
    const sessions = new Sessions(tempDataDir(), clock.now);
    const id = sessions.create(kim);
    // A request every 4 hours for 7 days less a second: never idle, still alive.
    let elapsed = 0;
    while (elapsed + IDLE_MS / 2 < ABSOLUTE_MS) {
      clock.advance(IDLE_MS / 2);
      elapsed += IDLE_MS / 2;
      expect(sessions.find(id)).toBeDefined();
    }
    clock.advance(ABSOLUTE_MS - elapsed);
    expect(sessions.find(id)).toBeUndefined();
  });

  it("the idle clock restarts from a request that is on disk, across a restart", () => {
    const dir = tempDataDir();
    const clock = manualClock();
    const id = new Sessions(dir, clock.now).create(kim);
    clock.advance(IDLE_MS - 60_000);
    expect(new Sessions(dir, clock.now).find(id)).toBeDefined();
    clock.advance(IDLE_MS - 60_000);
    expect(new Sessions(dir, clock.now).find(id)).toBeDefined();
  });

  it("sign-out ends one session; sign-out everywhere ends every session of that person only", () => {
    const sessions = new Sessions(tempDataDir());
    const a = sessions.create(kim);
    const b = sessions.create(kim);
    const c = sessions.create(kim);
    const other = sessions.create({ kind: "sso", name: "lee@example.com", email: "lee@example.com" });
    sessions.end(a);
    expect([a, b, c].map((id) => Boolean(sessions.find(id)))).toEqual([false, true, true]);
    sessions.endAll("kim");
    expect([b, c, other].map((id) => Boolean(sessions.find(id)))).toEqual([false, false, true]);
  });
});
