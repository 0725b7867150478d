// The session cookie, set by sign-in and the password change and cleared by sign-out.
export { clearSessionCookie, sessionCookie } from "#server/http/session.ts";
