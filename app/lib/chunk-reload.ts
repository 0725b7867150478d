const KEY = "chunk-reload-at";
/** A second failure within this window means reloading did not help: show the error instead of looping. */
const WINDOW_MS = 10_000;

/** True when the error is a failed load of a page chunk (module script) rather than a bug in a page. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page once; returns false (and does nothing) if it already reloaded moments ago. */
export function reloadOnceForStaleChunk(now = Date.now(), storage: Storage = window.sessionStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < WINDOW_MS) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
