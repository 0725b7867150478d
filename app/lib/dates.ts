import type { Lang } from "#core/i18n/lang.ts";
import { perLang } from "#core/i18n/per-lang.ts";

// Western digits in both languages, as the rest of the site.
const locale = (lang: Lang) => (lang === "ar" ? "ar-AE-u-nu-latn" : "en-AE");
const dateFormat = perLang((lang) => new Intl.DateTimeFormat(locale(lang), { dateStyle: "long" }));
const dateTimeFormat = perLang((lang) => new Intl.DateTimeFormat(locale(lang), { dateStyle: "medium", timeStyle: "short" }));

/** "22 November 2026" / "22 نوفمبر 2026". */
export function formatDate(value: Date | string, lang: Lang): string {
  return dateFormat(lang).format(new Date(value));
}

/** Date and time, for staff (when an e-mail was sent). */
export function formatDateTime(value: Date | string, lang: Lang): string {
  return dateTimeFormat(lang).format(new Date(value));
}

/** A date as a public page shows it: `iso` for `<time dateTime>`, `text` in the page's language. */
export interface ShownDate {
  iso: string;
  text: string;
}

/**
 * Public pages' loaders call this on the server, so the browser renders (and hydrates) the words without building
 * an Arabic date format of its own: that alone was a quarter of the home page's blocking time on a phone.
 */
export function shownDate(value: Date | string, lang: Lang): ShownDate {
  return { iso: new Date(value).toISOString(), text: formatDate(value, lang) };
}

const uaeTimeFormat = perLang((lang) => new Intl.DateTimeFormat(locale(lang), { timeStyle: "short", dateStyle: "medium", timeZone: "Asia/Dubai" }));

/** A moment in UAE time (Asia/Dubai), whatever the zone of the server or the browser: when a hold ends. */
export function formatUaeTime(value: Date | string, lang: Lang): string {
  return uaeTimeFormat(lang).format(new Date(value));
}
