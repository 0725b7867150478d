import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Permission, allPermissions, isPermission, splitPermission } from "#core/access/permissions.ts";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Db } from "#server/db/client.ts";
import { type AuditLog, createAuditedWrite } from "#server/modules/audit/index.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { permissions, rolePermissions, roles, userRoles } from "./access.schema.ts";

export const SUPER_ADMIN = "super_admin";

export interface RoleWithPermissions {
  id: number;
  name: string;
  systemKey: string | null;
  permissions: Permission[];
  userCount: number;
}

/**
 * Roles and permissions as data. A user's permissions are read from the database with their session check;
 * `permissionsChanged` is called after every change of a role or of a user's roles, so the checks kept for a
 * few seconds (decision 0027) are dropped and the change takes effect on the next request. The super admin
 * role always holds every permission.
 */
export function createAccessService(db: Db, audit: AuditLog, permissionsChanged: () => void = () => {}) {
  // Every write of a role or of a user's roles: audited (decision 0048), then the kept session checks dropped.
  const write = createAuditedWrite({ db, audit, forgetAnswers: permissionsChanged });
  async function permissionsOf(userId: string): Promise<Permission[]> {
    const rows = await db
      .select({ key: rolePermissions.permissionKey, systemKey: roles.systemKey })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
      .where(eq(userRoles.userId, userId));
    if (rows.some((r) => r.systemKey === SUPER_ADMIN)) return [...allPermissions];
    return [...new Set(rows.map((r) => r.key).filter((k): k is Permission => k !== null && isPermission(k)))].sort();
  }

  async function listRoles(): Promise<RoleWithPermissions[]> {
    const list = await db.select().from(roles).orderBy(asc(roles.id));
    const grants = await db.select().from(rolePermissions);
    const counts = await db
      .select({ roleId: userRoles.roleId, n: sql<number>`count(*)::int` })
      .from(userRoles)
      .groupBy(userRoles.roleId);
    return list.map((r) => ({
      id: r.id,
      name: r.name,
      systemKey: r.systemKey,
      permissions:
        r.systemKey === SUPER_ADMIN
          ? [...allPermissions]
          : grants.filter((g) => g.roleId === r.id && isPermission(g.permissionKey)).map((g) => g.permissionKey as Permission).sort(),
      userCount: Number(counts.find((c) => c.roleId === r.id)?.n ?? 0),
    }));
  }

  /** Nobody can hand out more than they hold: a role's permissions must be a subset of the actor's. */
  function assertWithin(actorScope: readonly string[], wanted: readonly string[]) {
    if (wanted.some((p) => !actorScope.includes(p))) throw new HttpError(403, "auth.forbidden");
  }

  /** Changing or deleting a role needs every permission it holds (and is given), with a message saying so. */
  function assertMayChangeRole(actorScope: readonly string[], involved: readonly string[]) {
    if (involved.some((p) => !actorScope.includes(p))) throw new HttpError(403, "admin.roleOutranksYou");
  }

  return {
    permissionsOf,
    listRoles,

    /** Makes the permissions table match the catalogue in core (new permissions appear; removed ones go). */
    async syncPermissions(): Promise<void> {
      const rows = allPermissions.map((key) => ({ key, ...splitPermission(key) }));
      await db.insert(permissions).values(rows).onConflictDoNothing();
      const existing = await db.select({ key: permissions.key }).from(permissions);
      const stale = existing.map((r) => r.key).filter((k) => !isPermission(k));
      if (stale.length) await db.delete(permissions).where(inArray(permissions.key, stale));
    },

    async listPermissions(): Promise<{ key: Permission; roles: { id: number; name: string; systemKey: string | null }[] }[]> {
      const all = await listRoles();
      return allPermissions.map((key) => ({
        key,
        roles: all.filter((r) => r.permissions.includes(key)).map((r) => ({ id: r.id, name: r.name, systemKey: r.systemKey })),
      }));
    },

    /** The ids of the users holding a permission (through any role; the super admin's hold them all), for assigning work to staff. */
    async holdersOf(permission: Permission): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .leftJoin(rolePermissions, and(eq(rolePermissions.roleId, roles.id), eq(rolePermissions.permissionKey, permission)))
        .where(sql`${roles.systemKey} = ${SUPER_ADMIN} OR ${rolePermissions.permissionKey} IS NOT NULL`);
      return rows.map((r) => r.userId);
    },

    async rolesOf(userId: string): Promise<{ id: number; name: string; systemKey: string | null }[]> {
      return db
        .select({ id: roles.id, name: roles.name, systemKey: roles.systemKey })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(roles.id));
    },

    async createRole(actor: StaffActor, name: string, granted: Permission[]): Promise<number> {
      assertWithin(actor.scope, granted);
      const existing = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      if (existing.length) throw new HttpError(409, "admin.roleNameTaken", { name: "admin.roleNameTaken" });
      return write(actor, async ({ tx, created }) => {
        const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
        if (granted.length) await tx.insert(rolePermissions).values(granted.map((permissionKey) => ({ roleId: role!.id, permissionKey })));
        await created("role", role!.id, { name, permissions: granted });
        return role!.id;
      });
    },

    /**
     * Any change to a role, its name included, needs every permission the role holds and every one it is
     * given: renaming a stronger role is as much a change to it as editing its rights.
     */
    async updateRole(actor: StaffActor, id: number, input: { name?: string; permissions?: Permission[] }): Promise<void> {
      const role = (await listRoles()).find((r) => r.id === id);
      if (!role) throw new HttpError(404, "admin.roleNotFound");
      if (input.permissions && role.systemKey === SUPER_ADMIN) throw new HttpError(400, "admin.superAdminFixed");
      assertMayChangeRole(actor.scope, [...role.permissions, ...(input.permissions ?? [])]);
      if (input.name !== undefined && input.name !== role.name) {
        const clash = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, input.name));
        if (clash.length) throw new HttpError(409, "admin.roleNameTaken", { name: "admin.roleNameTaken" });
      }
      await write(actor, async ({ tx, changed }) => {
        if (input.name !== undefined && input.name !== role.name) await tx.update(roles).set({ name: input.name }).where(eq(roles.id, id));
        if (input.permissions) {
          await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
          if (input.permissions.length) await tx.insert(rolePermissions).values(input.permissions.map((permissionKey) => ({ roleId: id, permissionKey })));
        }
        const before = { name: role.name, permissions: role.permissions };
        const after = { name: input.name ?? role.name, permissions: input.permissions ?? role.permissions };
        await changed("role", id, before, after);
      });
    },

    /** Deleting a role takes its permissions from its users, so it counts as handing them out. */
    async deleteRole(actor: StaffActor, id: number): Promise<void> {
      const role = (await listRoles()).find((r) => r.id === id);
      if (!role) throw new HttpError(404, "admin.roleNotFound");
      if (role.systemKey === SUPER_ADMIN) throw new HttpError(400, "admin.superAdminFixed");
      assertMayChangeRole(actor.scope, role.permissions);
      await write(actor, async ({ tx, deleted }) => {
        await tx.delete(roles).where(eq(roles.id, id));
        await deleted("role", id, { name: role.name, permissions: role.permissions });
      });
    },

    /** Replaces a user's roles; the actor may only hand out roles within their own permissions. */
    async setUserRoles(actor: StaffActor, userId: string, roleIds: number[]): Promise<void> {
      const all = await listRoles();
      const current = (await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId);
      const changed = [...roleIds.filter((r) => !current.includes(r)), ...current.filter((r) => !roleIds.includes(r))];
      for (const roleId of changed) {
        const role = all.find((r) => r.id === roleId);
        if (!role) throw new HttpError(404, "admin.roleNotFound");
        assertWithin(actor.scope, role.permissions);
      }
      await write(actor, async ({ tx, record }) => {
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
        await record({ action: "update", entity: "user_roles", entityId: userId, before: { roleIds: [...current].sort() }, after: { roleIds: [...roleIds].sort() } });
      });
    },

    /** Staff may only act on users who hold nothing beyond the staff member's own permissions. */
    async assertOutranks(actorScope: readonly string[], userId: string): Promise<void> {
      assertWithin(actorScope, await permissionsOf(userId));
    },

    async grantRoleBySystemKey(userId: string, systemKey: string): Promise<void> {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.systemKey, systemKey));
      if (!role) throw new Error(`role ${systemKey} is missing`);
      await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
      permissionsChanged();
    },

    async hasAnyUserWithRole(systemKey: string): Promise<boolean> {
      const rows = await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.systemKey, systemKey)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
