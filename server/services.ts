import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { createAccessService } from "./modules/access/access.service.ts";
import { type AccountsService, createAccountsService } from "./modules/accounts/accounts.service.ts";
import { resolveAuthSecret } from "./modules/accounts/auth-secret.ts";
import { createAuth } from "./modules/accounts/auth.ts";
import { type LimitName, createRateLimits } from "./modules/accounts/rate-limits.ts";
import { createUsersAdmin } from "./modules/accounts/users-admin.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { createFavouritesService } from "./modules/catalog/favourites.service.ts";
import { createContentService } from "./modules/content/content.service.ts";
import { createMailService } from "./modules/mail/mail.service.ts";

export interface ServiceOptions {
  /** Tests tighten or loosen the abuse limits. */
  limits?: Partial<Record<LimitName, { points: number; duration: number }>>;
}

/** Every domain module's service, built once per process and handed to API routes and page loaders. */
export function createServices(db: Db, config: Config, log: Logger, options: ServiceOptions = {}) {
  const mail = createMailService(db, config, log);
  const access = createAccessService(db);
  const limits = createRateLimits(options.limits);
  // better-auth calls back to write the reset e-mail, which the accounts service (made just below) owns.
  const auth = createAuth({
    db,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    baseURL: config.publicUrl,
    sendResetPassword: (user, token) => accounts.sendResetMail(user, token),
  });
  const accounts: AccountsService = createAccountsService({ db, auth, mail, access, limits, log, publicUrl: config.publicUrl });

  return {
    config,
    log,
    db,
    mail,
    access,
    auth,
    accounts,
    users: createUsersAdmin(db),
    content: createContentService(db),
    catalog: createCatalogService(db),
    favourites: createFavouritesService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
