import type { Db } from "#server/db/client.ts";

/** What the auctions ask the job queue to do (server/services.ts runs them). */
export interface AuctionJobs {
  /** Closes a lot at its end (again later if a bid moved the end). */
  "auctions.close": { lotId: number };
  /** One buyer's e-mail about a lot. */
  "auctions.mail": { kind: "outbid" | "won" | "lost" | "cancelled" | "forfeited" | "offered"; lotId: number; buyerId: string };
  /** The end of a lot moved: every bidder but the one who moved it is told. */
  "auctions.extended": { lotId: number; endsAt: string };
  /** One deposit back to the buyer through its payment provider. */
  "auctions.refund": { depositId: number };
  /** The winner's time to pay ended: forfeit the deposit if the checkout is unpaid (forfeit.ts). */
  "auctions.payDeadline": { lotId: number };
  /** Staff cancelled the auction of a lot already sold: its winner is told the sale stands (decision 0077). */
  "auctions.saleStands": { lotId: number; buyerId: string };
}

/** The queue's enqueue as the auctions use it (each call site names its job and payload together). */
export type Enqueue = (tx: Db, name: keyof AuctionJobs, payload: AuctionJobs[keyof AuctionJobs], options?: { delayMs?: number }) => Promise<number>;
