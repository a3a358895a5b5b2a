/**
 * Accounts kept by the server: `accounts.json` in the data folder (0600), each with its name, role
 * and scrypt hash, never the password. Read again whenever the file changed, so `npm run studio --
 * user …` in another process takes effect at the next request. Each account's `stamp` changes with
 * its password, and a session made before the change is no longer accepted (sessions.ts).
 */
import { randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { readPrivate, writePrivate } from "../server/files.ts";
import { MESSAGES } from "./messages.ts";
import { hashPassword, MAX_PASSWORD, MIN_PASSWORD, verifyNothing, verifyPassword } from "./password.ts";
import { isRole, type Role } from "../core/roles.ts";

export const ACCOUNTS_FILE = "accounts.json";

export interface Account {
  name: string;
  role: Role;
  /** scrypt hash (password.ts). */
  hash: string;
  /** Changes with the password: sessions made under another stamp are ended. */
  stamp: string;
  /** ISO time of creation. */
  created: string;
}

interface AccountsFile {
  accounts: Account[];
}

/** A refusal with a message for the person who asked (the pane or the terminal). */
export class AccountError extends Error {}

const NAME = /^[a-z0-9][a-z0-9._@-]{0,63}$/;

/** Account names are compared in lower case: `Kim` and `kim` are one account. */
export function normalName(name: string): string {
  return name.trim().toLowerCase();
}

function checkPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD) throw new AccountError(MESSAGES.shortPassword(MIN_PASSWORD));
  if (password.length > MAX_PASSWORD) throw new AccountError(MESSAGES.longPassword(MAX_PASSWORD));
}

export class Accounts {
  private cache: { key: string; accounts: Account[] } | undefined;

  constructor(readonly dataDir: string) {}

  /** Every account, as the file says now. */
  list(): Account[] {
    let key: string;
    try {
      const stat = statSync(join(this.dataDir, ACCOUNTS_FILE));
      key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return [];
    }
    if (this.cache?.key !== key) {
      const file = readPrivate<AccountsFile>(this.dataDir, ACCOUNTS_FILE);
      this.cache = { key, accounts: (file?.accounts ?? []).filter((a) => isRole(a.role)) };
    }
    return this.cache.accounts;
  }

  get(name: string): Account | undefined {
    const wanted = normalName(name);
    return this.list().find((a) => a.name === wanted);
  }

  /** The account whose password this is; a missing account costs the same time as a wrong password. */
  async verify(name: string, password: string): Promise<Account | undefined> {
    const account = this.get(name);
    if (!account) return verifyNothing(password).then(() => undefined);
    return (await verifyPassword(password, account.hash)) ? account : undefined;
  }

  async add(name: string, role: Role, password: string): Promise<Account> {
    const normal = normalName(name);
    if (!NAME.test(normal)) throw new AccountError(MESSAGES.badName);
    if (!isRole(role)) throw new AccountError(MESSAGES.badRole);
    checkPassword(password);
    if (this.get(normal)) throw new AccountError(MESSAGES.nameTaken(normal));
    const account: Account = {
      name: normal,
      role,
      hash: await hashPassword(password),
      stamp: randomBytes(8).toString("hex"),
      created: new Date().toISOString(),
    };
    this.save([...this.list(), account]);
    return account;
  }

  /** Changes the role, the password, or both; a new password ends the account's sessions. */
  async set(name: string, change: { role?: Role; password?: string }): Promise<Account> {
    const account = this.get(name);
    if (!account) throw new AccountError(MESSAGES.noAccount(normalName(name)));
    if (change.role !== undefined && !isRole(change.role)) throw new AccountError(MESSAGES.badRole);
    if (change.password !== undefined) checkPassword(change.password);
    const next: Account = { ...account, role: change.role ?? account.role };
    if (change.password !== undefined) {
      next.hash = await hashPassword(change.password);
      next.stamp = randomBytes(8).toString("hex");
    }
    const accounts = this.list().map((a) => (a.name === account.name ? next : a));
    this.keepAnAdmin(accounts);
    this.save(accounts);
    return next;
  }

  remove(name: string): void {
    const account = this.get(name);
    if (!account) throw new AccountError(MESSAGES.noAccount(normalName(name)));
    const accounts = this.list().filter((a) => a.name !== account.name);
    this.keepAnAdmin(accounts);
    this.save(accounts);
  }

  /** Nobody would be left to manage accounts: refused, whoever asks (make another admin first). */
  private keepAnAdmin(accounts: Account[]): void {
    const hadAdmin = this.list().some((a) => a.role === "admin");
    if (hadAdmin && !accounts.some((a) => a.role === "admin")) throw new AccountError(MESSAGES.lastAdmin);
  }

  private save(accounts: Account[]): void {
    writePrivate(this.dataDir, ACCOUNTS_FILE, `${JSON.stringify({ accounts } satisfies AccountsFile, null, 2)}\n`);
    this.cache = undefined;
  }
}
