import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { createAccessService, createUsersAdmin } from "#server/modules/access/index.ts";
import { type AccountsService, type LimitName, createAccountsService, createAuth, createRateLimits, resolveAuthSecret } from "#server/modules/accounts/index.ts";
import { createCatalogService, createFavouritesService } from "#server/modules/catalog/index.ts";
import { createContentService } from "#server/modules/content/index.ts";
import { createMailService } from "#server/modules/mail/index.ts";

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
