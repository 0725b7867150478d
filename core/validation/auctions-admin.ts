import type { IncrementTier } from "../auctions/rules.ts";
import { parseScaledDecimal, toAsciiDigits } from "../text/digits.ts";
import { z } from "./zod.ts";
import { hundredths, id, money, multiLine, singleLine, uaeDateTime, wholeNumber } from "./fields.ts";
import { listQuery } from "./list-query.ts";

// The staff side of auctions (issue 30, decision 0068): the schedule form, the cancel form and the confirmation
// of a bank-transfer deposit. Amounts are typed in AED (two decimals at most) and read as integer fils. Which
// plate or number a lot's text names, and whether it may be auctioned, is the server's to say (it needs the
// catalogue); everything that can be told from the form alone is refused here, next to its field.

const MAX_AED = 1_000_000_000;
const blank = (v: unknown) => (v === "" ? undefined : v);
const amount = (message: string) => money({ maxAed: MAX_AED, message }).pipe(z.number().min(1, message));
const optionalAmount = () => z.preprocess(blank, amount("auctionsAdmin.amountInvalid").optional());

/** As many lot rows as the form shows; blank rows are left out. */
export const LOT_ROWS = 5;

const lotRow = z.object({
  item: z.preprocess(blank, singleLine({ max: 40 }).optional()),
  starting_price: optionalAmount(),
  reserve: optionalAmount(),
});

/**
 * The increment tiers as typed: one line per tier, "from step" in AED ("0 1000", "100000 5000"), in fils.
 * The first must start at 0 and each start above the one before (core/auctions/rules.ts reads them so).
 */
export function parseTiers(text: string): { tiers: IncrementTier[] } | { error: "auctionsAdmin.tiersInvalid" | "auctionsAdmin.tiersNotIncreasing" } {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  const tiers: IncrementTier[] = [];
  for (const line of lines) {
    const parts = toAsciiDigits(line).split(/[\s،;]+/).filter((p) => p !== "");
    const [from, step] = parts.map((p) => parseScaledDecimal(p, 2));
    if (parts.length !== 2 || from === undefined || step === undefined || step <= 0 || from > MAX_AED * 100) return { error: "auctionsAdmin.tiersInvalid" };
    tiers.push({ from: BigInt(from), step: BigInt(step) });
  }
  if (tiers.length === 0) return { error: "auctionsAdmin.tiersInvalid" };
  if (tiers[0]!.from !== 0n || tiers.some((t, i) => i > 0 && t.from <= tiers[i - 1]!.from)) return { error: "auctionsAdmin.tiersNotIncreasing" };
  return { tiers };
}

/** The tiers as the form shows them again. */
export const tiersText = (tiers: readonly IncrementTier[]) => tiers.map((t) => `${Number(t.from) / 100} ${Number(t.step) / 100}`).join("\n");

export const scheduleForm = z
  .object({
    title_en: singleLine({ max: 120, required: "auctionsAdmin.titleRequired" }),
    title_ar: singleLine({ max: 120, required: "auctionsAdmin.titleRequired" }),
    starts_at: uaeDateTime({ message: "auctionsAdmin.startsInvalid" }),
    ends_at: uaeDateTime({ message: "auctionsAdmin.endsInvalid" }),
    lots: z.array(lotRow).max(LOT_ROWS, "error.validation").optional(),
    tiers: multiLine({ max: 1_000, required: "auctionsAdmin.tiersInvalid" }),
    deposit_kind: z.enum(["fixed", "percent"], { error: "error.validation" }),
    deposit_amount: optionalAmount(),
    deposit_percent: z.preprocess(blank, hundredths({ min: 100, max: 10_000, message: "auctionsAdmin.percentInvalid" }).optional()),
    window_minutes: wholeNumber({ min: 1, max: 60, message: "auctionsAdmin.minutesInvalid" }),
    extension_minutes: wholeNumber({ min: 1, max: 60, message: "auctionsAdmin.minutesInvalid" }),
    pay_hours: wholeNumber({ min: 1, max: 720, message: "auctionsAdmin.payHoursInvalid" }),
  })
  .superRefine((v, ctx) => {
    const at = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (v.ends_at <= v.starts_at) at(["ends_at"], "auctionsAdmin.endBeforeStart");
    const tiers = parseTiers(v.tiers);
    if ("error" in tiers) at(["tiers"], tiers.error);
    if (v.deposit_kind === "fixed" && v.deposit_amount === undefined) at(["deposit_amount"], "auctionsAdmin.amountInvalid");
    if (v.deposit_kind === "percent" && v.deposit_percent === undefined) at(["deposit_percent"], "auctionsAdmin.percentInvalid");
    const seen = new Set<string>();
    let filled = 0;
    (v.lots ?? []).forEach((row, i) => {
      if (row.item === undefined && row.starting_price === undefined && row.reserve === undefined) return;
      filled++;
      if (row.item === undefined || row.item === "") at(["lots", i, "item"], "auctionsAdmin.itemNotFound");
      else if (seen.has(itemKey(row.item))) at(["lots", i, "item"], "auctionsAdmin.itemTwice");
      else seen.add(itemKey(row.item));
      if (row.starting_price === undefined) at(["lots", i, "starting_price"], "auctionsAdmin.priceRequired");
      else if (row.reserve !== undefined && row.reserve < row.starting_price) at(["lots", i, "reserve"], "auctionsAdmin.reserveBelowStart");
    });
    if (filled === 0) at(["lots", 0, "item"], "auctionsAdmin.lotsRequired");
  });
export type ScheduleForm = z.output<typeof scheduleForm>;

/** How a lot's text is compared with another's: digits of any keyboard, spacing and case ignored. */
export const itemKey = (text: string) => toAsciiDigits(text).replace(/[\s-]+/g, " ").trim().toUpperCase();

/** A lot's text read as a mobile number's digits, or a plate's emirate, code and number ("DU A 123"). */
export function readItemText(text: string): { kind: "number"; digits: string } | { kind: "plate"; emirate: string; code: string; number: number } | undefined {
  const key = itemKey(text);
  const digits = key.replace(/\s/g, "");
  if (/^0\d{8,9}$/.test(digits)) return { kind: "number", digits };
  if (/^(?:\+?971)\d{8,9}$/.test(digits)) return { kind: "number", digits: `0${digits.replace(/^\+?971/, "")}` };
  const plate = /^([A-Z]{2,3}) ([A-Z0-9]{1,3}) (\d{1,5})$/.exec(key);
  return plate ? { kind: "plate", emirate: plate[1]!, code: plate[2]!, number: Number(plate[3]) } : undefined;
}

/** Cancelling: the reason, which the bidders' e-mail and the record show. */
export const cancelForm = z.object({ reason: multiLine({ max: 500, required: "auctionsAdmin.reasonRequired" }) });

/** Staff confirm a bank transfer arrived, with the bank's reference. */
export const confirmDepositForm = z.object({
  deposit_id: id(),
  bank_reference: singleLine({ max: 40, required: "auctionsAdmin.bankReferenceInvalid" }).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, "auctionsAdmin.bankReferenceInvalid")),
});

/** The auctions list: newest start first by default. */
export const auctionListQuery = listQuery({ sorts: ["starts", "ends"], filters: {} });
