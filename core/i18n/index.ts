import { admin } from "./messages/admin.ts";
import { auth } from "./messages/auth.ts";
import { catalog } from "./messages/catalog.ts";
import { checkout } from "./messages/checkout.ts";
import { content } from "./messages/content.ts";
import { errors } from "./messages/errors.ts";
import { forms } from "./messages/forms.ts";
import { layout } from "./messages/layout.ts";
import { requests } from "./messages/requests.ts";
import { requestsAdmin } from "./messages/requests-admin.ts";
import { settings } from "./messages/settings.ts";
import { tables } from "./messages/tables.ts";
import { transactions } from "./messages/transactions.ts";
import { uploads } from "./messages/uploads.ts";
import { invoice } from "./messages/invoice.ts";
import { itemsAdmin } from "./messages/items-admin.ts";
import { platesAdmin } from "./messages/plates-admin.ts";
import { alerts } from "./messages/alerts.ts";
import { adsMessages } from "./messages/ads.ts";
import { http } from "./messages/http.ts";
import { referenceData } from "./messages/reference-data.ts";
import { bannersAdmin } from "./messages/banners-admin.ts";
import { websitePages } from "./messages/website-pages.ts";
import { postsAdmin } from "./messages/posts-admin.ts";
import { dashboard } from "./messages/dashboard.ts";
import { products } from "./messages/products.ts";
import { importMessages } from "./messages/import.ts";
import { exportMessages } from "./messages/export.ts";
import { offers } from "./messages/offers.ts";
import { market } from "./messages/market.ts";
import { auctions } from "./messages/auctions.ts";
import { auctionsAdmin } from "./messages/auctions-admin.ts";
import { auctionPages } from "./messages/auction-pages.ts";
import { bundlesAdmin } from "./messages/bundles-admin.ts";
import { buyerVerification } from "./messages/buyer-verification.ts";
import type { Template } from "./define.ts";
import { type Lang, type MessageVars, render } from "./lang.ts";

// The whole catalogue, for the server's code (mails, PDFs, loaders, actions). The browser's code must not import
// this module's values, only its types: a page gets its own messages from the root loader (decision 0031).
export * from "./lang.ts";

/** Each group declares both languages with the same keys; adding a group here is all it takes. Its name is how pages ask for it. */
export const messageGroups = {
  errors,
  layout,
  content,
  auth,
  admin,
  catalog,
  uploads,
  settings,
  forms,
  tables,
  checkout,
  transactions,
  invoice,
  platesAdmin,
  itemsAdmin,
  alerts,
  ads: adsMessages,
  requests,
  requestsAdmin,
  http,
  referenceData,
  bannersAdmin,
  websitePages,
  postsAdmin,
  dashboard,
  products,
  importMessages,
  export: exportMessages,
  offers,
  market,
  auctions,
  auctionsAdmin,
  auctionPages,
  bundlesAdmin,
  buyerVerification,
};
export type MessageGroup = keyof typeof messageGroups;
const groups = Object.values(messageGroups);

export const messages = {
  en: Object.assign({}, ...groups.map((g) => g.en)) as MessagesOf<(typeof groups)[number]["en"]>,
  ar: Object.assign({}, ...groups.map((g) => g.ar)) as MessagesOf<(typeof groups)[number]["en"]>,
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type MessagesOf<U> = UnionToIntersection<U>;
export type MessageKey = keyof typeof messages.en;
/** Some of one language's messages: what a page receives. */
export type PageMessages = Partial<Record<MessageKey, Template>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(messages.en, value);
}

/** Translation in one language: the server's `translatorFor(lang)`, or the browser's `useT().t` (app/lib/i18n.ts). */
export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function translatorFor(lang: Lang): Translate {
  return (key, vars) => translate(lang, key, vars);
}

/** Translates a key, filling `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  return render(lang, messages[lang][key], vars);
}

/**
 * Which messages a page gets: a group's name ("auth"), one key ("auth.logout") or every key under a prefix
 * ("route."). Group names have no dot, keys always have one.
 */
export type MessageSelector = MessageGroup | `${string}.${string}`;

export function isSelected(key: string, selectors: readonly MessageSelector[]): boolean {
  return selectors.some((s) => (s.includes(".") ? key === s || (s.endsWith(".") && key.startsWith(s)) : Object.hasOwn(messageGroups[s as MessageGroup].en, key)));
}

/** The selected messages in one language, as one object: what the root loader sends a page. */
export function messagesOf(lang: Lang, selectors: readonly MessageSelector[]): PageMessages {
  const all = messages[lang] as Record<string, Template>;
  return Object.fromEntries(Object.keys(all).filter((key) => isSelected(key, selectors)).map((key) => [key, all[key]!]));
}

/** Every text of a message as written: the sentence, or each of its plural forms. */
export function textsOf(template: Template): string[] {
  return typeof template === "string" ? [template] : Object.values(template);
}

/** Every text of one language's catalogue, plural forms one by one (tests that look texts up in pages or bundles). */
export function allTexts(lang: Lang): string[] {
  return Object.values(messages[lang] as Record<string, Template>).flatMap(textsOf);
}
