/**
 * A wrong name costs what a wrong password costs: one scrypt derivation each, so the time of the
 * answer does not tell whether the account exists. Counted, not timed (timings on a shared machine are noise).
 */
import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { Accounts } from "../../../../studio/auth/accounts.ts";
import { tempDataDir } from "./temp.ts";

vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof import("node:crypto")>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

describe("sign-in timing", () => {
  it("derives one scrypt key for a wrong name, as for a wrong password", async () => {
    const accounts = new Accounts(tempDataDir());
    await accounts.add("kim", "editor", "right-password");
    await accounts.verify("warm-up", "x"); // the dummy hash is made once, at the first unknown name
    const scrypt = vi.mocked(crypto.scrypt);
    scrypt.mockClear();
    await accounts.verify("kim", "wrong-password");
    const forPassword = scrypt.mock.calls.length;
    scrypt.mockClear();
    await accounts.verify("nobody", "wrong-password");
    expect(forPassword).toBe(1);
    expect(scrypt.mock.calls.length).toBe(forPassword);
    expect(scrypt.mock.calls[0]?.[3]).toMatchObject({ N: 2 ** 15, r: 8, p: 1 });
  });
});
