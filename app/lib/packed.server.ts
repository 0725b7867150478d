import { type Packed, swapQuotes } from "./packed.ts";

// The server's side of packed loader data (app/lib/packed.ts, decision 0035).

/** A value as the JSON text a loader sends. */
export function pack<T>(value: T): Packed<T> {
  return swapQuotes(JSON.stringify(value)) as Packed<T>;
}

const packedBy = new WeakMap<object, string>();

/**
 * `make()`'s value packed once for `source`: a kept answer (the catalogue keeps a search's answer for a few
 * seconds, the same object for every request that asks the same), so the text is made once per answer and
 * forgotten with it. `make` must depend on nothing but `source`.
 */
export function packOnce<T>(source: object, make: () => T): Packed<T> {
  let text = packedBy.get(source);
  if (text === undefined) {
    text = pack(make());
    packedBy.set(source, text);
  }
  return text as Packed<T>;
}
