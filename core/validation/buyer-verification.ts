import { z } from "./zod.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { singleLine } from "./fields.ts";

// The buyer verification form (decisions 0018 and 0070), used by the checkout's Verification step and the
// profile's verification page. Messages are i18n keys.

/** The verification step: the buyer's names and, for a plate, the traffic file number (the images are read apart). */
export const verificationForm = z.object({
  first_name: singleLine({ max: 60, required: "checkout.firstNameRequired", tooLong: "validation.nameMax" }),
  last_name: singleLine({ max: 60, required: "checkout.lastNameRequired", tooLong: "validation.nameMax" }),
  traffic_file_number: singleLine({ max: 30 })
    .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^(?:\d{5,12})?$/, "checkout.trafficFileInvalid")),
});
