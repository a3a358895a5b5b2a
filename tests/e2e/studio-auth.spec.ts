/**
 * Sign-in and roles on the real studio server (`npm run studio`, started by each test or shared by
 * the worker's `studio` fixture): the sign-in page, sessions and their cookie, brute force, writes
 * from another origin, roles, the accounts file and the `user` command, and single sign-on against
 * a real OpenID Connect provider on 127.0.0.1 (tests/e2e/oidc-provider.ts).
 */
import { spawn } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { NAME_LIMIT } from "../../studio/auth/limits";
import { MESSAGES } from "../../studio/auth/messages";
import { IDLE_MS, SESSIONS_FILE } from "../../studio/auth/sessions";
import { writePrivate } from "../../studio/server/files";
import { startProvider } from "./oidc-provider";
import { contextsOfEachTest, expect, root, signIn, startStudio, TEST_ACCOUNTS, test } from "./studio-server";

// Spread over the workers: those that share a server (the `studio` fixture) share it per worker.
test.describe.configure({ timeout: 180_000 });

const newContext = contextsOfEachTest(test);

/** A browser context of its own, signed out (closed after the test). */
async function freshPage(browser: Browser): Promise<Page> {
  return (await newContext(browser)).newPage();
}

/**
 * A browser context of its own, signed in as `name` with a session cookie from the server's
 * sign-in (tests/e2e/studio-server.ts's signIn): for a test about what follows a sign-in, where
 * the form itself is tested elsewhere in this file. Its studio is not opened yet.
 */
async function pageAs(browser: Browser, url: string, name: string, password?: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.context().addCookies([{ name: "studio_session", value: await signIn(url, name, password), url }]);
  return page;
}

async function signInByForm(page: Page, url: string, name: string, password: string) {
  await page.goto(`${url}/__studio`);
  await expect(page).toHaveURL(/\/__studio\/login\?next=%2F__studio$/);
  await page.getByLabel("아이디").fill(name);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
}

const studioOpen = (page: Page) => expect(page.locator("html[data-studio-ready]")).toHaveCount(1, { timeout: 60_000 });

test("a page without a session goes to the Korean sign-in page; a wrong password and a wrong name get the same message; the right one opens the studio", async ({ browser, studio }) => {
  const page = await freshPage(browser);
  // The API without a session: 401, in JSON.
  const api = await page.request.get(`${studio.url}/__studio/api/doc`);
  expect(api.status()).toBe(401);
  await signInByForm(page, studio.url, "editor", "wrong-password-1");
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.wrongCredentials);
  await page.getByLabel("아이디").fill("nobody");
  await page.getByLabel("비밀번호").fill(TEST_ACCOUNTS.editor!.password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.wrongCredentials);
  await page.getByLabel("비밀번호").fill(TEST_ACCOUNTS.editor!.password);
  await page.getByLabel("아이디").fill("editor");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(`${studio.url}/__studio`);
  await studioOpen(page);
  await expect(page.getByTestId("signed-in-as")).toHaveText("editor · 편집자", { timeout: 30_000 });
  // The cookie: HttpOnly, SameSite=Strict, not Secure over plain http on loopback (see the HTTPS test for Secure).
  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: "studio_session", httpOnly: true, sameSite: "Strict", secure: false, path: "/" });
  expect(Buffer.from(cookie!.value, "base64url")).toHaveLength(32);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  // No single sign-on set up: no such button.
  await page.context().clearCookies();
  await page.goto(`${studio.url}/__studio/login`);
  await expect(page.getByRole("link", { name: /로그인$/ })).toHaveCount(0);
});

/** A request with exactly these headers (fetch would set Host and Origin itself). */
function raw(url: string, path: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("behind HTTPS (--public-url https://…) the cookie is also Secure, with the __Host- prefix", async () => {
  const run = await startStudio({ args: ["--public-url", "https://studio.example.com"], admin: false });
  try {
    const { password } = TEST_ACCOUNTS.editor!;
    const answer = await raw(run.url, "/__studio/login", {
      method: "POST",
      headers: { Host: "studio.example.com", Origin: "https://studio.example.com", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "editor", password }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(/^__Host-studio_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=604800; Secure$/)]);
    // The loopback origin is not this server's any more: a sign-in posted from it is refused.
    const loopback = await raw(run.url, "/__studio/login", {
      method: "POST",
      headers: { Host: "studio.example.com", Origin: run.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "editor", password }).toString(),
    });
    expect(loopback.status).toBe(403);
  } finally {
    await run.close();
  }
});

