import { z } from "zod";
import { toAsciiDigits } from "../text/digits.ts";
import { singleLine } from "./fields.ts";

// The checkout's forms. Messages are i18n keys.

/** The verification step: the buyer's names and, for a plate, the traffic file number (the images are read apart). */
export const verificationForm = z.object({
  first_name: singleLine({ max: 60, required: "checkout.firstNameRequired", tooLong: "validation.nameMax" }),
  last_name: singleLine({ max: 60, required: "checkout.lastNameRequired", tooLong: "validation.nameMax" }),
  traffic_file_number: singleLine({ max: 30 })
    .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^(?:\d{5,12})?$/, "checkout.trafficFileInvalid")),
});

/** "Buy now": which item. */
export const startForm = z.object({
  kind: z.enum(["plate", "number"], { error: "error.validation" }),
  id: z.string().regex(/^\d{1,9}$/, "error.itemNotFound").transform(Number),
});
