import { z } from "./zod.ts";
import { operators } from "../catalog/listing-options.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { id, multiLine, phone, singleLine } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";
import { platePrice, plateIdentityFields } from "./plates-admin.ts";

// "Sell with us" (decision 0025): the owner's form, their Ads List's actions, and staff's review; messages are i18n keys.

const blank = (v: unknown) => (v === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A mobile number as typed ("050 123 4567", Arabic digits): its 10 digits, 05X and 7 more. */
const mobile = singleLine({ max: 20, required: "ads.mobileInvalid" })
  .transform((v) => toAsciiDigits(v).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^05\d{8}$/, "ads.mobileInvalid"));

export const askingPrice = platePrice;

/**
 * The owner's ad: a plate (the admin form's emirate, code, type, number) or a number (operator, mobile), the
 * asking price and a contact. The ownership card's photo is the form's image field (imageFromForm).
 */
export const sellForm = z
  .object({
    kind: z.enum(["plate", "number"], { error: "ads.kindRequired" }),
    emirate: optional(plateIdentityFields.emirate),
    code: optional(plateIdentityFields.code),
    plate_type: optional(plateIdentityFields.plate_type),
    number: optional(plateIdentityFields.number),
    operator: optional(z.enum(operators, { error: "ads.operatorRequired" })),
    mobile: optional(mobile),
    price: askingPrice,
    contact_name: singleLine({ max: 80, required: "ads.contactNameRequired" }),
    contact_phone: phone({ required: "ads.contactPhoneRequired" }),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => v[field] === undefined && ctx.addIssue({ code: "custom", path: [field], message });
    if (v.kind === "plate") {
      need("emirate", "plates.emirateRequired");
      need("code", "plates.codeRequired");
      need("plate_type", "plates.typeRequired");
      need("number", "plates.numberInvalid");
    } else {
      need("operator", "ads.operatorRequired");
      need("mobile", "ads.mobileInvalid");
    }
  });
export type SellForm = z.output<typeof sellForm>;

/** The owner's Ads List: withdraw an ad, or change its asking price. */
export const adOwnerForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("withdraw"), id: id("ads.notFound") }),
  z.object({ intent: z.literal("price"), id: id("ads.notFound"), price: askingPrice }),
]);

/** Staff's review: a rejection's reason, or what they ask the owner for (approving needs nothing more). */
const note = (required: string) => z.object({ note: multiLine({ max: 1000, required, tooLong: "ads.noteTooLong" }) });
export const adRejectForm = note("ads.reasonRequired");
export const adAskForm = note("ads.askRequired");

/** The admin list of ads: by state and kind, newest or oldest first. */
export const adListQuery = listQuery({
  sorts: ["created", "price"],
  filters: { state: oneOf(["pending", "needs_info", "approved", "rejected", "withdrawn", "expired"]), kind: oneOf(["plate", "number"]) },
});
export const ADS_DEFAULT_SORT = { key: "created", dir: "desc" } as const;
export type AdListQuery = z.output<typeof adListQuery>;
