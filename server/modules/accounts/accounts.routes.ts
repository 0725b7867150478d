import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate } from "#core/i18n/index.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  verifyTokenSchema,
} from "#core/validation/auth.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { apiSession } from "#server/http/request-session.ts";
import type { Services } from "#server/services.ts";
import { requireUser } from "#server/http/guards.ts";
import type { RequestMeta } from "./accounts.service.ts";

const messageSchema = z.object({ message: z.string() });
const meSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      verified: z.boolean(),
      scope: z.array(z.string()).describe("The user's permissions, `action:entity`"),
    }),
  ),
});
const tags = ["accounts"];

const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

/**
 * Accounts for the apps and the site's scripts. The apps send the token from /api/auth/login in the
 * Authorization header, with or without "Bearer ".
 */
export async function registerAccountRoutes(api: FastifyInstance, services: Services) {
  const { accounts } = services;
  const message = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({ message: translate(requestLang(request), key) });

  api.post(
    "/api/auth/register",
    { schema: routeSchema({ tags, summary: "Register; a verification e-mail is sent", body: registerSchema, response: messageSchema, status: 201, errors: [409, 429] }) },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      await accounts.register({ ...input, lang: requestLang(request) }, meta(request));
      return reply.code(201).send(message(request, "auth.registered"));
    },
  );

  api.post(
    "/api/auth/login",
    { schema: routeSchema({ tags, summary: "Sign in; answers a new session token", body: loginSchema, response: z.object({ token: z.string() }), errors: [401, 403, 429] }) },
    async (request) => {
      const parsed = loginSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, "auth.malformedCredentials");
      const { token } = await accounts.login(parsed.data, meta(request));
      return { token };
    },
  );

  api.post("/api/auth/logout", { schema: routeSchema({ tags, summary: "Sign out: ends this session on the server", response: messageSchema }) }, async (request) => {
    const session = apiSession(request, services);
    if (session.token) await accounts.logout(session.token);
    return message(request, "auth.loggedOut");
  });

  api.get("/api/me", { schema: routeSchema({ tags, summary: "The signed-in user", response: meSchema, errors: [401] }) }, async (request) => {
    const user = await requireUser(apiSession(request, services));
    return { data: [{ id: user.id, name: user.name, email: user.email, phone: user.phone, verified: user.verified, scope: user.scope }] };
  });

  api.patch(
    "/api/me",
    { schema: routeSchema({ tags, summary: "Change name and phone", body: profileSchema, response: messageSchema, errors: [401] }) },
    async (request) => {
      const user = await requireUser(apiSession(request, services));
      const input = parseInput(profileSchema, request.body);
      await accounts.updateProfile(user.id, input);
      return message(request, "auth.profileUpdated");
    },
  );

  api.post(
    "/api/me/password",
    { schema: routeSchema({ tags, summary: "Change password; other sessions end and a new token is answered", body: changePasswordSchema, response: messageSchema.extend({ token: z.string() }), errors: [401] }) },
    async (request) => {
      const session = apiSession(request, services);
      await requireUser(session);
      const input = parseInput(changePasswordSchema, request.body);
      const token = await accounts.changePassword(session.token!, input.current_password, input.password);
      return { ...message(request, "auth.passwordChanged"), token };
    },
  );

  api.post(
    "/api/me/email",
    { schema: routeSchema({ tags, summary: "Change e-mail: a confirmation link goes to the new address", body: changeEmailSchema, response: messageSchema, errors: [401, 409] }) },
    async (request) => {
      const session = apiSession(request, services);
      const user = await requireUser(session);
      const input = parseInput(changeEmailSchema, request.body);
      await accounts.changeEmail(user, session.token!, input.email, input.current_password);
      return message(request, "auth.emailChangeSent");
    },
  );

  api.post(
    "/api/auth/verify-email",
    { schema: routeSchema({ tags, summary: "Verify an e-mail address with the token from the e-mailed link (single use)", body: verifyTokenSchema, response: messageSchema }) },
    async (request) => {
      const parsed = verifyTokenSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, "auth.verifyFailed");
      const result = await accounts.verifyEmail(parsed.data.token);
      return message(request, result === "changed" ? "auth.emailChanged" : "auth.emailVerified");
    },
  );

  api.post(
    "/api/auth/resend-verification",
    { schema: routeSchema({ tags, summary: "Send the verification e-mail again", response: messageSchema, errors: [401, 409, 429] }) },
    async (request) => {
      const user = await requireUser(apiSession(request, services));
      await accounts.resendVerification(user, meta(request));
      return message(request, "auth.verificationSent");
    },
  );

  api.post(
    "/api/auth/forgot-password",
    { schema: routeSchema({ tags, summary: "E-mail a password reset link (valid 60 minutes, single use); any other address gets an e-mail saying no account uses it, and the same answer", body: forgotPasswordSchema, response: messageSchema, errors: [429] }) },
    async (request) => {
      const { email, website } = parseInput(forgotPasswordSchema, request.body);
      await accounts.forgotPassword(email, requestLang(request), meta(request), Boolean(website));
      return message(request, "auth.resetLinkSent");
    },
  );

  api.post(
    "/api/auth/reset-password",
    { schema: routeSchema({ tags, summary: "Set a new password with the e-mailed token; every session ends", body: resetPasswordSchema, response: messageSchema, errors: [429] }) },
    async (request) => {
      const parsed = resetPasswordSchema.safeParse(request.body);
      if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === "token")) throw new HttpError(400, "auth.resetFailed");
      const input = parseInput(resetPasswordSchema, request.body);
      await accounts.resetPassword(input.token, input.password, meta(request));
      return message(request, "auth.passwordReset");
    },
  );
}
