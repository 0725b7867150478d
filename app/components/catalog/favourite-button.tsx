import { useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import { Link, useFetcher, useLocation } from "react-router";
import { isFavourite, useFavouriteIds } from "#app/lib/catalog.ts";
import { useT } from "#app/lib/i18n.ts";
import { HEART_SYMBOL_ID } from "./heart-symbol.tsx";

/** Colour and stroke are inherited by the symbol's path. */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" aria-hidden="true" fill={filled ? "#dc2626" : "none"} stroke={filled ? "#dc2626" : "currentColor"} strokeWidth="2">
      <use href={`#${HEART_SYMBOL_ID}`} />
    </svg>
  );
}

/** The toast the hearts' messages show in. */
export const toastClass = "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-sm rounded-md bg-slate-900 px-4 py-3 text-center text-sm text-white shadow-lg";

/**
 * The wishlist heart of a card: marked when the id is in the list; visitors are sent to sign-in. With
 * `onMessage`, the page shows the answer instead of the heart: on the wishlist, removing an item takes its
 * card (and a message inside it) away as the list reloads, so the message must live outside the card. The
 * answer arrives while the list reloads, before the card goes.
 */
export function FavouriteButton({ kind, id, label, onMessage }: { kind: "plate" | "number"; id: number; label: string; onMessage?: ((message: string) => void) | undefined }) {
  const { t, href } = useT();
  const ids = useFavouriteIds();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const location = useLocation();
  const back = location.pathname + location.search;
  const message = fetcher.data?.message;
  // Every answer once (the same words twice are two answers). Handed on as the answer is rendered (a layout
  // effect), not after the next frame: on the wishlist the reloaded list can take the card away within a frame
  // of the answer, and an effect still waiting then never ran (the message was lost once pages got faster).
  const answer = fetcher.data;
  useLayoutEffect(() => {
    if (onMessage && answer?.message) onMessage(answer.message);
  }, [onMessage, answer]);
  const className = "heart-button";

  if (!ids) {
    return (
      <Link to={`${href("/sign_in")}?redirect=${encodeURIComponent(back)}`} className={className} aria-label={t("catalog.addTo", { item: label })}>
        <Heart filled={false} />
      </Link>
    );
  }
  const saved = isFavourite(ids, kind, id);
  // Show the change at once; the server's answer replaces it.
  const pending = fetcher.formData?.get("intent");
  const marked = pending ? pending === "add" : saved;
  return (
    <fetcher.Form method="post" action={href("/fav")}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={marked ? "remove" : "add"} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={className} aria-pressed={marked} aria-label={t(marked ? "catalog.removeFrom" : "catalog.addTo", { item: label })}>
        <Heart filled={marked} />
      </button>
      {/* In the body, not the card: a card skipped while off screen (content-visibility) would hold the
          fixed toast inside itself, over the heart. Only ever shown after a click, so never rendered on the server. */}
      {!onMessage &&
        fetcher.state === "idle" &&
        message &&
        createPortal(
          <p role="status" className={toastClass}>
            {message}
          </p>,
          document.body,
        )}
    </fetcher.Form>
  );
}
