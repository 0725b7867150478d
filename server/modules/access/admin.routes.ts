import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Permission } from "#core/access/permissions.ts";
import { type MessageKey, translate } from "#core/i18n/index.ts";
import { pageQuery } from "#core/validation/pagination.ts";
import {
  createRoleSchema,
  packageIdParams,
  packageSchema,
  roleIdParams,
  setUserRolesSchema,
  updateRoleSchema,
  userIdParams,
  userSearchQuery,
} from "#core/validation/admin.ts";
import { constantsForm, constantsFormValues, constantsFromForm, feesForm, feesFormValues, feesFromForm } from "#core/validation/settings.ts";
import { HttpError, parseInput } from "#server/http/api-errors.ts";
import { pageMeta, pageMetaSchema } from "#server/lib/paginate.ts";
import { type RouteDoc, routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { apiSession } from "#server/http/request-session.ts";
import type { Services } from "#server/services.ts";
import { type CurrentUser, staffActor } from "#core/access/current-user.ts";
import { requirePermission } from "#server/http/guards.ts";
import { registerRequestAdminRoutes } from "#server/modules/requests/index.ts";
import { registerItemAdminRoutes } from "#server/modules/catalog/index.ts";
import { registerOfferAdminRoutes } from "#server/modules/offers/index.ts";

type Handler = (request: FastifyRequest, reply: FastifyReply, actor: CurrentUser) => Promise<unknown>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const tags = ["admin"];
const messageSchema = z.object({ message: z.string() });
const roleSchema = z.object({ id: z.int(), name: z.string(), systemKey: z.string().nullable(), permissions: z.array(z.string()), userCount: z.int() });
const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
  roles: z.array(z.object({ id: z.int(), name: z.string(), systemKey: z.string().nullable().describe("super_admin, content_editor or sales for the seeded roles") })),
});

/**
 * The admin API. Every route names its permission and goes through `requirePermission` before its
 * handler runs; `config.permission` also lets the authorization matrix test find each route's rule.
 */
