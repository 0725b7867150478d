import type { z } from "zod";
import { adminSections } from "#core/access/admin-sections.ts";
import type { Permission } from "#core/access/permissions.ts";
import type { MessageKey, Translate } from "#core/i18n/index.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import { formatScaled } from "#core/text/digits.ts";
import { userSearchQuery, transactionListQuery } from "#core/validation/admin.ts";
import type { ExportKind } from "#core/validation/export.ts";
import { numberAdminListQuery, plateAdminListQuery } from "#core/validation/items-admin.ts";
import { requestListQuery, requestSectionKinds } from "#core/validation/requests.ts";
import { transactionFilters } from "#core/validation/transaction-filters.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { UsersAdmin } from "#server/modules/access/index.ts";
import type { NumbersAdmin, PlatesAdmin } from "#server/modules/catalog/index.ts";
import type { TransactionsAdmin } from "#server/modules/checkout/index.ts";
import type { RequestsAdmin } from "#server/modules/requests/index.ts";

/** One spreadsheet cell: text stays text (a number's leading zero, a phone's +), amounts are numbers. */
export type Cell = string | number | null;

/** The lists an export reads, through each section's own service: the list's filter rules live there, once. */
export interface ExportSources {
  plates: Pick<PlatesAdmin, "exportBatch" | "count">;
  numbers: Pick<NumbersAdmin, "exportBatch" | "count">;
  transactions: Pick<TransactionsAdmin, "exportBatch" | "list">;
  requestsAdmin: Pick<RequestsAdmin, "exportBatch" | "list">;
  users: Pick<UsersAdmin, "exportBatch" | "list">;
}

/** An export of one kind with its filter read: how many rows (for the job's progress), its batches and cells. */
export interface ExportPlan {
  headers: MessageKey[];
  total(): Promise<number>;
  batch(after: number | string | undefined, limit: number): Promise<{ rows: Cell[][]; last: number | string | undefined }>;
}

interface KindDef<F, R> {
  schema: z.ZodType;
  filter(query: never, viewerId: string): F;
  headers: MessageKey[];
  total(sources: ExportSources, filter: F): Promise<number>;
  fetch(sources: ExportSources, filter: F, after: never, limit: number): Promise<R[]>;
  cells(row: R, t: Translate): Cell[];
}

const kind = <F, R>(def: KindDef<F, R>) => def as unknown as KindDef<unknown, { id: number | string }>;
const aed = (fils: bigint | null) => (fils === null ? null : Number(formatScaled(fils, 2)));
const yesNo = (t: Translate, value: boolean) => t(value ? "export.yes" : "export.no");
const itemFlags = (t: Translate, r: { active: boolean; sold: boolean; featured: boolean; createdAt: Date }): Cell[] => [yesNo(t, r.active), yesNo(t, r.sold), yesNo(t, r.featured), r.createdAt.toISOString()];
const itemHeaders: MessageKey[] = ["export.col.price", "export.col.active", "export.col.sold", "export.col.hot", "export.col.created"];

function numbersKind(operator: Operator) {
  return kind({
    schema: numberAdminListQuery,
    filter: (q: z.output<typeof numberAdminListQuery>) => q,
    headers: ["export.col.id", "export.col.number", "export.col.package", ...itemHeaders],
    total: (s, f) => s.numbers.count(operator, { filter: f }),
    fetch: (s, f, after: number | undefined, limit) => s.numbers.exportBatch(operator, f, after, limit),
    cells: (r, t) => [r.id, r.number, r.packageId, aed(r.price), ...itemFlags(t, r)],
  });
}

function requestsKind(section: keyof typeof requestSectionKinds) {
  const kinds = requestSectionKinds[section];
  return kind({
    schema: requestListQuery,
    filter: (q: z.output<typeof requestListQuery>, me) => ({ kinds, q: q.q, status: q.status, kind: q.kind, assignee: q.assigned === "me" ? me : q.assigned === "nobody" ? null : undefined }),
    headers: ["export.col.id", "export.col.kind", "export.col.status", "export.col.created", "export.col.language", "export.col.name", "export.col.phone", "export.col.email", "export.col.contactMethod", "export.col.emirate", "export.col.plateType", "export.col.code", "export.col.number", "export.col.wish", "export.col.operator", "export.col.budget", "export.col.message", "export.col.estimateLow", "export.col.estimateHigh", "export.col.estimateCount", "export.col.quoted", "export.col.assignee"],
    total: async (s, f) => (await s.requestsAdmin.list({ ...f, page: 1, sort: { key: "date", dir: "desc" } })).total,
    fetch: (s, f, after: number | undefined, limit) => s.requestsAdmin.exportBatch(f, after, limit),
    cells: (r) => [r.id, r.kind, r.status, r.createdAt.toISOString(), r.lang, r.name, r.phone, r.email, r.contactMethod, r.emirateCode, r.plateType, r.code, r.number, r.wish, r.operator, r.budget, r.message, aed(r.estimateLow), aed(r.estimateHigh), r.estimateCount, aed(r.quotedPrice), r.assigneeId],
  });
}

