import { z } from "./zod.ts";
import { ID_MAX, nationalPhone, parseScaledDecimal, parseWholeNumber } from "../text/digits.ts";
import { parseUaeDateTime } from "../text/uae-time.ts";

// The building blocks of every schema in core/validation and of every route's own parameters: each string a
// client sends passes through one of these, so a rule about characters, digits or strictness lives here once.
// Messages are i18n keys (core/i18n/messages/errors.ts), translated where shown.

/** C0 and C1 control characters; tab, line feed and carriage return are checked apart (multi-line text). */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder text shown after them
 * ("‮gpj.exe" shows as "exe.jpg"). The plain marks LRM, RLM and ALM stay: Arabic keyboards type them. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/** Refuses what no field may hold: control characters, bidi controls, broken UTF-16 (lone surrogates). */
function refuseHostile(value: string, ctx: z.RefinementCtx, allowLineBreaks: boolean) {
  const bad =
    !value.isWellFormed() || CONTROL.test(value) || BIDI_CONTROL.test(value) || (!allowLineBreaks && (LINE_BREAK.test(value) || value.includes("\t")));
  if (bad) ctx.addIssue({ code: "custom", message: "validation.invalidCharacters" });
}

interface TextOptions {
  max: number;
  /** The message when empty; without it an empty value is allowed. */
  required?: string;
  /** The message when longer than max (default: the generic one). */
  tooLong?: string;
}

/**
 * One line of text (names, titles, search words, slugs): NFC, trimmed, without line breaks, tabs, control or
 * bidi characters, at most `max` characters.
 */
export function singleLine({ max, required, tooLong = "validation.tooLong" }: TextOptions) {
  const base = z
    .string({ error: required ?? "validation.invalidCharacters" })
    .superRefine((v, ctx) => refuseHostile(v, ctx, false))
    .transform((v) => v.normalize("NFC").trim());
  return base.pipe(required ? z.string().min(1, required).max(max, tooLong) : z.string().max(max, tooLong));
}

/** Text that may span lines (questions, notes): line breaks become "\n"; otherwise as singleLine. */
export function multiLine({ max, required, tooLong = "validation.tooLong" }: TextOptions) {
  const base = z
    .string({ error: required ?? "validation.invalidCharacters" })
    .superRefine((v, ctx) => refuseHostile(v.replaceAll("\t", " "), ctx, true))
    .transform((v) => v.normalize("NFC").replace(/\r\n?/g, "\n").trim());
  return base.pipe(required ? z.string().min(1, required).max(max, tooLong) : z.string().max(max, tooLong));
}

/**
 * A secret as typed (passwords, e-mailed tokens): kept byte for byte (no trimming, no NFC, which would change
 * a password), but never with control characters or broken UTF-16.
 */
export function secret({ max, required }: { max: number; required?: string }) {
  const base = z.string({ error: required ?? "validation.invalidCharacters" }).superRefine((v, ctx) => {
    if (!v.isWellFormed() || CONTROL.test(v) || LINE_BREAK.test(v)) ctx.addIssue({ code: "custom", message: "validation.invalidCharacters" });
  });
  return required ? base.pipe(z.string().min(1, required).max(max, "validation.tooLong")) : base.pipe(z.string().max(max, "validation.tooLong"));
}

/** An e-mail address: trimmed, lower case, at most 254 characters. */
export function email({ required = "validation.emailRequired", invalid = "validation.email" } = {}) {
  return singleLine({ max: 254, required, tooLong: invalid }).transform((v) => v.toLowerCase()).pipe(z.email(invalid));
}

/**
 * A whole number from a query, a form or a JSON body: a JSON integer, or a string of digits (ASCII, Arabic or
 * Persian, surrounding spaces allowed). Never `true`, "1e3", "1.5", "0x10" or "" (which z.coerce would read
 * as 1, 1000, 1.5, 16 and 0).
 */
