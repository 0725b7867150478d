import { counter } from "../context.ts";
import type { DeclaredProbes } from "./types.ts";

/** Metadata (decision 0051): a page's values, saved. */
export function metadataProbes(): DeclaredProbes {
  const metadata = { title: "", title_ar: "", description: "", description_ar: "", keywords: "", keywords_ar: "" };
  return {
    record: async () => "faq",
    update: [{ route: "admin_metadata_page", name: "save a page's metadata", request: async () => ({ path: "/admin/metadata/faq", form: { ...metadata, keywords: `matrix ${++counter.n}` } }), success: /\/admin\/metadata\?done=metadataSaved$/ }],
  };
}
