/**
 * `npm run studio -- user add|set|remove|list NAME [--role editor|publisher|admin] [--password]`:
 * the accounts of the studio server, from its terminal. A password is read from standard input,
 * never from an argument (arguments show in `ps` and in the shell's history): typed without echo
 * at a terminal, or the first line of a pipe.
 */
import type { Readable, Writable } from "node:stream";
import { AccountError, Accounts } from "./accounts.ts";
import { ROLE_NAMES } from "../core/roles.ts";
import { MESSAGES } from "./messages.ts";
import { isRole, type Role } from "../core/roles.ts";

export interface UserCommandContext {
  dataDir: string;
  stdin: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: Writable;
  stderr?: Writable;
}

/** The first line of standard input; at a terminal, typed without echo. */
async function readPassword(context: UserCommandContext): Promise<string> {
  const { stdin, stdout } = context;
  if (stdin.isTTY && stdin.setRawMode) {
    stdout.write(MESSAGES.passwordPrompt);
    stdin.setRawMode(true);
    try {
      let typed = "";
      for await (const chunk of stdin as AsyncIterable<Buffer>) {
        for (const char of chunk.toString("utf8")) {
          if (char === "\r" || char === "\n") return typed;
          if (char === "\u0003") throw new AccountError(""); // Ctrl+C
          typed = char === "\u007f" ? [...typed].slice(0, -1).join("") : typed + char;
        }
      }
      return typed;
    } finally {
      stdin.setRawMode(false);
      stdout.write("\n");
    }
  }
  let text = "";
  for await (const chunk of stdin as AsyncIterable<Buffer | string>) {
    text += chunk.toString();
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

/** Runs one `user …` command; returns the exit code. */
export async function runUserCommand(args: string[], context: UserCommandContext): Promise<number> {
  const stderr = context.stderr ?? context.stdout;
  const [action, name, ...rest] = args;
  let role: Role | undefined;
  let askPassword = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === "--role") role = rest[++i] as Role;
    else if (arg?.startsWith("--role=")) role = arg.slice(7) as Role;
    else if (arg === "--password") askPassword = true;
    else {
      stderr.write(`${MESSAGES.usage}\n`);
      return 2;
    }
  }
  const accounts = new Accounts(context.dataDir);
  const password = async () => {
    const typed = await readPassword(context);
    if (!typed) throw new AccountError(MESSAGES.noPassword);
    return typed;
  };
  try {
    if (role !== undefined && !isRole(role)) throw new AccountError(MESSAGES.badRole);
    if (action === "list" && name === undefined) {
      const all = accounts.list();
      context.stdout.write(
        all.length === 0 ? `${MESSAGES.noAccounts}\n` : all.map((a) => `${a.name}\t${a.role}\t${ROLE_NAMES[a.role]}\t${a.created}\n`).join(""),
      );
      return 0;
    }
    if (!name) throw new AccountError(MESSAGES.usage);
    if (action === "add") {
      if (!role) throw new AccountError(MESSAGES.usage);
      const account = await accounts.add(name, role, await password());
      context.stdout.write(`${MESSAGES.added(account.name, account.role)}\n`);
      return 0;
    }
    if (action === "set") {
      const account = await accounts.set(name, { role, password: role === undefined || askPassword ? await password() : undefined });
      context.stdout.write(`${MESSAGES.changed(account.name)}\n`);
      return 0;
    }
    if (action === "remove") {
      accounts.remove(name);
      context.stdout.write(`${MESSAGES.removed(name.toLowerCase())}\n`);
      return 0;
    }
    throw new AccountError(MESSAGES.usage);
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.message) stderr.write(`${error.message}\n`);
    return error.message === MESSAGES.usage ? 2 : 1;
  }
}
