import type { MessageGroup, MessageSelector } from "#core/i18n/index.ts";

// Which messages each page gets, in one place (decision 0031). The root loader sends the page, in its language
// only, the messages selected here; nothing else of the catalogue reaches the browser. Pages are named as in
// `pageNameOf` (app/lib/meta.ts): the first segment after the language, with posts and buy pages named as their
// routes. A selector is a group's name, one key, or a prefix ending in a dot. `page-messages.test.ts` reads
// every route's modules and fails when a page uses a key it does not get here.

/** What every page needs: the shell (header, menus, footer, language switch), the error page and page titles. */
export const EVERY_PAGE: readonly MessageSelector[] = [
  "errors",
  "layout",
  "route.",
  "auth.wishlist",
  "auth.profile",
  "auth.admin",
  "auth.userMenu",
  "auth.logout",
  // The shared field checks (core/validation/fields.ts), which the modules of most pages import.
  "validation.email",
  "validation.emailRequired",
  "validation.phone",
];

/** Every group: the admin area (not on the script budget; its pages use most of them). */
const ALL: readonly MessageGroup[] = ["products", "errors", "layout", "content", "auth", "admin", "catalog", "uploads", "settings", "forms", "tables", "checkout", "transactions", "invoice", "platesAdmin", "itemsAdmin", "alerts", "ads", "requests", "requestsAdmin", "referenceData", "bannersAdmin", "websitePages", "postsAdmin", "dashboard", "importMessages", "export", "offers", "market", "auctions", "auctionsAdmin", "bundlesAdmin", "buyerVerification"];

/** The form kit (app/components/form-kit): its fields' labels and errors, and the account forms' shared checks. */
const FORM_KIT: readonly MessageSelector[] = ["forms", "uploads", "form.", "validation.", "requests.honeypot", "table.badSort"];
/** Plate and number cards, wherever they are listed. */
const CARDS: readonly MessageSelector[] = ["catalog", "checkout.reserved", "checkout.buyNow"];
/**
 * A listing: its cards, filters, paging and the saved-search button; not the fees, the home page's or the
 * wishlist's words, which a listing never shows: a rendered listing encodes every message it carries
 * (decision 0034).
 */
const LISTING: readonly MessageSelector[] = [
  "filters.",
  "sort.",
  "tier.",
  "class.",
  "mode.",
  "catalog.",
  "plates.offeredByOwner",
  "checkout.reserved",
  "checkout.buyNow",
  "pagination.",
  "form.errorSummary",
  "alerts.alertMe",
  "alerts.alertMeHint",
];
/** The account pages' forms. */
const ACCOUNT: readonly MessageSelector[] = ["auth", ...FORM_KIT];
/** The public request forms (services, contact, draw plates and numbers). */
const REQUEST_FORMS: readonly MessageSelector[] = ["requests", "catalog", ...ACCOUNT];
/** A plate's fields as the ads' forms ask for them (the keys live with the admin area's Plates section). */
const PLATE_FIELDS: readonly MessageSelector[] = ["plates.emirate", "plates.code", "plates.type", "plates.number", "plates.emirateRequired", "plates.typeRequired", "plates.codeRequired", "plates.numberInvalid", "plates.priceInvalid", "plates.codeInvalid"];
const ADS: readonly MessageSelector[] = ["ads", ...PLATE_FIELDS, "catalog.operator.", "catalog.plateLabel", "catalog.numberLabel", ...ACCOUNT];
const WEBSITE_PAGE: readonly MessageSelector[] = ["page.lastUpdated"];
/** What a lot page may answer a bid or a deposit with (the auctions' service words them), and the masked bidder. */
const AUCTION_REFUSALS: readonly MessageSelector[] = [
  ...["lotNotFound", "unverified", "staffCannotBid", "depositFirst", "notStarted", "ended", "cancelled", "priceChanged", "duplicate", "belowNext", "overLimit", "maxBelowAmount", "alreadyLeading", "bidder"].map((k) => `auctions.${k}` as const),
  "error.validation",
  "auctions.depositLimitNeeded",
  // The shared field checks the bid form's schema module declares (core/validation/fields.ts).
  "validation.",
];
/** The buyer verification form (the checkout's, on the profile's page too: decision 0070) and that page's words. */
const VERIFICATION: readonly MessageSelector[] = ["buyerVerification", "checkout.step.verification", "checkout.verificationIntro", "checkout.verificationIntroNumber", "checkout.firstName", "checkout.lastName", "checkout.firstNameRequired", "checkout.lastNameRequired", "checkout.trafficFileNumber", "checkout.trafficFileHint", "checkout.trafficFileInvalid", "checkout.trafficFileRequired", "checkout.documentRequired", "checkout.onFile", "checkout.emiratesId", "checkout.drivingLicence"];

