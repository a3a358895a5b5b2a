/**
 * The accounts API, admins only: its rows of the studio server's route table. The admin's 계정 pane
 * calls it; `npm run studio -- user` does the same from the terminal (cli.ts). A new password or a
 * removal ends that person's sessions at once.
 *
 *   GET    /__studio/api/accounts          the accounts: name, role, created
 *   POST   /__studio/api/accounts          { name, role?, password } → a new account (201)
 *   PATCH  /__studio/api/accounts/:name    { role?, password? }
 *   DELETE /__studio/api/accounts/:name
 */
import { AccountError, type Accounts } from "./accounts.ts";
import { MESSAGES } from "./messages.ts";
import type { Sessions } from "./sessions.ts";
import { API } from "../core/addresses.ts";
import { isRole, type Role } from "../core/roles.ts";
import { HttpError, type Answer, type Route } from "../server/routes.ts";

const ACCOUNTS_API = `${API}/accounts`;
const BODY = { bodyLimit: 16 * 1024, schema: { type: "object", properties: { name: { type: "string" }, role: { type: "string" }, password: { type: "string" } } } };

const roleOf = (value: unknown): Role | undefined => {
  if (value !== undefined && !isRole(value)) throw new HttpError(400, MESSAGES.badRole);
  return value;
};
const passwordOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function accountRoutes(accounts: Accounts, sessions: Sessions): Route[] {
  const list = (): Answer => ({ status: 200, body: { accounts: accounts.list().map(({ name, role, created }) => ({ name, role, created })) } });
  /** An account's change, then the list; a refusal of the accounts (a short password, the last admin) is a 400 in its words. */
  const change = async (task: () => unknown, status = 200): Promise<Answer> => {
    try {
      await task();
    } catch (error) {
      if (error instanceof AccountError) throw new HttpError(400, error.message);
      throw error;
    }
    return { ...list(), status };
  };
  return [
    { method: "GET", path: ACCOUNTS_API, role: "admin", handler: list },
    { method: "POST", path: ACCOUNTS_API, role: "admin", ...BODY, handler: ({ body }) => change(() => accounts.add(String(body.name ?? ""), roleOf(body.role) ?? "editor", passwordOf(body.password) ?? ""), 201) },
    { method: "PATCH", path: `${ACCOUNTS_API}/:name`, role: "admin", ...BODY, handler: ({ body, params }) => change(() => accounts.set(params.name!, { role: roleOf(body.role), password: passwordOf(body.password) })) },
    {
      method: "DELETE",
      path: `${ACCOUNTS_API}/:name`,
      role: "admin",
      handler: ({ params }) =>
        change(() => {
          accounts.remove(params.name!);
          sessions.endAll(params.name!.toLowerCase());
        }),
    },
  ];
}
