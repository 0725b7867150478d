import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type Paged, paginate } from "#server/lib/paginate.ts";
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

/** Staff views of users: search by name or e-mail, newest first, with their roles. */
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

  return {
    async list(query: { q?: string | undefined; page: number }): Promise<Paged<AdminUserRow>> {
      // LIKE wildcards typed by staff are matched literally.
      const q = query.q?.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
      const where = q ? or(ilike(users.name, `%${q}%`), ilike(users.email, `%${q}%`)) : undefined;
      return paginate(
        { page: query.page, perPage: USERS_PER_PAGE },
        async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
        async (limit, offset) => withRoles(await db.select().from(users).where(where).orderBy(desc(users.createdAt), asc(users.id)).limit(limit).offset(offset)),
      );
    },

    async get(id: string): Promise<AdminUserRow | undefined> {
      const rows = await db.select().from(users).where(and(eq(users.id, id)));
      return (await withRoles(rows))[0];
    },
  };
}

export type UsersAdmin = ReturnType<typeof createUsersAdmin>;
