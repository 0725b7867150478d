import { z } from "./zod.ts";
import { singleLine } from "./fields.ts";
import { toAsciiDigits } from "../text/digits.ts";
import { addDays, daysInRange, parseDay, uaeDay } from "../text/uae-days.ts";

/** The longest range the dashboard draws: a year and a day (a leap year's whole year fits). */
export const DASHBOARD_MAX_DAYS = 366;
/** Without a range: the last 30 UAE days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

const day = z.preprocess(
  (v) => (v === "" ? undefined : v),
  singleLine({ max: 20, tooLong: "dashboard.dayInvalid" })
    .transform(toAsciiDigits)
    .pipe(z.string().refine((v) => parseDay(v) !== undefined, "dashboard.dayInvalid"))
    .optional(),
);

/**
 * The dashboard's chosen range (`?from=2026-11-01&to=2026-11-26`, UAE days, both counted; Arabic-keyboard digits
 * read as digits). Either end may be left out: the range then ends today and starts DASHBOARD_DEFAULT_DAYS - 1
 * days before its end. An end before its start, or more than DASHBOARD_MAX_DAYS days, is refused.
 */
export function dashboardRange(now: Date) {
  return z
    .object({ from: day, to: day })
    .transform((v) => {
      const to = v.to ?? uaeDay(now);
      return { from: v.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS), to };
    })
    .superRefine((v, ctx) => {
      const days = daysInRange(v.from, v.to);
      if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "dashboard.rangeOrder" });
      else if (days > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "dashboard.rangeTooLong" });
    });
}

export type DashboardRange = { from: string; to: string };
