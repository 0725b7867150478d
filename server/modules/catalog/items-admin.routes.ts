import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type CurrentUser, staffActor } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import type { Operator } from "#core/catalog/listing-options.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { type BulkIntent, ITEMS_DEFAULT_SORT, bulkIntents, itemBulkForm, numberAdminListQuery, numberCreateForm, numberEditForm, plateAdminListQuery } from "#core/validation/items-admin.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { plateCreateForm, plateEditForm } from "#core/validation/plates-admin.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, type RouteDoc } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import type { NumbersAdmin } from "./numbers-admin.ts";
import type { PlatesAdmin } from "./plates-admin.ts";

// The JSON API of the Plates, du Numbers and Etisalat Numbers sections for staff tools (decision 0056): the
// list with the SAME query schema and service call as the admin page, create, edit, and the bulk actions
// (mark sold / not sold of one item is a bulk action on its id, as on its page). Field names and amounts are
// the forms' own ("12500.50" AED); every route names its permission, checked before its input is read.

type Route = (method: "GET" | "POST" | "PATCH", url: string, permission: Permission, doc: Omit<RouteDoc, "tags">, handler: (request: FastifyRequest, reply: FastifyReply, actor: CurrentUser) => Promise<unknown>) => void;

const doneOf: Record<BulkIntent, MessageKey> = {
  activate: "items.activated",
  deactivate: "items.deactivated",
  hot_on: "items.hotAdded",
  hot_off: "items.hotRemoved",
  mark_sold: "items.markedSold",
  mark_unsold: "items.markedUnsold",
};

const itemIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const fils = z.string().describe("Fils (hundredths of a dirham), as a decimal string");
const itemFields = { id: z.int(), price: fils, active: z.boolean(), featured: z.boolean().describe("A hot deal"), sold: z.boolean(), created_at: isoDateTime() };
const numberOut = z.object({ ...itemFields, number: z.string(), package_id: z.int().nullable() });
const plateOut = z.object({ ...itemFields, emirate: z.string(), code: z.string(), plate_type: z.string(), number: z.int() });
const listOut = (item: z.ZodType) => z.object({ data: z.array(item), meta: pageMetaSchema.extend({ total_exact: z.boolean().describe("false: `total` is an estimate (a broad filter over a big table)") }) });
const messageOut = z.object({ message: z.string() });
const bulkBody = itemBulkForm.extend({ action: z.enum(bulkIntents, { error: "error.validation" }) });
const bulkOut = z.object({ message: z.string().optional(), count: z.int().describe("Items changed; without `confirm` on a filter: the exact count to confirm (nothing changed)") });

type ItemRow = { id: number; price: bigint; active: boolean; featured: boolean; sold: boolean; createdAt: Date };
const itemOut = (r: ItemRow) => ({ id: r.id, price: r.price.toString(), active: r.active, featured: r.featured, sold: r.sold, created_at: r.createdAt.toISOString() });

