import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auctionDeposits } from "#server/db/schema.ts";
import { translate } from "#core/i18n/index.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { auctionInput, freeItems, staff } from "#tests/helpers/auctions.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { forfeitedLot, wonLot } from "#tests/helpers/auction-staff.ts";

// The auctions' JSON API over HTTP (issue 30): a deposit paid through the sandbox gateway, bids and their
// refusals in the asker's language with nothing stored, the masked history, the rate limit, the SSE stream on a
// listening server, and the OpenAPI document.

let t: TestApp;
let lotId: number;
let auctionId: number;
const aed = (n: number) => String(BigInt(n) * 100n);

beforeAll(async () => {
  t = await createTestApp({ seed: true, limits: { auctionBidUser: { points: 6, duration: 60 } } });
  const [plateId] = await freeItems(t, "plate", 1);
  const now = Date.now();
  const auction = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), [{ kind: "plate", itemId: plateId!, startingPrice: BigInt(aed(10_000)), reserve: null }]));
  auctionId = auction.id;
  lotId = (await t.services.auctions.auctions.get(auction.id))!.lots[0]!.id;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, token?: string, payload?: object, lang = "en") =>
  t.app.inject({ method, url, headers: { "accept-language": lang, ...(token ? { cookie: `session=${token}` } : {}) }, ...(payload ? { payload } : {}) });
let presses = 0;
const bid = (token: string, amount: string, price: string | null, extra: object = {}, lang = "en") =>
  call("POST", `/api/auctions/lots/${lotId}/bids`, token, { amount, price, request_key: `press-${++presses}-key`, ...extra }, lang);

/** A verified buyer who paid the deposit on the sandbox's page: their session token. */
async function depositor(): Promise<string> {
  const u = await createUser(t, { verified: true });
  const token = await login(t, u.email, u.password);
  const res = await call("POST", `/api/auctions/${auctionId}/deposits`, token, { provider: "card" });
  expect(res.statusCode).toBe(201);
  const { id, amount, redirect_url } = res.json().data as { id: number; amount: string; redirect_url: string };
  expect(amount).toBe(aed(5_000));
  await t.services.sandbox.decide(redirect_url.split("/").pop()!, "approve");
  expect((await call("GET", `/api/auctions/deposits/${id}`, token)).json().data.state).toBe("paid");
  return token;
}

describe("bidding over the API", () => {
  it("asks visitors to sign in; a buyer without a deposit is told in Arabic; bad amounts are a 400", async () => {
    expect((await bid("", aed(10_000), null)).statusCode).toBe(401);
    const u = await createUser(t, { verified: true });
    const token = await login(t, u.email, u.password);
    const res = await bid(token, aed(10_000), null, {}, "ar");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(translate("ar", "auctions.depositFirst"));
    expect((await bid(token, "12.5", null)).statusCode).toBe(400);
  });

  it("two depositors bid; refusals store nothing; the history shows bidder numbers; the limit answers 429", async () => {
    const alice = await depositor();
    const bob = await depositor();
    expect((await bid(alice, aed(10_000), null)).statusCode).toBe(201);
    const low = await bid(bob, aed(10_500), aed(10_000), {}, "ar");
    expect(low.statusCode).toBe(409);
    expect(low.json().message).toBe(translate("ar", "auctions.belowNext"));
    const stale = await bid(bob, aed(12_000), null);
    expect(stale.json().message).toBe(translate("en", "auctions.priceChanged"));
    const ok = await bid(bob, aed(11_000), aed(10_000), { max: aed(20_000) });
    expect(ok.json().data).toMatchObject({ current_price: aed(11_000), next_bid: aed(12_000), bid_count: 2 });
    // Alice's bid is answered by Bob's proxy: she is outbid at once.
    expect((await bid(alice, aed(12_000), aed(11_000))).json().data).toMatchObject({ current_price: aed(13_000), bid_count: 4 });
    const lot = (await call("GET", `/api/auctions/lots/${lotId}`)).json().data as { history: { bidder: number; amount: string }[] };
    expect(lot.history.map((h) => [h.bidder, h.amount])).toEqual([[2, aed(13_000)], [1, aed(12_000)], [2, aed(11_000)], [1, aed(10_000)]]);
    const mine = (await call("GET", "/api/auctions/mine", alice)).json().data as { bids: unknown[]; deposits: { state: string }[] };
    expect(mine.bids).toHaveLength(2);
    expect(mine.deposits[0]!.state).toBe("paid");
    // The per-buyer limit (6 a minute in this test): the seventh press is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await bid(alice, aed(1), null)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it("streams each bid to a watching page (Server-Sent Events)", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/auctions/lots/${lotId}/stream`, { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const nextEvent = async () => {
      for (;;) {
        const events = text.split("\n\n").filter((e) => e.startsWith("event: update"));
        if (events.length > 0) {
          const first = events[0]!;
          text = text.slice(text.indexOf(first) + first.length + 2);
          return JSON.parse(first.split("\ndata: ")[1]!) as { bidCount: number; currentPrice: string };
        }
        const { value } = await reader.read();
        text += decoder.decode(value);
      }
    };
    const before = await nextEvent();
    const carol = await depositor();
    const sent = Date.now();
    expect((await bid(carol, aed(30_000), before.currentPrice)).statusCode).toBe(201);
    const after = await nextEvent();
    expect(after.currentPrice).toBe(aed(30_000));
    expect(Date.now() - sent).toBeLessThan(2_000);
    controller.abort();
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await call("GET", "/api/docs")).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auctions", "/api/auctions/lots/{id}", "/api/auctions/lots/{id}/bids", "/api/auctions/mine", "/api/auctions/{id}/deposits", "/api/auctions/lots/{id}/stream"]));
  });
});

