import { z } from "./zod.ts";
import { recordVersion, singleLine } from "./fields.ts";

// The Metadata section (issue 27, decision 0051): the search-engine title, description and keywords of every
// public page in both languages. An empty value is no override: the page shows its built-in default.

/**
 * Every public page with a metadata record (its `page_name`, the route id in app/routes.ts) and its address
 * without the language prefix; a page with a parameter (a post, a plate) has none to open. Website pages added
 * by staff are listed after these, by slug.
 */
export const publicPages: readonly { name: string; path: string | null }[] = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "faq", path: "/faq" },
  { name: "privacy_policy", path: "/privacy_policy" },
  { name: "terms_and_conditions", path: "/terms_and_conditions" },
  { name: "plates", path: "/plates" },
  { name: "numbers", path: "/numbers" },
  { name: "products", path: "/products" },
  { name: "buy_plates", path: null },
  { name: "buy_numbers", path: null },
  { name: "blog", path: "/blog" },
  { name: "blog_detail", path: null },
  { name: "new", path: "/new" },
  { name: "new_detail", path: null },
  { name: "services", path: "/services" },
  { name: "draw_plates", path: "/draw_plates" },
  { name: "draw_numbers", path: "/draw_numbers" },
  { name: "contact_us", path: "/contact_us" },
  { name: "branches", path: "/branches" },
  { name: "sell_with_us", path: "/sell_with_us" },
  { name: "ads", path: "/ads" },
  { name: "sign_in", path: "/sign_in" },
  { name: "register", path: "/register" },
  { name: "forgot_password", path: "/forgot_password" },
  { name: "reset_password", path: "/reset_password" },
  { name: "verify_email", path: "/verify_email" },
  { name: "profile", path: "/profile" },
  { name: "wishlist", path: "/wishlist" },
  { name: "payment_success", path: "/payment_success" },
  { name: "payment_failure", path: "/payment_failure" },
  { name: "mobile_pages", path: "/mobile_pages" },
  { name: "auctions", path: "/auctions" },
  { name: "auction_lots", path: null },
];

export const publicPageNames: readonly string[] = publicPages.map((p) => p.name);

const title = singleLine({ max: 150, tooLong: "metadata.titleTooLong" });
const description = singleLine({ max: 500, tooLong: "metadata.descriptionTooLong" });
const keywords = singleLine({ max: 500, tooLong: "metadata.keywordsTooLong" });

/** A page's six values (each may be empty: the built-in default then shows) and the version the form was opened at. */
export const metadataForm = z.object({
  title,
  title_ar: title,
  description,
  description_ar: description,
  keywords,
  keywords_ar: keywords,
  version: recordVersion(),
});
export type MetadataForm = z.output<typeof metadataForm>;

/** A page name in an address (`/admin/metadata/:page`): a metadata key, or the slug of a website page. */
export const metadataPageParam = singleLine({ max: 60, required: "metadata.notFound" }).pipe(z.string().regex(/^[a-z0-9_-]+$/, "metadata.notFound"));
