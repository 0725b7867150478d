import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { imports } from "#server/db/schema.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { createUser, login, systemStaff } from "../helpers/users.ts";

// Issue 28, bad input: "a 50 MB file", sent by a browser without JavaScript (the page's form refuses it before
// sending only with JavaScript). The body is past the page-form limit (10 MB) and is never read; the upload page
// comes back saying the file's own limit in the page's language, not the generic "request too large" page
// (decision 0067). Through the production build: `npm run build` first.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false });
  const roleId = await t.services.access.createRole(systemStaff, "importers", ["read:import", "create:import"]);
  const user = await createUser(t, { verified: true });
  await t.services.access.setUserRoles(systemStaff, user.id, [roleId]);
  cookie = `session=${await login(t, user.email, user.password)}`;
}, 240_000);
afterAll(() => t?.close());

/** The upload form as a browser without JavaScript sends it: multipart, the file in it. */
async function upload(url: string, bytes: Buffer) {
  const form = new FormData();
  form.set("kind", "du_numbers");
  form.set("file", new File([new Uint8Array(bytes)], "stock.csv", { type: "text/csv" }));
  const request = new Request("http://x/", { method: "POST", body: form });
  return t.app.inject({ method: "POST", url, payload: Buffer.from(await request.arrayBuffer()), headers: { ...browser, cookie, "content-type": request.headers.get("content-type")! } });
}

describe("a 50 MB file uploaded without JavaScript", () => {
  for (const [lang, url] of [["en", "/en/admin/import"], ["ar", "/admin/import"]] as const) {
    it(`goes back to the upload form, which says the file's limit (${lang})`, async () => {
      const big = Buffer.alloc(50 * 1024 * 1024, "0501234567,Gold,100\n");
      const answer = await upload(url, big);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`${url}?tooLarge=1`);
      const page = await t.app.inject({ url: answer.headers.location as string, headers: { ...browser, cookie } });
      expect(page.statusCode).toBe(200);
      const alert = /<p role="alert" id="import-error"[^>]*>([^<]*)<\/p>/.exec(shown(page.body))?.[1];
      expect(alert).toBe(translate(lang, "import.tooLarge", { mb: 8 }));
      expect((await t.database.db.select().from(imports)).length).toBe(0);
    }, 120_000);
  }

  it("any other page form past the limit is still the generic refusal", async () => {
    const answer = await t.app.inject({ method: "POST", url: "/en/contact_us", payload: `question=${"a".repeat(11 * 1024 * 1024)}`, headers: { ...browser, "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.statusCode).toBe(413);
  });
});
