import { TRANSACTIONS_DEFAULT_SORT, transactionListQuery } from "#core/validation/admin.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";

/** The transactions query of the list and its CSV export: the same filters, parsed once. */
export function transactionQuery(url: URL) {
  const { query: q, echo } = listQueryOf(url, transactionListQuery);
  const day = 24 * 60 * 60 * 1000;
  // Dates are UAE days: from the start of `from` to the end of `to`, Dubai time (UTC+4).
  const uaeDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 4 * 60 * 60 * 1000);
  return {
    // The amounts as typed ("1,500"), not as fils.
    raw: echo,
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
