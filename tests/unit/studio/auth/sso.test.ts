/** Single sign-on's rules about who a person is (studio/auth/sso.ts); the whole flow is the browser test's (studio-auth.spec.ts). */
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { outsideOf, SsoPeople, type SsoConfig } from "../../../../studio/auth/sso.ts";
import { tempDataDir } from "./temp.ts";

const GOOGLE: SsoConfig = { issuer: "https://accounts.google.com", clientId: "c", allow: { "@example.com": "editor" } };

describe("a signed-in person's claims", () => {
  it("are taken from the configured issuer only, and, when set, from the Workspace domain (hd) and the Entra tenant (tid)", () => {
    expect(outsideOf(GOOGLE, { iss: "https://accounts.google.com" })).toBe(false);
    expect(outsideOf(GOOGLE, { iss: "https://evil.example" })).toBe(true);
    expect(outsideOf(GOOGLE, {})).toBe(true);
    const workspace = { ...GOOGLE, hostedDomain: "example.com" };
    expect(outsideOf(workspace, { iss: "https://accounts.google.com", hd: "Example.com" })).toBe(false);
    // A personal Google account has no hd, whatever address it shows.
    expect(outsideOf(workspace, { iss: "https://accounts.google.com" })).toBe(true);
    expect(outsideOf(workspace, { iss: "https://accounts.google.com", hd: "other.example" })).toBe(true);
    const entra = { ...GOOGLE, issuer: "https://login.microsoftonline.com/t-1/v2.0", tenantId: "t-1" };
    expect(outsideOf(entra, { iss: "https://login.microsoftonline.com/t-1/v2.0", tid: "t-1" })).toBe(false);
    expect(outsideOf(entra, { iss: "https://login.microsoftonline.com/t-1/v2.0", tid: "t-2" })).toBe(true);
  });
});

describe("the addresses single sign-on ties to a person", () => {
  it("tie an address to its first issuer and subject, refuse it to another, follow the person to a new address", () => {
    const dataDir = tempDataDir();
    const people = new SsoPeople(dataDir, () => Date.UTC(2026, 10, 27));
    const kim = { iss: "https://accounts.google.com", sub: "111", email: "kim@example.com" };
    expect(people.claim(kim)).toBe(true);
    expect(people.holds(kim)).toBe(true);
    expect(statSync(join(dataDir, "sso-people.json")).mode & 0o777).toBe(0o600);
    // A newcomer given the same address, or someone who wrote it into their own profile.
    expect(people.claim({ ...kim, sub: "222" })).toBe(false);
    expect(people.claim({ ...kim, iss: "https://evil.example" })).toBe(false);
    // A session begun before subjects were kept has none: it ends, and the person signs in again.
    expect(people.holds({ email: kim.email })).toBe(false);
    // Kim's address changes at the provider: the new one is hers, the old one free for the next person.
    expect(people.claim({ ...kim, email: "kim.minsu@example.com" })).toBe(true);
    expect(people.holds(kim)).toBe(false);
    expect(people.claim({ ...kim, sub: "222" })).toBe(true);
  });
});
