import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins/bearer";
import type { Db } from "#server/db/client.ts";
import { PASSWORD_MIN } from "#core/validation/auth.ts";
import { accounts, sessions, users, verifications } from "./accounts.schema.ts";

export const SESSION_DAYS = 30;
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * better-auth does the credential work: password hashing (scrypt), sign-up, sign-in with a fresh random
 * session token each time, single-use expiring reset tokens that end every session, password changes.
 * Its HTTP handler is not mounted: our API and pages call it through `auth.api`.
 */
export function createAuth(options: {
  db: Db;
  secret: string;
  baseURL: string;
  sendResetPassword: (user: { id: string; email: string; name: string }, token: string) => Promise<void>;
}) {
  return betterAuth({
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: "/internal/auth",
    telemetry: { enabled: false },
    logger: { disabled: true },
    // Our own limiter (rate-limits.ts) answers in the caller's language.
    rateLimit: { enabled: false },
    // Reset links are kept as SHA-256 hashes, as our own e-mail tokens are: a copy of the database gives no
    // usable link.
    verification: { storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      autoSignIn: false,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) => options.sendResetPassword(user, token),
    },
    user: {
      additionalFields: {
        lang: { type: "string", required: false, defaultValue: "ar", input: true },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60, cookieCache: { enabled: false } },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
