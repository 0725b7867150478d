import { and, eq, gt } from "drizzle-orm";
import type { Logger } from "pino";
import { type Lang, localePath } from "#core/i18n/index.ts";
import type { CurrentUser, StaffActor } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { type MailService, actionMail } from "#server/modules/mail/index.ts";
import { sessions, users, verifications } from "./accounts.schema.ts";
import type { Auth } from "./auth.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { consumeEmailToken, createEmailToken } from "./email-tokens.ts";
import type { RateLimits } from "./rate-limits.ts";
import type { Notices } from "#server/db/notices.ts";
import { createSessionCache } from "./session-cache.ts";

export type { CurrentUser };

/** Where a request comes from, for rate limits and the auth log. */
export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
}

interface Deps {
  db: Db;
  auth: Auth;
  mail: MailService;
  /** What accounts need of the access module (given by server/services.ts, so the two never import each other). */
  access: { permissionsOf(userId: string): Promise<Permission[]>; assertOutranks(actorScope: readonly string[], userId: string): Promise<void> };
  limits: RateLimits;
  /** Sign-outs, password and role changes reach the other instances' session checks (decision 0044). */
  notices?: Notices;
  log: Logger;
  publicUrl: string;
  /** Admin writes are recorded in their own transaction (the audit module's `record`). */
  audit: { record(tx: Db, actor: StaffActor, entry: { action: string; entity: string; entityId: string; before?: object; after?: object }): Promise<void> };
}

const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });
const link = (publicUrl: string, lang: Lang, path: string, token: string) =>
  `${publicUrl}${lang === "en" ? "/en" : ""}${path}?token=${encodeURIComponent(token)}`;

/** Error codes better-auth uses for a failed sign-in or password check. */
function authErrorCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: string } } | undefined)?.body;
  return body?.code;
}

/**
 * Registration, e-mail verification, sign-in and out, password reset and profile changes.
 * The pages and the JSON API both call these, so each rule (limits, messages, logging) lives here once.
 */
