import type { Permission } from "../../../core/access/permissions.ts";
import type { RequestSession } from "../../http/session.ts";
import type { CurrentUser } from "../accounts/accounts.service.ts";

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

/** Signed in and holding the named permission (read fresh from the database for this request). */
export async function requirePermission(session: RequestSession, permission: Permission): Promise<CurrentUser> {
  const user = await requireUser(session);
  if (!user.scope.includes(permission)) session.deny(403, "auth.forbidden");
  return user;
}