describe("a lot offered to the next bidder (decision 0077)", () => {
  it("says so in /api/auctions and the lot's poll (offered_to_next), and the OpenAPI document describes it", async () => {
    const offered = await forfeitedLot(t);
    await t.services.auctions.forfeit.offerNext(staff, offered.lot.id);
    const sold = await wonLot(t, t.services.auctions);
    type ApiLot = { id: number; state: string; offered_to_next: boolean };
    const listed = ((await call("GET", "/api/auctions")).json().data as { lots: ApiLot[] }[]).flatMap((x) => x.lots);
    expect(listed.find((l) => l.id === offered.lot.id)).toMatchObject({ state: "sold", offered_to_next: true });
    expect(listed.find((l) => l.id === sold.lot.id)).toMatchObject({ state: "sold", offered_to_next: false });
    expect(listed.find((l) => l.id === lotId)).toMatchObject({ state: "open", offered_to_next: false });
    expect((await call("GET", `/api/auctions/lots/${offered.lot.id}`)).json().data).toMatchObject({ state: "sold", offered_to_next: true });
    const doc = (await call("GET", "/api/docs")).json() as { paths: Record<string, { get: unknown }> };
    for (const path of ["/api/auctions", "/api/auctions/lots/{id}"]) expect(JSON.stringify(doc.paths[path]!.get)).toMatch(/"offered_to_next":\{"type":"boolean","description":"true: sold to the next bidder/);
  });
});

describe("deposits over the API", () => {
  it("under a percentage rule, refuses a deposit without a bidding limit (or one that makes it 0) with a translated 400, storing nothing", async () => {
    const [plateId] = await freeItems(t, "plate", 1);
    const now = Date.now();
    const lots = [{ kind: "plate" as const, itemId: plateId!, startingPrice: BigInt(aed(10_000)), reserve: null }];
    const percent = await t.services.auctions.auctions.schedule(staff, auctionInput(new Date(now - 60_000), new Date(now + 3_600_000), lots, { depositRule: { kind: "percent", percent: 10 } }));
    const u = await createUser(t, { verified: true });
    const token = await login(t, u.email, u.password);
    const url = `/api/auctions/${percent.id}/deposits`;
    for (const [payload, lang] of [[{ provider: "card" }, "ar"], [{ provider: "bank_transfer", limit: "0" }, "en"]] as const) {
      const res = await call("POST", url, token, payload, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(translate(lang, "auctions.depositLimitNeeded"));
    }
    expect((await call("GET", "/api/auctions/mine", token)).json().data.deposits).toEqual([]);
    // A limit asked for: 10 % of it, to the fils.
    const ok = await call("POST", url, token, { provider: "card", limit: aed(200_000) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.amount).toBe(aed(20_000));
  });
});

describe("deposits nobody came back for", () => {
  it("a card deposit whose webhook never came and whose buyer never returned is settled by the reconciliation round (sandbox gateway)", async () => {
    const open = async () => {
      const u = await createUser(t, { verified: true });
      const res = await call("POST", `/api/auctions/${auctionId}/deposits`, await login(t, u.email, u.password), { provider: "card" });
      expect(res.statusCode).toBe(201);
      const data = res.json().data as { id: number; redirect_url: string };
      return { id: data.id, payment: data.redirect_url.split("/").pop()! };
    };
    const [approved, declined, fresh] = [await open(), await open(), await open()];
    await t.services.sandbox.decide(approved.payment, "approve");
    await t.services.sandbox.decide(declined.payment, "decline");
    await t.services.sandbox.decide(fresh.payment, "approve");
    const stateOf = async (id: number) => (await t.database.db.select().from(auctionDeposits).where(eq(auctionDeposits.id, id)))[0]!.state;
    expect(await stateOf(approved.id)).toBe("pending");
    // Two were opened ten minutes ago; the third just now is left to its buyer's return for a while.
    await t.database.db.update(auctionDeposits).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(inArray(auctionDeposits.id, [approved.id, declined.id]));
    expect(await t.services.auctions.deposits.reconcile()).toBeGreaterThanOrEqual(2);
    expect(await stateOf(approved.id)).toBe("paid");
    expect(await stateOf(declined.id)).toBe("failed");
    expect(await stateOf(fresh.id)).toBe("pending");
  });
});
