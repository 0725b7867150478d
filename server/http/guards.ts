import type { Permission } from "#core/access/permissions.ts";
import type { RequestSession } from "./session.ts";
import type { CurrentUser } from "#core/access/current-user.ts";

// The one place that decides who may do what. Every admin loader, action and /api/admin route calls
// requirePermission; everything else is denied by default because nothing else grants access.

/** Signed in, or refused with 401 (the API) / a trip to the sign-in page (the site). */
export async function requireUser(session: RequestSession): Promise<CurrentUser> {
  const user = await session.user();
  if (!user) session.deny(401, "auth.signInRequired");
  return user;
}

/** Signed in with a verified e-mail address. */
export async function requireVerifiedUser(session: RequestSession): Promise<CurrentUser> {
  const user = await requireUser(session);
  if (!user.verified) session.deny(403, "auth.verifyRequired");
  return user;
}

/**
 * Signed in, holding the named permission (read fresh from the database for this request), with a verified
 * e-mail address.
 */
export async function requirePermission(session: RequestSession, permission: Permission): Promise<CurrentUser> {
  const user = await requireUser(session);
  if (!user.scope.includes(permission)) session.deny(403, "auth.forbidden");
  return requireVerifiedStaff(session, user);
}

/**
 * Staff rights work only from a verified address. Staff find a person by e-mail to give them a role; without
 * this, whoever registered that address first (before its owner, who never got the link) would hold the role.
 * Checked after the permission, so someone who is no staff member is not sent off to verify for nothing.
 */
export function requireVerifiedStaff(session: RequestSession, user: CurrentUser): CurrentUser {
  if (!user.verified) session.deny(403, "auth.verifyRequired");
  return user;
}

