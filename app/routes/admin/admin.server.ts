import { visibleSections } from "#core/access/admin-sections.ts";
import type { RequestSession } from "#server/http/session.ts";
import type { CurrentUser } from "#core/access/current-user.ts";
import { requireUser, requireVerifiedStaff } from "#server/http/guards.ts";

// Server-only helpers of the admin pages. Every admin loader and action starts with requirePermission
// (server/modules/access/require-permission.ts); the area itself (layout, landing page) needs at least one
// admin section permission.

/** Signed in (visitors go to sign-in), allowed to see at least one admin section and verified (else a 403 page). */
export async function requireAdminArea(session: RequestSession): Promise<CurrentUser> {
  const user = await requireUser(session);
  if (visibleSections(user.scope).length === 0) session.deny(403, "auth.forbidden");
  return requireVerifiedStaff(session, user);
}

/** Field messages of a zod failure as message keys (the shared schemas use keys as messages). */
export function zodFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}

