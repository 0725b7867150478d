import { afterAll, beforeAll } from "vitest";
import { type Permission, allPermissions } from "#core/access/permissions.ts";
import { pageRequests } from "./page-requests.ts";
import { type TestApp, createTestApp } from "./test-app.ts";
import { createUser, login, systemStaff } from "./users.ts";

let counter = 0;

/** A staff member made for a test: a role of its own with the given permissions, signed in. */
export interface StaffMember {
  id: string;
  email: string;
  password: string;
  name: string;
  roleId: number;
  /** The session token (an API bearer token, and the value of the site's `session` cookie). */
  token: string;
  /** The Cookie header a browser signed in as this member sends. */
  cookie: string;
}

/**
 * A staff member holding exactly `permissions`, through a role made for them (as staff would set it up in the
 * Roles section), signed in through the API. Sign-ins are rate limited per address: a file that makes several
 * raises `signInIp` in createTestApp's limits.
 */
export async function staffMember(t: TestApp, permissions: readonly Permission[], options: { name?: string; role?: string } = {}): Promise<StaffMember> {
  const n = ++counter;
  const name = options.name ?? `Staff ${n}`;
  const roleId = await t.services.access.createRole(systemStaff, options.role ?? `staff role ${n}`, [...permissions]);
  const user = await createUser(t, { verified: true, name });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  const token = await login(t, user.email, user.password);
  return { ...user, name, roleId, token, cookie: `session=${token}` };
}

/**
 * A section's pages as one staff member's browser sees them (the browser's headers, the member's cookie): the
 * setup every admin section test shares. The app is taken lazily (test files make it in beforeAll); the member
 * is made and signed in on the first request, or by `member()`.
 */
export function staffPages(app: () => TestApp, permissions: readonly Permission[], options: { name?: string; role?: string } = {}) {
  let member: Promise<StaffMember> | undefined;
  const signedIn = () => (member ??= staffMember(app(), permissions, options));
  const pages = pageRequests(app);
  return {
    member: signedIn,
    get: async (url: string) => pages.get(url, (await signedIn()).cookie),
    post: async (url: string, form: Record<string, string | string[]>) => pages.post(url, form, (await signedIn()).cookie),
  };
}

/**
 * The admin area's own pages (users, roles, outbox, jobs, packages), for a test file: an app serving the
 * production build, made before the file's tests and closed after them, with a super admin, "Sara Admin",
 * signed in; `get` and `post` as a browser with a given cookie, and `staff` for narrower members (sign-ins are
 * not limited: such files make one per case).
 */
export function adminPages() {
  const made = { t: undefined as unknown as TestApp, superAdmin: undefined as unknown as StaffMember };
  const admin = {
    ...pageRequests(() => made.t),
    get t(): TestApp {
      return made.t;
    },
    get superAdmin(): StaffMember {
      return made.superAdmin;
    },
    staff: (permissions: readonly Permission[], options?: { name?: string; role?: string }) => staffMember(made.t, permissions, options),
  };
  beforeAll(async () => {
    made.t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 } } });
    made.superAdmin = await staffMember(made.t, allPermissions, { name: "Sara Admin" });
  });
  afterAll(() => made.t?.close());
  return admin;
}
