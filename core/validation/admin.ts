import { z } from "./zod.ts";
import { isPermission } from "../access/permissions.ts";
import { orderStates, transferSteps } from "../checkout/order-states.ts";
import { id, listOf, money, multiLine, page, singleLine } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";

// Forms and API bodies of the admin area (users, roles); messages are i18n keys.

/** The jobs list: ?state= and ?page=. */
export const jobListQuery = z.object({
  state: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["queued", "running", "succeeded", "failed"], { error: "error.validation" }).optional()),
  page: page(),
});

export const jobIdForm = z.object({ id: id() });

/** Several jobs to run again (the rows ticked in the list). */
export const jobBulkForm = z.object({ ids: listOf(id(), 100).pipe(z.array(z.number()).min(1, "table.noneSelected")) });

const day = z.preprocess((v) => (v === "" ? undefined : v), z.iso.date({ error: "validation.date" }).optional());

/** The audit log's filters: kind of record, action, who (an e-mail address or part of one), dates. */
export const auditQuery = z.object({
  entity: z.preprocess((v) => (v === "" ? undefined : v), singleLine({ max: 40 }).pipe(z.string().regex(/^[a-z_]*$/, "error.validation")).optional()),
  action: z.preprocess((v) => (v === "" ? undefined : v), singleLine({ max: 40 }).pipe(z.string().regex(/^[a-z_]*$/, "error.validation")).optional()),
  from: day,
  to: day,
  page: page(),
});

/** A number package, named in both languages. */
export const packageSchema = z.object({
  name: singleLine({ max: 60, required: "admin.packageNameRequired", tooLong: "admin.packageNameMax" }),
  name_ar: singleLine({ max: 60, required: "admin.packageNameArRequired", tooLong: "admin.packageNameMax" }),
});
export const packageIdParams = z.object({ id: id() });

/** The users list: search by name or e-mail, sort by name, e-mail or registration, filter by state. */
export const userSearchQuery = listQuery({
  sorts: ["name", "email", "registered"],
  filters: { status: oneOf(["active", "disabled"]), verified: oneOf(["yes", "no"]) },
});
export const USERS_DEFAULT_SORT = { key: "registered", dir: "desc" } as const;
export type UserListQuery = z.output<typeof userSearchQuery>;

/** A bulk action on users: what to do, and to whom (the boxes ticked in the list). */
export const userBulkForm = z.object({
  intent: z.enum(["disable", "enable"], { error: "error.validation" }),
  ids: listOf(singleLine({ max: 64 }).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, "validation.id")), 100).pipe(z.array(z.string()).min(1, "table.noneSelected")),
});

/** better-auth's user ids: letters, digits, dashes and underscores. */
export const userIdParams = z.object({ id: singleLine({ max: 64, required: "validation.id" }).pipe(z.string().regex(/^[A-Za-z0-9_-]+$/, "validation.id")) });
export const roleIdParams = z.object({ id: id() });

const permissionList = z.array(z.string().refine(isPermission, "error.validation")).max(200);

export const setUserRolesSchema = z.object({ role_ids: z.array(id()).max(50) });

export const roleNameSchema = singleLine({ max: 60, required: "admin.roleNameRequired", tooLong: "admin.roleNameMax" });

/** The create and rename forms of a role. */
export const roleNameForm = z.object({ name: roleNameSchema });

export const createRoleSchema = z.object({ name: roleNameSchema, permissions: permissionList.default([]) });

export const updateRoleSchema = z
  .object({ name: roleNameSchema.optional(), permissions: permissionList.optional() })
  .refine((v) => v.name !== undefined || v.permissions !== undefined, { message: "error.validation" });

/** The promo codes list: pages and a sort. */
export const promoListQuery = listQuery({ sorts: ["code", "expires", "created", "uses"], filters: {} });
export const PROMOS_DEFAULT_SORT = { key: "created", dir: "desc" } as const;

/** The transactions list: search by buyer, filter by status, category, dates and amount, sort by date or amount. */
export const transactionListQuery = listQuery({
  sorts: ["date", "amount"],
  filters: {
    status: oneOf(orderStates),
    category: oneOf(["plate", "number"]),
    from: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date({ error: "validation.date" }).optional()),
    to: z.preprocess((v) => (v === "" ? undefined : v), z.iso.date({ error: "validation.date" }).optional()),
    min: z.preprocess((v) => (v === "" ? undefined : v), money({ maxAed: 1_000_000_000, message: "error.validation" }).optional()),
    max: z.preprocess((v) => (v === "" ? undefined : v), money({ maxAed: 1_000_000_000, message: "error.validation" }).optional()),
  },
});
export const TRANSACTIONS_DEFAULT_SORT = { key: "date", dir: "desc" } as const;

/** Moving an order on in the transfer tracker. */
export const advanceOrderForm = z.object({
  step: z.enum(transferSteps, { error: "error.validation" }),
  note: multiLine({ max: 500, tooLong: "transactions.noteTooLong" }),
});

/** Staff confirming a bank transfer: the bank's reference number. */
export const confirmBankForm = z.object({ bank_reference: singleLine({ max: 60, required: "transactions.bankReferenceRequired" }) });
