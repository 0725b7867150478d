import { afterAll, beforeAll } from "vitest";
import type { Permission } from "#core/access/permissions.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { createUser, login, systemStaff } from "#tests/helpers/users.ts";
import { browser } from "#tests/helpers/page-requests.ts";

// What every file of the authorization matrix shares (decision 0066): the app (one per test file, made when the
// file imports this module), the personas, and the requests a browser or an API client sends. Fixtures are
// made on first use, so a file makes only what its probes open.

/** The app of the test file that imports this module (set before its first test runs). */
export let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ pages: true, limits: { signInIp: { points: 10_000, duration: 60 }, signInAccount: { points: 10_000, duration: 60 } } });
});
afterAll(() => t.close());

/** A number no other fixture of this file has used (names, plate numbers, codes). */
export const counter = { n: 0 };

/** An async value made once, on first use. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export type Persona = { name: string; token: string | undefined };

/** A user (verified unless told otherwise) holding one new role with exactly these permissions, signed in. */
export async function staffWith(permissions: Permission[], verified = true): Promise<{ id: string; email: string; password: string; token: string; roleId: number }> {
  const roleId = await t.services.access.createRole(systemStaff, `matrix ${++counter.n} ${permissions.join(" ")}`, permissions);
  const user = await createUser(t, { verified });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  return { ...user, roleId, token: await login(t, user.email, user.password) };
}

export async function signedIn(options: { verified: boolean }) {
  const user = await createUser(t, options);
  return { ...user, token: await login(t, user.email, user.password) };
}

export const cookie = (token: string | undefined): Record<string, string> => (token ? { cookie: `session=${token}` } : {});

export function getPage(url: string, token?: string) {
  return t.app.inject({ url, headers: { ...browser, ...cookie(token) } });
}

export type FormValues = Record<string, string | string[] | File>;

export async function postForm(url: string, form: FormValues, token?: string) {
  if (Object.values(form).some((v) => v instanceof File)) return postMultipart(url, form, token);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v as string);
  return t.app.inject({
    method: "POST",
    url,
    payload: body.toString(),
    headers: { ...browser, ...cookie(token), "content-type": "application/x-www-form-urlencoded" },
  });
}

/** A form with a file, posted as a browser does (multipart). */
async function postMultipart(url: string, form: FormValues, token?: string) {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) data.append(name, v);
  const encoded = new Response(data);
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await encoded.arrayBuffer()), headers: { ...browser, ...cookie(token), "content-type": encoded.headers.get("content-type")! } });
}

export function callApi(method: string, url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { ...cookie(token), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** Another section permission than `p`, so "staff without" really is staff (they get into the area). */
const otherThan = (p: Permission | "area"): Permission => (p === "read:mail" ? "read:user" : "read:mail");

// Personas, made once per file: the three non-staff ones, and per permission a "with" and a "without" staff member.
export const visitor: Persona = { name: "visitor", token: undefined };
export const unverifiedUser = once(async (): Promise<Persona> => ({ name: "unverified user", token: (await signedIn({ verified: false })).token }));
export const verifiedUser = once(async (): Promise<Persona> => ({ name: "verified user", token: (await signedIn({ verified: true })).token }));

const staffCache = new Map<string, Promise<Persona>>();
function staff(permissions: Permission[], name: string, verified = true): Promise<Persona> {
  const key = `${permissions.join(",")} ${verified}`;
  let found = staffCache.get(key);
  if (!found) {
    found = staffWith(permissions, verified).then((s) => ({ name, token: s.token }));
    staffCache.set(key, found);
  }
  return found;
}
/** Staff with exactly the permission; for the area itself, one section permission. */
export const staffWithP = (p: Permission | "area", also: Permission[] = []) => staff([p === "area" ? "read:mail" : p, ...also], `staff with ${p}`);
/** Holding exactly the permission, but with an e-mail address never verified: refused until it is. */
export const unverifiedStaffWithP = (p: Permission | "area") => staff([p === "area" ? "read:mail" : p], `unverified staff with ${p}`, false);
/** Staff holding only another admin permission (for the area: a permission whose section has no page yet). */
export const staffWithoutP = (p: Permission | "area") => staff([p === "area" ? "delete:banner" : otherThan(p)], `staff without ${p}`);

/** A role nobody holds, for the forms that change or delete one. */
export const throwaway = () => t.services.access.createRole(systemStaff, `throwaway ${++counter.n}`, []);