/** One family's routes: `/api/admin/<section>` (list, create), `/<id>` (edit), `/bulk` (bulk actions). */
function itemRoutes<L extends z.ZodPipe<z.ZodObject, z.ZodType>, C extends z.ZodType, E extends z.ZodType>(
  route: Route,
  f: {
    base: string;
    section: string;
    kind: "plate" | "number";
    listQuery: L;
    createForm: C;
    editForm: E;
    out: z.ZodType;
    list: (query: z.output<L>) => Promise<{ items: unknown[]; total: number; page: number; perPage: number; pages: number; totalExact: boolean }>;
    count: (target: { filter: z.output<L> }) => Promise<number>;
    create: (actor: ReturnType<typeof staffActor>, v: z.output<C>) => Promise<number>;
    update: (actor: ReturnType<typeof staffActor>, id: number, v: z.output<E>) => Promise<void>;
    bulk: (actor: ReturnType<typeof staffActor>, intent: BulkIntent, target: { ids: number[] } | { filter: z.output<L> }) => Promise<number>;
  },
) {
  const say = (request: FastifyRequest, key: MessageKey, n?: number) => translate(requestLang(request), key, n === undefined ? undefined : { n });
  route("GET", f.base, `read:${f.kind}`, { summary: `${f.section}: the admin list, with the admin page's filters and sorts`, querystring: f.listQuery.in, response: listOut(f.out) }, async (request) => {
    const result = await f.list(parseInput(f.listQuery, request.query));
    return { data: result.items, meta: { ...pageMeta(result), total_exact: result.totalExact } };
  });
  route("POST", f.base, `create:${f.kind}`, { summary: `${f.section}: add one`, body: f.createForm, response: z.object({ message: z.string(), id: z.int() }), status: 201, errors: [409] }, async (request, reply, actor) => {
    const id = await f.create(staffActor(actor, request.ip), parseInput(f.createForm, request.body));
    return reply.code(201).send({ message: say(request, "items.created"), id });
  });
  route("PATCH", `${f.base}/:id`, `update:${f.kind}`, { summary: `${f.section}: change price, on sale, hot deal (with \`version\`: refused if someone else changed it since)`, params: itemIdParams, body: f.editForm, response: messageOut, errors: [404, 409] }, async (request, _reply, actor) => {
    const { id } = parseInput(itemIdParams, request.params);
    await f.update(staffActor(actor, request.ip), id, parseInput(f.editForm, request.body));
    return { message: say(request, "items.edited") };
  });
  route("POST", `${f.base}/bulk`, `update:${f.kind}`, { summary: `${f.section}: a bulk action on \`ids\`, or with \`scope=filter\` on everything the query's filter matches (first without \`confirm\`: the exact count)`, querystring: f.listQuery.in, body: bulkBody, response: bulkOut }, async (request, _reply, actor) => {
    const body = parseInput(bulkBody, request.body);
    if (body.scope === "selection") {
      if (body.ids.length === 0) throw new HttpError(400, "table.noneSelected");
      const n = await f.bulk(staffActor(actor, request.ip), body.action, { ids: body.ids });
      return { message: say(request, doneOf[body.action], n), count: n };
    }
    const target = { filter: parseInput(f.listQuery, request.query) };
    if (body.confirm === undefined) return { count: await f.count(target) };
    const n = await f.bulk(staffActor(actor, request.ip), body.action, target);
    return { message: say(request, doneOf[body.action], n), count: n };
  });
}

/** The routes of the three item sections, on the admin API's `route` (permission first, documented). */
export function registerItemAdminRoutes(route: Route, services: { numbers: NumbersAdmin; plates: PlatesAdmin }) {
  const { numbers, plates } = services;
  for (const [section, operator] of [["du_numbers", "du"], ["etisalat_numbers", "etisalat"]] as const satisfies [string, Operator][]) {
    itemRoutes(route, {
      base: `/api/admin/${section}`,
      section: operator === "du" ? "du Numbers" : "Etisalat Numbers",
      kind: "number",
      listQuery: numberAdminListQuery,
      createForm: numberCreateForm,
      editForm: numberEditForm,
      out: numberOut,
      list: async (q) => {
        const result = await numbers.list(operator, { ...q, sort: sortOf(q, ITEMS_DEFAULT_SORT) });
        return { ...result, items: result.items.map((n) => ({ ...itemOut(n), number: n.number, package_id: n.packageId })) };
      },
      count: (target) => numbers.count(operator, target),
      create: (actor, v) => numbers.create(actor, operator, { number: v.number, packageId: v.package, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false }),
      update: (actor, id, v) => numbers.update(actor, operator, id, { packageId: v.package, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false, version: v.version }),
      bulk: (actor, intent, target) => numbers.bulk(actor, operator, intent, target),
    });
  }
  itemRoutes(route, {
    base: "/api/admin/plates",
    section: "Plates",
    kind: "plate",
    listQuery: plateAdminListQuery,
    createForm: plateCreateForm,
    editForm: plateEditForm,
    out: plateOut,
    list: async (q) => {
      const result = await plates.list({ ...q, sort: sortOf(q, ITEMS_DEFAULT_SORT) });
      return { ...result, items: result.items.map((p) => ({ ...itemOut(p), emirate: p.emirateCode, code: p.code, plate_type: p.plateType, number: p.number })) };
    },
    count: (target) => plates.count(target),
    create: (actor, v) => plates.create(actor, { emirateCode: v.emirate, code: v.code, plateType: v.plate_type, number: v.number, price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false }),
    update: (actor, id, v) => plates.update(actor, id, { price: BigInt(v.price), active: v.active ?? false, featured: v.featured ?? false, version: v.version }),
    bulk: (actor, intent, target) => plates.bulk(actor, intent, target),
  });
}