export function wholeNumber({ min, max, message }: { min: number; max: number; message: string }) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (parseWholeNumber(v) ?? v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** A row id: a positive whole number that fits PostgreSQL's integer. */
export const id = (message = "validation.id") => wholeNumber({ min: 1, max: ID_MAX, message });

/** An amount in whole AED (prices in filters and forms). */
export const aed = (message: string) => wholeNumber({ min: 0, max: 1_000_000_000, message });

/**
 * A decimal typed in a form or sent in JSON, read as a whole number of hundredths: an amount of dirhams as
 * fils, a percentage as basis points. `min` and `max` are in hundredths too. A JSON number is taken as
 * typed in the same unit as the text ("12.5" and 12.5 are both 1250).
 */
export function hundredths({ min, max, message }: { min: number; max: number; message: string }) {
  return z.preprocess(
    (v) => (typeof v === "string" ? (parseScaledDecimal(v, 2) ?? v) : typeof v === "number" && Number.isFinite(v) ? (parseScaledDecimal(String(v), 2) ?? v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** An amount of money in AED with at most two decimals, as integer fils (the unit every price is stored in). */
export const money = ({ maxAed, message }: { maxAed: number; message: string }) => hundredths({ min: 0, max: maxAed * 100, message });

/**
 * A date and time typed in UAE time ("2026-11-24T18:30", a datetime-local field), as an instant; the apps may
 * send an ISO instant instead. Read from the text (not by the form library's own Date coercion, which reads
 * "2026-02-30" as 2 March in the server's zone).
 */
export function uaeDateTime({ message, required = message }: { message: string; required?: string }) {
  return singleLine({ max: 40, required }).transform((v, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(v) ? new Date(v) : undefined;
    const instant = iso && !Number.isNaN(iso.getTime()) ? iso : parseUaeDateTime(v);
    if (!instant) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return instant;
  });
}

/**
 * Rich text (a blog body, a page): HTML as the editor sends it, at most `max` characters. Only what no field may
 * hold is refused here; the tags and attributes allowed are decided when the service stores it
 * (sanitizeRichText in the content module), so nothing unsafe is ever kept.
 */
export function richText({ max, required, tooLong = "validation.tooLong" }: TextOptions) {
  return multiLine({ max, tooLong, ...(required ? { required } : {}) });
}

/** The values of a group of checkboxes: none (absent), one (a single value) or several, as a list. */
export function listOf<T extends z.ZodType>(item: T, max = 200) {
  return z.preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(max, "error.validation"));
}

/**
 * The version an edit form was opened at (the record's last change, in whole ms; see record-version.ts): a save
 * over someone else's later change is refused. Optional: an API client may not send it.
 */
export const recordVersion = () => z.preprocess((v) => (v === "" ? undefined : v), wholeNumber({ min: 0, max: Number.MAX_SAFE_INTEGER, message: "error.validation" }).optional());

/** The page of a list: 1 when absent or empty. */
export const page = () => z.preprocess((v) => (v === "" ? undefined : v), wholeNumber({ min: 1, max: 10_000, message: "validation.page" }).default(1));

const TRUE = new Set(["1", "true", "on", "yes"]);
const FALSE = new Set(["0", "false", "off", "no"]);

/**
 * A yes/no flag of a query or form: 1/true/on/yes or 0/false/off/no (any case), true or false in JSON; absent
 * or empty is "not set". Anything else is refused instead of read as false.
 */
export function flag(message = "validation.flag") {
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return undefined;
    if (typeof v === "string" && TRUE.has(v.trim().toLowerCase())) return true;
    if (typeof v === "string" && FALSE.has(v.trim().toLowerCase())) return false;
    return v;
  }, z.boolean({ error: message }).optional());
}

/** UAE national numbers have at most 11 digits (spec section 5); another country's, in international form, at most 15 (E.164). */
const PHONE = /^(?:0\d{6,10}|[1-9]\d{6,10}|\+[1-9]\d{7,14})$/;

/**
 * A phone or mobile number as typed or pasted ("+971 50 123 4567", "٠٥٠١٢٣٤٥٦٧"), stored in one form: a UAE
 * number as its national digits ("0501234567"), another country's as "+" and its digits.
 */
export function phone({ required, invalid = "validation.phone" }: { required?: string; invalid?: string } = {}) {
  return singleLine({ max: 40, required, tooLong: invalid })
    .transform(nationalPhone)
    .pipe(required ? z.string().regex(PHONE, invalid) : z.union([z.literal(""), z.string().regex(PHONE, invalid)]));
}

/**
 * The honeypot: a field people never see or fill (hidden from sight, screen readers and the tab order). A post
 * with anything in it is a robot's: answered as if it succeeded, and nothing is stored or mailed.
 */
export const HONEYPOT = "website";
export const honeypot = () => z.string().max(500).optional();
