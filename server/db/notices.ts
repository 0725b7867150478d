import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "pino";

/**
 * "Forget what you kept", in this process and between the instances of one shop on one PostgreSQL
 * (docs/decisions/0044).
 *
 * Each service that keeps answers (the catalogue's answers and search counts, the site constants, the session
 * checks, the kept pages) subscribes to its area; a service's forget function `publish`es a notice, and every
 * subscriber forgets: at once in this process (so a forget said outside a request, by the sweeper or a job,
 * reaches this instance's kept pages too: decision 0055), and through PostgreSQL on every other instance. The
 * services' forget functions stay the only callers of `publish`: one place says "forget", this only carries it.
 *
 * On the embedded database (PGlite) there is only ever one process: `localNotices` carries them in it.
 */
export type Notice =
  | { area: "answers" }
  | { area: "constants" }
  /** A session (by its token's hash), a user's sessions, or (neither) every kept session check. */
  | { area: "sessions"; user?: string; tokenHash?: string };
export type Area = Notice["area"];

/** Told a notice, or `undefined` when notices may have been missed: forget everything. */
export type NoticeListener<A extends Area> = (notice: Extract<Notice, { area: A }> | undefined) => void;

export interface Notices {
  /** Tells this instance's subscribers at once, then the other instances. */
  publish(notice: Notice): void;
  /** Hears the notices of one area, this instance's and the others'. */
  subscribe<A extends Area>(area: A, listener: NoticeListener<A>): () => void;
  /** Stops listening (the server's close). */
  close(): Promise<void>;
}

export const NOTICE_CHANNEL = "forget_kept";

/** This process's subscribers: `tell` hands a notice (or "everything", undefined) to those of its area. */
function localListeners(log?: Logger) {
  type AnyListener = (notice: Notice | undefined) => void;
  const listeners = new Map<Area, Set<AnyListener>>();
  return {
    tell(notice: Notice | undefined) {
      const areas = notice ? [notice.area] : [...listeners.keys()];
      for (const area of areas) {
        for (const listener of listeners.get(area) ?? []) {
          try {
            listener(notice);
          } catch (error) {
            log?.error({ err: error, area }, "a kept-answers listener failed");
          }
        }
      }
    },
    subscribe<A extends Area>(area: A, listener: NoticeListener<A>) {
      const set = listeners.get(area) ?? new Set();
      listeners.set(area, set);
      // Only notices of this area reach it (tell above).
      const any = listener as unknown as AnyListener;
      set.add(any);
      return () => void set.delete(any);
    },
  };
}

/** One process: every notice goes to its own subscribers only. */
export function localNotices(): Notices {
  const local = localListeners();
  return { publish: local.tell, subscribe: local.subscribe, close: async () => {} };
}

export interface PgNoticeOptions {
  /** Sends the notices (any pooled connection: NOTIFY needs no session of its own). */
  pool: pg.Pool;
  /** Where the listening connection goes (the pool's own connection string). */
  url: string;
  log: Logger;
  /** Waits before reconnecting after a lost connection: doubling from the first, at most the second. */
  backoffMs?: [number, number];
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated listening connection per instance. A lost connection may have
 * dropped notices, so every listener forgets everything, then the connection is made again with backoff (and
 * everything is forgotten once more when it is back, for the notices sent while it was away).
 */
export async function pgNotices({ pool, url, log, backoffMs = [100, 5_000] }: PgNoticeOptions): Promise<Notices> {
  const self = randomUUID();
  const local = localListeners(log);
  const tell = local.tell;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = backoffMs[0];
  /** Set at a loss, cleared once listening again: what was said meanwhile is unknown. */
  let missed = false;

  function onMessage(message: pg.Notification) {
    if (message.channel !== NOTICE_CHANNEL || !message.payload) return;
    let parsed: { from?: string; notice?: Notice };
    try {
      parsed = JSON.parse(message.payload) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from !== self && parsed.notice && typeof parsed.notice.area === "string") tell(parsed.notice);
  }

  function lost(error?: Error) {
    if (closed || !client) return;
    const gone = client;
    client = undefined;
    gone.removeAllListeners();
    gone.on("error", () => {});
    void gone.end().catch(() => {});
    log.warn({ err: error, retryInMs: wait }, "lost the kept-answers notices connection: forgetting everything, reconnecting");
    missed = true;
    tell(undefined);
    retry = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, backoffMs[1]);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("error", (error) => lost(error));
    next.on("end", () => lost());
    next.on("notification", onMessage);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTICE_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (missed) {
      // Back after a loss: what was said while away is unknown.
      missed = false;
      tell(undefined);
      log.info("kept-answers notices connection is back");
    }
    wait = backoffMs[0];
  }

  // The first connection must work: an instance that cannot hear the others would serve stale pages unnoticed.
  const first = new pg.Client({ connectionString: url, keepAlive: true });
  await first.connect();
  await first.end();
  await connect();

  return {
    publish(notice) {
      tell(notice);
      // Its own NOTIFY comes back on its listening connection too: `from` tells it apart (onMessage).
      pool.query("SELECT pg_notify($1, $2)", [NOTICE_CHANNEL, JSON.stringify({ from: self, notice })]).catch((error: Error) => {
        // The others keep their answers until their TTL (decision 0008): late, never wrong at checkout.
        log.warn({ err: error, area: notice.area }, "could not tell the other instances to forget");
      });
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on("error", () => {});
      await last?.end().catch(() => {});
    },
  };
}
