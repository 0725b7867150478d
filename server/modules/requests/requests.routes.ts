import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { translate } from "#core/i18n/index.ts";
import { contactForm, drawNumberForm, drawPlateForm, estimatePlateForm, requestKinds, requestPlateForm, requestStatuses } from "#core/validation/requests.ts";
import { parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import type { RequestsService, Submission } from "./requests.service.ts";

const tags = ["requests"];
const fils = z.string().describe("Integer fils (1 AED = 100 fils)");
const submitted = z.object({
  message: z.string().describe('"Request submitted", in the request\'s language'),
  id: z.int().nullable(),
  estimate: z
    .object({ enough: z.boolean(), low: fils.optional(), high: fils.optional(), count: z.int().describe("How many comparable plates (in stock and sold) the range rests on") })
    .optional()
    .describe("Estimates only: the indicative range, or enough=false when there are too few comparables"),
});
const myRequest = z.object({ id: z.int(), kind: z.enum(requestKinds), status: z.enum(requestStatuses), created_at: isoDateTime() });

/**
 * The request forms for the apps, the same service as the pages: a plate request, an estimate (answered with
 * the indicative range at once), a drawn plate and the contact form, for visitors and signed-in users (whose
 * requests then show in My requests). Rate limited per address and per e-mail (429 with Retry-After).
 */
export async function registerRequestRoutes(api: FastifyInstance, deps: { requests: RequestsService; user: (request: FastifyRequest) => Promise<CurrentUser | null>; signedIn: (request: FastifyRequest) => Promise<CurrentUser> }) {
  const forms = [
    ["/api/requests/plate", "request_plate", requestPlateForm, "Request a plate: the number or pattern wished for and a budget range"],
    ["/api/requests/estimate", "estimate_plate", estimatePlateForm, "Estimate a plate: the answer gives an indicative range from comparable plates in stock and sold"],
    ["/api/requests/draw", "draw_plate", drawPlateForm, "Request a plate drawn in the app (emirate, type, code and number)"],
    ["/api/requests/draw_number", "draw_number", drawNumberForm, "Request a mobile number drawn in the app: the operator and the number or its mask (x for any digit)"],
    ["/api/contact", "contact", contactForm, "The contact form: stored as a contact inquiry, acknowledged by e-mail"],
  ] as const;
  for (const [url, kind, schema, summary] of forms) {
    api.post(url, { schema: routeSchema({ tags, summary, body: schema, response: submitted, status: 201, errors: [429] }) }, async (request, reply) => {
      const input = parseInput(schema, request.body);
      const lang = requestLang(request);
      const user = await deps.user(request);
      const answer = await deps.requests.submit({ kind, ...input } as Submission, { ip: request.ip, lang, userId: user?.id });
      const e = answer.estimate;
      return reply.code(201).send({
        message: translate(lang, "requests.submitted"),
        id: answer.id ?? null,
        ...(e ? { estimate: e.enough ? { enough: true, low: e.low.toString(), high: e.high.toString(), count: e.count } : { enough: false, count: e.count } } : {}),
      });
    });
  }

  api.get("/api/requests/mine", { schema: routeSchema({ tags, summary: "My requests (services and contact), newest first, with their status", response: z.object({ data: z.array(myRequest) }), errors: [401] }) }, async (request) => {
    const user = await deps.signedIn(request);
    return { data: (await deps.requests.mine(user.id)).map((r) => ({ id: r.id, kind: r.kind, status: r.status, created_at: r.createdAt.toISOString() })) };
  });
}
