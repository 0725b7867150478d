/** Where the browser keeps the visitor's favourites until the catalog issue gives them a real store. */
export const FAVOURITES_KEY = "favourites";

/** Forgets the favourites kept in this browser (called at sign-out); never throws. */
export function clearFavourites(storage: Storage | undefined = typeof window === "undefined" ? undefined : window.sessionStorage): void {
  try {
    storage?.removeItem(FAVOURITES_KEY);
  } catch {
    // Storage can be disabled or full; signing out must go on regardless.
  }
}
