import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderEvent, type OrderState, orderStates, orderTransitions } from "#core/checkout/order-states.ts";
import { orders, users } from "#server/db/schema.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { moveOrders } from "./order-states.ts";

// The order's state machine (decisions 0012 and 0038), walked on the database: every event against an order in
// every state, for both kinds of item. The expected table is written out here by hand, so a change of the rules
// in core/checkout/order-states.ts must be made twice, on purpose.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.database.db.insert(users).values({ id: "state-walker", name: "Walker", email: "walker@example.com", emailVerified: true, lang: "en" });
});
afterAll(() => t.close());

/** event → the state it leads to from each state it may come from, per kind (`*`: both kinds). */
const expected: Record<OrderEvent, { from: OrderState[]; to: OrderState; kinds?: ("plate" | "number")[] }> = {
  pay: { from: ["verification", "payment"], to: "payment" },
  expire: { from: ["verification", "payment"], to: "expired" },
  capture: { from: ["payment", "expired"], to: "paid" },
  captureTooLate: { from: ["payment", "expired"], to: "refund_due" },
  staffRefund: { from: ["paid", "documents_checked"], to: "refund_due" },
  refunded: { from: ["refund_due"], to: "refunded" },
  documents_checked: { from: ["paid"], to: "documents_checked" },
  transfer_booked: { from: ["documents_checked"], to: "transfer_booked" },
  transferred: { from: ["transfer_booked"], to: "transferred", kinds: ["plate"] },
  activated: { from: ["transfer_booked"], to: "activated", kinds: ["number"] },
};

describe("the order state machine", () => {
  it("has exactly the events of the written table", () => {
    expect(Object.keys(orderTransitions).sort()).toEqual(Object.keys(expected).sort());
  });

  it("moves an order only from the states an event may come from, for every state, event and kind", async () => {
    const walked: string[] = [];
    let itemId = 0;
    for (const kind of ["plate", "number"] as const) {
      for (const state of orderStates) {
        for (const event of Object.keys(expected) as OrderEvent[]) {
          const rule = expected[event];
          const [order] = await t.database.db
            .insert(orders)
            .values({ buyerId: "state-walker", itemKind: kind, itemId: ++itemId, state, price: 100n, adminFee: 0n, vat: 5n, transferFee: 0n, total: 105n, holdUntil: new Date(Date.now() + 60_000) })
            .returning();
          const moved = await moveOrders(t.database.db, event, eq(orders.id, order!.id));
          const allowed = rule.from.includes(state) && (!rule.kinds || rule.kinds.includes(kind));
          const [after] = await t.database.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order!.id));
          expect({ kind, state, event, moved: moved.length, after: after!.state }).toEqual({ kind, state, event, moved: allowed ? 1 : 0, after: allowed ? rule.to : state });
          // The same event again finds nothing to do (an event that arrives twice changes nothing more),
          // except where it leads back to where it may come from (paying again while paying).
          if (allowed && !rule.from.includes(rule.to)) expect(await moveOrders(t.database.db, event, eq(orders.id, order!.id))).toHaveLength(0);
          walked.push(`${kind}:${state}:${event}`);
        }
      }
    }
    expect(walked).toHaveLength(2 * orderStates.length * Object.keys(expected).length);
  });

  it("is the only writer of an order's state: no other code sets orders.state", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.endsWith(path.join("checkout", "order-states.ts"))) {
          const source = fs.readFileSync(file, "utf8");
          // An update of the orders table whose set() names the state column.
          for (const match of source.matchAll(/\.update\(orders\)\s*\.set\(\{([^}]*)\}/g)) if (/\bstate\b/.test(match[1]!)) offenders.push(file);
        }
      }
    };
    for (const root of ["server", "app"]) walk(path.resolve(import.meta.dirname, "../../..", root));
    expect(offenders).toEqual([]);
  });
});
