import { z } from "./zod.ts";
import { id, singleLine } from "./fields.ts";
import { numberFilterFields, plateFilterFields } from "./catalog.ts";

// Saved searches ("Alert me") and their signed unsubscribe links; messages are i18n keys.

export const alertKinds = ["plate", "number"] as const;
export type AlertKind = (typeof alertKinds)[number];

/** Which listing the filters come from; the filters themselves are the listing's own schema's. */
export const alertKindField = z.enum(alertKinds, { error: "alerts.invalid" });

/** The fields a saved search keeps: the listing's filters, without its order and page. */
export function alertFilterNames(kind: AlertKind): string[] {
  const shape = (kind === "plate" ? plateFilterFields : numberFilterFields).shape;
  return Object.keys(shape).filter((name) => name !== "sort" && name !== "page");
}

/** An unsubscribe link: the alert and its HMAC (hex SHA-256). */
export const unsubscribeParams = z.object({
  alert: id("alerts.linkInvalid"),
  sig: singleLine({ max: 64, required: "alerts.linkInvalid" }).pipe(z.string().regex(/^[0-9a-f]{64}$/, "alerts.linkInvalid")),
});

export const alertIdForm = z.object({ id: id("alerts.notFound") });
