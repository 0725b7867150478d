import { EventEmitter } from "node:events";

/** What a watching page is told: the lot's new standing (never who bid, never a proxy maximum). */
export interface LotUpdate {
  lotId: number;
  bidCount: number;
  currentPrice: string | null;
  nextBid: string;
  endsAt: string;
  state: string;
}

/**
 * This instance's watchers of each lot (the Server-Sent Events streams). A bid accepted here reaches them at
 * once; a bid taken by another instance reaches them by the stream's own look at the lot every second
 * (auctions.routes.ts), so no message between instances is needed.
 */
export function createBidHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(update: LotUpdate) {
      emitter.emit(`lot:${update.lotId}`, update);
    },
    subscribe(lotId: number, listener: (update: LotUpdate) => void): () => void {
      emitter.on(`lot:${lotId}`, listener);
      return () => emitter.off(`lot:${lotId}`, listener);
    },
    watchers: (lotId: number) => emitter.listenerCount(`lot:${lotId}`),
  };
}
export type BidHub = ReturnType<typeof createBidHub>;
