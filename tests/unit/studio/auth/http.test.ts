import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS_FILE } from "../../../../studio/auth/accounts.ts";
import { writePrivate } from "../../../../studio/server/files.ts";
import { ADDRESS_LIMIT, NAME_LIMIT } from "../../../../studio/auth/limits.ts";
import { MESSAGES } from "../../../../studio/auth/messages.ts";
import { IDLE_MS } from "../../../../studio/auth/sessions.ts";
import { addAccounts, sessionCookie, startServer } from "./harness.ts";
import { manualClock, tempDataDir } from "./temp.ts";

const PEOPLE: Array<[string, "editor" | "publisher" | "admin", string]> = [
  ["ed", "editor", "editor-password"],
  ["pub", "publisher", "publisher-password"],
  ["boss", "admin", "admin-password-1"],
];

// The accounts are hashed once (scrypt is slow on purpose) and copied into each test's folder.
let accountsFile = "";
beforeAll(async () => {
  const dir = tempDataDir();
  await addAccounts(dir, PEOPLE);
  accountsFile = readFileSync(join(dir, ACCOUNTS_FILE), "utf8");
});

async function setUp(extra: { publicUrl?: string; now?: () => number } = {}) {
  const dataDir = tempDataDir();
  writePrivate(dataDir, ACCOUNTS_FILE, accountsFile);
  return { dataDir, server: await startServer({ dataDir, ...extra }) };
}

