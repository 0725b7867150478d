import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Lang, allTexts } from "#core/i18n/index.ts";
import { type ApiOperation as Operation, apiOperations } from "../helpers/route-walk.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";
import { login } from "../helpers/users.ts";

// Issue 11: every route of the OpenAPI document, with a NUL byte, a lone surrogate and a bidi override in
// each of its parameters and body fields in turn (the others valid-looking), answers no 5xx, and every 4xx
// carries a message of the catalogue in the asked language. Signed in as the super admin so the admin
// routes validate their input instead of stopping at 401.

// In a URL: the raw bytes a hostile client sends (a lone surrogate has no valid UTF-8; this is its CESU form).
const hostileInUrl = { nul: "%00", "lone surrogate": "%ED%A0%80", "bidi override": "%E2%80%AEgpj.exe" };
// In JSON: JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON.parse turns back into one.
const hostileInJson = { nul: "a\u0000b", "lone surrogate": "a\ud800b", "bidi override": "\u202egpj.exe" };

/** Valid-looking values; ids name nothing, so a request that gets past validation changes nothing. */
const pathDefaults: Record<string, string> = { slug: "about", url: "no-such-post", id: "999999", kind: "plate" };
const bodyDefaults: Record<string, unknown> = {
  name: "Sara Ali",
  email: "walker@example.com",
  password: "Falcon-Plates-9",
  password_confirmation: "Falcon-Plates-9",
  current_password: "Not-The-Password-1",
  phone: "0501234567",
  token: "x".repeat(40),
  permissions: [],
  role_ids: [999999],
  kind: "plate",
  id: 999999,
};
// Ending the admin's own session would turn every later request into a plain 401.
const skipped = new Set(["POST /api/auth/logout"]);

const catalogue = (lang: Lang) => new Set<string>(allTexts(lang));
const arabic = /[\u0600-\u06ff]/;

let t: TestApp;
let token: string;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  const generous = { points: 100_000, duration: 60 };
  t = await createTestApp({
    seed: false,
    limits: { signInIp: generous, signInAccount: generous, registerIp: generous, registerAccount: generous, resendAccount: generous, resendIp: generous, forgotIp: generous, forgotAccount: generous, resetIp: generous, resetAccount: generous },
  });
  token = await login(t, "admin@shop.test", "Admin-Pass-2026!");
  operations = await apiOperations(t);
});
afterAll(() => t.close());

/** One request with `target` hostile and everything else valid-looking. */
function request(method: string, path: string, op: Operation, lang: Lang, target: { in: "path" | "query" | "body"; name: string }, urlValue: string, jsonValue: string) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (target.in === "path" && target.name === name ? urlValue : encodeURIComponent(pathDefaults[name] ?? "x")));
  const query = (op.parameters ?? []).filter((p) => p.in === "query");
  const search = query
    .filter((p) => p.name === "lang" || (target.in === "query" && target.name === p.name))
    .map((p) => (target.in === "query" && target.name === p.name ? `${p.name}=${urlValue}` : `lang=${lang}`));
  if (target.in === "query" && target.name === "lang") search.push(`lang=${lang}`);
  const properties = op.requestBody?.content["application/json"]?.schema.properties;
  const body = properties
    ? Object.fromEntries(
        Object.entries(properties).map(([name, schema]) => {
          if (target.in === "body" && target.name === name) return [name, schema.type === "array" ? [jsonValue] : jsonValue];
          return [name, bodyDefaults[name] ?? "x"];
        }),
      )
    : undefined;
  return t.app.inject({
    method: method as "GET",
    url: `${url}?${search.join("&")}`,
    headers: { authorization: token, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

describe("hostile strings in every parameter and body field of the API", () => {
  it("covers the whole document", () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const lang of ["ar", "en"] as const) {
    it(`answers no 5xx, and each 4xx with a catalogue message in ${lang}`, async () => {
      const known = catalogue(lang);
      let sent = 0;
      let checked = 0;
      let refused = 0;
      for (const { method, path, op } of operations) {
        if (skipped.has(`${method} ${path}`)) continue;
        const properties = Object.keys(op.requestBody?.content["application/json"]?.schema.properties ?? {});
        const targets = [...(op.parameters ?? []).map((p) => ({ in: p.in, name: p.name })), ...properties.map((name) => ({ in: "body" as const, name }))];
        for (const target of targets) {
          for (const kind of Object.keys(hostileInUrl) as (keyof typeof hostileInUrl)[]) {
            const res = await request(method, path, op, lang, target, hostileInUrl[kind], hostileInJson[kind]);
            sent++;
            const where = `${method} ${path} ${target.in}:${target.name} (${kind}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            // `lang` is a hint: a spoiled one is ignored (the answer picks a language), not refused.
            if (target.name !== "lang") {
              checked++;
              if (res.statusCode === 400) refused++;
            }
            if (res.statusCode >= 400) {
              const message = (res.json() as { message?: unknown }).message;
              expect(typeof message, where).toBe("string");
              // The lang parameter itself is what was spoiled: the answer falls back to a language of its own choosing.
              if (target.name !== "lang") {
                expect(known.has(message as string), where).toBe(true);
                expect(arabic.test(message as string), where).toBe(lang === "ar");
              }
            }
          }
        }
      }
      expect(sent).toBeGreaterThan(200);
      // Nearly all reach validation (not a 401 or a 404 in front of it) and are refused there.
      expect(refused).toBeGreaterThan(checked * 0.9);
      // Some 2,000 requests per language: more than the default allowance on a busy machine.
    }, 90_000);
  }
});
