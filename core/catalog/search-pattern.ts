import { toAsciiDigits } from "../text/digits.ts";

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
