import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";

interface Standing {
  bidCount: number;
  endsAt: string;
  /** The lot's state: "open" until the closing job has decided it. */
  state: string;
}

const POLL_MS = 3000;

/**
 * Keeps a lot page current without a reload (issue 30): the bid stream (Server-Sent Events) says when the lot's
 * standing moved, and the page's loader is run again for the new price, history and the buyer's own standing.
 * Where the stream cannot be had (no EventSource, or it closed for good) a short poll of the lot's JSON does the
 * same; so does the time after the end, until the closing job has decided the lot (the stream only tells bids).
 */
export function useLiveLot(lotId: number, current: Standing, ended: boolean) {
  const { revalidate } = useRevalidator();
  // Read when a message comes, so the stream is not reopened for each new standing.
  const moved = useEffectEvent(
    (next: Partial<Standing>) =>
      (next.bidCount !== undefined && next.bidCount !== current.bidCount) ||
      (next.endsAt !== undefined && new Date(next.endsAt).getTime() !== new Date(current.endsAt).getTime()) ||
      (next.state !== undefined && next.state !== current.state),
  );
  const refresh = useEffectEvent(() => void revalidate());
  const open = current.state === "open";

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = () => {
      timer ??= setInterval(() => {
        fetch(`/api/auctions/lots/${lotId}`, { headers: { accept: "application/json" } })
          .then((r) => (r.ok ? (r.json() as Promise<{ data: { bid_count: number; ends_at: string; state: string } }>) : undefined))
          .then((body) => {
            if (body && moved({ bidCount: body.data.bid_count, endsAt: body.data.ends_at, state: body.data.state })) refresh();
          })
          .catch(() => undefined);
      }, POLL_MS);
    };
    if (ended) {
      if (open) poll();
      return () => clearInterval(timer);
    }
    if (typeof EventSource === "undefined") {
      poll();
      return () => clearInterval(timer);
    }
    const source = new EventSource(`/api/auctions/lots/${lotId}/stream`);
    source.addEventListener("update", (event) => {
      const u = JSON.parse((event as MessageEvent<string>).data) as { bidCount: number; endsAt: string };
      if (moved({ bidCount: u.bidCount, endsAt: u.endsAt })) refresh();
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) poll();
    };
    return () => {
      source.close();
      clearInterval(timer);
    };
  }, [lotId, ended, open]);
}
