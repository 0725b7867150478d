/**
 * Declares one group of messages: English first, then Arabic with exactly the same keys
 * (the type makes a missing Arabic key a compile error; a test checks it at run time too).
 */
export function defineMessages<const K extends string>(en: Record<K, string>, ar: Record<K, string>) {
  return { en, ar };
}
