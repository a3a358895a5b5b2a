/**
 * Password hashing: scrypt from node:crypto (memory-hard, so a stolen accounts file is costly to
 * guess offline on GPUs), with the parameters OWASP's password storage guidance lists for scrypt's
 * interactive use: N = 2^15, r = 8, p = 1 (128 · N · r = 32 MiB of memory per hash, about 0.1 s on
 * one core here), a 16-byte random salt and a 64-byte key. `maxmem` is raised to 64 MiB because
 * Node's default (32 MiB) is exactly what N = 2^15, r = 8 needs and scrypt refuses to reach it.
 * Each stored hash carries its own parameters, so they can be raised later without locking anyone out.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16, maxmem: 64 * 1024 * 1024 } as const;

/** Longest password accepted, in characters: enough for any passphrase, short of a denial of service. */
export const MAX_PASSWORD = 1024;
/** Shortest password accepted for a local account. */
export const MIN_PASSWORD = 10;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64: what the accounts file keeps instead of the password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const { N, r, p, maxmem } = SCRYPT;
  const key = await derive(password, salt, SCRYPT.keyLength, { N, r, p, maxmem });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` is the one `stored` was made from; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password.slice(0, MAX_PASSWORD), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification for a name that has no account, so that a wrong name and
 * a wrong password take as long as each other and the answer's timing tells nothing.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
