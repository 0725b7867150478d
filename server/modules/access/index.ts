// The access module's public entry: roles and permissions as data, and the staff's views of users.
export { SUPER_ADMIN, type AccessService, type RoleWithPermissions, createAccessService } from "./access.service.ts";
export { seedAccess } from "./access.seed.ts";
export { registerAdminRoutes } from "./admin.routes.ts";
export { USERS_PER_PAGE, type AdminUserRow, type UsersAdmin, createUsersAdmin } from "./users-admin.ts";
