// The dashboard module's public entry (issue 28): the figures a manager opens first, and the searched
// patterns it counts without personal data.
export { type DashboardService, type Figures, type MoneylessFigures, TOP_SEARCHES, createDashboardService } from "./dashboard.service.ts";
export { type SearchLog, type SearchSeen, createSearchLog } from "./search-log.ts";
export { type SaleCategory, revenueStates, saleCategories } from "./sales-figures.ts";
export { PRICE_BANDS_AED, type Stock } from "./stock-figures.ts";
export { type SearchKind, searchKinds } from "./dashboard.schema.ts";
export { dropOldSearchCounts } from "./search-retention.ts";
