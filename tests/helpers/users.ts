import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { buyerVerifications, users } from "#server/db/schema.ts";
import type { StaffActor } from "#core/access/current-user.ts";
import { allPermissions } from "#core/access/permissions.ts";
import type { TestApp } from "./test-app.ts";

let counter = 0;

/**
 * A user straight in the database (no e-mail), optionally verified, with a buyer's verification on file
 * (`buyerVerified`: what paying needs), and with seeded roles by system key.
 */
export async function createUser(t: Pick<TestApp, "services" | "database">, options: { verified?: boolean; buyerVerified?: boolean; roles?: string[]; password?: string; name?: string } = {}) {
  const email = `user${++counter}-${Date.now()}@example.com`;
  const password = options.password ?? "Correct-Horse-42";
  const { user } = await t.services.auth.api.signUpEmail({ body: { name: options.name ?? `User ${counter}`, email, password, lang: "en" } });
  if (options.verified) await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  if (options.buyerVerified) await verifyBuyer(t.database.db, user.id);
  for (const role of options.roles ?? []) await t.services.access.grantRoleBySystemKey(user.id, role);
  return { id: user.id, email, password };
}

/** Signs in through the API, the one way tests get a token. */
export async function login(t: Pick<TestApp, "app">, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** A staff member holding every permission, for tests that set up roles through the services (audited as the system). */
export const systemStaff: StaffActor = { scope: allPermissions, userId: null, email: null, ip: null };

/**
 * A buyer's verification on file (names, traffic file number, Emirates ID and licence keys), as the verification
 * step leaves it: payment is refused without one (decision 0038). The keys name no stored file: the tests that
 * open the documents upload real images through the step instead.
 */
export async function verifyBuyer(db: Db, userId: string): Promise<void> {
  await db
    .insert(buyerVerifications)
    .values({ userId, firstName: "Test", lastName: "Buyer", trafficFileNumber: "12345678", emiratesIdKey: `private/test/${userId}-eid.webp`, drivingLicenceKey: `private/test/${userId}-licence.webp` })
    .onConflictDoNothing();
}
