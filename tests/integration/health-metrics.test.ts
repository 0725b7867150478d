import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "#core/i18n/index.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// /healthz, /readyz, /metrics (for the operator's scraper only) and the request id that ties an error a
// customer sees to the server's log line (decision 0045).
const TOKEN = "metrics-token-for-the-tests-0045";
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: "info", METRICS_TOKEN: TOKEN, METRICS_ALLOW: "10.0.0.0/8, 2001:db8::1", TRUST_PROXY: "false" },
    logTo: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

const metrics = (headers: Record<string, string> = {}, remoteAddress?: string) => t.app.inject({ method: "GET", url: "/metrics", headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe("health", () => {
  it("/healthz says the process lives and /readyz that the database is migrated and the files reachable", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "live" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers 503 naming pending migrations while the newest one is not applied", async () => {
    const [newest] = ((await t.database.db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)) as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${newest!.id}`);
    try {
      const res = await t.app.inject("/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", reasons: ["migrations pending"] });
    } finally {
      await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await t.app.inject("/readyz")).statusCode).toBe(200);
  });

  it("/readyz answers 503 naming the file store when S3 cannot be reached", async () => {
    // A port nothing listens on: the store is down.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const s3 = await createTestApp({ seed: false, env: { STORAGE_DRIVER: "s3", S3_BUCKET: "shop", S3_ENDPOINT: `http://127.0.0.1:${closed}`, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" } });
    try {
      const res = await s3.app.inject("/readyz");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable", reasons: ["storage unreachable"] });
    } finally {
      await s3.close();
    }
  });
});

describe("/metrics", () => {
  it("is refused, as an address that does not exist, without the token or an allowed address", async () => {
    for (const res of [await metrics(), await metrics({ authorization: "Bearer wrong-token-of-the-same-size!!" }), await metrics({ authorization: TOKEN }), await metrics({}, "192.168.1.9")]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/http_requests_total|process_cpu/);
    }
  });

  it("answers the scraper with the token or from an allowed address (IPv4 CIDR, IPv6 address)", async () => {
    for (const res of [await metrics({ authorization: `Bearer ${TOKEN}` }), await metrics({}, "10.20.30.40"), await metrics({}, "2001:db8::1")]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    }
  });

  it("counts requests by route pattern (not by address), errors, and reads jobs, holds, outbox and the process", async () => {
    for (let id = 1; id <= 30; id++) await t.app.inject(`/api/plates/${id}?lang=en`);
    const body = (await metrics({ authorization: `Bearer ${TOKEN}` })).body;
    // Thirty addresses, one series: the route's pattern bounds the number of series.
    const plateSeries = body.split("\n").filter((l) => l.startsWith("http_requests_total{") && l.includes("/api/plates/"));
    expect(plateSeries).toEqual([expect.stringMatching(/^http_requests_total\{route="\/api\/plates\/:id",method="GET",status="404"\} 30$/)]);
    expect(body).toMatch(/^http_request_duration_seconds_count\{route="\/api\/plates\/:id",method="GET"\} 30$/m);
    expect(body).toMatch(/^jobs\{state="queued"\} \d+$/m);
    expect(body).toMatch(/^jobs\{state="failed"\} \d+$/m);
    expect(body).toMatch(/^checkout_holds_open \d+$/m);
    expect(body).toMatch(/^mail_outbox\{status="queued"\} \d+$/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m);
    if (t.database.kind === "postgres") expect(body).toMatch(/^db_pool_connections\{kind="total"\} \d+$/m);
  });
});

describe("request id", () => {
  /** The log lines pino wrote for one request. */
  const logged = (id: string) => lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);

  it("is in the answer's header, the API error's body and every log line of the request", async () => {
    const res = await t.app.inject("/api/no-such-route?lang=en");
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json()).toEqual({ message: translate("en", "error.apiNotFound"), requestId: id });
    expect(logged(id).map((l) => l.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("is shown on the small error page, and a well-formed id from the proxy is kept while any other is replaced", async () => {
    const kept = await t.app.inject({ url: "/en/%ff", headers: { "x-request-id": "0123456789abcdef0123456789abcdef" } });
    expect(kept.statusCode).toBe(400);
    expect(kept.headers["x-request-id"]).toBe("0123456789abcdef0123456789abcdef");
    expect(kept.body).toContain(`${translate("en", "error.reference")} <bdi><code>0123456789abcdef0123456789abcdef</code></bdi>`);

    for (const forged of ['x" onmouseover="alert(1)', "short", "a".repeat(65), "line\u2028break-0000"]) {
      const res = await t.app.inject({ url: "/api/no-such-route", headers: { "x-request-id": forged } });
      const id = res.headers["x-request-id"] as string;
      expect(id).not.toBe(forged);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((res.json() as { requestId: string }).requestId).toBe(id);
    }
  });
});
