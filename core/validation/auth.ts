import { z } from "./zod.ts";
import { HONEYPOT, email as emailField, honeypot, phone, secret, singleLine } from "./fields.ts";

// One schema per form, used by the page (client and action) and by the API. Messages are i18n keys,
// translated where the error is shown. Every string goes through a primitive of ./fields.ts.

export const PASSWORD_MIN = 6;
const email = emailField();
const password = secret({ max: 128, required: "validation.passwordRequired" }).pipe(
  z.string().min(PASSWORD_MIN, "validation.passwordMin").max(128, "validation.passwordMax"),
);
const passwordConfirmation = secret({ max: 128, required: "validation.passwordConfirmation" });
const name = singleLine({ max: 100, required: "validation.nameRequired", tooLong: "validation.nameMax" });
const emailedToken = secret({ max: 200 }).pipe(z.string().min(10));

export const registerSchema = z
  .object({ name, email, password, password_confirmation: passwordConfirmation, [HONEYPOT]: honeypot() })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

/** Sign-in input; anything malformed is "Please enter valid credentials." */
const malformed = "auth.malformedCredentials";
export const loginSchema = z.object({
  email: emailField({ required: malformed, invalid: malformed }),
  password: secret({ max: 128, required: malformed }),
});

/** Forgot password: the address, and the honeypot (the form is public and sends e-mail). */
export const forgotPasswordSchema = z.object({ email, [HONEYPOT]: honeypot() });

export const resetPasswordSchema = z
  .object({ token: emailedToken, password, password_confirmation: passwordConfirmation })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

export const phoneSchema = phone();

export const profileSchema = z.object({ name, phone: phoneSchema.optional() });

export const changePasswordSchema = z
  .object({ current_password: secret({ max: 128, required: "validation.passwordRequired" }), password, password_confirmation: passwordConfirmation })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

export const changeEmailSchema = z.object({ email, current_password: secret({ max: 128, required: "validation.passwordRequired" }) });

export const verifyTokenSchema = z.object({ token: emailedToken });