export async function registerAdminRoutes(api: FastifyInstance, services: Services) {
  const { access, accounts, users, mail, packages, settings } = services;
  const say = (request: FastifyRequest, key: MessageKey) => ({ message: translate(requestLang(request), key) });

  function route(method: Method, url: string, permission: Permission, doc: Omit<RouteDoc, "tags">, handler: Handler) {
    api.route({
      method,
      url,
      config: { permission },
      schema: routeSchema({ ...doc, tags, errors: [...new Set([401, 403, ...(doc.errors ?? [])])], description: `Needs the permission \`${permission}\`.` }),
      handler: async (request, reply) => handler(request, reply, await requirePermission(apiSession(request, services), permission)),
    });
  }

  route("GET", "/api/admin/users", "read:user", { summary: "Search users by name or e-mail", querystring: userSearchQuery, response: z.object({ data: z.array(userSchema), meta: pageMetaSchema }) }, async (request) => {
    const result = await users.list(parseInput(userSearchQuery, request.query));
    return { data: result.items, meta: pageMeta(result) };
  });

  route("GET", "/api/admin/users/:id", "read:user", { summary: "One user with their roles", params: userIdParams, response: z.object({ data: userSchema }), errors: [404] }, async (request) => {
    const user = await users.get(parseInput(userIdParams, request.params).id);
    if (!user) throw new HttpError(404, "admin.userNotFound");
    return { data: user };
  });

  route("PUT", "/api/admin/users/:id/roles", "manage:role", { summary: "Replace a user's roles (only roles within your own permissions)", params: userIdParams, body: setUserRolesSchema, response: messageSchema, errors: [404] }, async (request, _reply, actor) => {
    const { id } = parseInput(userIdParams, request.params);
    if (!(await users.get(id))) throw new HttpError(404, "admin.userNotFound");
    await access.setUserRoles(staffActor(actor, request.ip), id, parseInput(setUserRolesSchema, request.body).role_ids);
    request.log.info({ event: "auth.roles_changed", userId: id, actorId: actor.id }, "user roles changed");
    return say(request, "admin.rolesSaved");
  });

  for (const [action, disabled, done] of [["disable", true, "admin.userDisabled"], ["enable", false, "admin.userEnabled"]] as const) {
    route("POST", `/api/admin/users/:id/${action}`, "update:user", { summary: disabled ? "Disable a user: their sessions end at once" : "Re-enable a user", params: userIdParams, response: messageSchema, errors: [404] }, async (request, _reply, actor) => {
      const { id } = parseInput(userIdParams, request.params);
      await accounts.setDisabled(staffActor(actor, request.ip), id, disabled);
      return say(request, done);
    });
  }

  route("GET", "/api/admin/roles", "read:role", { summary: "Roles with their permissions", response: z.object({ data: z.array(roleSchema) }) }, async () => ({ data: await access.listRoles() }));

  route("POST", "/api/admin/roles", "manage:role", { summary: "Create a role", body: createRoleSchema, response: z.object({ message: z.string(), id: z.int() }), status: 201, errors: [409] }, async (request, reply, actor) => {
    const input = parseInput(createRoleSchema, request.body);
    const id = await access.createRole(staffActor(actor, request.ip), input.name, input.permissions as Permission[]);
    request.log.info({ event: "auth.role_created", roleId: id, actorId: actor.id }, "role created");
    return reply.code(201).send({ ...say(request, "admin.roleCreated"), id });
  });

  route("PATCH", "/api/admin/roles/:id", "manage:role", { summary: "Rename a role and/or set its permissions", params: roleIdParams, body: updateRoleSchema, response: messageSchema, errors: [404, 409] }, async (request, _reply, actor) => {
    const { id } = parseInput(roleIdParams, request.params);
    const input = parseInput(updateRoleSchema, request.body);
    await access.updateRole(staffActor(actor, request.ip), id, { name: input.name, permissions: input.permissions as Permission[] | undefined });
    request.log.info({ event: "auth.role_changed", roleId: id, actorId: actor.id }, "role changed");
    return say(request, "admin.roleSaved");
  });

  route("DELETE", "/api/admin/roles/:id", "manage:role", { summary: "Delete a role", params: roleIdParams, response: messageSchema, errors: [404] }, async (request, _reply, actor) => {
    const { id } = parseInput(roleIdParams, request.params);
    await access.deleteRole(staffActor(actor, request.ip), id);
    request.log.info({ event: "auth.role_deleted", roleId: id, actorId: actor.id }, "role deleted");
    return say(request, "admin.roleDeleted");
  });

  route("GET", "/api/admin/permissions", "read:permission", { summary: "Every permission with the roles that hold it", response: z.object({ data: z.array(z.object({ key: z.string(), roles: z.array(z.object({ id: z.int(), name: z.string(), systemKey: z.string().nullable() })) })) }) }, async () => ({
    data: await access.listPermissions(),
  }));

  route("GET", "/api/admin/outbox", "read:mail", { summary: "E-mails the site sent or kept (newest first)", querystring: pageQuery, response: z.object({ data: z.array(z.object({ id: z.int(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), status: z.string(), error: z.string().nullable(), createdAt: z.string() })), meta: pageMetaSchema }) }, async (request) => {
    const { page } = parseInput(pageQuery, request.query);
    const result = await mail.list(page, 20);
    return { data: result.items, meta: pageMeta(result) };
  });

  const packageSchemaOut = z.object({ id: z.int(), name: z.string(), name_ar: z.string(), numbers: z.int().describe("How many numbers use it") });
  const packageOut = (p: { id: number; name: string; nameAr: string; numbers: number }) => ({ id: p.id, name: p.name, name_ar: p.nameAr, numbers: Number(p.numbers) });

  route("GET", "/api/admin/packages", "read:package", { summary: "Number packages with how many numbers use each", response: z.object({ data: z.array(packageSchemaOut) }) }, async () => ({
    data: (await packages.list()).map(packageOut),
  }));

  route("POST", "/api/admin/packages", "create:package", { summary: "Create a package", body: packageSchema, response: z.object({ message: z.string(), id: z.int() }), status: 201 }, async (request, reply, actor) => {
    const input = parseInput(packageSchema, request.body);
    const id = await packages.create(staffActor(actor, request.ip), { name: input.name, nameAr: input.name_ar });
    return reply.code(201).send({ ...say(request, "admin.packageCreated"), id });
  });

  route("PATCH", "/api/admin/packages/:id", "update:package", { summary: "Rename a package", params: packageIdParams, body: packageSchema, response: messageSchema, errors: [404] }, async (request, _reply, actor) => {
    const { id } = parseInput(packageIdParams, request.params);
    const input = parseInput(packageSchema, request.body);
    await packages.update(staffActor(actor, request.ip), id, { name: input.name, nameAr: input.name_ar });
    return say(request, "admin.packageSaved");
  });

  route("DELETE", "/api/admin/packages/:id", "delete:package", { summary: "Delete a package no number uses", params: packageIdParams, response: messageSchema, errors: [404, 409] }, async (request, _reply, actor) => {
    const { id } = parseInput(packageIdParams, request.params);
    await packages.remove(staffActor(actor, request.ip), id);
    return say(request, "admin.packageDeleted");
  });

  // The Settings Manager: the same field names as its page's forms (amounts as typed, "1250.50").
  const feesOut = z.object({
    plate_admin_fee: z.string(),
    number_admin_fee: z.string(),
    vat_percent: z.string(),
    plate_transfer_fee: z.string(),
    plate_hold_minutes: z.int(),
    number_hold_minutes: z.int(),
  });
  route("GET", "/api/admin/settings", "read:setting", { summary: "The site constants and the fee settings", response: z.object({ constants: z.record(z.string(), z.string()), fees: feesOut }) }, async () => ({
    constants: constantsFormValues(await settings.constants.get()),
    fees: feesFormValues(await settings.fees.get()),
  }));

  route("PUT", "/api/admin/settings/constants", "update:setting", { summary: "Save every site constant (text and link, English and Arabic)", body: constantsForm, response: messageSchema }, async (request, _reply, actor) => {
    const input = parseInput(constantsForm, request.body);
    await settings.constants.update(staffActor(actor, request.ip), constantsFromForm(input));
    return say(request, "settings.constantsSaved");
  });

  route("PUT", "/api/admin/settings/fees", "update:setting", { summary: "Save the fees, the VAT rate and the hold times", body: feesForm, response: messageSchema }, async (request, _reply, actor) => {
    const input = parseInput(feesForm, request.body);
    await settings.fees.update(staffActor(actor, request.ip), feesFromForm(input));
    return say(request, "settings.feesSaved");
  });

  // All Services, Requested Plates, Estimate Plates, Draw Plates and Contact Inquiries (decision 0021).
  registerRequestAdminRoutes(route, services.requestsAdmin);
  // Plates, du Numbers and Etisalat Numbers (decision 0056).
  registerItemAdminRoutes(route, services);
  // The offers inbox (decision 0064).
  registerOfferAdminRoutes(route, { offersAdmin: services.offersAdmin, lifetimeHours: services.config.offers.lifetimeHours });
}
