import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { Accounts, ACCOUNTS_FILE } from "../../../../studio/auth/accounts.ts";
import { runUserCommand } from "../../../../studio/auth/cli.ts";
import { MESSAGES } from "../../../../studio/auth/messages.ts";
import { tempDataDir } from "./temp.ts";

async function run(dataDir: string, args: string[], input = "") {
  const stdout = new PassThrough();
  let out = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await runUserCommand(args, { dataDir, stdin: Readable.from([input]), stdout });
  return { code, out };
}

describe("npm run studio -- user …", () => {
  it("adds an account with the password from standard input (first line), never an argument", async () => {
    const dir = tempDataDir();
    const result = await run(dir, ["add", "Kim", "--role", "publisher"], "stdin-password-1\nignored\n");
    expect(result).toEqual({ code: 0, out: `${MESSAGES.added("kim", "publisher")}\n` });
    expect(readFileSync(join(dir, ACCOUNTS_FILE), "utf8")).not.toContain("stdin-password-1");
    expect(await new Accounts(dir).verify("kim", "stdin-password-1")).toBeDefined();
  });

  it("refuses an add without a password on standard input, and a password given as an argument", async () => {
    const dir = tempDataDir();
    expect((await run(dir, ["add", "kim", "--role", "editor"], "")).out).toBe(`${MESSAGES.noPassword}\n`);
    expect((await run(dir, ["add", "kim", "--role", "editor", "--password", "x"])).code).toBe(2);
    expect(new Accounts(dir).list()).toEqual([]);
  });

  it("sets a role, sets a password, lists and removes", async () => {
    const dir = tempDataDir();
    await run(dir, ["add", "boss", "--role", "admin"], "boss-password-1\n");
    await run(dir, ["add", "kim", "--role", "editor"], "kim-password-1\n");
    expect((await run(dir, ["set", "kim", "--role", "publisher"])).code).toBe(0);
    expect((await run(dir, ["set", "kim"], "kim-password-2\n")).code).toBe(0);
    expect(await new Accounts(dir).verify("kim", "kim-password-2")).toMatchObject({ role: "publisher" });
    const list = await run(dir, ["list"]);
    expect(list.out.split("\n").map((line) => line.split("\t").slice(0, 2).join(" "))).toEqual(["boss admin", "kim publisher", ""]);
    expect(await run(dir, ["remove", "kim"])).toEqual({ code: 0, out: `${MESSAGES.removed("kim")}\n` });
    expect((await run(dir, ["remove", "kim"])).out).toBe(`${MESSAGES.noAccount("kim")}\n`);
    expect((await run(dir, ["add", "lee", "--role", "owner"], "long-password\n")).out).toBe(`${MESSAGES.badRole}\n`);
  });
});
