import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { browser, shown } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// The error pages React Router renders (a loader's 404, a failed loader's 500) show the request's id: the one
// the answer's X-Request-Id header and the request's log lines carry, so a visitor's screenshot finds the log
// line (issue 29 item 2, decision 0055). Both languages; the id isolated left to right inside the sentence.

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ pages: true, env: { LOG_LEVEL: "info" }, logTo: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t?.close());

/** The reference as the page shows it: label, then the id isolated left to right. */
const reference = (lang: "ar" | "en", id: string) => `${translate(lang, "error.reference")}<!-- --> <bdi dir="ltr"><code data-request-id="${id}">${id}</code></bdi>`;

describe("the request id on React Router's error pages", () => {
  it.each([
    ["/en/blog/no-such-post", "en"],
    ["/blog/no-such-post", "ar"],
    ["/en/buy/plates/999999999", "en"],
  ] as const)("404 at %s shows the id of its X-Request-Id header, in its language", async (url, lang) => {
    const res = await t.app.inject({ url, headers: browser });
    expect(res.statusCode).toBe(404);
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(shown(res.body)).toContain(reference(lang, id));
    // The log line of the same request names it.
    expect(lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('"statusCode":404'))).toBe(true);
  });

  it("a proxy's id (nginx's $request_id) is the one shown", async () => {
    const given = "5f0c3e9a8b7d4c2e1f0a9b8c7d6e5f4a";
    const res = await t.app.inject({ url: "/en/blog/no-such-post", headers: { ...browser, "x-request-id": given } });
    expect(res.headers["x-request-id"]).toBe(given);
    expect(shown(res.body)).toContain(reference("en", given));
  });

  it("a failed loader's 500 shows the id, and the error's log line carries it (both languages)", async () => {
    // A real fault: the posts table is gone while the blog's loader reads it (the root's loader does not).
    await t.database.db.execute(sql`ALTER TABLE posts RENAME TO posts_away`);
    try {
      for (const [url, lang] of [["/en/blog", "en"], ["/blog", "ar"]] as const) {
        const res = await t.app.inject({ url, headers: browser });
        expect(res.statusCode).toBe(500);
        const id = res.headers["x-request-id"] as string;
        const page = shown(res.body);
        expect(page).toContain(translate(lang, "error.generic"));
        expect(page).toContain(reference(lang, id));
        expect(lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes("page request failed"))).toBe(true);
      }
    } finally {
      await t.database.db.execute(sql`ALTER TABLE posts_away RENAME TO posts`);
    }
  });

  it("a page that is fine shows no id (kept pages are shared by every visitor)", async () => {
    const res = await t.app.inject({ url: "/en/about", headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("data-request-id");
  });
});
