import type { MessageKey } from "#core/i18n/index.ts";
import type { CurrentUser } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import { requirePermission, requireUser, requireVerifiedUser } from "./guards.ts";

export const SESSION_COOKIE = "session";
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The session token of a request: the Authorization header (the apps send it bare, others as
 * "Bearer <token>"), or else the web's httpOnly session cookie.
 */
export function sessionToken(authorization: string | undefined | null, cookie: string | undefined | null): string | undefined {
  const header = authorization?.trim();
  if (header) return header.replace(/^bearer\s+/i, "").trim() || undefined;
  const match = /(?:^|;\s*)session=([^;]+)/.exec(cookie ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** Set-Cookie for the web session: httpOnly, SameSite=Lax, Secure in production. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/**
 * The signed-in user of one request, looked up once. `deny` is how this face refuses: the API answers
 * JSON 401/403, pages redirect to sign-in or show the error page.
 */
export interface RequestSession {
  token: string | undefined;
  user(): Promise<CurrentUser | null>;
  deny(status: 401 | 403, key: MessageKey): never;
  /** The checks of ./guards.ts on this session, for page loaders (which reach the server only through the load context). */
  requireUser(): Promise<CurrentUser>;
  requireVerifiedUser(): Promise<CurrentUser>;
  requirePermission(permission: Permission): Promise<CurrentUser>;
}

export function createRequestSession(
  token: string | undefined,
  lookup: (token: string | undefined) => Promise<CurrentUser | null>,
  deny: RequestSession["deny"],
): RequestSession {
  let cached: Promise<CurrentUser | null> | undefined;
  const session: RequestSession = {
    token,
    user: () => (cached ??= lookup(token)),
    deny,
    requireUser: () => requireUser(session),
    requireVerifiedUser: () => requireVerifiedUser(session),
    requirePermission: (permission) => requirePermission(session, permission),
  };
  return session;
}