test("wrong passwords slow that name's tries from that browser and never lock it, the same for a name without an account; the terminal logs them without the name", async ({ browser, studio }) => {
  // On the worker's shared server, whose counts are fresh for these names: no other test gets
  // publisher's or ghost's password wrong, and a sign-in clears its name's count. The address's
  // count is never cleared: the 12 failures here and the first test's 2 stay under the 20 allowed
  // (ADDRESS_LIMIT.free), past which every sign-in from 127.0.0.1 would be locked for a while.
  const logFrom = studio.output().length;
  const page = await freshPage(browser);
  await page.goto(`${studio.url}/__studio/login`);
  const signIn = async (name: string, password: string) => {
    await page.getByLabel("아이디").fill(name);
    await page.getByLabel("비밀번호").fill(password);
    await page.getByRole("button", { name: "로그인" }).click();
  };
  for (const name of ["ghost", "publisher"]) {
    for (let i = 0; i < NAME_LIMIT.free; i++) {
      await signIn(name, `wrong-password-${i}`);
      await expect(page.getByRole("alert")).toHaveText(MESSAGES.wrongCredentials);
    }
    await signIn(name, "wrong-password-last");
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.slowed(NAME_LIMIT.baseMs / 1000));
  }
  // Held for its second, not refused: the right password gets in.
  await signIn("publisher", TEST_ACCOUNTS.publisher!.password);
  await studioOpen(page);
  // What the server printed during this test.
  const log = studio.output().slice(logFrom);
  expect(log.match(/studio sign-in: failed/g)).toHaveLength(2 * (NAME_LIMIT.free + 1));
  expect(log).not.toMatch(/publisher|ghost|wrong-password/);
});

test("a session id set before sign-in (fixation) is replaced by a new one, and a second sign-in ends the first id", async ({ browser, studio }) => {
  const page = await freshPage(browser);
  await page.context().addCookies([{ name: "studio_session", value: "planted-by-someone-else", url: studio.url }]);
  await signInByForm(page, studio.url, "editor", TEST_ACCOUNTS.editor!.password);
  await studioOpen(page);
  const first = (await page.context().cookies())[0]!.value;
  expect(first).not.toBe("planted-by-someone-else");
  // Signing in again (another tab's form, say) gives another id and ends this one.
  const again = await page.request.post(`${studio.url}/__studio/login`, { form: { name: "editor", password: TEST_ACCOUNTS.editor!.password }, headers: { Origin: studio.url }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  const second = (await page.context().cookies())[0]!.value;
  expect(second).not.toBe(first);
  expect((await raw(studio.url, "/__studio/api/doc", { headers: { Host: new URL(studio.url).host, Cookie: `studio_session=${first}` } })).status).toBe(401);
  expect((await raw(studio.url, "/__studio/api/doc", { headers: { Host: new URL(studio.url).host, Cookie: `studio_session=${second}` } })).status).toBe(200);
});

test("sessions survive a restart of the server; one idle for 8 hours is over", async ({ browser }) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "studio-restart-")), "data");
  try {
    // Two people signed in, then the server stopped; the second one's last request 8 hours and a
    // second ago, as the file records it. One restart shows both.
    const first = await startStudio({ dataDir, admin: false });
    const [page, idle] = [await pageAs(browser, first.url, "editor"), await pageAs(browser, first.url, "publisher")];
    await first.close();
    const file = JSON.parse(readFileSync(join(dataDir, SESSIONS_FILE), "utf8")) as { sessions: Record<string, { seen: number; principal: { name: string } }> };
    const idled = Object.values(file.sessions).filter((session) => session.principal.name === "publisher");
    expect(idled).toHaveLength(1);
    for (const session of idled) session.seen = Date.now() - IDLE_MS - 1000;
    writePrivate(dataDir, SESSIONS_FILE, JSON.stringify(file));
    // Another process, another port of the same host: the browser sends the same cookie.
    const second = await startStudio({ dataDir, admin: false });
    try {
      await page.goto(`${second.url}/__studio`);
      await studioOpen(page);
      await expect(page.getByTestId("signed-in-as")).toHaveText("editor · 편집자", { timeout: 30_000 });
      await idle.goto(`${second.url}/__studio`);
      await expect(idle).toHaveURL(/\/__studio\/login\?next=/);
      expect((await idle.request.get(`${second.url}/__studio/api/doc`)).status()).toBe(401);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  }
});

