import { z } from "zod";
import { patternClasses } from "../catalog/patterns.ts";
import { MOBILE_MAX_LENGTH, PLATE_DIGITS_MAX, PLATE_NUMBER_MAX, operators, sorts } from "../catalog/listing-options.ts";
import { type PatternMode, normalisePattern, patternModes } from "../catalog/search-pattern.ts";
import { tiers } from "../catalog/tiers.ts";

// Listing filters of /plates and /numbers (pages and API). Everything lives in the URL query; an empty
// field means "any". Messages are i18n keys.

const empty = (v: unknown) => (v === "" || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(empty, schema.optional());
const aed = z.coerce.number({ error: "catalog.priceInvalid" }).int("catalog.priceInvalid").min(0, "catalog.priceInvalid").max(1_000_000_000, "catalog.priceInvalid");
const flag = z.preprocess((v) => (v === "1" || v === "true" || v === "on" || v === true ? true : undefined), z.literal(true).optional());

const common = {
  price_min: optional(aed),
  price_max: optional(aed),
  mode: optional(z.enum(patternModes, { error: "catalog.modeInvalid" })),
  class: optional(z.enum(patternClasses, { error: "catalog.classInvalid" })),
  tier: optional(z.enum(tiers, { error: "catalog.tierInvalid" })),
  hot: flag,
  sort: z
    .preprocess(empty, z.enum(sorts, { error: "catalog.sortInvalid" }).default("newest"))
    .describe(
      "newest (the default); price_asc: cheapest first, the older item first at equal prices; price_desc: dearest first, the newer item first at equal prices; digits: fewest digits first, then dearest (numbers all have 7)",
    ),
  page: z.preprocess(empty, z.coerce.number().int().min(1, "error.validation").max(10_000, "error.validation").default(1)),
};

/** The schema of a pattern of this mode and length, built once (zod schemas are costly to build, and every search needs one). */
function patternValueSchema(mode: PatternMode, maxLength: number) {
  const key = `${mode}:${maxLength}`;
  let schema = patternSchemas.get(key);
  if (!schema) {
    schema = z
      .string()
      .max(maxLength * 2, "catalog.patternInvalid")
      .transform((v) => normalisePattern(mode, v))
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

function withPattern<T extends { mode?: (typeof patternModes)[number] | undefined; pattern?: string | undefined }>(max: number) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (!value.pattern) return;
    const mode = value.mode ?? "contains";
    const parsed = patternValueSchema(mode, max).safeParse(value.pattern);
    if (!parsed.success) ctx.addIssue({ code: "custom", path: ["pattern"], message: parsed.error.issues[0]?.message ?? "catalog.patternInvalid" });
  };
}

function priceOrder(value: { price_min?: number | undefined; price_max?: number | undefined }, ctx: z.RefinementCtx) {
  if (value.price_min !== undefined && value.price_max !== undefined && value.price_min > value.price_max) {
    ctx.addIssue({ code: "custom", path: ["price_max"], message: "catalog.priceOrder" });
  }
}

/** The fields alone (documentation); `plateFilters` adds the cross-field checks. */
export const plateFilterFields = z.object({
    ...common,
    emirate: optional(z.string().regex(/^[A-Z]{2}$/, "catalog.emirateInvalid")),
    code: optional(z.string().max(10, "catalog.codeInvalid").regex(/^[A-Za-z0-9]+$/, "catalog.codeInvalid")),
    type: optional(z.string().max(30).regex(/^[a-z_]+$/, "catalog.typeInvalid")),
    digits: optional(z.coerce.number({ error: "catalog.digitsInvalid" }).int("catalog.digitsInvalid").min(1, "catalog.digitsInvalid").max(PLATE_DIGITS_MAX, "catalog.digitsInvalid")),
    number: optional(
      z.coerce.number({ error: "catalog.numberInvalid" }).int("catalog.numberInvalid").min(1, "catalog.numberInvalid").max(PLATE_NUMBER_MAX, "catalog.numberInvalid"),
    ),
    pattern: optional(z.string().max(PLATE_DIGITS_MAX * 2, "catalog.numberMax")),
});
/** `?contains=777` (also starts, ends, mask) is shorthand for `?mode=contains&pattern=777`, as the apps send it. */
function patternShorthand(value: unknown): unknown {
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

export const plateFilters = z.preprocess(patternShorthand, plateFilterFields.superRefine(withPattern(PLATE_DIGITS_MAX)).superRefine(priceOrder));

export const numberFilterFields = z.object({
    ...common,
    operator: optional(z.enum(operators, { error: "catalog.operatorInvalid" })),
    package: optional(z.coerce.number().int().min(1, "catalog.packageInvalid")),
    pattern: optional(z.string().max(MOBILE_MAX_LENGTH * 2, "catalog.mobileMax")),
});
export const numberFilters = z.preprocess(patternShorthand, numberFilterFields.superRefine(withPattern(MOBILE_MAX_LENGTH)).superRefine(priceOrder));

export type PlateFilters = z.infer<typeof plateFilters>;
export type NumberFilters = z.infer<typeof numberFilters>;

export const itemIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
