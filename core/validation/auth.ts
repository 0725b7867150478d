import { z } from "zod";

// One schema per form, used by the page (client and action) and by the API. Messages are i18n keys,
// translated where the error is shown.

export const PASSWORD_MIN = 6;
const email = z.string({ error: "validation.emailRequired" }).trim().toLowerCase().min(1, "validation.emailRequired").max(254, "validation.email").pipe(z.email("validation.email"));
const password = z.string({ error: "validation.passwordRequired" }).min(1, "validation.passwordRequired").min(PASSWORD_MIN, "validation.passwordMin").max(128, "validation.passwordMax");
const name = z.string({ error: "validation.nameRequired" }).trim().min(1, "validation.nameRequired").max(100, "validation.nameMax");

export const registerSchema = z
  .object({ name, email, password, password_confirmation: z.string({ error: "validation.passwordConfirmation" }) })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

/** Sign-in input; anything malformed is "Please enter valid credentials." */
export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(128),
});

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ token: z.string().min(10).max(200), password, password_confirmation: z.string({ error: "validation.passwordConfirmation" }) })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

/** UAE or international phone: digits, spaces, +, - and brackets, 7 to 20 characters. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20, "validation.phone")
  .regex(/^\+?[0-9 ()-]{7,20}$/, "validation.phone");

export const profileSchema = z.object({ name, phone: z.union([z.literal(""), phoneSchema]).optional() });

export const changePasswordSchema = z
  .object({ current_password: z.string().min(1, "validation.passwordRequired").max(128), password, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, { path: ["password_confirmation"], message: "validation.passwordConfirmation" });

export const changeEmailSchema = z.object({ email, current_password: z.string().min(1, "validation.passwordRequired").max(128) });

export const verifyTokenSchema = z.object({ token: z.string().min(10).max(200) });
