import { z } from "./zod.ts";
import { patternClasses } from "../catalog/patterns.ts";
import { MOBILE_MAX_LENGTH, PLATE_DIGITS_MAX, PLATE_NUMBER_MAX, operators, sorts } from "../catalog/listing-options.ts";
import { type PatternMode, normalisePattern, patternModes } from "../catalog/search-pattern.ts";
import { tiers } from "../catalog/tiers.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { aed as aedField, flag, id, page, singleLine, wholeNumber } from "./fields.ts";

// Listing filters of /plates and /numbers (pages and API). Everything lives in the URL query; an empty
// field means "any". Messages are i18n keys.

const empty = (v: unknown) => (v === "" || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());
const aed = aedField("catalog.priceInvalid");
/** A short code typed by a buyer (emirate, plate code, plate type): one line, digits as ASCII. */
const code = (max: number, pattern: RegExp, message: string) =>
  singleLine({ max, tooLong: message }).transform(toAsciiDigits).pipe(z.string().regex(pattern, message));

const common = {
  price_min: optional(aed),
  price_max: optional(aed),
  mode: optional(z.enum(patternModes, { error: "catalog.modeInvalid" })),
  class: optional(z.enum(patternClasses, { error: "catalog.classInvalid" })),
  tier: optional(z.enum(tiers, { error: "catalog.tierInvalid" })),
  // hot=0 means "not only hot deals", the same as leaving it out.
  hot: flag().transform((v) => (v ? (true as const) : undefined)),
  sort: z
    .preprocess(empty, z.enum(sorts, { error: "catalog.sortInvalid" }).default("newest"))
    .describe(
      "newest (the default); price_asc: cheapest first, the older item first at equal prices; price_desc: dearest first, the newer item first at equal prices; digits: fewest digits first, then dearest (numbers all have 7)",
    ),
  page: page(),
};

type ItemKind = "plate" | "number";

/** The schema of a pattern of this mode and length, built once (zod schemas are costly to build, and every search needs one). */
function patternValueSchema(mode: PatternMode, maxLength: number, kind: ItemKind) {
  const key = `${mode}:${maxLength}:${kind}`;
  let schema = patternSchemas.get(key);
  if (!schema) {
    schema = singleLine({ max: maxLength * 2 + 8, tooLong: "catalog.patternInvalid" })
      .transform((v) => normalisePattern(mode, v, kind))
      .pipe(
        mode === "mask"
          ? z.string().regex(/^[0-9x]+$/, "catalog.patternInvalid").max(maxLength, "catalog.patternInvalid")
          : z.string().regex(/^[0-9]+$/, "catalog.patternInvalid").max(maxLength, "catalog.patternInvalid"),
      );
    patternSchemas.set(key, schema);
  }
  return schema;
}
const patternSchemas = new Map<string, z.ZodType<string, string>>();

/** Checks the pattern for its mode and gives it normalised (ASCII digits, national form): the page keeps showing what was typed. */
export function withPattern<T extends { mode?: PatternMode | undefined; pattern?: string | undefined }>(max: number, kind: ItemKind) {
  return (value: T, ctx: z.RefinementCtx): T => {
    if (!value.pattern) return value;
    const parsed = patternValueSchema(value.mode ?? "contains", max, kind).safeParse(value.pattern);
    if (parsed.success) return { ...value, pattern: parsed.data };
    ctx.addIssue({ code: "custom", path: ["pattern"], message: parsed.error.issues[0]?.message ?? "catalog.patternInvalid" });
    return z.NEVER;
  };
}

export function priceOrder(value: { price_min?: number | undefined; price_max?: number | undefined }, ctx: z.RefinementCtx) {
  if (value.price_min !== undefined && value.price_max !== undefined && value.price_min > value.price_max) {
    ctx.addIssue({ code: "custom", path: ["price_max"], message: "catalog.priceOrder" });
  }
}

/** The fields alone (documentation); `plateFilters` adds the cross-field checks. */
export const plateFilterFields = z.object({
    ...common,
    emirate: optional(code(2, /^[A-Z]{2}$/, "catalog.emirateInvalid")),
    code: optional(code(10, /^[A-Za-z0-9]+$/, "catalog.codeInvalid")),
    type: optional(code(30, /^[a-z_]+$/, "catalog.typeInvalid")),
    digits: optional(wholeNumber({ min: 1, max: PLATE_DIGITS_MAX, message: "catalog.digitsInvalid" })),
    number: optional(wholeNumber({ min: 1, max: PLATE_NUMBER_MAX, message: "catalog.numberInvalid" })),
    pattern: optional(singleLine({ max: PLATE_DIGITS_MAX * 2 + 8, tooLong: "catalog.numberMax" })),
});
/** `?contains=777` (also starts, ends, mask) is shorthand for `?mode=contains&pattern=777`, as the apps send it. */
export function patternShorthand(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const query = { ...(value as Record<string, unknown>) };
  for (const mode of patternModes) {
    if (typeof query[mode] === "string" && query[mode] !== "" && !query.pattern) {
      query.mode = mode;
      query.pattern = query[mode];
    }
    delete query[mode];
  }
  return query;
}

export const plateFilters = z.preprocess(patternShorthand, plateFilterFields.superRefine(priceOrder).transform(withPattern(PLATE_DIGITS_MAX, "plate")));

export const numberFilterFields = z.object({
    ...common,
    operator: optional(z.enum(operators, { error: "catalog.operatorInvalid" })),
    package: optional(wholeNumber({ min: 1, max: 2_147_483_647, message: "catalog.packageInvalid" })),
    pattern: optional(singleLine({ max: MOBILE_MAX_LENGTH * 2 + 8, tooLong: "catalog.mobileMax" })),
});
export const numberFilters = z.preprocess(patternShorthand, numberFilterFields.superRefine(priceOrder).transform(withPattern(MOBILE_MAX_LENGTH, "number")));

export type PlateFilters = z.infer<typeof plateFilters>;
export type NumberFilters = z.infer<typeof numberFilters>;

export const itemIdParams = z.object({ id: id("error.itemNotFound") });