describe("sign-in over HTTP", () => {
  it("a wrong password and a wrong name get the same answer; the log names neither the account nor the password", async () => {
    const { server } = await setUp();
    const answers = [];
    for (const [name, password] of [["ed", "wrong-password"], ["nobody", "editor-password"]] as const) {
      const res = await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name, password }) });
      const text = (await res.text()).replace(/value="(ed|nobody)"/, "");
      answers.push({ status: res.status, text, cookie: res.headers.get("set-cookie") });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(401);
    expect(answers[0]?.text).toContain(MESSAGES.wrongCredentials);
    expect(server.log).toHaveLength(2);
    expect(server.log.join("\n")).not.toMatch(/\bed\b|nobody|password/);
  });

  it("the log tags a typed name with an HMAC under this server's own key: not a hash anyone can look up, the same after a restart", async () => {
    const tagOf = async (server: Awaited<ReturnType<typeof startServer>>) => {
      await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name: "admin", password: "wrong-password" }) });
      return /name #([0-9a-f]{10})\)/.exec(server.log.at(-1)!)?.[1];
    };
    const { dataDir, server } = await setUp();
    const tag = await tagOf(server);
    // SHA-256("admin"), the same on every server, and in every list of hashes of common names.
    expect(tag).toMatch(/^[0-9a-f]{10}$/);
    expect(tag).not.toBe("8c6976e5b5");
    // Kept with the server's other secrets, closed to everyone but its owner, made once.
    const keyFile = join(dataDir, "name-tag.key");
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyFile, "utf8");
    expect(await tagOf(await startServer({ dataDir }))).toBe(tag);
    expect(readFileSync(keyFile, "utf8")).toBe(key);
    // Another server, another key: the same name is another tag.
    expect(await tagOf((await setUp()).server)).not.toBe(tag);
  });

  it("a sign-in or accounts request over the body limit gets 413 and a Korean message, read to its end (no reset, no stack)", async () => {
    const { server } = await setUp();
    const res = await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name: "ed", password: "x".repeat(100_000) }) });
    expect(res.status).toBe(413);
    const text = await res.text();
    expect(text).toContain(MESSAGES.signInTooLarge);
    expect(text).toContain('name="password"');
    expect(text).not.toMatch(/Error|at |\/work|node_modules/);
    const admin = await server.signIn("boss", "admin-password-1");
    const big = await server.request("/__studio/api/accounts", { method: "POST", cookie: admin, headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "x", password: "p".repeat(50_000) }) });
    expect([big.status, await big.json()]).toEqual([413, { error: MESSAGES.tooLarge }]);
  });

  it("the page has the fields 아이디 and 비밀번호 and the button 로그인; without single sign-on, no such button", async () => {
    const { server } = await setUp();
    const text = await (await server.request("/__studio/login")).text();
    expect(text).toContain('<label for="name">아이디</label>');
    expect(text).toContain('<label for="password">비밀번호</label>');
    expect(text).toContain('<button type="submit">로그인</button>');
    expect(text).not.toContain("sso/start");
  });

  /** A server behind a proxy (the client's address is the forwarded one) whose holds move the clock; `held` lists them, in ms. */
  async function behindProxy() {
    const clock = manualClock();
    const held: number[] = [];
    const dataDir = tempDataDir();
    writePrivate(dataDir, ACCOUNTS_FILE, accountsFile);
    const sleep = async (ms: number) => {
      held.push(ms);
      clock.advance(ms);
    };
    const server = await startServer({ dataDir, now: clock.now, sleep, trustProxy: ["127.0.0.1"] });
    const attempt = (from: string, name: string, password: string) =>
      server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name, password }), headers: { "x-forwarded-for": from } });
    return { clock, held, server, attempt };
  }
  const STRANGER = "203.0.113.7";

  it("nobody can lock an account: a stranger's failures slow the stranger's own tries, and the admin signs in at once from an address without failures", async () => {
    const { held, server, attempt } = await behindProxy();
    const answers: Record<string, string[]> = {};
    for (const name of ["boss", "ghost"]) {
      for (let i = 0; i < NAME_LIMIT.free; i++) expect((await attempt(STRANGER, name, "nope-nope-nope")).status).toBe(401);
      const sixth = await attempt(STRANGER, name, "nope-nope-nope");
      answers[name] = [String(sixth.status), (await sixth.text()).replace(`value="${name}"`, "")];
    }
    expect((await attempt("198.51.100.9", "boss", "admin-password-1")).status).toBe(303);
    expect(held).toEqual([]);
    // The same answer for a name with an account and one without; the next try is held a second.
    expect(answers.boss).toEqual(answers.ghost);
    expect(answers.boss![0]).toBe("401");
    expect(answers.boss![1]).toContain(MESSAGES.slowed(NAME_LIMIT.baseMs / 1000));
    // The stranger is held, not refused: each wrong try doubles the next one's hold.
    expect((await attempt(STRANGER, "boss", "nope-nope-nope")).status).toBe(401);
    expect((await attempt(STRANGER, "boss", "admin-password-1")).status).toBe(303);
    expect(held).toEqual([1_000, 2_000]);
    expect(server.log.filter((l) => l.startsWith("studio sign-in: held"))).toHaveLength(2);
    // A success clears the count of that name from that address.
    expect((await attempt(STRANGER, "boss", "nope-nope-nope")).status).toBe(401);
    expect(held).toEqual([1_000, 2_000]);
  }, 60_000);

  it("tries sent together on one name from one address are held one after another, not all for the same delay at once", async () => {
    const { held, attempt } = await behindProxy();
    for (let i = 0; i <= NAME_LIMIT.free; i++) await attempt(STRANGER, "boss", "nope-nope-nope");
    const together = await Promise.all([1, 2, 3].map((i) => attempt(STRANGER, "boss", `guess-${i}-together`)));
    expect(together.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(held).toEqual([1_000, 2_000, 4_000]);
  }, 60_000);

  it("locks an address after twenty failures across any names, before any password is checked; another address is not locked", async () => {
    const clock = manualClock();
    const dataDir = tempDataDir();
    writePrivate(dataDir, ACCOUNTS_FILE, accountsFile);
    // Behind the proxy the client's address is the forwarded one.
    const server = await startServer({ dataDir, now: clock.now, trustProxy: ["127.0.0.1"] });
    const attempt = (from: string, name: string, password: string) =>
      server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name, password }), headers: { "x-forwarded-for": from } });
    // One failure for each name: no account reaches its own limit.
    for (let i = 0; i <= ADDRESS_LIMIT.free; i++) expect((await attempt("203.0.113.7", `guess${i}`, "nope-nope-nope")).status).toBe(401);
    const locked = await attempt("203.0.113.7", "ed", "editor-password");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe(String(ADDRESS_LIMIT.baseMs / 1000));
    expect((await attempt("198.51.100.9", "ed", "editor-password")).status).toBe(303);
    clock.advance(ADDRESS_LIMIT.baseMs);
    expect((await attempt("203.0.113.7", "ed", "editor-password")).status).toBe(303);
    // Twenty-one scrypt checks: seconds on a loaded host.
  }, 180_000);

  it("gives a new session id at sign-in: an id set before (fixation) is not carried over, and ends", async () => {
    const { server } = await setUp();
    const first = await server.signIn("ed", "editor-password");
    const second = await server.signIn("ed", "editor-password", first);
    expect(second).not.toBe(first);
    expect((await server.request("/__studio/api/doc", { cookie: first })).status).toBe(401);
    expect((await server.request("/__studio/api/doc", { cookie: second })).status).toBe(200);
    // A made-up id planted in the browser signs nobody in and is replaced.
    const planted = "studio_session=attacker-chosen-id";
    expect((await server.request("/__studio/api/doc", { cookie: planted })).status).toBe(401);
    expect(await server.signIn("ed", "editor-password", planted)).not.toBe(planted);
  });

  it("sets the cookie HttpOnly and SameSite=Strict, and Secure (with the __Host- prefix) behind HTTPS", async () => {
    const { server } = await setUp();
    const res = await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name: "ed", password: "editor-password" }) });
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^studio_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800$/);

    const https = await setUp({ publicUrl: "https://studio.example.com" });
    const secure = await https.server.request("/__studio/login", {
      method: "POST",
      origin: "https://studio.example.com",
      body: new URLSearchParams({ name: "ed", password: "editor-password" }),
    });
    expect(secure.headers.getSetCookie()[0]).toMatch(/^__Host-studio_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800; Secure$/);
  });

  it("an API answer without a session is 401, a page without one goes to the sign-in page", async () => {
    const { server } = await setUp();
    const api = await server.request("/__studio/api/doc");
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: MESSAGES.needSignIn });
    const page = await server.request("/__studio/preview/about?x=1");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/__studio/login?next=${encodeURIComponent("/__studio/preview/about?x=1")}`);
  });

  it("an expired session is a session no more", async () => {
    const clock = manualClock();
    const { server } = await setUp({ now: clock.now });
    const cookie = await server.signIn("ed", "editor-password");
    clock.advance(IDLE_MS);
    expect((await server.request("/__studio/api/doc", { cookie })).status).toBe(401);
  });

  it("refuses a write from another origin, or without one, even with a session", async () => {
    const { server } = await setUp();
    const cookie = await server.signIn("ed", "editor-password");
    const post = (origin: string | null) => server.request("/__studio/api/change", { method: "POST", cookie, origin, body: "{}" });
    expect((await post("http://evil.example")).status).toBe(403);
    expect((await post(null)).status).toBe(403);
    expect((await post(server.url)).status).toBe(200);
    // Sign-in itself: a form posted from another site (login CSRF) is refused.
    const foreign = await server.request("/__studio/login", { method: "POST", origin: "http://evil.example", body: new URLSearchParams({ name: "ed", password: "editor-password" }) });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    // No CORS: nothing allows another origin to read an answer.
    expect((await server.request("/__studio/api/doc", { cookie, origin: "http://evil.example" })).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("enforces roles: an editor calling an admin or publisher endpoint gets 403; each role reaches its own", async () => {
    const { server } = await setUp();
    const ed = await server.signIn("ed", "editor-password");
    const pub = await server.signIn("pub", "publisher-password");
    const boss = await server.signIn("boss", "admin-password-1");
    const status = async (path: string, cookie: string) => (await server.request(path, { cookie })).status;
    expect(await status("/__studio/api/accounts", ed)).toBe(403);
    expect(await status("/__studio/api/audit", ed)).toBe(403);
    expect(await status("/__studio/api/publish/changes", ed)).toBe(403);
    expect(await status("/__studio/api/publish/changes", pub)).toBe(200);
    expect(await status("/__studio/api/accounts", pub)).toBe(403);
    expect(await status("/__studio/api/accounts", boss)).toBe(200);
    expect(await (await server.request("/__studio/api/me", { cookie: pub })).json()).toEqual({ id: "pub", name: "pub", role: "publisher", sso: false });
  });

  it("sessions survive a restart of the server", async () => {
    const { dataDir, server } = await setUp();
    const cookie = await server.signIn("ed", "editor-password");
    const restarted = await startServer({ dataDir });
    const res = await restarted.request("/__studio/api/doc", { cookie });
    expect(res.status).toBe(200);
  });

  it("sign-out ends this session; sign-out everywhere ends all of the person's", async () => {
    const { server } = await setUp();
    const a = await server.signIn("ed", "editor-password");
    const b = await server.signIn("ed", "editor-password");
    const c = await server.signIn("ed", "editor-password");
    const other = await server.signIn("pub", "publisher-password");
    const out = await server.request("/__studio/logout", { method: "POST", cookie: a });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/^studio_session=; .*Max-Age=0/);
    const alive = async (cookie: string) => (await server.request("/__studio/api/doc", { cookie })).status === 200;
    expect([await alive(a), await alive(b), await alive(c)]).toEqual([false, true, true]);
    await server.request("/__studio/logout-all", { method: "POST", cookie: b });
    expect([await alive(b), await alive(c), await alive(other)]).toEqual([false, false, true]);
  });

  it("tells the audit trail of each sign-in and sign-out, by whom; not of a failed try", async () => {
    const dataDir = tempDataDir();
    writePrivate(dataDir, ACCOUNTS_FILE, accountsFile);
    const sessions: { op: string; by: string }[] = [];
    const server = await startServer({ dataDir, onSession: (event) => sessions.push(event) });
    await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name: "ed", password: "wrong-password" }) });
    const ed = await server.signIn("ed", "editor-password");
    const pub = await server.signIn("pub", "publisher-password");
    await server.request("/__studio/logout", { method: "POST", cookie: ed });
    await server.request("/__studio/logout-all", { method: "POST", cookie: pub });
    expect(sessions).toEqual([
      { op: "sign-in", by: "ed" },
      { op: "sign-in", by: "pub" },
      { op: "sign-out", by: "ed" },
      { op: "sign-out", by: "pub" },
    ]);
  });

  it("admins manage accounts; a new password or a removal ends that person's sessions", async () => {
    const { server } = await setUp();
    const boss = await server.signIn("boss", "admin-password-1");
    const ed = await server.signIn("ed", "editor-password");
    const call = (path: string, method: string, body?: object) =>
      server.request(`/__studio/api/accounts${path}`, { method, cookie: boss, headers: { "content-type": "application/json" }, body: body && JSON.stringify(body) });
    const added = await call("", "POST", { name: "new", role: "editor", password: "new-password-1" });
    expect(added.status).toBe(201);
    expect((await added.json()).accounts.map((a: { name: string }) => a.name)).toEqual(["ed", "pub", "boss", "new"]);
    expect(await (await call("", "POST", { name: "x", role: "editor", password: "short" })).json()).toEqual({ error: MESSAGES.shortPassword(10) });
    expect((await call("/ed", "PATCH", { password: "editor-password-2" })).status).toBe(200);
    expect((await server.request("/__studio/api/doc", { cookie: ed })).status).toBe(401);
    const newcomer = await server.signIn("new", "new-password-1");
    expect((await call("/new", "DELETE")).status).toBe(200);
    expect((await server.request("/__studio/api/doc", { cookie: newcomer })).status).toBe(401);
    expect((await server.request("/__studio/api/accounts", { method: "POST", cookie: boss, origin: "http://evil.example", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(403);
  });

  it("a session cookie is accepted only under its own name; the login page sends a signed-in person on", async () => {
    const { server } = await setUp();
    const cookie = await server.signIn("ed", "editor-password");
    const res = await server.request("/__studio/login?next=/__studio/preview/", { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/__studio/preview/");
    const offsite = await server.request("/__studio/login", { method: "POST", body: new URLSearchParams({ name: "ed", password: "editor-password", next: "//evil.example/" }) });
    expect(offsite.headers.get("location")).toBe("/__studio");
    expect(sessionCookie(offsite)).toMatch(/^studio_session=/);
  });
});

describe("the front before every route (studio/server/gate.ts)", () => {
  it("refuses what a browser marks as sent from another site (Sec-Fetch-Site) on the API and for writes, even with a session; a page opened from a link elsewhere still opens", async () => {
    const { server } = await setUp();
    const cookie = await server.signIn("ed", "editor-password");
    for (const site of ["cross-site", "same-site"]) {
      const read = await server.request("/__studio/api/doc", { cookie, origin: null, headers: { "sec-fetch-site": site } });
      expect([read.status, await read.json()], site).toEqual([403, { error: MESSAGES.otherOrigin }]);
      const write = await server.request("/__studio/api/change", { method: "POST", cookie, headers: { "sec-fetch-site": site }, body: "{}" });
      expect(write.status, site).toBe(403);
    }
    expect((await server.request("/__studio/api/doc", { cookie, origin: null, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
    // A link to the sign-in page from a mail or a chat is a cross-site navigation: it opens.
    expect((await server.request("/__studio/login", { origin: null, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200);
  });

  it("answers a method the studio has no use for with 405 before anything else, and a path no route has with 404 once signed in", async () => {
    const { server } = await setUp();
    const cookie = await server.signIn("ed", "editor-password");
    expect((await server.request("/__studio/api/doc", { method: "PUT", cookie, body: "{}" })).status).toBe(405);
    const missing = await server.request("/__studio/api/nothing-here", { cookie });
    expect([missing.status, await missing.json()]).toEqual([404, { error: "없는 주소입니다." }]);
    expect((await server.request("/__studio/api/nothing-here")).status).toBe(401);
  });
});
