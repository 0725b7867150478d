import { count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
import { ADMIN_PER_PAGE } from "#server/lib/list-rows.ts";
import { users } from "#server/modules/accounts/index.ts";
import { buyerVerifications } from "./checkout.schema.ts";
import type { BuyerVerification } from "./verifications.service.ts";

/**
 * The Traffic Data Info section (registry id `traffic_data`): staff read the buyers' verifications that the
 * checkout's verification step keeps (verifications.service.ts). It joins the buyer's account, so it pages
 * by hand rather than through `listRows`, which reads one table.
 */
export function createTrafficDataAdmin(db: Db) {
  return {
    /** Every buyer's verification with their account's e-mail, most recently updated first. */
    list(page: number): Promise<Paged<BuyerVerification & { email: string }>> {
      return paginate(
        { page, perPage: ADMIN_PER_PAGE },
        async () => (await db.select({ n: count() }).from(buyerVerifications))[0]?.n ?? 0,
        async (limit, offset) =>
          (await db.select({ v: buyerVerifications, email: users.email }).from(buyerVerifications).innerJoin(users, eq(users.id, buyerVerifications.userId)).orderBy(desc(buyerVerifications.updatedAt)).limit(limit).offset(offset)).map((r) => ({ ...r.v, email: r.email })),
      );
    },
  };
}

export type TrafficDataAdmin = ReturnType<typeof createTrafficDataAdmin>;
