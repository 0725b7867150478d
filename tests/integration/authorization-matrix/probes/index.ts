import { type SectionId, adminSections } from "#core/access/admin-sections.ts";
import { sectionPages } from "#app/routes/admin/section-routes.ts";
import { adProbes } from "./ads.ts";
import { auctionProbes } from "./auctions.ts";
import { auditProbes } from "./audit.ts";
import { bannerProbes } from "./banners.ts";
import { bundleProbes } from "./bundles.ts";
import { dashboardProbes } from "./dashboard.ts";
import { exportProbes } from "./export.ts";
import { importProbes } from "./import.ts";
import { jobProbes } from "./jobs.ts";
import { metadataProbes } from "./metadata.ts";
import { numberProbes } from "./numbers.ts";
import { offerProbes } from "./offers.ts";
import { outboxProbes } from "./outbox.ts";
import { packageProbes } from "./packages.ts";
import { plateProbes } from "./plates.ts";
import { postProbes } from "./posts.ts";
import { promocodeProbes } from "./promocodes.ts";
import { referenceDataProbes } from "./reference-data.ts";
import { requestProbes } from "./requests.ts";
import { roleProbes } from "./roles.ts";
import { settingsProbes } from "./settings.ts";
import { transactionProbes } from "./transactions.ts";
import type { DeclaredProbes, PageProbe, SectionProbes } from "./types.ts";
import { userProbes } from "./users.ts";
import { websitePageProbes } from "./website-pages.ts";

export type { FormProbe, PageProbe, SectionProbes } from "./types.ts";

/**
 * What each section declares (one file per section or family): the record its record page shows, its other
 * pages and a form probe for each operation the registry gives it. A section with only a list page
 * (permissions, traffic data) needs no line here: its probe is generated.
 */
export const declaredProbes: Record<string, DeclaredProbes> = {
  users: userProbes,
  roles: roleProbes,
  outbox: outboxProbes,
  jobs: jobProbes,
  packages: packageProbes,
  audit: auditProbes,
  promocodes: promocodeProbes,
  transactions: transactionProbes,
  ads: adProbes,
  plates: plateProbes,
  du_numbers: numberProbes("du"),
  etisalat_numbers: numberProbes("etisalat"),
  banners: bannerProbes(),
  reference_data: referenceDataProbes(),
  blogs: postProbes("blogs"),
  news: postProbes("news"),
  services: requestProbes("services"),
  requested_plates: requestProbes("requested_plates"),
  estimate_plates: requestProbes("estimate_plates"),
  draw_plates: requestProbes("draw_plates"),
  contact_inquiries: requestProbes("contact_inquiries"),
  website_pages: websitePageProbes(),
  metadata: metadataProbes(),
  dashboard: dashboardProbes(),
  import: importProbes(),
  export: exportProbes(),
  offers: offerProbes(),
  auctions: auctionProbes(),
  bundles: bundleProbes(),
  settings: settingsProbes,
};

/** Sections with a page in the registry. */
export const builtSections = adminSections.filter((s) => s.path);

/**
 * Every built section's probes, opened with the registry's list permission: its list page at the registry's
 * path (`admin_<id>`) and its record page (the route id section-routes.ts gives it, showing the declared
 * record), both generated; then the pages and forms its file declares.
 */
export const sectionProbes: Record<string, SectionProbes> = Object.fromEntries(
  builtSections.map((s) => {
    const { record, ...declared } = declaredProbes[s.id] ?? {};
    const generated: PageProbe[] = [{ route: `admin_${s.id}`, path: () => s.path! }];
    const recordRoute = sectionPages[s.id as SectionId]?.record?.id;
    if (recordRoute && record) generated.push({ route: recordRoute, path: async () => `${s.path}/${await record()}` });
    return [s.id, { ...declared, list: [...generated, ...(declared.list ?? [])] }];
  }),
);
