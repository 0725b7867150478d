import { type Packed, swapQuotes } from "./packed.ts";

// The server's side of packed loader data (app/lib/packed.ts, decision 0035).

/** A value as the JSON text a loader sends. */
export function pack<T>(value: T): Packed<T> {
  return swapQuotes(JSON.stringify(value)) as Packed<T>;
}

const packedBy = new WeakMap<object, Map<string, { others: readonly object[]; text: string }>>();

/**
 * `make()`'s value packed once for `source`: a kept answer (the catalogue keeps a search's answer for a few
 * seconds, the same object for every request that asks the same), so the text is made once per answer and
 * forgotten with it. `source` may be several objects (lists the services keep), and `variant` names what else
 * `make` depends on (a language, a chosen filter); `make` must depend on nothing else. The text is made again
 * when any of the objects is another one.
 */
export function packOnce<T>(source: object | readonly [object, ...object[]], make: () => T, variant = ""): Packed<T> {
  const [first, ...others]: readonly object[] = Array.isArray(source) ? source : [source];
  let variants = packedBy.get(first!);
  if (!variants) packedBy.set(first!, (variants = new Map()));
  const known = variants.get(variant);
  if (known && known.others.length === others.length && known.others.every((o, i) => o === others[i])) return known.text as Packed<T>;
  const text = pack(make());
  variants.set(variant, { others, text });
  return text as Packed<T>;
}
