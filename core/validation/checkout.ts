import { z } from "./zod.ts";
import { singleLine, uaeDateTime, wholeNumber } from "./fields.ts";

// The checkout's forms. Messages are i18n keys.

// The buyer verification form has a module of its own (the profile's page uses it without the checkout's other forms).
export { verificationForm } from "./buyer-verification.ts";

/** "Buy now": which item. */
export const startForm = z.object({
  /** "bundle": the id is a bundle's (issue 31 item 4), and the checkout holds its plate and number together. */
  kind: z.enum(["plate", "number", "bundle"], { error: "error.validation" }),
  id: z.string().regex(/^\d{1,9}$/, "error.itemNotFound").transform(Number),
});

/** A promo code as typed: letters, digits and dashes, any case (kept in capitals). */
export const promoCodeText = singleLine({ max: 30, required: "checkout.promoInvalid", tooLong: "checkout.promoInvalid" }).transform((v) => v.toUpperCase());

/** The checkout's promo box. */
export const applyPromoForm = z.object({ code: promoCodeText });

/** Staff's promo code form (create and edit). */
export const promoForm = z.object({
  code: singleLine({ max: 30, required: "promo.codeInvalid", tooLong: "promo.codeInvalid" })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9-]{3,30}$/, "promo.codeInvalid")),
  percent: wholeNumber({ min: 1, max: 90, message: "promo.percentInvalid" }),
  expires_at: uaeDateTime({ message: "promo.expiresInvalid" }),
  max_uses: z.preprocess((v) => (v === "" ? undefined : v), wholeNumber({ min: 1, max: 1_000_000, message: "promo.maxUsesInvalid" }).optional()),
});
