import { z } from "./zod.ts";
import { BRANCH_SLOTS, branchKey, branchParts } from "../content/branches.ts";
import type { ShopFees } from "../catalog/fees.ts";
import { formatScaled } from "../text/digits.ts";
import { hundredths, money, multiLine, singleLine, wholeNumber } from "./fields.ts";

// The Settings Manager's forms: the site constants of spec section 3 (each with its `_ar` variant, and each of
// those with a value and a url part) and the fee settings. Messages are i18n keys.

export { BRANCH_SLOTS, type BranchPart, branchKey, branchParts } from "../content/branches.ts";

function branchSlots() {
  return Array.from({ length: BRANCH_SLOTS }, (_, i) =>
    branchParts.map((part) => ({ key: branchKey(i + 1, part), long: part === "address" || part === "hours", optional: true as const })),
  ).flat();
}

/**
 * The constants staff edit, in the order the page shows them. `long` ones are paragraphs (a textarea);
 * `link` says what the url part is for: a number to call, an address to write to, a page to open. `optional`
 * ones may be left empty (a branch slot not in use).
 */
export const siteConstants = [
  { key: "contactPhone", long: false },
  { key: "contactEmail", long: false },
  { key: "helpline", long: false },
  { key: "helpline_2", long: false },
  { key: "whatsapp", long: false },
  { key: "head_office", long: true },
  { key: "branches", long: true },
  { key: "working_hours", long: true },
  { key: "about_us_footer", long: true },
  { key: "bankAccount", long: true },
  { key: "sellerName", long: false },
  { key: "sellerTrn", long: false, trn: true },
  { key: "facebookLink", long: false },
  { key: "twitterLink", long: false },
  { key: "instagramLink", long: false },
  { key: "androidApp", long: false },
  { key: "iosApp", long: false },
  /** Where new requests and contact inquiries are announced (decision 0021): the English value; empty, contactEmail's. */
  { key: "staffEmail", long: false, optional: true },
  ...branchSlots(),
] as const;

export type SiteConstantKey = (typeof siteConstants)[number]["key"];
const isOptional = (c: (typeof siteConstants)[number]) => "optional" in c && c.optional;
/** Constants that may be empty: their texts are optional in the form, as their links are. */
export const optionalConstantKeys: readonly string[] = siteConstants.filter(isOptional).map((c) => c.key);
export const siteConstantKeys: readonly SiteConstantKey[] = siteConstants.map((c) => c.key);

/** The four form fields of one constant: its value and url, in English and in Arabic (the `_ar` key). */
export const constantFieldNames = (key: string) => ({ value: key, valueAr: `${key}_ar`, url: `${key}_url`, urlAr: `${key}_ar_url` });

/** Where a link may point: web pages, telephone numbers and e-mail addresses; nothing that runs script. */
const LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|tel:\+?[0-9]{3,15}|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i;

/** An optional link: empty means none. */
function link() {
  return singleLine({ max: 500, tooLong: "settings.linkTooLong" })
    .pipe(z.string().refine((v) => v === "" || LINK.test(v), "settings.linkInvalid"));
}

/** The UAE's tax registration number: 15 digits (spaces typed between groups are dropped). */
const TRN = /^\d{15}$/;

function constantText(long: boolean, optional: boolean, trn = false) {
  const options = { max: long ? 1000 : 200, ...(optional ? {} : { required: "settings.valueRequired" }), tooLong: long ? "settings.valueTooLong1000" : "settings.valueTooLong200" };
  if (trn) return singleLine(options).pipe(z.string().transform((v) => v.replace(/\s+/g, "")).refine((v) => TRN.test(v), "settings.trnInvalid"));
  return long ? multiLine(options) : singleLine(options);
}

/** One form for every constant: `key`, `key_ar`, `key_url`, `key_ar_url` for each. */
export const constantsForm = z.object(
  Object.fromEntries(
    siteConstants.flatMap((c) => {
      const names = constantFieldNames(c.key);
      const optional = isOptional(c);
      const trn = "trn" in c && c.trn;
      return [
        [names.value, constantText(c.long, optional, trn)],
        [names.valueAr, constantText(c.long, optional, trn)],
        [names.url, link()],
        [names.urlAr, link()],
      ];
    }),
  ) as Record<string, z.ZodType<string, string>>,
);

