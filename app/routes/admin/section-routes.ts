import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type SectionId, adminSections } from "#core/access/admin-sections.ts";

/**
 * The admin sections' routes, generated from the registry (decision 0066): a section's address is written once,
 * in `core/access/admin-sections.ts`. Its folder is `routes/admin/<registry id, hyphens>/` (a family's is the
 * family's); `list.tsx` answers the registry's path as `admin_<id>`, and `record.tsx`, when the section has
 * one, answers `<path>/:<param>` with the id given here. Record ids are not derived: they are the names the
 * tests, links and `useRouteLoaderData` calls already use, and English has no rule for them (news → news_item).
 * Pages beyond a list and a record (an invoice, an import's template) are written by hand in `app/routes.ts`.
 */
interface SectionPages {
  /** A family's shared folder; by default the registry id with hyphens. */
  folder?: string;
  /** The record page: its address parameter and its route id. */
  record?: { param: string; id: string };
}

const numbers = (id: string): SectionPages => ({ folder: "numbers", record: { param: "numberId", id } });
const requests = (id: string): SectionPages => ({ folder: "requests", record: { param: "requestId", id } });
const posts = (id: string): SectionPages => ({ folder: "posts", record: { param: "postId", id } });
const record = (param: string, id: string): SectionPages => ({ record: { param, id } });

/** Sections whose routes are generated. One missing here keeps its route lines in app/routes.ts. */
export const sectionPages: { readonly [id in SectionId]?: SectionPages } = {
  dashboard: {},
  plates: record("plateId", "admin_plate"),
  du_numbers: numbers("admin_du_number"),
  etisalat_numbers: numbers("admin_etisalat_number"),
  banners: record("bannerId", "admin_banner"),
  services: requests("admin_service"),
  requested_plates: requests("admin_requested_plate"),
  estimate_plates: requests("admin_estimate_plate"),
  draw_plates: requests("admin_draw_plate"),
  contact_inquiries: requests("admin_contact_inquiry"),
  packages: record("packageId", "admin_package"),
  reference_data: {},
  promocodes: record("promoId", "admin_promocode"),
  website_pages: record("slug", "admin_website_page"),
  traffic_data: {},
  transactions: record("orderId", "admin_transaction"),
  import: {},
  export: {},
  blogs: posts("admin_blog"),
  news: posts("admin_news_item"),
  users: record("userId", "admin_user"),
  settings: {},
  permissions: {},
  roles: record("roleId", "admin_role"),
  outbox: record("messageId", "admin_outbox_message"),
  jobs: {},
  audit: {},
  ads: record("adId", "admin_ad"),
  metadata: record("page", "admin_metadata_page"),
  offers: record("offerId", "admin_offer"),
  auctions: record("auctionId", "admin_auction"),
  bundles: record("bundleId", "admin_bundle"),
};

/** The routes of every section in `sectionPages`, children of the admin layout (paths relative to /admin). */
export function sectionRoutes(): RouteConfigEntry[] {
  return Object.entries(sectionPages).flatMap(([id, pages]) => {
    if (!pages) return [];
    const path = adminSections.find((s) => s.id === id)?.path;
    if (!path?.startsWith("/admin/")) throw new Error(`admin section ${id} has no page under /admin in the registry`);
    const at = path.slice("/admin/".length);
    const folder = `routes/admin/${pages.folder ?? id.replaceAll("_", "-")}`;
    const list = route(at, `${folder}/list.tsx`, { id: `admin_${id}` });
    if (!pages.record) return [list];
    return [list, route(`${at}/:${pages.record.param}`, `${folder}/record.tsx`, { id: pages.record.id })];
  });
}