const kinds: Record<ExportKind, KindDef<unknown, { id: number | string }>> = {
  plates: kind({
    schema: plateAdminListQuery,
    filter: (q: z.output<typeof plateAdminListQuery>) => q,
    headers: ["export.col.id", "export.col.emirate", "export.col.code", "export.col.plateType", "export.col.number", ...itemHeaders],
    total: (s, f) => s.plates.count({ filter: f }),
    fetch: (s, f, after: number | undefined, limit) => s.plates.exportBatch(f, after, limit),
    cells: (r, t) => [r.id, r.emirateCode, r.code, r.plateType, String(r.number), aed(r.price), ...itemFlags(t, r)],
  }),
  du_numbers: numbersKind("du"),
  etisalat_numbers: numbersKind("etisalat"),
  transactions: kind({
    schema: transactionListQuery,
    filter: (q: z.output<typeof transactionListQuery>) => transactionFilters(q),
    headers: ["export.col.id", "export.col.item", "export.col.amount", "export.col.buyer", "export.col.created", "export.col.phone", "export.col.status", "export.col.category", "export.col.invoice", "export.col.bankReference"],
    total: async (s, f) => (await s.transactions.list({ ...f, page: 1, sort: { key: "date", dir: "desc" } })).total,
    fetch: (s, f, after: number | undefined, limit) => s.transactions.exportBatch(f, after, limit),
    cells: (r) => [r.id, `${r.itemKind}#${r.itemId}`, aed(r.total), r.buyerName, r.createdAt.toISOString(), r.buyerPhone, r.state, r.itemKind, r.invoiceNumber, r.bankReference],
  }),
  services: requestsKind("services"),
  requested_plates: requestsKind("requested_plates"),
  estimate_plates: requestsKind("estimate_plates"),
  draw_plates: requestsKind("draw_plates"),
  contact_inquiries: requestsKind("contact_inquiries"),
  users: kind({
    schema: userSearchQuery,
    filter: (q: z.output<typeof userSearchQuery>) => q,
    headers: ["export.col.id", "export.col.name", "export.col.email", "export.col.phone", "export.col.verified", "export.col.disabled", "export.col.roles", "export.col.created"],
    total: async (s, f) => (await s.users.list({ ...f, page: 1 })).total,
    fetch: (s, f, after: string | undefined, limit) => s.users.exportBatch(f, after, limit),
    cells: (r, t) => [r.id, r.name, r.email, r.phone, yesNo(t, r.verified), yesNo(t, r.disabled), r.roles.map((role) => role.name).join(", "), r.createdAt.toISOString()],
  }),
};

/** The permission an export of `kind` needs besides read:export: its list's, from the registry (one place). */
export function kindPermission(kind: ExportKind): Permission {
  const section = adminSections.find((s) => s.id === kind);
  if (!section) throw new Error(`export kind ${kind} has no admin section`);
  return section.permissions.list;
}

/**
 * An export of `kind` with the list's query (`params`, as the list's address has it), read by the list's own
 * schema: a bad filter is the translated 400 the list answers, never a 500 and never "everything".
 */
export function planExport(sources: ExportSources, kind: ExportKind, params: URLSearchParams, viewerId: string, t: Translate): ExportPlan {
  const def = kinds[kind];
  const parsed = def.schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message === "table.badSort" ? "table.badSort" : "error.validation");
  const filter = def.filter(parsed.data as never, viewerId);
  return {
    headers: def.headers,
    total: () => def.total(sources, filter),
    async batch(after, limit) {
      const rows = await def.fetch(sources, filter, after as never, limit);
      return { rows: rows.map((r) => def.cells(r, t)), last: rows.at(-1)?.id };
    },
  };
}
