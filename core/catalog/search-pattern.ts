import { toAsciiDigits } from "../text/digits.ts";
import { MOBILE_DIGITS, PLATE_DIGITS_MAX } from "./listing-options.ts";

/**
 * Digit-pattern search: contains, starts with, ends with, or a mask where `x` (or `*`, `?`) stands for any one
 * digit and the length must match (`05x7777xxx`). This file is the reference (without zod: listing pages load it in
 * the browser; the schema of a typed pattern is in core/validation/catalog.ts): the database query in
 * server/modules/catalog must return exactly what `matchesPattern` accepts (a property test checks it).
 */
export const patternModes = ["contains", "starts", "ends", "mask"] as const;
export type PatternMode = (typeof patternModes)[number];

export interface PatternQuery {
  mode: PatternMode;
  /** Digits, or for a mask digits and `x`. */
  value: string;
}

const WILDCARD = /[xX*?_]/g;

/**
 * Normalises what a buyer typed: Arabic and Persian digits become 0–9, spaces and dashes go, wildcards become
 * `x`. A mobile number pasted in international form ("+971 50…", "00971 50…") is searched in its national form
 * ("050…"), as numbers are stored.
 */
export function normalisePattern(mode: PatternMode, raw: string, kind: "plate" | "number" = "plate"): string {
  let compact = toAsciiDigits(raw).replace(/[\s\u00a0\u200e\u200f\u061c().-]/g, "");
  if (kind === "number") compact = compact.replace(/^(?:\+|00)9710?/, "0");
  return mode === "mask" ? compact.replace(WILDCARD, "x") : compact;
}


export function matchesPattern(digits: string, query: PatternQuery): boolean {
  switch (query.mode) {
    case "contains":
      return digits.includes(query.value);
    case "starts":
      return digits.startsWith(query.value);
    case "ends":
      return digits.endsWith(query.value);
    case "mask":
      return digits.length === query.value.length && [...query.value].every((c, i) => c === "x" || c === digits[i]);
  }
}

/** The SQL LIKE pattern for a query (digits never need escaping). */
export function likePattern(query: PatternQuery): string {
  switch (query.mode) {
    case "contains":
      return `%${query.value}%`;
    case "starts":
      return `${query.value}%`;
    case "ends":
      return `%${query.value}`;
    case "mask":
      return query.value.replaceAll("x", "_");
  }
}

/**
 * Whether a pattern can match an item of this kind at all, by its length alone (decisions 0063 and 0070): a
 * number has exactly 10 digits (its national form), a plate 1 to 5, and a mask's length is the item's. A short
 * mask on the numbers ("x7x7", a plate's) or anything longer than a kind's digits matches nothing, and no index
 * can say so: the listing's walk read every number to find none. The listings and the Products search ask this
 * first and answer "none" without asking the database.
 */
export function patternCanMatch(kind: "plate" | "number", query: { mode?: PatternMode | undefined; pattern?: string | undefined }): boolean {
  if (!query.pattern) return true;
  const digits = kind === "plate" ? PLATE_DIGITS_MAX : MOBILE_DIGITS;
  return query.mode === "mask" && kind === "number" ? query.pattern.length === digits : query.pattern.length <= digits;
}
