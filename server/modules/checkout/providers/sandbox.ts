import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { localePath } from "#core/i18n/index.ts";
import type { Db } from "#server/db/client.ts";
import type { GatewayStatus, PaymentProvider } from "./payment-provider.ts";
import { sandboxPayments } from "../sandbox.schema.ts";

/** Callbacks older than this are refused (a captured callback replayed days later proves nothing). */
const TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as Stripe and PayTabs sign theirs. */
export function signSandboxCallback(secret: string, rawBody: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${rawBody}`).digest("hex")}`;
}

function verify(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=", 2) as [string, string]));
  const at = Number(parts.t);
  if (!Number.isSafeInteger(at) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  if (Math.abs(Date.now() / 1000 - at) > TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${at}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, "hex"));
}

export type SandboxDecision = "approve" | "decline" | "cancel";

/**
 * The sandbox gateway, both sides of it:
 * - the adapter the checkout talks to (createSession, readStatus, refund, parseCallback), like any gateway's;
 * - the gateway itself: its hosted page's decision (`decide`) and the signed callback it then sends
 *   (`callback`), which the tests can also send late, twice or out of order.
 */
export function createSandboxGateway(db: Db, options: { secret: string }) {
  const adapter: PaymentProvider = {
    id: "sandbox",

    async createSession({ reference, amountFils, lang, returnUrl, cancelUrl }) {
      const id = `sbx_${randomUUID().replaceAll("-", "")}`;
      // Its page is on this site, so it sends the buyer back by path: the browser stays on whatever address it
      // reached the site by, PUBLIC_URL or not.
      const onSite = (url: string) => {
        const u = new URL(url, "http://site.invalid");
        return `${u.pathname}${u.search}`;
      };
      await db.insert(sandboxPayments).values({ id, reference, amount: amountFils, lang, returnUrl: onSite(returnUrl), cancelUrl: onSite(cancelUrl) });
      // The hosted page speaks the buyer's language, as a real gateway's does when told it.
      return { providerRef: id, redirectUrl: localePath(lang, `/sandbox/pay/${id}`) };
    },

    async readStatus(providerRef) {
      const [row] = await db.select({ state: sandboxPayments.state }).from(sandboxPayments).where(eq(sandboxPayments.id, providerRef));
      if (!row) throw new Error(`sandbox payment ${providerRef} does not exist`);
      return row.state as GatewayStatus;
    },

    async refund(providerRef) {
      // A refund of a refunded payment is a no-op, as at a real gateway asked twice with the same key.
      const [row] = await db.select({ state: sandboxPayments.state }).from(sandboxPayments).where(eq(sandboxPayments.id, providerRef));
      if (row?.state === "refunded") return;
      const done = await db
        .update(sandboxPayments)
        .set({ state: "refunded", updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, providerRef), eq(sandboxPayments.state, "captured")))
        .returning({ id: sandboxPayments.id });
      if (!done.length) throw new Error(`sandbox payment ${providerRef} is not captured: nothing to refund`);
    },

    parseCallback(rawBody, headers) {
      const header = headers["x-sandbox-signature"];
      if (!verify(options.secret, rawBody, Array.isArray(header) ? header[0] : header)) return null;
      try {
        const body = JSON.parse(rawBody.toString("utf8")) as { event_id?: unknown; payment_id?: unknown };
        if (typeof body.event_id !== "string" || typeof body.payment_id !== "string") return null;
        return { providerRef: body.payment_id, eventId: body.event_id };
      } catch {
        return null;
      }
    },
  };

  return {
    adapter,

    /** A payment as its hosted page shows it. */
    async get(id: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    /** The buyer's choice on the hosted page: applies to a pending payment only. Where to send the buyer next. */
    async decide(id: string, decision: SandboxDecision): Promise<{ changed: boolean; returnUrl: string } | undefined> {
      const state = decision === "approve" ? "captured" : decision === "decline" ? "declined" : "cancelled";
      const [row] = await db
        .update(sandboxPayments)
        .set({ state, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.state, "pending")))
        .returning();
      if (row) return { changed: true, returnUrl: decision === "cancel" ? row.cancelUrl : row.returnUrl };
      const existing = await this.get(id);
      return existing && { changed: false, returnUrl: existing.state === "cancelled" ? existing.cancelUrl : existing.returnUrl };
    },

    /** The signed callback the gateway sends about a payment: its raw body and headers. */
    callback(id: string, options2: { eventId?: string; at?: number } = {}): { body: string; headers: Record<string, string> } {
      const body = JSON.stringify({ event_id: options2.eventId ?? `evt_${randomUUID()}`, payment_id: id });
      return { body, headers: { "content-type": "application/json", "x-sandbox-signature": signSandboxCallback(options.secret, body, options2.at) } };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
