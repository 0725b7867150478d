import type { Lang } from "./index.ts";

/**
 * A value made on first use for each language, then kept. For Intl formats: building one loads its locale's data
 * (an Arabic DateTimeFormat costs some 25 ms in a browser, 100 ms on a mid-range phone), and a page needs only
 * its own language's.
 */
export function perLang<T>(make: (lang: Lang) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    let value = made.get(lang);
    if (value === undefined) made.set(lang, (value = make(lang)));
    return value;
  };
}