/** The parsed form as rows of the constants table (`key` and `key_ar`, each with value and url). */
export function constantsFromForm(form: Record<string, string>): { key: string; value: string; url: string | null }[] {
  return siteConstants.flatMap(({ key }) => {
    const n = constantFieldNames(key);
    return [
      { key, value: form[n.value] ?? "", url: form[n.url] || null },
      { key: `${key}_ar`, value: form[n.valueAr] ?? "", url: form[n.urlAr] || null },
    ];
  });
}

const holdMinutes = () => wholeNumber({ min: 15, max: 120, message: "settings.holdInvalid" });
const fee = () => money({ maxAed: 1_000_000, message: "settings.feeInvalid" });

/**
 * The fee settings: amounts in dirhams as typed ("1,250.50"), kept as fils; the VAT rate as a percentage with
 * up to two decimals, kept as basis points (5% = 500). Hold times between 15 minutes (a payment session at the
 * gateway must fit) and two hours (longer keeps a one-of-a-kind item from other buyers for too long).
 */
export const feesForm = z.object({
  plate_admin_fee: fee(),
  number_admin_fee: fee(),
  vat_percent: hundredths({ min: 0, max: 10_000, message: "settings.vatInvalid" }),
  plate_transfer_fee: fee(),
  plate_hold_minutes: holdMinutes(),
  number_hold_minutes: holdMinutes(),
  // "Sell with us" terms (decision 0025): the commission as a percentage, how long an approved ad stays listed.
  owner_commission_percent: hundredths({ min: 0, max: 5_000, message: "settings.commissionInvalid" }),
  ad_lifetime_days: wholeNumber({ min: 7, max: 365, message: "settings.adLifetimeInvalid" }),
  // Open checkouts per buyer (decision 0038): one is too few to compare a plate with a number, more than ten
  // lets one account keep a shelf of one-of-a-kind items from everyone else.
  max_open_checkouts: wholeNumber({ min: 1, max: 10, message: "settings.maxOpenCheckoutsInvalid" }),
});

export function feesFromForm(form: z.output<typeof feesForm>): ShopFees {
  return {
    plateAdminFeeFils: BigInt(form.plate_admin_fee),
    numberAdminFeeFils: BigInt(form.number_admin_fee),
    vatBasisPoints: form.vat_percent,
    plateTransferFeeFils: BigInt(form.plate_transfer_fee),
    plateHoldMinutes: form.plate_hold_minutes,
    numberHoldMinutes: form.number_hold_minutes,
    ownerCommissionBasisPoints: form.owner_commission_percent,
    adLifetimeDays: form.ad_lifetime_days,
    maxOpenCheckouts: form.max_open_checkouts,
  };
}

/** The fee settings as the form shows them (and the API gives them): amounts as "1250.50", the rate as "5.00". */
export function feesFormValues(fees: ShopFees) {
  return {
    plate_admin_fee: formatScaled(fees.plateAdminFeeFils, 2),
    number_admin_fee: formatScaled(fees.numberAdminFeeFils, 2),
    vat_percent: formatScaled(fees.vatBasisPoints, 2),
    plate_transfer_fee: formatScaled(fees.plateTransferFeeFils, 2),
    plate_hold_minutes: fees.plateHoldMinutes,
    number_hold_minutes: fees.numberHoldMinutes,
    owner_commission_percent: formatScaled(fees.ownerCommissionBasisPoints, 2),
    ad_lifetime_days: fees.adLifetimeDays,
    max_open_checkouts: fees.maxOpenCheckouts,
  };
}

/** The constants as the form's fields (`key`, `key_ar`, `key_url`, `key_ar_url`); a key never written is empty. */
export function constantsFormValues(stored: Record<string, { value: string; url: string | null }>): Record<string, string> {
  return Object.fromEntries(
    siteConstants.flatMap(({ key }) => {
      const n = constantFieldNames(key);
      return [
        [n.value, stored[key]?.value ?? ""],
        [n.valueAr, stored[`${key}_ar`]?.value ?? ""],
        [n.url, stored[key]?.url ?? ""],
        [n.urlAr, stored[`${key}_ar`]?.url ?? ""],
      ];
    }),
  );
}
