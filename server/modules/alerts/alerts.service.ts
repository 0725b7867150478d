import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { ItemKind } from "#core/catalog/patterns.ts";
import { type Lang, localePath } from "#core/i18n/index.ts";
import { type AlertKind, alertFilterNames } from "#core/validation/alerts.ts";
import { numberFilters, plateFilters } from "#core/validation/catalog.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { users } from "#server/modules/accounts/index.ts";
import { matchingItem } from "#server/modules/catalog/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { alertMail } from "./alert-mail.ts";
import { savedSearches } from "./alerts.schema.ts";

/** The job alerts give the worker: match this item, just offered, against every saved search of its kind. */
export interface AlertJobs {
  "alerts.match": { kind: ItemKind; id: number };
}
type Enqueue = (tx: Db, name: "alerts.match", payload: AlertJobs["alerts.match"]) => Promise<number>;
type EnqueueMany = (tx: Db, name: "alerts.match", payloads: AlertJobs["alerts.match"][]) => Promise<void>;

/** A user keeps at most this many saved searches (each is matched against every item offered). */
export const MAX_ALERTS_PER_USER = 20;

/** Today in the UAE (UTC+4 all year, no daylight saving), as the database's date. */
const uaeToday = sql`((now() at time zone 'UTC') + interval '4 hours')::date`;

export type SavedSearch = typeof savedSearches.$inferSelect;

/**
 * Saved searches and their e-mails (docs/decisions/0024-saved-search-alerts.md). An item offered (added, back on
 * sale, cheaper) enqueues one job in the catalogue write's transaction; the job matches it with the listing's own
 * conditions and e-mails each matching search's owner, at most once per search per UAE day.
 */
export function createAlertsService(deps: { db: Db; mail: MailService; enqueue: Enqueue; enqueueMany?: EnqueueMany; secret: string; publicUrl: string }) {
  const { db, mail, enqueue, publicUrl } = deps;
  // A key of its own for these links, derived from the site's secret.
  const key = createHmac("sha256", deps.secret).update("saved-search-unsubscribe").digest();
  const signature = (id: number) => createHmac("sha256", key).update(`alert:${id}`).digest("hex");
  const unsubscribeUrl = (id: number, lang: Lang) => `${publicUrl}${localePath(lang, "/alerts/unsubscribe")}?alert=${id}&sig=${signature(id)}`;

  /** The listing's filters as a query (only the fields it has, non-empty), after its schema accepts them. */
  function cleanFilters(kind: AlertKind, query: Record<string, unknown>): Record<string, string> {
    const kept: Record<string, string> = {};
    for (const name of alertFilterNames(kind)) {
      const value = query[name];
      if (typeof value === "string" && value.trim() !== "") kept[name] = value.trim();
    }
    const parsed = (kind === "plate" ? plateFilters : numberFilters).safeParse(kept);
    if (!parsed.success) throw new HttpError(400, "alerts.invalid");
    return kept;
  }

  return {
    /** Saves the listing's current filters for the user; the same filters saved twice stay one alert. */
    async save(userId: string, kind: AlertKind, query: Record<string, unknown>): Promise<number> {
      const filters = cleanFilters(kind, query);
      return db.transaction(async (tx) => {
        // The user's row is locked so two saves at once cannot both pass the limit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const mine = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
        const same = mine.find((s) => s.kind === kind && sameFilters(s.filters, filters));
        if (same) return same.id;
        if (mine.length >= MAX_ALERTS_PER_USER) throw new HttpError(409, "alerts.tooMany");
        const [row] = await tx.insert(savedSearches).values({ userId, kind, filters }).returning({ id: savedSearches.id });
        return row!.id;
      });
    },

    list(userId: string): Promise<SavedSearch[]> {
      return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.id));
    },

    /** Deletes one of the user's own alerts (someone else's, or a gone one, is a 404). */
    async remove(userId: string, id: number): Promise<void> {
      const gone = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId))).returning({ id: savedSearches.id });
      if (gone.length === 0) throw new HttpError(404, "alerts.notFound");
    },

    unsubscribeUrl,

    /** Whether the link is this alert's own and the alert still exists (the page asks before it deletes). */
    async checkLink(id: number, sig: string): Promise<boolean> {
      if (!sameSignature(sig, signature(id))) return false;
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.id, id));
      return Number(row?.n ?? 0) > 0;
    },

    /** Deletes the alert its signed link names, without signing in: true once, false after (or for a forged link). */
    async unsubscribe(id: number, sig: string): Promise<boolean> {
      if (!sameSignature(sig, signature(id))) return false;
      const gone = await db.delete(savedSearches).where(eq(savedSearches.id, id)).returning({ id: savedSearches.id });
      return gone.length === 1;
    },

    /** Called by the catalogue in its write's transaction: the item is on offer now (see OnOffered). */
    async offered(tx: Db, item: { kind: ItemKind; id: number }): Promise<void> {
      await enqueue(tx, "alerts.match", item);
    },

    /** Many items offered at once (an import's batch): their jobs in one statement, else one by one. */
    async offeredMany(tx: Db, items: { kind: ItemKind; id: number }[]): Promise<void> {
      if (deps.enqueueMany) await deps.enqueueMany(tx, "alerts.match", items);
      else for (const item of items) await enqueue(tx, "alerts.match", item);
    },

    /**
     * The job. For each saved search of the item's kind whose listing shows the item, one conditional write
     * takes today's e-mail (last_sent_on before today); only the write that took it queues the e-mail, in the
     * same transaction. A retried job therefore sends nothing twice.
     */
    async match(item: { kind: ItemKind; id: number }): Promise<void> {
      const searches = await db
        .select({ id: savedSearches.id, filters: savedSearches.filters, email: users.email, name: users.name, lang: users.lang })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(and(eq(savedSearches.kind, item.kind), or(isNull(savedSearches.lastSentOn), lt(savedSearches.lastSentOn, uaeToday))));
      for (const search of searches) {
        const parsed = (item.kind === "plate" ? plateFilters : numberFilters).safeParse(search.filters);
        if (!parsed.success) continue; // saved under an older schema that no longer accepts it: it matches nothing
        const found = await matchingItem(db, item.kind, item.id, parsed.data);
        if (!found) continue;
        await db.transaction(async (tx) => {
          const [taken] = await tx
            .update(savedSearches)
            .set({ lastSentOn: uaeToday as unknown as string })
            .where(and(eq(savedSearches.id, search.id), or(isNull(savedSearches.lastSentOn), lt(savedSearches.lastSentOn, uaeToday))))
            .returning({ id: savedSearches.id });
          if (!taken) return;
          const content = alertMail({ publicUrl, lang: search.lang, name: search.name, item: found, unsubscribeUrl: unsubscribeUrl(search.id, search.lang) });
          await mail.send(search.email, content, tx);
        });
      }
    },
  };
}

/** jsonb keeps its own key order (shorter keys first), so filters are compared as sorted entries. */
function sameFilters(a: Record<string, string>, b: Record<string, string>): boolean {
  const sorted = (f: Record<string, string>) => JSON.stringify(Object.entries(f).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type AlertsService = ReturnType<typeof createAlertsService>;
