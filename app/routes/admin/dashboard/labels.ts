import type { MessageKey } from "#core/i18n/index.ts";

/**
 * What the dashboard calls a category of stock or sales, and where a pattern was searched: the sections' own
 * names (admin.section.*), so the dashboard says "du Numbers" as the navigation does.
 */
export const categoryLabel = {
  plate: "admin.section.plates",
  du: "admin.section.du_numbers",
  etisalat: "admin.section.etisalat_numbers",
  number: "dashboard.allNumbers",
  product: "route.products",
} as const satisfies Record<string, MessageKey>;
