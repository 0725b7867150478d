// The accounts module's public entry: registration, e-mail verification, sign-in, reset and profile.
export { users } from "./accounts.schema.ts";
export { registerAccountRoutes } from "./accounts.routes.ts";
export { type AccountsService, type RequestMeta, createAccountsService } from "./accounts.service.ts";
export { type Auth, createAuth } from "./auth.ts";
export { resolveAuthSecret } from "./auth-secret.ts";
export { type LimitName, createRateLimits } from "./rate-limits.ts";
export { seedDemoCustomers } from "./accounts.seed.ts";
