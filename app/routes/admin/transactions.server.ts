import { data } from "react-router";
import { TRANSACTIONS_DEFAULT_SORT, transactionListQuery } from "#core/validation/admin.ts";
import { sortOf } from "#core/validation/list-query.ts";

/** The transactions query of the list and its CSV export: the same filters, parsed once. */
export function transactionQuery(url: URL) {
  const parsed = transactionListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data({ messageKey: parsed.error.issues[0]?.message === "table.badSort" ? "table.badSort" : "error.validation" }, 400);
  const q = parsed.data;
  const day = 24 * 60 * 60 * 1000;
  // Dates are UAE days: from the start of `from` to the end of `to`, Dubai time (UTC+4).
  const uaeDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 4 * 60 * 60 * 1000);
  return {
    raw: { q: q.q, status: q.status, category: q.category, from: q.from, to: q.to, min: url.searchParams.get("min") || undefined, max: url.searchParams.get("max") || undefined, sort: q.sort, dir: q.dir },
    service: {
      page: q.page,
      q: q.q,
      status: q.status,
      category: q.category,
      from: q.from ? uaeDay(q.from) : undefined,
      to: q.to ? new Date(uaeDay(q.to).getTime() + day) : undefined,
      minFils: q.min === undefined ? undefined : BigInt(q.min),
      maxFils: q.max === undefined ? undefined : BigInt(q.max),
      sort: sortOf(q, TRANSACTIONS_DEFAULT_SORT),
    },
  };
}
