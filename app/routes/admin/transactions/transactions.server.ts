import { TRANSACTIONS_DEFAULT_SORT, transactionListQuery } from "#core/validation/admin.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { transactionFilters } from "#core/validation/transaction-filters.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";

/** The transactions query of the list (its export reads the same filters: core/validation/transaction-filters.ts). */
export function transactionQuery(url: URL) {
  const { query: q, echo } = listQueryOf(url, transactionListQuery);
  return {
    // The amounts as typed ("1,500"), not as fils.
    raw: echo,
    service: { page: q.page, ...transactionFilters(q), sort: sortOf(q, TRANSACTIONS_DEFAULT_SORT) },
  };
}
