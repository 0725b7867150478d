import { data } from "react-router";
import { adminSections } from "#core/access/admin-sections.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import { type MessageKey, stripLang } from "#core/i18n/index.ts";

// The du Numbers and Etisalat Numbers sections are one family (issue 27): the same route modules, the
// operator read from the address, the section's label and path from the registry.

const operatorOf = { du_numbers: "du", etisalat_numbers: "etisalat" } as const satisfies Record<string, Operator>;

export interface NumberSection {
  id: keyof typeof operatorOf;
  operator: Operator;
  path: string;
  label: MessageKey;
}

/** The section a numbers page belongs to, from its address (/admin/<section>/…). */
export function numberSection(url: URL): NumberSection {
  const id = stripLang(url.pathname).path.split("/")[2] ?? "";
  const registered = adminSections.find((s) => s.id === id);
  if (!registered?.path || !(id in operatorOf)) throw data({ messageKey: "error.notFound" }, 404);
  return { id: id as NumberSection["id"], operator: operatorOf[id as NumberSection["id"]], path: registered.path, label: registered.label };
}
