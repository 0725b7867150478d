import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CurrentUser } from "#core/access/current-user.ts";
import { translate } from "#core/i18n/index.ts";
import { alertIdForm, alertKindField, alertKinds } from "#core/validation/alerts.ts";
import { parseInput } from "#server/http/api-errors.ts";
import { isoDateTime, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import type { AlertsService } from "./alerts.service.ts";

const tags = ["alerts"];
const alertSchema = z.object({
  id: z.int(),
  kind: z.enum(alertKinds),
  filters: z.record(z.string(), z.string()).describe("The listing's filters as saved (the names and values of GET /api/plates or /api/numbers)"),
  created_at: isoDateTime(),
});
const saveBody = z.looseObject({ kind: alertKindField }).describe("`kind` (plate or number) and the listing's filters, as GET /api/plates or /api/numbers takes them");

/**
 * Saved searches for the apps, as "Alert me" on the listings and My alerts on the profile do them: list mine,
 * save the current filters (the same filters twice stay one alert), delete one. The e-mails and their signed
 * unsubscribe links are the same whichever way an alert was saved.
 */
export async function registerAlertRoutes(api: FastifyInstance, deps: { alerts: AlertsService; signedIn: (request: FastifyRequest) => Promise<CurrentUser> }) {
  api.get("/api/alerts", { schema: routeSchema({ tags, summary: "My saved searches (alerts), oldest first", response: z.object({ data: z.array(alertSchema) }), errors: [401] }) }, async (request) => {
    const user = await deps.signedIn(request);
    return { data: (await deps.alerts.list(user.id)).map((a) => ({ id: a.id, kind: a.kind, filters: a.filters, created_at: a.createdAt.toISOString() })) };
  });

  api.post(
    "/api/alerts",
    { schema: routeSchema({ tags, summary: "Save a listing's filters as an alert: at most one e-mail a day when a matching item is added, back on sale or cheaper", body: saveBody, response: z.object({ id: z.int(), message: z.string() }), status: 201, errors: [401, 409] }) },
    async (request, reply) => {
      const user = await deps.signedIn(request);
      const body = parseInput(saveBody, request.body);
      const filters = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"));
      const id = await deps.alerts.save(user.id, body.kind, filters);
      return reply.code(201).send({ id, message: translate(requestLang(request), "alerts.saved") });
    },
  );

  api.delete(
    "/api/alerts/:id",
    { schema: routeSchema({ tags, summary: "Delete one of my alerts", params: alertIdForm, response: z.object({ message: z.string() }), errors: [401, 404] }) },
    async (request) => {
      const user = await deps.signedIn(request);
      await deps.alerts.remove(user.id, parseInput(alertIdForm, request.params).id);
      return { message: translate(requestLang(request), "alerts.deleted") };
    },
  );
}
