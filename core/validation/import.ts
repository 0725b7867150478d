import { z } from "./zod.ts";
import { emirateList } from "../catalog/emirates.ts";
import { nationalPhone, toAsciiDigits } from "../text/digits.ts";
import { flag, singleLine } from "./fields.ts";
import { mobileNumberField } from "./items-admin.ts";
import { plateIdentityFields, platePrice } from "./plates-admin.ts";

// Import of plates and numbers from a spreadsheet (issue 28 item 1, decision 0058): the columns of each kind,
// their headers in both languages, and each row's schema, built from the very fields the admin forms use, so a
// rule about a plate or a number lives in one place whichever way the item arrives.

export const importKinds = ["plates", "du_numbers", "etisalat_numbers"] as const;
export type ImportKind = (typeof importKinds)[number];
export const isImportKind = (v: string): v is ImportKind => (importKinds as readonly string[]).includes(v);

export interface ImportColumn {
  /** The row schema's field. */
  key: string;
  en: string;
  ar: string;
  required: boolean;
}

const col = (key: string, en: string, ar: string, required = true): ImportColumn => ({ key, en, ar, required });
const offer = [col("price", "Price (AED)", "السعر (درهم)"), col("active", "On sale", "معروض للبيع", false), col("hot", "Hot deal", "عرض مميز", false)];
const numberColumns = [col("number", "Number", "الرقم"), col("package", "Package", "الباقة"), ...offer];
const plateColumns = [col("emirate", "Emirate", "الإمارة"), col("code", "Code", "الرمز"), col("type", "Plate type", "نوع اللوحة"), col("number", "Number", "الرقم"), ...offer];

export function importColumns(kind: ImportKind): ImportColumn[] {
  return kind === "plates" ? plateColumns : numberColumns;
}

/** Columns a rejected-rows sheet adds, which an upload of that sheet (fixed) ignores. */
export const REJECTED_EXTRA_HEADERS = { row: { en: "Row", ar: "الصف" }, errors: { en: "Errors", ar: "الأخطاء" } } as const;

/** A template's header: both languages in one cell, "Number / الرقم"; either language alone is accepted too. */
export const templateHeader = (c: ImportColumn) => `${c.en} / ${c.ar}`;

const headerForm = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Which column each header names (its index), or what is wrong: an unknown header, a column named twice, or a
 * required one missing. Headers in English, Arabic or the template's "English / Arabic" are accepted.
 */
export function matchHeaders(kind: ImportKind, headers: string[]): { columns: Map<string, number> } | { problem: "import.unknownColumn" | "import.missingColumn" | "import.repeatedColumn"; column: string } {
  const known = new Map<string, string>();
  for (const c of importColumns(kind)) for (const name of [c.en, c.ar, templateHeader(c)]) known.set(headerForm(name), c.key);
  const ignored = new Set(Object.values(REJECTED_EXTRA_HEADERS).flatMap((h) => [h.en, h.ar, `${h.en} / ${h.ar}`].map(headerForm)));
  const columns = new Map<string, number>();
  for (const [index, raw] of headers.entries()) {
    const name = headerForm(raw);
    if (name === "" || ignored.has(name)) continue;
    const key = known.get(name);
    if (!key) return { problem: "import.unknownColumn", column: raw.trim() };
    if (columns.has(key)) return { problem: "import.repeatedColumn", column: raw.trim() };
    columns.set(key, index);
  }
  const missing = importColumns(kind).find((c) => c.required && !columns.has(c.key));
  return missing ? { problem: "import.missingColumn", column: templateHeader(missing) } : { columns };
}

const YES = new Set(["نعم", "y"]);
const NO = new Set(["لا", "n"]);
/** On sale / hot deal as staff type them: the form's flag words, and نعم / لا. */
const yesNo = () => z.preprocess((v) => (typeof v === "string" && YES.has(v.trim().toLowerCase()) ? "yes" : typeof v === "string" && NO.has(v.trim().toLowerCase()) ? "no" : v), flag("import.yesNo"));

/**
 * A mobile number as a spreadsheet gives it back: Excel drops the leading zero of a number typed as one
 * (501234567), and staff paste +971 forms; both are the national 05… number before the form's rule checks it.
 */
export function restoreMobile(text: string): string {
  const national = nationalPhone(text);
  return /^5\d{8}$/.test(national) ? `0${national}` : national;
}

/** An emirate as staff write it: its code (DU) or its name in either language (Dubai, دبي). */
export function emirateFromText(text: string): string {
  const t = text.normalize("NFC").trim().toLowerCase();
  const found = emirateList.find((e) => e.code.toLowerCase() === t || e.name.toLowerCase() === t || e.nameAr === t);
  return found?.code ?? text.trim();
}

const offerFields = { price: platePrice, active: yesNo(), hot: yesNo() };

/** A number's row: the new-number form's field, its package named (resolved against the database). */
export const numberImportRow = z.object({
  number: z.preprocess((v) => (typeof v === "string" ? restoreMobile(v) : v), mobileNumberField),
  package: singleLine({ max: 100, required: "numbers.packageRequired" }),
  ...offerFields,
});

/** A plate's row: the new-plate form's identity fields, the emirate and type as named in the sheet. */
export const plateImportRow = z.object({
  emirate: z.preprocess((v) => (typeof v === "string" ? emirateFromText(v) : v), plateIdentityFields.emirate),
  code: plateIdentityFields.code,
  type: singleLine({ max: 60, required: "plates.typeRequired" }).transform((v) => toAsciiDigits(v)),
  number: plateIdentityFields.number,
  ...offerFields,
});

export type NumberImportRow = z.output<typeof numberImportRow>;
export type PlateImportRow = z.output<typeof plateImportRow>;

export const importRowSchema = (kind: ImportKind) => (kind === "plates" ? plateImportRow : numberImportRow);

/** The upload form: the kind (the file itself is read apart, as bytes). */
export const importUploadForm = z.object({ kind: z.enum(importKinds, { error: "import.kindRequired" }) });
