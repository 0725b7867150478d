import { sectionPath } from "#core/access/admin-sections.ts";
import { emirateKey, plateTypeKey } from "#core/validation/reference-data.ts";
import type { RecordPage } from "#app/lib/admin-section.server.ts";

export { typeVersion } from "#server/modules/catalog/index.ts";

const section = sectionPath("reference_data");

/** An emirate's codes, found by the emirate's code in the address; its forms lead back to it. */
export const emiratePage: RecordPage<string> = { path: `${section}/emirates/:emirate`, param: "emirate", notFound: "referenceData.emirateNotFound", key: emirateKey };

/** A plate type, found by its key in the address; its forms lead to the section's list. */
export const typePage: RecordPage<string> = { path: section, param: "typeKey", notFound: "referenceData.typeNotFound", key: plateTypeKey };