export function createAccountsService({ db, auth, mail, access, limits, log, publicUrl, audit, notices }: Deps) {
  const sessionChecks = createSessionCache(undefined, notices);

  async function sendVerification(user: { id: string; name: string; email: string; lang: Lang }) {
    const token = await createEmailToken(db, "verify-email", { userId: user.id, email: user.email });
    await mail.send(
      user.email,
      actionMail({ lang: user.lang, name: user.name, subject: "mail.verifySubject", body: "mail.verifyBody", button: "mail.verifyButton", url: link(publicUrl, user.lang, "/verify_email", token) }),
    );
  }

  /**
   * Ends every outstanding reset link of a user. better-auth keeps a reset link as a row whose value is the
   * user's id (our own e-mail tokens hold JSON), and ends only the link that was used.
   */
  async function endResetLinks(userId: string) {
    await db.delete(verifications).where(eq(verifications.value, userId));
  }

  async function findUserByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row;
  }

  return {
    /** Roles or permissions changed (the access service says so): every kept session check is dropped. */
    forgetSessionChecks: () => sessionChecks.forgetAll(),

    /** `website` is the form's honeypot: a robot's sign-up is answered like any other and leaves nothing behind. */
    async register(input: { name: string; email: string; password: string; lang: Lang; website?: string | undefined }, meta: RequestMeta): Promise<void> {
      await limits.consume(["registerIp", meta.ip], ["registerAccount", input.email]);
      if (input.website) {
        log.info({ event: "auth.register_honeypot", ip: meta.ip }, "a robot's sign-up was dropped");
        return;
      }
      if (isCommonPassword(input.password)) throw new HttpError(400, "error.validation", { password: "validation.passwordCommon" });
      if (await findUserByEmail(input.email)) throw new HttpError(409, "auth.emailTaken", { email: "auth.emailTaken" });
      let userId: string;
      try {
        const result = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password, lang: input.lang } });
        userId = result.user.id;
      } catch (error) {
        // Two registrations racing for one address: the unique index decides, the loser gets the same answer.
        if (authErrorCode(error)?.startsWith("USER_ALREADY_EXISTS")) throw new HttpError(409, "auth.emailTaken", { email: "auth.emailTaken" });
        throw error;
      }
      log.info({ event: "auth.register", userId, ip: meta.ip }, "user registered");
      await sendVerification({ id: userId, name: input.name, email: input.email, lang: input.lang });
    },

    /** A new session token at every sign-in (better-auth makes 32 random alphanumerics, about 190 bits). */
    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<{ token: string; userId: string }> {
      await limits.consume(["signInIp", meta.ip], ["signInAccount", input.email]);
      let result: { token: string; user: { id: string } };
      try {
        result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers: new Headers({ "x-forwarded-for": meta.ip, "user-agent": meta.userAgent ?? "" }),
        });
      } catch (error) {
        const code = authErrorCode(error);
        if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_PASSWORD" || code === "USER_NOT_FOUND" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
          log.info({ event: "auth.sign_in_failed", ip: meta.ip }, "sign-in failed");
          throw new HttpError(401, "auth.invalidCredentials");
        }
        throw error;
      }
      const [user] = await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, result.user.id));
      if (!user || user.disabled) {
        await db.delete(sessions).where(eq(sessions.userId, result.user.id));
        log.info({ event: "auth.sign_in_disabled", userId: result.user.id, ip: meta.ip }, "disabled user tried to sign in");
        throw new HttpError(403, "auth.accountDisabled");
      }
      // Only failures count: a successful sign-in clears the account's failures and gives the IP its attempt back.
      await limits.reset("signInAccount", input.email);
      await limits.reward("signInIp", meta.ip);
      log.info({ event: "auth.sign_in", userId: result.user.id, ip: meta.ip }, "signed in");
      return { token: result.token, userId: result.user.id };
    },

    async logout(token: string): Promise<void> {
      const [ended] = await db.delete(sessions).where(eq(sessions.token, token)).returning({ userId: sessions.userId });
      sessionChecks.forgetToken(token);
      if (ended) log.info({ event: "auth.logout", userId: ended.userId }, "signed out");
    },

    /** The signed-in user of a session token, or null (unknown, expired, or disabled); kept a few seconds per token. */
    async currentUser(token: string | undefined): Promise<CurrentUser | null> {
      if (!token || token.length > 200) return null;
      return sessionChecks.get(token, async () => {
        const [row] = await db
          .select({ user: users, expiresAt: sessions.expiresAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)));
        if (!row) return null;
        const u = row.user;
        const user = { id: u.id, name: u.name, email: u.email, phone: u.phone, verified: u.emailVerified === true, lang: u.lang, scope: await access.permissionsOf(u.id) };
        return { user, expiresAt: row.expiresAt };
      });
    },

    async resendVerification(user: CurrentUser, meta: RequestMeta): Promise<void> {
      await limits.consume(["resendIp", meta.ip], ["resendAccount", user.id]);
      if (user.verified) throw new HttpError(409, "auth.alreadyVerified");
      await sendVerification(user);
    },

    /** Verifies an address from an e-mailed link: a sign-up verification, or a confirmed change of e-mail. */
    async verifyEmail(token: string): Promise<"verified" | "changed"> {
      const verify = await consumeEmailToken(db, "verify-email", token);
      if (verify) {
        const updated = await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(and(eq(users.id, verify.userId), eq(users.email, verify.email)))
          .returning({ id: users.id });
        if (!updated.length) throw new HttpError(400, "auth.verifyFailed");
        sessionChecks.forgetUser(verify.userId);
        log.info({ event: "auth.email_verified", userId: verify.userId }, "e-mail verified");
        return "verified";
      }
      const change = await consumeEmailToken(db, "change-email", token);
      if (!change) throw new HttpError(400, "auth.verifyFailed");
      if (await findUserByEmail(change.email)) throw new HttpError(409, "auth.emailTaken");
      await db.update(users).set({ email: change.email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, change.userId));
      sessionChecks.forgetUser(change.userId);
      log.info({ event: "auth.email_changed", userId: change.userId }, "e-mail changed");
      return "changed";
    },

    /**
     * Answers alike for every address (docs/decisions/0009-forgot-password-enumeration.md): each gets one
     * e-mail, a reset link for an account's address and "no account uses this address" for any other, so
     * neither the answer nor the work done tells a guesser which addresses have accounts.
     */
    async forgotPassword(email: string, lang: Lang, meta: RequestMeta, robot = false): Promise<void> {
      await limits.consume(["forgotIp", meta.ip], ["forgotAccount", email]);
      // The form's honeypot was filled: answered like any other, and nothing is mailed.
      if (robot) return;
      const user = await findUserByEmail(email);
      if (!user) {
        await mail.send(email, actionMail({ lang, subject: "mail.noAccountSubject", body: "mail.noAccountBody", button: "mail.noAccountButton", url: `${publicUrl}${localePath(lang, "/register")}` }));
        log.info({ event: "auth.reset_requested_unknown", ip: meta.ip }, "password reset asked for an address without an account");
        return;
      }
      // The e-mail comes in the language they are using now.
      if (user.lang !== lang) {
        await db.update(users).set({ lang }).where(eq(users.id, user.id));
        sessionChecks.forgetUser(user.id);
      }
      await auth.api.requestPasswordReset({ body: { email: user.email } });
      log.info({ event: "auth.reset_requested", userId: user.id, ip: meta.ip }, "password reset requested");
    },

    /** Sets a new password from an e-mailed token; every session of the user ends. */
    async resetPassword(token: string, password: string, meta: RequestMeta): Promise<void> {
      await limits.consume(["resetIp", meta.ip]);
      // Per account: the user the link was sent to. A guessed link names nobody; the per-address limit covers guessing.
      const owner = await (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${token}`);
      if (owner) await limits.consume(["resetAccount", owner.value]);
      if (isCommonPassword(password)) throw new HttpError(400, "error.validation", { password: "validation.passwordCommon" });
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (authErrorCode(error)) throw new HttpError(400, "auth.resetFailed");
        throw error;
      }
      if (owner) {
        // better-auth ended every session of the user.
        sessionChecks.forgetUser(owner.value);
        await endResetLinks(owner.value);
      }
      log.info({ event: "auth.password_reset", userId: owner?.value, ip: meta.ip }, "password reset");
    },

    async updateProfile(userId: string, input: { name: string; phone?: string | undefined }): Promise<void> {
      await db.update(users).set({ name: input.name, phone: input.phone || null, updatedAt: new Date() }).where(eq(users.id, userId));
      sessionChecks.forgetUser(userId);
    },

    /** Changes the password (the current one is required); other sessions end and this one gets a new token. */
    async changePassword(token: string, current: string, next: string): Promise<string> {
      if (isCommonPassword(next)) throw new HttpError(400, "error.validation", { password: "validation.passwordCommon" });
      try {
        const result = await auth.api.changePassword({ body: { currentPassword: current, newPassword: next, revokeOtherSessions: true }, headers: bearer(token) });
        sessionChecks.forgetUser(result.user.id);
        await endResetLinks(result.user.id);
        log.info({ event: "auth.password_changed", userId: result.user.id }, "password changed");
        return result.token!;
      } catch (error) {
        if (authErrorCode(error) === "INVALID_PASSWORD") throw new HttpError(400, "error.validation", { current_password: "auth.wrongPassword" });
        throw error;
      }
    },

    /** Sends a confirmation link to the new address; the change happens when it is opened. */
    async changeEmail(user: CurrentUser, token: string, newEmail: string, password: string): Promise<void> {
      try {
        await auth.api.verifyPassword({ body: { password }, headers: bearer(token) });
      } catch (error) {
        if (authErrorCode(error)) throw new HttpError(400, "error.validation", { current_password: "auth.wrongPassword" });
        throw error;
      }
      if (await findUserByEmail(newEmail)) throw new HttpError(409, "auth.emailTaken", { email: "auth.emailTaken" });
      const mailToken = await createEmailToken(db, "change-email", { userId: user.id, email: newEmail });
      await mail.send(
        newEmail,
        actionMail({ lang: user.lang, name: user.name, subject: "mail.changeEmailSubject", body: "mail.changeEmailBody", button: "mail.changeEmailButton", url: link(publicUrl, user.lang, "/verify_email", mailToken) }),
      );
      log.info({ event: "auth.email_change_requested", userId: user.id }, "e-mail change requested");
    },

    /** Called by better-auth with the reset token it made; we write the e-mail. */
    async sendResetMail(user: { id: string; email: string; name: string }, token: string): Promise<void> {
      const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, user.id));
      const lang = row?.lang ?? "ar";
      await mail.send(
        user.email,
        actionMail({ lang, name: user.name, subject: "mail.resetSubject", body: "mail.resetBody", button: "mail.resetButton", url: link(publicUrl, lang, "/reset_password", token) }),
      );
    },

    /**
     * Disables or re-enables a user; disabling ends every session at once. Nobody disables themselves, and
     * staff only act on users who hold nothing beyond their own permissions.
     */
    async setDisabled(actor: StaffActor, userId: string, disabled: boolean): Promise<void> {
      const actorId = actor.userId;
      if (disabled && userId === actorId) throw new HttpError(400, "admin.cannotDisableSelf");
      const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!target) throw new HttpError(404, "admin.userNotFound");
      await access.assertOutranks(actor.scope, userId);
      await db.transaction(async (tx) => {
        const updated = await tx.update(users).set({ disabled, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
        if (!updated.length) throw new HttpError(404, "admin.userNotFound");
        if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
        await audit.record(tx, actor, { action: disabled ? "disable" : "enable", entity: "user", entityId: userId, before: { disabled: !disabled }, after: { disabled } });
      });
      if (disabled) {
        sessionChecks.forgetUser(userId);
        await endResetLinks(userId);
      }
      log.info({ event: disabled ? "auth.user_disabled" : "auth.user_enabled", userId, actorId }, disabled ? "user disabled" : "user re-enabled");
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
