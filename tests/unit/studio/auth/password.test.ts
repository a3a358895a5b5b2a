import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT, verifyNothing, verifyPassword } from "../../../../studio/auth/password.ts";

describe("password hashing (scrypt)", () => {
  it("stores the documented parameters, a 16-byte salt and a 64-byte key, never the password", async () => {
    const hash = await hashPassword("봄날의 햇살 2026!");
    const [kind, n, r, p, salt, key] = hash.split("$");
    expect([kind, Number(n), Number(r), Number(p)]).toEqual(["scrypt", 2 ** 15, 8, 1]);
    expect(Buffer.from(salt as string, "base64")).toHaveLength(16);
    expect(Buffer.from(key as string, "base64")).toHaveLength(64);
    expect(SCRYPT.maxmem).toBeGreaterThan(128 * SCRYPT.N * SCRYPT.r);
    expect(hash).not.toContain("봄날");
  });

  it("accepts the right password and refuses a wrong one; two hashes of one password differ (salt)", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain:correct horse battery")).toBe(false);
  });

  it("spends a verification's work on a name without an account, and says no", async () => {
    expect(await verifyNothing("anything at all")).toBe(false);
  });
});
