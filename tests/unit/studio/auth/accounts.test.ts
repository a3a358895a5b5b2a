import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AccountError, Accounts, ACCOUNTS_FILE } from "../../../../studio/auth/accounts.ts";
import { MESSAGES } from "../../../../studio/auth/messages.ts";
import { tempDataDir } from "./temp.ts";

describe("accounts file", () => {
  it("is 0600 in a 0700 folder and holds a scrypt hash, not the password", async () => {
    const dir = tempDataDir();
    const accounts = new Accounts(dir);
    await accounts.add("Kim", "editor", "secret-passphrase-1");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const file = join(dir, ACCOUNTS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain("secret-passphrase-1");
    const [saved] = JSON.parse(text).accounts;
    expect(saved).toMatchObject({ name: "kim", role: "editor" });
    expect(saved.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it("verifies a password by name in any case; a wrong password or name gets nothing", async () => {
    const accounts = new Accounts(tempDataDir());
    await accounts.add("lee", "publisher", "another-long-one");
    expect((await accounts.verify("LEE", "another-long-one"))?.name).toBe("lee");
    expect(await accounts.verify("lee", "another-long-onE")).toBeUndefined();
    expect(await accounts.verify("nobody", "another-long-one")).toBeUndefined();
  });

  it("sees a change made by another process (the command line) at the next read", async () => {
    const dir = tempDataDir();
    const server = new Accounts(dir);
    expect(server.list()).toEqual([]);
    await new Accounts(dir).add("park", "admin", "password-of-park");
    expect(server.get("park")?.role).toBe("admin");
  });

  it("a new password gets a new stamp (its sessions end); a role change keeps it", async () => {
    const accounts = new Accounts(tempDataDir());
    const first = await accounts.add("choi", "editor", "first-password");
    const promoted = await accounts.set("choi", { role: "publisher" });
    expect(promoted.stamp).toBe(first.stamp);
    const changed = await accounts.set("choi", { password: "second-password" });
    expect(changed.stamp).not.toBe(first.stamp);
    expect(await accounts.verify("choi", "first-password")).toBeUndefined();
    expect(await accounts.verify("choi", "second-password")).toBeDefined();
  });

  it("refuses a bad name, a short password, a taken name, and leaving no admin", async () => {
    const accounts = new Accounts(tempDataDir());
    await expect(accounts.add("../x", "editor", "long-enough-pw")).rejects.toThrow(MESSAGES.badName);
    await expect(accounts.add("kang", "editor", "short")).rejects.toThrow(MESSAGES.shortPassword(10));
    await accounts.add("boss", "admin", "long-enough-pw");
    await expect(accounts.add("BOSS", "editor", "long-enough-pw")).rejects.toThrow(MESSAGES.nameTaken("boss"));
    await expect(accounts.set("boss", { role: "editor" })).rejects.toThrow(MESSAGES.lastAdmin);
    expect(() => accounts.remove("boss")).toThrow(AccountError);
    await accounts.add("deputy", "admin", "long-enough-pw");
    accounts.remove("boss");
    expect(accounts.list().map((a) => a.name)).toEqual(["deputy"]);
  });
});