const PAGES: Readonly<Record<string, readonly MessageSelector[]>> = {
  home: ["content", ...CARDS],
  about: WEBSITE_PAGE,
  faq: WEBSITE_PAGE,
  privacy_policy: WEBSITE_PAGE,
  terms_and_conditions: WEBSITE_PAGE,
  mobile_pages: ["content"],
  blog: ["content"],
  new: ["content"],
  blog_detail: ["content"],
  new_detail: ["content"],
  plates: LISTING,
  numbers: LISTING,
  products: [...LISTING, "products"],
  buy_plates: [...CARDS, "offers.link", "market"],
  buy_numbers: [...CARDS, "offers.link", "market"],
  wishlist: CARDS,
  fav: ["catalog.addedToWishlist", "catalog.removedFromWishlist"],
  checkout: ["checkout", "catalog", "transactions.noBankTransfer", "bundles.checkoutItems", "bundles.reserved", "bundles.unavailable", ...ACCOUNT],
  sandbox: ["checkout"],
  payment_success: ["checkout", "fees.total", "bundles.checkoutItems"],
  payment_failure: ["checkout", "fees.total", "bundles.checkoutItems"],
  alerts: ["alerts", "catalog", ...ACCOUNT],
  sell_with_us: ADS,
  ads: ADS,
  services: REQUEST_FORMS,
  contact_us: REQUEST_FORMS,
  draw_plates: REQUEST_FORMS,
  draw_numbers: REQUEST_FORMS,
  // The branch list's own keys, and the settings' checks its loader's validation module declares.
  branches: ["branches.", "settings.linkTooLong", "settings.linkInvalid", "settings.valueRequired", "settings.valueTooLong1000", "settings.valueTooLong200", "settings.trnInvalid", "settings.holdInvalid", "settings.feeInvalid", "settings.vatInvalid", "settings.commissionInvalid", "settings.adLifetimeInvalid", "settings.maxOpenCheckoutsInvalid", "validation."],
  register: ACCOUNT,
  sign_in: ACCOUNT,
  logout: ACCOUNT,
  verify_email: ACCOUNT,
  forgot_password: ACCOUNT,
  reset_password: ACCOUNT,
  // The profile lists the visitor's orders, requests, alerts and ads beside the account forms.
  profile: [...ACCOUNT, "offers.", "ads.mineTitle", "ads.sellLink", "orders.", "order.state.", "checkout.event.", "transactions.plate", "transactions.number", "invoice.download", "filters.", "alerts", "requests.mine", "requests.mineNone", "requests.kind.", "requests.status.", "auctionPage.", "auctions.bidder", ...VERIFICATION],
  admin: ALL,
  // Make an offer on an item, and the buyer's answer to a counter (decision 0064).
  offers: ["offers", "catalog", "fees.", "checkout.verifyFirst", ...ACCOUNT],
  // The auctions (decision 0069): the list, a lot page (its refusals are the auctions group's), a deposit's return page.
  auctions: ["auctionPages"],
  auction_lots: ["auctionPages", ...AUCTION_REFUSALS],
  auction_deposits: ["auctionPages", "checkout.bankAccount", "auctions.depositNotFound"],
  // A website page staff added (/pages/<slug>).
  pages: WEBSITE_PAGE,
  // Staff's preview of a post: the post page's words, and the post form's checks its module imports.
  preview: ["content", "postsAdmin", "validation.", "table.badSort"],
};

/** Every selector the map uses, for the test that each still selects a message. */
export const allSelectors: readonly MessageSelector[] = [...new Set([...EVERY_PAGE, ...Object.values(PAGES).flat()])];

/** The selectors of the page with this name (a name not listed, such as a path that is no page, gets the shell's). */
export function selectorsOfPage(pageName: string): MessageSelector[] {
  return [...new Set([...EVERY_PAGE, ...(PAGES[pageName] ?? [])])];
}
