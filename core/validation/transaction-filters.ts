import type { z } from "zod";
import type { transactionListQuery } from "./admin.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
// Dates are UAE days: from the start of `from` to the end of `to`, Dubai time (UTC+4).
const uaeDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 4 * 60 * 60 * 1000);

/** The transactions list's filters as its service reads them (the list and its export alike): UAE days, fils. */
export function transactionFilters(q: z.output<typeof transactionListQuery>) {
  return {
    q: q.q,
    status: q.status,
    category: q.category,
    from: q.from ? uaeDay(q.from) : undefined,
    to: q.to ? new Date(uaeDay(q.to).getTime() + DAY_MS) : undefined,
    minFils: q.min === undefined ? undefined : BigInt(q.min),
    maxFils: q.max === undefined ? undefined : BigInt(q.max),
  };
}
