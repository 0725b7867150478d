import type { z } from "zod";
import type { Permission } from "#core/access/permissions.ts";
import { stripLang } from "#core/i18n/lang.ts";
import { type BulkIntent, bulkIntents, itemBulkForm } from "#core/validation/items-admin.ts";
import type { FlashName } from "#app/components/admin/admin-ui.tsx";
import type { HistoryRow } from "#app/components/admin/item-admin-parts.tsx";
import { type Intent, type IntentContext, listQueryOf, plainIntent } from "#app/lib/admin-section.server.ts";
import { HttpError } from "#server/http/api-errors.ts";

// The bulk actions the Plates, du Numbers and Etisalat Numbers sections share (issue 27): on the ticked rows,
// or on everything the list's filter matches, after its count was shown and confirmed.

const flashOf: Record<BulkIntent, FlashName> = {
  activate: "itemsActivate",
  deactivate: "itemsDeactivate",
  hot_on: "itemsHotOn",
  hot_off: "itemsHotOff",
  mark_sold: "itemsMarkSold",
  mark_unsold: "itemsMarkUnsold",
};

/** Where a bulk action reaches: ticked ids, or the filter of the page's address. */
export type BulkTarget<F> = { ids: number[] } | { filter: F };

/**
 * One intent per bulk action. `scope=filter` without `confirm` answers the count to confirm (nothing written);
 * with it, the action runs on the filter as it is now, as one statement, and the flash says how many changed.
 */
export function itemBulkIntents<S extends z.ZodType>(options: {
  permission: Permission;
  listSchema: S;
  count: (ctx: IntentContext, target: BulkTarget<z.output<S>>) => Promise<number>;
  run: (ctx: IntentContext, intent: BulkIntent, target: BulkTarget<z.output<S>>) => Promise<number>;
}): Record<BulkIntent, Intent> {
  const intent = (name: BulkIntent) =>
    plainIntent(options.permission, async (ctx) => {
      const form = itemBulkForm.safeParse({ scope: ctx.form.get("scope") ?? undefined, ids: ctx.form.getAll("ids"), confirm: ctx.form.get("confirm") ?? undefined });
      if (!form.success) throw new HttpError(400, "error.validation");
      if (form.data.scope === "selection") {
        if (form.data.ids.length === 0) throw new HttpError(400, "table.noneSelected");
        return { done: flashOf[name], n: await options.run(ctx, name, { ids: form.data.ids }), to: stripLang(ctx.url.pathname).path + ctx.url.search };
      }
      const { query } = listQueryOf(ctx.url, options.listSchema);
      const target = { filter: query };
      if (form.data.confirm === undefined) return { ask: await options.count(ctx, target) };
      return { done: flashOf[name], n: await options.run(ctx, name, target), to: stripLang(ctx.url.pathname).path + ctx.url.search };
    });
  return Object.fromEntries(bulkIntents.map((name) => [name, intent(name)])) as Record<BulkIntent, Intent>;
}

/** An item's history as its page shows it: prices formatted in the page's language, who as their e-mail. */
export function historyRows(rows: { id: number; event: HistoryRow["event"]; price: bigint; previousPrice: bigint | null; actorEmail: string | null; at: Date }[], money: (fils: bigint) => string): HistoryRow[] {
  return rows.map((r) => ({ id: r.id, event: r.event, price: money(r.price), previousPrice: r.previousPrice === null ? null : money(r.previousPrice), who: r.actorEmail, at: r.at.toISOString() }));
}
