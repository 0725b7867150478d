import { timingSafeEqual } from "node:crypto";
import net from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { openOrderStates } from "#core/checkout/order-states.ts";
import type { Db } from "#server/db/client.ts";
import { answerRefusal } from "./framework-errors.ts";
import { statusMessage } from "./status-messages.ts";

// GET /metrics in Prometheus's text format (prom-client), for the operator's scraper only (decision 0045).

export interface MetricsAccess {
  /** A bearer token the scraper sends (`Authorization: Bearer …`). */
  token: string | undefined;
  /** Client addresses or CIDRs allowed without the token (the client's address as TRUST_PROXY sees it). */
  allow: string[];
}

/** Rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** net.BlockList of the allowed addresses and CIDRs (IPv4 and IPv6); an IPv4 client seen as ::ffff:a.b.c.d matches too. */
function allowList(entries: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    const type = net.isIPv6(address!) ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

function allowed(request: FastifyRequest, access: MetricsAccess, list: net.BlockList): boolean {
  const header = request.headers.authorization;
  if (access.token && header?.startsWith("Bearer ")) {
    const given = Buffer.from(header.slice("Bearer ".length));
    const expected = Buffer.from(access.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  const ip = request.ip.replace(/^::ffff:(?=\d+\.)/, "");
  return net.isIP(ip) !== 0 && list.check(ip, net.isIPv6(ip) ? "ipv6" : "ipv4");
}

/**
 * The route's pattern, never the raw URL, so the number of series stays bounded whatever clients ask for:
 * `/api/plates/:id`, or `pages` for every address React Router answers, `unmatched` for addresses nothing serves.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "unmatched";
  return pattern === "*" || pattern === "/*" ? "pages" : pattern;
}

/** The registry, the request hooks that feed it, and the GET /metrics route. One registry per server (tests make several). */
export function registerMetrics(app: FastifyInstance, options: { db: Db; access: MetricsAccess }) {
  const { db, access } = options;
  const list = allowList(access.allow);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: "http_requests_total", help: "Requests answered, by route pattern, method and status", labelNames: ["route", "method", "status"], registers: [registry] });
  const errors = new Counter({ name: "http_server_errors_total", help: "Requests answered with a 5xx status, by route pattern", labelNames: ["route"], registers: [registry] });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to its answer, by route pattern and method",
    labelNames: ["route", "method"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const route = routeLabel(request);
    requests.inc({ route, method: request.method, status: reply.statusCode });
    if (reply.statusCode >= 500) errors.inc({ route });
    duration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });

  // The database pool (PostgreSQL only: node-postgres's pool is drizzle's client; PGlite has no pool).
  const client = (db as unknown as { $client?: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  if (client && typeof client.totalCount === "number") {
    new Gauge({
      name: "db_pool_connections",
      help: "Database pool connections: open (total), idle, and requests waiting for one",
      labelNames: ["kind"],
      registers: [registry],
      collect() {
        this.set({ kind: "total" }, client.totalCount ?? 0);
        this.set({ kind: "idle" }, client.idleCount ?? 0);
        this.set({ kind: "waiting" }, client.waitingCount ?? 0);
      },
    });
  }

  // Read from the database at each scrape: the figures are the whole site's, whichever instance answers.
  new Gauge({
    name: "jobs",
    help: "Background jobs by state: queued (the queue's depth), running, succeeded, failed (for good)",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ state: string; n: string | number }>(await db.execute(sql`SELECT state, count(*) AS n FROM jobs GROUP BY state`));
      for (const state of ["queued", "running", "succeeded", "failed"]) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: "checkout_holds_open",
    help: "Orders holding their item while the buyer verifies or pays",
    registers: [registry],
    async collect() {
      const states = sql.join(openOrderStates.map((s) => sql`${s}`), sql`, `);
      const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM orders WHERE state IN (${states}) AND hold_until > now()`));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: "mail_outbox",
    help: "E-mails in the outbox by status: queued (waiting for delivery), failed (every try failed)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const rows = rowsOf<{ status: string; n: string | number }>(await db.execute(sql`SELECT status, count(*) AS n FROM mail_outbox WHERE status IN ('queued', 'failed') GROUP BY status`));
      for (const status of ["queued", "failed"]) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });

  // Refused as an address that does not exist: nothing tells a stranger that metrics are there.
  app.get("/metrics", async (request, reply) => {
    if (!allowed(request, access, list)) return answerRefusal(request, reply, 404, statusMessage(404, false));
    return reply.header("cache-control", "no-store").type(registry.contentType).send(await registry.metrics());
  });
}
