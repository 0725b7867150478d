import { z } from "zod";
import { isPermission } from "../access/permissions.ts";

// Forms and API bodies of the admin area (users, roles); messages are i18n keys.

export const userSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const userIdParams = z.object({ id: z.string().min(1).max(64) });
export const roleIdParams = z.object({ id: z.coerce.number().int().min(1) });

const permissionList = z.array(z.string().refine(isPermission, "error.validation")).max(200);

export const setUserRolesSchema = z.object({ role_ids: z.array(z.coerce.number().int().min(1)).max(50) });

export const roleNameSchema = z.string({ error: "admin.roleNameRequired" }).trim().min(1, "admin.roleNameRequired").max(60, "admin.roleNameMax");

export const createRoleSchema = z.object({ name: roleNameSchema, permissions: permissionList.default([]) });

export const updateRoleSchema = z
  .object({ name: roleNameSchema.optional(), permissions: permissionList.optional() })
  .refine((v) => v.name !== undefined || v.permissions !== undefined, { message: "error.validation" });
