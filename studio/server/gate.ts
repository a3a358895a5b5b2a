/**
 * Studio server only: who may in. The seam with sign-in (studio/auth/index.ts; docs/studio.md, "Sign-in and roles"): the
 * server asks `handle` first (the sign-in routes and the accounts API), then `gate` with the least
 * role each endpoint needs; `gate` answers 401, 303 to the sign-in page or 403 itself.
 */
export type { Role } from "../core/roles.ts";
export type { Auth as Gatekeeper, User as Person } from "../auth/index.ts";
