import type { MessageKey } from "#core/i18n/index.ts";
import type { CurrentUser } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import { requirePermission, requireUser, requireVerifiedUser } from "./guards.ts";

export const SESSION_COOKIE = "session";
export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * What a session token may look like: letters, digits and the marks of base64 and base64url, at most 200
 * characters (better-auth's are 32 letters and digits). Anything else (a broken percent-escape, a control
 * character, bytes that are not UTF-8, 8 KB of anything) names no session: read as none, never thrown on, so
 * a spoiled cookie cannot take the site down for its holder (docs/decisions/0040-malformed-requests.md).
 */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{1,200}$/;

/**
 * The session token of a request: the Authorization header (the apps send it bare, others as
 * "Bearer <token>"), or else the web's httpOnly session cookie.
 */
export function sessionToken(authorization: string | undefined | null, cookie: string | undefined | null): string | undefined {
  const header = authorization?.trim();
  if (header) {
    const token = header.replace(/^bearer\s+/i, "").trim();
    return TOKEN_SHAPE.test(token) ? token : undefined;
  }
  return readSessionCookie(cookie).token;
}

/**
 * The session cookie of a Cookie header: the first `session` cookie that holds a token (a sibling subdomain
 * can add one of its own for the parent domain; garbage there must not hide the real one), and whether some
 * were sent but none holds a token: `spoiled`, to be cleared (./request-session.ts).
 */
export function readSessionCookie(cookie: string | undefined | null): { token: string | undefined; spoiled: boolean } {
  let sent = false;
  for (const pair of (cookie ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    sent = true;
    const token = decodeToken(pair.slice(at + 1).trim());
    if (token) return { token, spoiled: false };
  }
  return { token: undefined, spoiled: sent };
}

/** A cookie value as sessionCookie wrote it (percent-encoded), or undefined for anything else. */
function decodeToken(value: string): string | undefined {
  // Three characters per escaped one at most: longer is no token, and is not worth decoding.
  if (value.length === 0 || value.length > 600) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return TOKEN_SHAPE.test(decoded) ? decoded : undefined;
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
