import { type SQL, and, asc, eq, inArray } from "drizzle-orm";
import { USERS_DEFAULT_SORT, type UserListQuery } from "#core/validation/admin.ts";
import { sortOf } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { containsWords } from "#server/lib/contains-words.ts";
import { keysetRows, listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import { users } from "#server/modules/accounts/index.ts";
import { roles, userRoles } from "./access.schema.ts";

export const USERS_PER_PAGE = 20;

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  verified: boolean;
  disabled: boolean;
  createdAt: Date;
  roles: { id: number; name: string; systemKey: string | null }[];
}

/** The columns a user list may be sorted by; the id breaks ties, so pages never repeat or skip a row. */
const sortColumns = { name: users.name, email: users.email, registered: users.createdAt } as const;

/** Staff views of users: search by name or e-mail, filter by state, sort by a column, with their roles. */
export function createUsersAdmin(db: Db) {
  async function withRoles(rows: (typeof users.$inferSelect)[]): Promise<AdminUserRow[]> {
    const ids = rows.map((r) => r.id);
    const grants = ids.length
      ? await db
          .select({ userId: userRoles.userId, id: roles.id, name: roles.name, systemKey: roles.systemKey })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.id))
      : [];
    return rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      verified: u.emailVerified,
      disabled: u.disabled,
      createdAt: u.createdAt,
      roles: grants.filter((g) => g.userId === u.id).map(({ id, name, systemKey }) => ({ id, name, systemKey })),
    }));
  }

  /** The list's filters, for its pages and its export alike. */
  function filterOf(query: Partial<Omit<UserListQuery, "page">>): SQL | undefined {
    const where: SQL[] = [];
    const words = containsWords(query.q, [users.name, users.email]);
    if (words) where.push(words);
    if (query.status) where.push(eq(users.disabled, query.status === "disabled"));
    if (query.verified) where.push(eq(users.emailVerified, query.verified === "yes"));
    return where.length ? and(...where) : undefined;
  }

  return {
    async list(query: Partial<Omit<UserListQuery, "page">> & { page: number }): Promise<Paged<AdminUserRow>> {
      const page = await listRows(db, users, { page: query.page, perPage: USERS_PER_PAGE, where: filterOf(query), sort: sortOf(query, USERS_DEFAULT_SORT), sortColumns });
      return { ...page, items: await withRoles(page.items) };
    },

    /** The next batch of an export of the list's filter (decision 0059), in id order after `after`, with their roles. */
    async exportBatch(query: Partial<Omit<UserListQuery, "page">>, after: string | undefined, limit: number): Promise<AdminUserRow[]> {
      return withRoles(await keysetRows(db, users, filterOf(query), after, limit));
    },

    async get(id: string): Promise<AdminUserRow | undefined> {
      const rows = await db.select().from(users).where(and(eq(users.id, id)));
      return (await withRoles(rows))[0];
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
