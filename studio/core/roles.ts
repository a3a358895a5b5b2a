/**
 * Studio roles, least to most: an editor edits; a publisher also publishes and restores; an admin
 * also manages accounts and reads the audit trail. Pure (no `node:`), so the studio's page uses it
 * to hide what a role may not do; the server enforces the same order on every endpoint.
 */
export type Role = "editor" | "publisher" | "admin";

export const ROLES: readonly Role[] = ["editor", "publisher", "admin"];

/** Each role in the words of the studio's page and of `npm run studio -- user`. */
export const ROLE_NAMES: Record<Role, string> = { editor: "편집자", publisher: "발행자", admin: "관리자" };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `have` may do what needs `need`. */
export function allows(have: Role, need: Role): boolean {
  return ROLES.indexOf(have) >= ROLES.indexOf(need);
}

/** A signed-in person, as the server knows them on each request and the studio's page hears of them (GET /__studio/api/me). */
export interface User {
  /** The account's name (an e-mail with single sign-on): what publishing's authors.json is keyed by. */
  id: string;
  name: string;
  email?: string;
  role: Role;
}
