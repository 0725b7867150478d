import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { CurrentUser } from "#core/access/current-user.ts";
import { type Notices, localNotices } from "#server/db/notices.ts";

/** How long a signed-in user's session check is kept (docs/decisions/0027-session-check-and-kept-pages.md). */
export const SESSION_CHECK_MS = 5_000;
const MAX_TOKENS = 10_000;

/**
 * The answers to "whose session is this token?", kept briefly per token. Looking up a session (the session
 * and user rows, then the user's permissions) cost more than rendering a page; every signed-in page and API
 * call asks it. Only signed-in answers are kept (an unknown token is looked up each time, so guessed tokens
 * fill nothing). `forgetToken` (sign-out), `forgetUser` (password change or reset, disabling, profile and
 * e-mail changes) and `forgetAll` (roles and permissions changed) drop them at once; a lookup that such a drop overtook is used for its own request only.
 * Each drop is also told to the other instances (`notices`, decision 0044), which drop theirs.
 *
 * Kept by the token's SHA-256, so that a sign-out's notice names the session without carrying its token.
 */
export function createSessionCache(ttlMs = SESSION_CHECK_MS, notices: Notices = localNotices()) {
  const kept = new LRUCache<string, CurrentUser>({ max: MAX_TOKENS, ttl: ttlMs });
  /** Lookups under way, shared by the requests of one token that arrive meanwhile. */
  const loading = new Map<string, Promise<CurrentUser | null>>();
  /** Counts the drops, so a lookup that began before one is not kept. */
  let drops = 0;

  const here = {
    token(tokenHash: string) {
      drops++;
      loading.delete(tokenHash);
      kept.delete(tokenHash);
    },
    all() {
      drops++;
      loading.clear();
      kept.clear();
    },
    user(userId: string) {
      drops++;
      loading.clear();
      for (const [tokenHash, user] of kept.entries()) if (user.id === userId) kept.delete(tokenHash);
    },
  };
  notices.subscribe("sessions", (notice) => {
    if (notice?.tokenHash) here.token(notice.tokenHash);
    else if (notice?.user) here.user(notice.user);
    else here.all();
  });

  return {
    /** The kept user of `token`, or `lookup`'s answer (kept when it is a user, never past the session's end). */
    get(rawToken: string, lookup: () => Promise<{ user: CurrentUser; expiresAt: Date } | null>): Promise<CurrentUser | null> {
      const token = hashOf(rawToken);
      const known = kept.get(token);
      if (known) return Promise.resolve(known);
      const pending = loading.get(token);
      if (pending) return pending;
      const startedAt = drops;
      const result = lookup().then((found) => {
        if (!found) return null;
        const left = found.expiresAt.getTime() - Date.now();
        if (startedAt === drops && left > 0) kept.set(token, found.user, { ttl: Math.min(ttlMs, left) });
        return found.user;
      });
      loading.set(token, result);
      const done = () => {
        if (loading.get(token) === result) loading.delete(token);
      };
      result.then(done, done);
      return result;
    },
    forgetToken(token: string) {
      notices.publish({ area: "sessions", tokenHash: hashOf(token) });
    },
    /** Every kept check (a role or a user's roles changed: whose permissions moved is not worth working out). */
    forgetAll() {
      notices.publish({ area: "sessions" });
    },
    forgetUser(userId: string) {
      notices.publish({ area: "sessions", user: userId });
    },
  };
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export type SessionCache = ReturnType<typeof createSessionCache>;
