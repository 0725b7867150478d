import { and, desc, eq, inArray } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { remember } from "#server/lib/remember.ts";
import { favourites, mobileNumbers, plates } from "./catalog.schema.ts";

export type FavouriteKind = "plate" | "number";

type FavouriteIds = { numbers: number[]; plates: number[] };

/**
 * A user's wishlist: ids of plates and numbers. Every query is scoped to that user. The ids mark the hearts on
 * every page a signed-in user opens, so they are kept 5 s per user (decision 0027) and forgotten at the user's
 * every change; read them, never change them.
 */
export function createFavouritesService(db: Db) {
  const kept = new LRUCache<string, Promise<FavouriteIds>>({ max: 10_000, ttl: 5_000 });
  return {
    ids(userId: string): Promise<FavouriteIds> {
      return remember(kept, userId, async () => {
        const rows = await db.select({ kind: favourites.kind, itemId: favourites.itemId }).from(favourites).where(eq(favourites.userId, userId)).orderBy(desc(favourites.createdAt));
        return {
          numbers: rows.filter((r) => r.kind === "number").map((r) => r.itemId),
          plates: rows.filter((r) => r.kind === "plate").map((r) => r.itemId),
        };
      });
    },

    /** Adds an active item (twice is the same as once); a missing or inactive item is "Item is not found." */
    async add(userId: string, kind: FavouriteKind, itemId: number): Promise<void> {
      const table = kind === "plate" ? plates : mobileNumbers;
      const [item] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, itemId), eq(table.active, true)));
      if (!item) throw new HttpError(404, "error.itemNotFound");
      await db.insert(favourites).values({ userId, kind, itemId }).onConflictDoNothing();
      kept.delete(userId);
    },

    async remove(userId: string, kind: FavouriteKind, itemId: number): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.itemId, itemId)));
      kept.delete(userId);
    },

    /** The wishlist's items themselves (active ones), newest favourite first. */
    async items(userId: string) {
      const { numbers, plates: plateIds } = await this.ids(userId);
      const [p, n] = await Promise.all([
        plateIds.length ? db.select().from(plates).where(and(inArray(plates.id, plateIds), eq(plates.active, true))) : [],
        numbers.length ? db.select().from(mobileNumbers).where(and(inArray(mobileNumbers.id, numbers), eq(mobileNumbers.active, true))) : [],
      ]);
      const order = <T extends { id: number }>(rows: T[], ids: number[]) => ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => !!r);
      return { plates: order(p, plateIds), numbers: order(n, numbers) };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
