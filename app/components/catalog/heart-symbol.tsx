export const HEART_SYMBOL_ID = "heart-icon";

/**
 * The wishlist heart's outline, drawn once per page (SiteShell renders it) and used by every heart
 * (favourite-button.tsx): a listing shows 24, and the path written into each was a tenth of a card's HTML
 * (decision 0035). Its own module, so the pages without hearts do not load the heart's button with it.
 */
export function HeartSymbol() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.3 1.1 4 2.3h3.2C14.3 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z" />
      </symbol>
    </svg>
  );
}
