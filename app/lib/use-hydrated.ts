import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False in the server's HTML and during hydration, true once the page is live: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
