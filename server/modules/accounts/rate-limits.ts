import { createHash } from "node:crypto";
import type pg from "pg";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "#server/http/api-errors.ts";

type Rule = { points: number; duration: number };

/**
 * Attempts allowed per window (seconds), per IP and per account, for each sensitive action. "Account" is the
 * address being registered or asked a reset for, the signed-in user for a resend, and the user a reset link
 * was sent to for a reset.
 */
export const defaultLimits = {
  signInIp: { points: 30, duration: 15 * 60 },
  signInAccount: { points: 10, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  registerAccount: { points: 5, duration: 60 * 60 },
  resendAccount: { points: 3, duration: 15 * 60 },
  resendIp: { points: 10, duration: 60 * 60 },
  forgotIp: { points: 10, duration: 15 * 60 },
  forgotAccount: { points: 3, duration: 60 * 60 },
  resetIp: { points: 10, duration: 15 * 60 },
  resetAccount: { points: 5, duration: 15 * 60 },
  /** Images sent ahead of a form (identity documents, photos): a buyer needs a handful. */
  uploadUser: { points: 30, duration: 15 * 60 },
  /** "Sell with us" ads by one owner: a dealer's handful a day, not a flood for staff to review. */
  adSubmitUser: { points: 10, duration: 24 * 60 * 60 },
  /** Public forms (requests, estimates, contact; decision 0021): a person sends a few, a robot many. */
  requestIp: { points: 10, duration: 15 * 60 },
  requestEmail: { points: 5, duration: 60 * 60 },
  /**
   * "Buy now" (a checkout started or resumed; decision 0038): a buyer compares a few items, a script holding
   * the shop starts many. Per address it is looser, for families and offices behind one address.
   */
  checkoutStartUser: { points: 20, duration: 15 * 60 },
  checkoutStartIp: { points: 60, duration: 15 * 60 },
  /** Bids by one buyer (issue 30): a heated last minute is a few a second at most; a script is more. */
  auctionBidUser: { points: 60, duration: 60 },
} satisfies Record<string, Rule>;

export type LimitName = keyof typeof defaultLimits;

/** The `rate_limits` table's key column: `varchar(255)`, holding `<limit name>:<key>`. */
const STORED_KEY_MAX = 255;

/**
 * The key a limit counts under: the caller's key in lower case, or its SHA-256 when `<name>:<key>` would not fit
 * the table's key column. A longer key (an e-mail address may have 254 characters) made PostgreSQL refuse the
 * row, and rate-limiter-flexible then counted it in the instance's memory: not shared (decision 0055).
 */
export function limitKey(name: LimitName, key: string): string {
  const lower = key.toLowerCase();
  return name.length + 1 + lower.length <= STORED_KEY_MAX ? lower : `sha256:${createHash("sha256").update(lower).digest("hex")}`;
}

/**
 * The limiters; a refused attempt is a translated 429. In memory on the embedded database (one process serves
 * the site); with `pool` (PostgreSQL), counted in its `rate_limits` table, so every instance behind the load
 * balancer counts against the same limits (decision 0044). Should PostgreSQL fail to answer, each instance
 * counts in its own memory meanwhile (rate-limiter-flexible's insurance limiter): the limits loosen by the
 * number of instances for that moment instead of every sign-in failing.
 */
export function createRateLimits(overrides: Partial<Record<LimitName, Rule>> = {}, pool?: pg.Pool) {
  const limiters = Object.fromEntries(
    (Object.keys(defaultLimits) as LimitName[]).map((name, index) => {
      const rule = { keyPrefix: name, ...defaultLimits[name], ...overrides[name] };
      const memory = new RateLimiterMemory(rule);
      if (!pool) return [name, memory];
      // The table comes with the migrations; one limiter is enough to sweep every limit's expired rows.
      const shared = new RateLimiterPostgres({ ...rule, storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, clearExpiredByTimeout: index === 0, insuranceLimiter: memory });
      return [name, shared];
    }),
  ) as Record<LimitName, RateLimiterAbstract>;

  return {
    /** Counts one attempt against every named limit; throws 429 when any is used up. */
    async consume(...checks: [LimitName, string][]): Promise<void> {
      for (const [name, key] of checks) {
        try {
          await limiters[name].consume(limitKey(name, key));
        } catch (error) {
          if (error instanceof RateLimiterRes) {
            throw new HttpError(429, "error.tooManyRequests", undefined, Math.ceil(error.msBeforeNext / 1000));
          }
          throw error;
        }
      }
    },
    /** A successful sign-in clears that account's failures. */
    async reset(name: LimitName, key: string) {
      await limiters[name].delete(limitKey(name, key));
    },
    /** Gives back one attempt (the attempt succeeded). */
    async reward(name: LimitName, key: string) {
      await limiters[name].reward(limitKey(name, key), 1);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
