import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { adminSections } from "#core/access/admin-sections.ts";
import { type CurrentUser, staffActor } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import { translate } from "#core/i18n/index.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { REQUESTS_DEFAULT_SORT, type RequestSectionId, requestIdParams, requestListQuery, requestReplyForm, requestSectionKinds, requestStatusForm, requestStatuses, requestKinds } from "#core/validation/requests.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, type RouteDoc } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import type { RequestsAdmin } from "./requests-admin.ts";
import type { ServiceRequest } from "./requests.schema.ts";

/** The admin API's route helper (server/modules/access/admin.routes.ts): a permission per route, checked first. */
type AdminRoute = (method: "GET" | "POST", url: string, permission: Permission, doc: Omit<RouteDoc, "tags">, handler: (request: FastifyRequest, reply: FastifyReply, actor: CurrentUser) => Promise<unknown>) => void;

const fils = z.string().nullable().describe("Integer fils (1 AED = 100 fils)");
const requestSchema = z.object({
  id: z.int(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  lang: z.enum(["ar", "en"]),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  contact_method: z.string(),
  emirate: z.string().nullable(),
  plate_type: z.string().nullable(),
  code: z.string().nullable(),
  number: z.int().nullable(),
  wish: z.string().nullable(),
  budget: z.string().nullable(),
  message: z.string().nullable(),
  estimate_low: fils,
  estimate_high: fils,
  estimate_count: z.int().nullable(),
  price_given: fils,
  assignee_id: z.string().nullable(),
  created_at: isoDateTime(),
});

function requestDto(r: ServiceRequest): z.infer<typeof requestSchema> {
  return {
    id: r.id, kind: r.kind, status: r.status, lang: r.lang, name: r.name, phone: r.phone, email: r.email, contact_method: r.contactMethod,
    emirate: r.emirateCode, plate_type: r.plateType, code: r.code, number: r.number, wish: r.wish, budget: r.budget, message: r.message,
    estimate_low: r.estimateLow?.toString() ?? null, estimate_high: r.estimateHigh?.toString() ?? null, estimate_count: r.estimateCount,
    price_given: r.quotedPrice?.toString() ?? null, assignee_id: r.assigneeId, created_at: r.createdAt.toISOString(),
  };
}

/**
 * Each request section for the staff apps, with the registry's permissions: its list (the pages' filters), a
 * request with its history, a status change (conditional on the status seen: 409 otherwise) and a reply by e-mail.
 */
export function registerRequestAdminRoutes(route: AdminRoute, admin: RequestsAdmin) {
  for (const section of Object.keys(requestSectionKinds) as RequestSectionId[]) {
    const { permissions } = adminSections.find((s) => s.id === section)!;
    const kinds = requestSectionKinds[section];
    const base = `/api/admin/${section}`;
    route("GET", base, permissions.list, { summary: `${section}: requests, newest first, filtered as on the page`, querystring: requestListQuery, response: z.object({ data: z.array(requestSchema), meta: pageMetaSchema }) }, async (request, _reply, actor) => {
      const q = parseInput(requestListQuery, request.query);
      const page = await admin.list({ page: q.page, kinds, q: q.q, status: q.status, kind: q.kind, assignee: q.assigned === "me" ? actor.id : q.assigned === "nobody" ? null : undefined, sort: sortOf(q, REQUESTS_DEFAULT_SORT) });
      return { data: page.items.map(requestDto), meta: pageMeta(page) };
    });
    route("GET", `${base}/:id`, permissions.list, { summary: `${section}: one request with staff's history`, params: requestIdParams, response: z.object({ data: requestSchema.extend({ events: z.array(z.object({ kind: z.string(), status: z.string().nullable(), body: z.string().nullable(), price: fils, at: isoDateTime() })) }) }), errors: [404] }, async (request) => {
      const found = await admin.get(parseInput(requestIdParams, request.params).id, kinds);
      if (!found) throw new HttpError(404, "requests.notFound");
      return { data: { ...requestDto(found.request), events: found.events.map((e) => ({ kind: e.kind, status: e.status, body: e.body, price: e.price?.toString() ?? null, at: e.at.toISOString() })) } };
    });
    if (!permissions.update) continue;
    route("POST", `${base}/:id/status`, permissions.update, { summary: `${section}: move a request along the workflow from the status seen`, params: requestIdParams, body: requestStatusForm, response: z.object({ message: z.string() }), errors: [404, 409] }, async (request, _reply, actor) => {
      const body = parseInput(requestStatusForm, request.body);
      await admin.setStatus(staffActor(actor, request.ip), parseInput(requestIdParams, request.params).id, kinds, body.from, body.status);
      return { message: translate(requestLang(request), "requests.statusSaved") };
    });
    route("POST", `${base}/:id/reply`, permissions.update, { summary: `${section}: reply by e-mail in the requester's language (an estimate's reply gives a price, in AED)`, params: requestIdParams, body: requestReplyForm, response: z.object({ message: z.string() }), errors: [404] }, async (request, _reply, actor) => {
      const body = parseInput(requestReplyForm, request.body);
      await admin.reply(staffActor(actor, request.ip), parseInput(requestIdParams, request.params).id, kinds, body.message, body.price === undefined ? undefined : BigInt(body.price));
      return { message: translate(requestLang(request), "requests.replySent") };
    });
  }
}
