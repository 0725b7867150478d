/**
 * A value that travels in a loader's data as its JSON text (decision 0035).
 *
 * React Router encodes loader data value by value (turbo-stream): every object, key and field costs the
 * server about half a microsecond on each request. A listing's 24 cards are some 400 values, and encoding them
 * cost a rendered listing more than a third of what the whole bare page costs. As JSON text they are one value:
 * made once per search answer (`packOnce`, app/lib/packed.server.ts), sent as a plain string, and read back
 * here, once per text. Meant for large read-only data a page only shows (cards, option lists), not for
 * what a page edits or for a handful of fields.
 */
export type Packed<T> = string & { readonly __packedOf?: T };

/**
 * The JSON text with its double and single quotes swapped, as it travels. A page's data is written into the
 * page as a JSON string inside a JSON string (turbo-stream, then React Router's inline script), so each `"` of
 * plain JSON went out as `\\\"` and was escaped twice on every request: half the time of sending a listing's cards
 * (decision 0036). A `'` needs no escape in either; the few that a text holds take the quotes' place. The swap
 * is its own inverse.
 */
export function swapQuotes(text: string): string {
  return text.replace(QUOTES, (quote) => (quote === '"' ? "'" : '"'));
}
const QUOTES = /["']/g;

// The same text is read again on every render of the page that shows it (and, on the server, on every
// request for the same search): it is parsed once and the value kept. Values are never changed by readers.
const read = new Map<string, unknown>();
const READ_MAX = 200;

/** The value a loader packed. */
export function unpack<T>(packed: Packed<T>): T {
  if (read.has(packed)) return read.get(packed) as T;
  if (read.size >= READ_MAX) read.clear();
  const value = JSON.parse(swapQuotes(packed)) as T;
  read.set(packed, value);
  return value;
}