test("a page of another origin cannot write: its form post is refused even with the cookie, and it cannot read", async ({ browser, studio }) => {
  // Another port of 127.0.0.1 is the same site, so the SameSite=Strict cookie does go along: the Origin check stops it.
  const attacker = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html>
      <form method="post" action="${studio.url}/__studio/logout-all"><button>out</button></form>
      <script>
        window.tryRead = () => fetch("${studio.url}/__studio/api/doc", { credentials: "include" }).then((r) => r.text(), () => "blocked");
      </script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  try {
    // A context of its own, signed in as the admin: the page's console has the refusals on it.
    const page = await freshPage(browser);
    const [name, value] = studio.cookie.split("=") as [string, string];
    await page.context().addCookies([{ name, value, url: studio.url }]);
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    expect(await page.evaluate(() => (window as unknown as { tryRead: () => Promise<string> }).tryRead())).toBe("blocked");
    const [answer] = await Promise.all([page.waitForResponse(`${studio.url}/__studio/logout-all`), page.getByRole("button", { name: "out" }).click()]);
    expect(answer.status()).toBe(403);
    await expect(page.locator("body")).toContainText(MESSAGES.otherOrigin);
    // Still signed in: the sign-out everywhere did not happen.
    expect((await page.request.get(`${studio.url}/__studio/api/me`)).status()).toBe(200);
  } finally {
    attacker.closeAllConnections();
    attacker.close();
  }
});

test("roles: an editor sees no account management and the admin endpoints answer 403; the admin has them", async ({ browser, studio, page }) => {
  const editor = await pageAs(browser, studio.url, "editor");
  await editor.goto(`${studio.url}/__studio`);
  await studioOpen(editor);
  await expect(editor.getByRole("button", { name: "계정 관리" })).toHaveCount(0);
  for (const path of ["/__studio/api/accounts", "/__studio/api/audit"]) expect((await editor.request.get(`${studio.url}${path}`)).status(), path).toBe(403);
  const write = await editor.request.post(`${studio.url}/__studio/api/accounts`, { data: { name: "x", role: "admin", password: "xxxxxxxxxxxx" }, headers: { Origin: studio.url } });
  expect(write.status()).toBe(403);
  // The test's own page: the `studio` fixture signed it in as the admin.
  await page.goto(`${studio.url}/__studio`);
  await studioOpen(page);
  await expect(page.getByTestId("signed-in-as")).toHaveText("admin · 관리자", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "계정 관리" })).toBeVisible();
  expect((await page.request.get(`${studio.url}/__studio/api/accounts`)).status()).toBe(200);
});

test("sign-out ends this browser's session; sign-out everywhere ends the person's others too", async ({ browser, studio }) => {
  // Three browsers signed in as the publisher; each opens the studio only when it has a button to press.
  const [a, b, c] = [await pageAs(browser, studio.url, "publisher"), await pageAs(browser, studio.url, "publisher"), await pageAs(browser, studio.url, "publisher")];
  await a.goto(`${studio.url}/__studio`);
  await studioOpen(a);
  await a.getByRole("button", { name: "로그아웃", exact: true }).click();
  await expect(a.getByRole("status")).toHaveText(MESSAGES.signedOut);
  // b's session outlived a's sign-out.
  await b.goto(`${studio.url}/__studio`);
  await studioOpen(b);
  await b.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
  await expect(b.getByRole("status")).toHaveText(MESSAGES.signedOutEverywhere);
  await c.goto(`${studio.url}/__studio`);
  await expect(c).toHaveURL(/\/__studio\/login\?next=/);
});

