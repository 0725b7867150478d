import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LotStanding, resolveBid } from "./proxy.ts";
import { DEFAULT_TIERS, biddingLimit, depositFor, extendedEnd, incrementAt, nextValidBid, phaseAt, reserveMet } from "./rules.ts";

const aed = (n: number) => BigInt(n) * 100n;
const tiers = DEFAULT_TIERS; // AED 1,000 below 100,000, then 5,000
const fresh: LotStanding = { startingPrice: aed(10_000), currentPrice: null, leaderId: null, leaderMax: null, reserve: null };

describe("increments", () => {
  it("uses the tier the price is in", () => {
    expect(incrementAt(aed(99_999), tiers)).toBe(aed(1_000));
    expect(incrementAt(aed(100_000), tiers)).toBe(aed(5_000));
    expect(nextValidBid({ startingPrice: aed(10_000), currentPrice: null }, tiers)).toBe(aed(10_000));
    expect(nextValidBid({ startingPrice: aed(10_000), currentPrice: aed(99_500) }, tiers)).toBe(aed(100_500));
    expect(nextValidBid({ startingPrice: aed(10_000), currentPrice: aed(100_000) }, tiers)).toBe(aed(105_000));
  });
});

describe("deposits", () => {
  it("the fixed rule allows any bid once paid, nothing before", () => {
    const rule = { kind: "fixed", amount: aed(5_000) } as const;
    expect(biddingLimit(rule, 0n)).toBe(0n);
    expect(biddingLimit(rule, aed(5_000))).toBeNull();
    expect(depositFor(rule, aed(1_000_000))).toBe(aed(5_000));
  });
  it("the percentage rule makes the deposits that share of the limit", () => {
    const rule = { kind: "percent", percent: 10 } as const;
    expect(depositFor(rule, aed(50_000))).toBe(aed(5_000));
    expect(biddingLimit(rule, aed(5_000))).toBe(aed(50_000));
    expect(depositFor({ kind: "percent", percent: 12.5 }, 1n)).toBe(1n); // rounded up to the fils
  });
});

describe("the clock (a fake one: every instant is given)", () => {
  const end = new Date("2026-12-01T16:00:00Z");
  it("a bid 10 s before the end extends it; one outside the window does not", () => {
    expect(extendedEnd(end, new Date(end.getTime() - 10_000), 180, 180)).toEqual(new Date(end.getTime() + 170_000));
    expect(extendedEnd(end, new Date(end.getTime() - 181_000), 180, 180)).toEqual(end);
    expect(extendedEnd(end, new Date(end.getTime() - 180_000), 180, 180)).toEqual(end); // at the window's edge: bid + 3 min = the end
    expect(extendedEnd(end, new Date(end.getTime() - 100_000), 180, 60)).toEqual(end); // a short extension never shortens
  });
  it("phases", () => {
    const lot = { startsAt: new Date("2026-12-01T12:00:00Z"), endsAt: end };
    expect(phaseAt(lot, new Date("2026-12-01T11:59:59Z"))).toBe("upcoming");
    expect(phaseAt(lot, new Date("2026-12-01T12:00:00Z"))).toBe("live");
    expect(phaseAt(lot, end)).toBe("ended");
  });
});

describe("bids and proxy bids", () => {
  it("refuses a bid below the next valid bid, over the limit, and a leader bidding against themself", () => {
    expect(resolveBid(fresh, { bidderId: "a", amount: aed(9_000), limit: null }, tiers)).toEqual({ ok: false, refusal: "belowNext" });
    expect(resolveBid(fresh, { bidderId: "a", amount: aed(10_000), max: aed(60_000), limit: aed(50_000) }, tiers)).toEqual({ ok: false, refusal: "overLimit" });
    const led = { ...fresh, currentPrice: aed(10_000), leaderId: "a", leaderMax: aed(10_000) };
    expect(resolveBid(led, { bidderId: "a", amount: aed(11_000), limit: null }, tiers)).toEqual({ ok: false, refusal: "alreadyLeading" });
  });

  it("a proxy answers a plain bid one increment above it", () => {
    const led = { ...fresh, currentPrice: aed(10_000), leaderId: "a", leaderMax: aed(30_000) };
    const out = resolveBid(led, { bidderId: "b", amount: aed(15_000), limit: null }, tiers);
    expect(out).toEqual({ ok: true, price: aed(16_000), leaderId: "a", leaderMax: aed(30_000), bids: [
      { bidderId: "b", amount: aed(15_000), auto: false },
      { bidderId: "a", amount: aed(16_000), auto: true },
    ] });
  });

  it("two proxies: the higher maximum wins one increment above the other's", () => {
    const led = { ...fresh, currentPrice: aed(10_000), leaderId: "a", leaderMax: aed(30_000) };
    const out = resolveBid(led, { bidderId: "b", amount: aed(11_000), max: aed(50_000), limit: null }, tiers);
    expect(out.ok && out.bids.map((b) => [b.bidderId, b.amount / 100n])).toEqual([["b", 11_000n], ["a", 30_000n], ["b", 31_000n]]);
    expect(out.ok && out.leaderId).toBe("b");
  });

  it("reserve: a leader whose maximum reaches it bids it; a maximum below leaves it unmet", () => {
    const withReserve = { ...fresh, reserve: aed(40_000) };
    const reached = resolveBid(withReserve, { bidderId: "a", amount: aed(10_000), max: aed(45_000), limit: null }, tiers);
    expect(reached.ok && reached.price).toBe(aed(40_000));
    const short = resolveBid(withReserve, { bidderId: "a", amount: aed(10_000), max: aed(39_000), limit: null }, tiers);
    expect(short.ok && short.price).toBe(aed(10_000));
    expect(reserveMet(aed(10_000), aed(40_000))).toBe(false);
    expect(reserveMet(aed(40_000), aed(40_000))).toBe(true);
    expect(reserveMet(null, null)).toBe(false);
  });

  it("any sequence of bids and proxies gives one rising history of valid bids", () => {
    const bid = fc.record({ bidder: fc.constantFrom("a", "b", "c"), over: fc.integer({ min: 0, max: 20 }), extra: fc.option(fc.integer({ min: 0, max: 200 })) });
    fc.assert(
      fc.property(fc.array(bid, { maxLength: 30 }), (seq) => {
        let lot: LotStanding = { ...fresh, reserve: aed(60_000) };
        const history: bigint[] = [];
        for (const { bidder, over, extra } of seq) {
          const amount = nextValidBid(lot, tiers) + aed(over * 500);
          const out = resolveBid(lot, { bidderId: bidder, amount, max: extra === null ? null : amount + aed(extra * 1_000), limit: aed(400_000) }, tiers);
          if (!out.ok) continue;
          for (const b of out.bids) {
            const prev = history.at(-1);
            expect(b.amount).toBeGreaterThanOrEqual(prev === undefined ? lot.startingPrice : nextValidBid({ startingPrice: 0n, currentPrice: prev }, tiers));
            history.push(b.amount);
          }
          expect(out.leaderMax).toBeGreaterThanOrEqual(out.price!);
          lot = { ...lot, currentPrice: out.price, leaderId: out.leaderId, leaderMax: out.leaderMax };
        }
      }),
    );
  });
});
