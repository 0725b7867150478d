import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { createAccessService, createUsersAdmin } from "#server/modules/access/index.ts";
import { type AccountsService, type LimitName, createAccountsService, createAuth, createRateLimits, resolveAuthSecret } from "#server/modules/accounts/index.ts";
import { createCatalogService, createFavouritesService, createFeeSettingsAdmin, createPackagesAdmin } from "#server/modules/catalog/index.ts";
import { createConstantsAdmin, createContentService } from "#server/modules/content/index.ts";
import { createJobQueue, createJobRunner } from "#server/modules/jobs/index.ts";
import { type MailJobs, createMailService } from "#server/modules/mail/index.ts";
import { createAuditLog } from "#server/modules/audit/index.ts";
import { type UploadJobs, createLocalStorage, createS3Storage, createStagedUploads } from "#server/modules/storage/index.ts";

/** Every job name with its payload, from the modules that enqueue them. */
type JobPayloads = MailJobs & UploadJobs;

export interface ServiceOptions {
  /** Tests tighten or loosen the abuse limits. */
  limits?: Partial<Record<LimitName, { points: number; duration: number }>>;
}

/** Every domain module's service, built once per process and handed to API routes and page loaders. */
export function createServices(db: Db, config: Config, log: Logger, options: ServiceOptions = {}) {
  const audit = createAuditLog(db);
  const jobs = createJobQueue<JobPayloads>(db, audit);
  const mail = createMailService(db, config, log, jobs.enqueue);
  const storage = config.storage.driver === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.storageDir);
  const uploads = createStagedUploads(db, storage, jobs.enqueue);
  // Runs in this process, started and stopped with the server (server/app.ts).
  const worker = createJobRunner<JobPayloads>({
    db,
    queue: jobs,
    log,
    handlers: {
      "mail.deliver": ({ outboxId }, job) => mail.deliver(outboxId, job.lastAttempt),
      "uploads.expire": ({ key }) => uploads.expire(key),
    },
  });
  const access = createAccessService(db, audit);
  const catalog = createCatalogService(db);
  const content = createContentService(db);
  const limits = createRateLimits(options.limits);
  // better-auth calls back to write the reset e-mail, which the accounts service (made just below) owns.
  const auth = createAuth({
    db,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    baseURL: config.publicUrl,
    sendResetPassword: (user, token) => accounts.sendResetMail(user, token),
  });
  const accounts: AccountsService = createAccountsService({ db, auth, mail, access, limits, log, publicUrl: config.publicUrl, audit });

  return {
    config,
    log,
    db,
    mail,
    jobs,
    worker,
    audit,
    storage,
    uploads,
    limits,
    access,
    auth,
    accounts,
    users: createUsersAdmin(db),
    content,
    catalog,
    packages: createPackagesAdmin(db, audit, catalog.forgetAnswers),
    /** The Settings Manager: the site constants (content) and the fees and hold times (catalogue). */
    settings: { constants: createConstantsAdmin(db, audit, content.forgetConstants), fees: createFeeSettingsAdmin(db, audit, catalog.forgetAnswers) },
    favourites: createFavouritesService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