test("what is typed after the session ended is kept: the studio says so, offers to sign in again, and saves it once signed in", async ({ browser, studio }) => {
  const [a, b] = [await pageAs(browser, studio.url, "editor"), await pageAs(browser, studio.url, "editor")];
  for (const page of [a, b]) {
    await page.goto(`${studio.url}/__studio`);
    await studioOpen(page);
  }
  // Ended from another device while this one is open.
  await b.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
  await expect(b.getByRole("status")).toHaveText(MESSAGES.signedOutEverywhere);
  await a.locator('[data-path="pages.0.blocks.0.kicker"]').locator("input, textarea").first().fill("로그인이 끝난 뒤 쓴 글");
  await expect(a.locator(".notice")).toContainText("고친 내용은 이 브라우저에 남아 있어, 다시 로그인하면 바로 저장됩니다.");
  expect(studio.disk()).not.toContain("로그인이 끝난 뒤 쓴 글");
  await a.locator(".notice").getByRole("link", { name: "다시 로그인" }).click();
  await expect(a).toHaveURL(/\/__studio\/login\?next=%2F__studio$/);
  await a.getByLabel("아이디").fill("editor");
  await a.getByLabel("비밀번호").fill(TEST_ACCOUNTS.editor!.password);
  await a.getByRole("button", { name: "로그인" }).click();
  await studioOpen(a);
  await expect.poll(studio.disk).toContain("로그인이 끝난 뒤 쓴 글");
});

test("npm run studio -- user add keeps the password out of the accounts file (0600, folder 0700); admins manage accounts in the studio", async ({ browser }) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), "studio-cli-")), "data");
  const user = (args: string[], input: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "studio/server/main.ts", "user", ...args, "--data", dataDir], { cwd: root, stdio: ["pipe", "pipe", "pipe"] });
      let out = "";
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      child.stderr.on("data", (c: Buffer) => (out += c.toString()));
      child.on("exit", (code) => resolve({ code, out }));
      child.stdin.end(input);
    });
  let run: Awaited<ReturnType<typeof startStudio>> | undefined;
  try {
    expect(await user(["add", "kim", "--role", "admin"], "kims-long-password\n")).toEqual({ code: 0, out: `${MESSAGES.added("kim", "admin")}\n` });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "accounts.json")).mode & 0o777).toBe(0o600);
    const text = readFileSync(join(dataDir, "accounts.json"), "utf8");
    expect(text).not.toContain("kims-long-password");
    expect(text).toMatch(/"hash": "scrypt\$32768\$8\$1\$/);
    expect((await user(["list"], "")).out).toMatch(/^kim\tadmin\t관리자\t/);

    run = await startStudio({ dataDir, admin: false });
    // The account `user add` made signs in (the server's sign-in, as the form posts it).
    const kim = await pageAs(browser, run.url, "kim", "kims-long-password");
    await kim.goto(`${run.url}/__studio`);
    await studioOpen(kim);
    await kim.getByRole("button", { name: "계정 관리" }).click();
    const pane = kim.getByRole("dialog", { name: "계정 관리" });
    await pane.getByLabel("아이디", { exact: true }).fill("lee");
    await pane.getByLabel("비밀번호", { exact: true }).fill("lees-password-1");
    await pane.getByRole("button", { name: "계정 만들기" }).click();
    await expect(pane.locator('[data-account="lee"]')).toBeVisible();

    const lee = await pageAs(browser, run.url, "lee", "lees-password-1");
    await lee.goto(`${run.url}/__studio`);
    await studioOpen(lee);
    await expect(lee.getByTestId("signed-in-as")).toHaveText("lee · 편집자", { timeout: 30_000 });
    await pane.getByLabel("lee의 역할").selectOption("publisher");
    await expect(pane.getByRole("status")).toHaveText("lee 계정을 발행자로 바꿨습니다.");
    await lee.reload();
    await expect(lee.getByTestId("signed-in-as")).toHaveText("lee · 발행자", { timeout: 30_000 });
    kim.once("dialog", (d) => void d.accept());
    await pane.locator('[data-account="lee"]').getByRole("button", { name: "지우기" }).click();
    await expect(pane.locator('[data-account="lee"]')).toHaveCount(0);
    await lee.reload();
    await expect(lee).toHaveURL(/\/__studio\/login\?next=/);
    expect(readFileSync(join(dataDir, "accounts.json"), "utf8")).not.toContain("lees-password-1");
  } finally {
    await run?.close();
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  }
});

