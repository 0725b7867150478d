import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { salesMarketPermissions, seedRoles } from "#core/access/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { runSeedStepOnce } from "#server/db/seed-history.ts";
import type { Services } from "#server/services.ts";
import { users } from "#server/modules/accounts/index.ts";
import { rolePermissions, roles } from "./access.schema.ts";
import { SUPER_ADMIN } from "./access.service.ts";

/**
 * Permissions follow the catalogue in core at every start; the three seed roles are made once; and
 * while nobody is super admin, one is created: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a random password
 * that is printed once.
 */
export async function seedAccess(db: Db, services: Services): Promise<void> {
  const { access, auth, config, log } = services;
  await access.syncPermissions();

  await runSeedStepOnce(db, "access:roles:v1", async (tx) => {
    for (const [systemKey, role] of Object.entries(seedRoles)) {
      const [row] = await tx.insert(roles).values({ name: role.name, systemKey }).returning({ id: roles.id });
      // The super admin's permissions are implicit (always all); the others are granted row by row.
      if (systemKey !== SUPER_ADMIN) {
        await tx.insert(rolePermissions).values(role.permissions.map((permissionKey) => ({ roleId: row!.id, permissionKey })));
      }
    }
  });

  // Permissions added after the seed roles were first made (issue 27, decision 0051): the content editor runs the
  // website pages whole and the pages' metadata. A fresh database already got them above; this is for older ones.
  await runSeedStepOnce(db, "access:roles:v2-pages-metadata", async (tx) => {
    const [editor] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.systemKey, "content_editor"));
    const added = ["create:website_page", "delete:website_page", "read:metadata", "update:metadata"] as const;
    if (editor) await tx.insert(rolePermissions).values(added.map((permissionKey) => ({ roleId: editor.id, permissionKey }))).onConflictDoNothing();
  });

  // The sales role's offers, bundles and auctions (decision 0073), for databases seeded before; a role staff
  // renamed keeps its name, and a permission staff took away since is not this step's to give back (it runs once).
  await runSeedStepOnce(db, "access:roles:v3-sales-market", async (tx) => {
    const [sales] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.systemKey, "sales"));
    if (sales) await tx.insert(rolePermissions).values(salesMarketPermissions.map((permissionKey) => ({ roleId: sales.id, permissionKey }))).onConflictDoNothing();
  });

  if (await access.hasAnyUserWithRole(SUPER_ADMIN)) return;
  const email = (config.adminEmail ?? "admin@specialnumbers.ae").toLowerCase();
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) {
    const created = await auth.api.signUpEmail({ body: { name: "Administrator", email, password, lang: "ar" } });
    user = { id: created.user.id };
  }
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  await access.grantRoleBySystemKey(user.id, SUPER_ADMIN);
  if (!config.adminPassword) {
    log.warn({ email }, `created the first super admin: ${email} / ${password} (shown once; change it after signing in)`);
  } else {
    log.info({ email }, "created the first super admin from ADMIN_EMAIL");
  }
}
