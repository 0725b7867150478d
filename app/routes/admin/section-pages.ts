import type { SectionId } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";

/**
 * What each admin section's pages are, beside its registry line (decision 0066, 0071): its folder and its record
 * page. The routes are generated from it (`section-routes.ts`), and the section kit reads it at run time
 * (`app/lib/admin-section.server.ts`), so a record's address parameter and its "not found" words are written
 * here once, not again in the record page's loader and action. Plain data: the route generator's library
 * (`@react-router/dev`) stays out of the server's bundle.
 */
export interface SectionPages {
  /** A family's shared folder; by default the registry id with hyphens. */
  folder?: string;
  /**
   * The record page: its address parameter and its route id. `notFound`: the record is found by a whole-number
   * id, and a malformed or unknown one answers these words (404); without it the page reads its own key (a slug).
   */
  record?: { param: string; id: string; notFound?: MessageKey };
}

const record = (param: string, id: string, notFound?: MessageKey): SectionPages => ({ record: { param, id, ...(notFound ? { notFound } : {}) } });
const family = (folder: string, param: string, notFound: MessageKey) => (id: string): SectionPages => ({ folder, ...record(param, id, notFound) });
const numbers = family("numbers", "numberId", "numbers.notFound");
const requests = family("requests", "requestId", "requests.notFound");
const posts = family("posts", "postId", "postAdmin.notFound");

/** Sections whose routes are generated. One missing here keeps its route lines in app/routes.ts. */
export const sectionPages: { readonly [id in SectionId]?: SectionPages } = {
  dashboard: {},
  plates: record("plateId", "admin_plate", "plates.notFound"),
  du_numbers: numbers("admin_du_number"),
  etisalat_numbers: numbers("admin_etisalat_number"),
  banners: record("bannerId", "admin_banner", "banners.notFound"),
  services: requests("admin_service"),
  requested_plates: requests("admin_requested_plate"),
  estimate_plates: requests("admin_estimate_plate"),
  draw_plates: requests("admin_draw_plate"),
  contact_inquiries: requests("admin_contact_inquiry"),
  packages: record("packageId", "admin_package", "admin.packageNotFound"),
  reference_data: {},
  promocodes: record("promoId", "admin_promocode", "promo.notFound"),
  website_pages: record("slug", "admin_website_page"),
  traffic_data: {},
  transactions: record("orderId", "admin_transaction", "transactions.notFound"),
  import: {},
  export: {},
  blogs: posts("admin_blog"),
  news: posts("admin_news_item"),
  users: record("userId", "admin_user"),
  settings: {},
  permissions: {},
  roles: record("roleId", "admin_role", "admin.roleNotFound"),
  outbox: record("messageId", "admin_outbox_message", "admin.messageNotFound"),
  jobs: {},
  audit: {},
  ads: record("adId", "admin_ad", "ads.notFound"),
  metadata: record("page", "admin_metadata_page"),
  offers: record("offerId", "admin_offer", "offers.notFound"),
  auctions: record("auctionId", "admin_auction", "auctionsAdmin.notFound"),
  bundles: record("bundleId", "admin_bundle", "bundles.notFound"),
};