test("single sign-on (OpenID Connect): an allowed e-mail gets in with its role, another is refused in Korean", async ({ browser }) => {
  const provider = await startProvider();
  const run = await startStudio({
    sso: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      label: "회사 계정",
      allow: { "@example.com": "editor", "boss@example.com": "admin" },
      hostedDomain: "example.com",
      tenantId: "tenant-1",
    },
    admin: false,
  });
  try {
    provider.register(`${run.url}/__studio/sso/callback`);
    // One browser, its cookies (the studio's and the provider's) cleared before each person: as a
    // fresh browser each, without a renderer each, and the last one's studio closed as the next starts.
    const page = await freshPage(browser);
    // The provider's development pages link a Google Fonts stylesheet: with no network, looking up
    // its host name took up to 5 s (the resolver's time-out) in a third of the sign-ins, each holding
    // its page's load. Refused at once instead.
    await page.route("https://fonts.googleapis.com/**", (route) => route.abort());
    const viaProvider = async (email: string) => {
      await page.context().clearCookies();
      await page.goto(`${run.url}/__studio`);
      await page.getByRole("link", { name: "회사 계정으로 로그인" }).click();
      // The provider's own (development) sign-in and consent pages.
      await page.locator('input[name="login"]').fill(email);
      await page.locator('input[name="password"]').fill("anything");
      await page.getByRole("button", { name: "Sign-in" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      return page;
    };
    const kim = await viaProvider("kim@example.com");
    await studioOpen(kim);
    await expect(kim.getByTestId("signed-in-as")).toHaveText("kim@example.com · 편집자", { timeout: 30_000 });
    await expect(kim.getByRole("button", { name: "계정 관리" })).toHaveCount(0);
    const boss = await viaProvider("boss@example.com");
    await studioOpen(boss);
    await expect(boss.getByTestId("signed-in-as")).toHaveText("boss@example.com · 관리자", { timeout: 30_000 });
    const stranger = await viaProvider("stranger@other.example;hd=example.com");
    await expect(stranger.getByRole("alert")).toHaveText(MESSAGES.ssoRefused("stranger@other.example"));
    expect((await stranger.request.get(`${run.url}/__studio/api/doc`)).status()).toBe(401);
    // A person is their issuer and subject, not their address: another subject with kim's address
    // (a newcomer given a leaver's address, or an address someone wrote themselves) is refused.
    const otherKim = await viaProvider("kim@example.com;sub=someone-else");
    await expect(otherKim.getByRole("alert")).toHaveText(MESSAGES.ssoTaken("kim@example.com"));
    expect((await otherKim.request.get(`${run.url}/__studio/api/doc`)).status()).toBe(401);
    // Only accounts of the company's Google Workspace domain and Entra tenant, when sso.json names them.
    for (const login of ["lee@example.com;hd=gmail.com", "lee@example.com;tid=tenant-2"]) {
      const outside = await viaProvider(login);
      await expect(outside.getByRole("alert")).toHaveText(MESSAGES.ssoOutside);
      expect((await outside.request.get(`${run.url}/__studio/api/doc`)).status()).toBe(401);
    }
    // The first kim still signs in, and is tied to her subject in the data folder.
    await studioOpen(await viaProvider("kim@example.com"));
    expect(Object.keys(JSON.parse(readFileSync(join(run.dataDir, "sso-people.json"), "utf8")))).toEqual(["kim@example.com", "boss@example.com"]);
  } finally {
    await run.close();
    await provider.close();
  }
});
