import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type pg from "pg";
import type { Db } from "./db/client.ts";
import { type Notices, localNotices } from "./db/notices.ts";
import { createAccessService, createUsersAdmin } from "#server/modules/access/index.ts";
import { type AccountsService, type LimitName, createAccountsService, createAuth, createRateLimits, resolveAuthSecret } from "#server/modules/accounts/index.ts";
import { createCatalogService, createComparables, createFavouritesService, createFeeSettingsAdmin, createOwnerListings, createNumbersAdmin, createPackagesAdmin, createPlatesAdmin } from "#server/modules/catalog/index.ts";
import { type AdJobs, createAdsService } from "#server/modules/ads/index.ts";
import { type AlertJobs, createAlertsService } from "#server/modules/alerts/index.ts";
import { createBannersAdmin, createConstantsAdmin, createContentService, createMetadataAdmin, createPagesAdmin, createPostsAdmin } from "#server/modules/content/index.ts";
import { type CheckoutJobs, createBankTransferProvider, createInvoices, createNGeniusProvider, createCheckoutService, createCheckoutSweeper, createPaymentsService, createOrdersAdmin, createPromoCodesAdmin, createSandboxGateway, createVerificationsService } from "#server/modules/checkout/index.ts";
import { createHmac } from "node:crypto";
import { createReferenceDataAdmin } from "#server/modules/catalog/index.ts";
import { createJobQueue, createJobRunner } from "#server/modules/jobs/index.ts";
import { type MailJobs, createMailService } from "#server/modules/mail/index.ts";
import { createAuditLog, createAuditedWrite } from "#server/modules/audit/index.ts";
import { createRequestsAdmin, createRequestsService } from "#server/modules/requests/index.ts";
import { type UploadJobs, createLocalStorage, createS3Storage, createStagedUploads } from "#server/modules/storage/index.ts";
import { createDashboardService, createSearchLog } from "#server/modules/dashboard/index.ts";
import { createKeptHtml } from "./lib/kept-html.ts";
import { type AuctionJobs, createAuctionServices } from "#server/modules/auctions/index.ts";

/** Every job name with its payload, from the modules that enqueue them. */
type JobPayloads = MailJobs & UploadJobs & CheckoutJobs & AlertJobs & AdJobs & AuctionJobs;

export interface ServiceOptions {
  /** Tests tighten or loosen the abuse limits. */
  limits?: Partial<Record<LimitName, { points: number; duration: number }>>;
  /**
   * Several instances on one PostgreSQL (server/start.ts, decision 0044): the pool that keeps the abuse limits'
   * counters, and the notices that make every instance forget what it kept after a write on another.
   */
  shared?: { pool: pg.Pool; notices: Notices };
}

/** Every domain module's service, built once per process and handed to API routes and page loaders. */
export function createServices(db: Db, config: Config, log: Logger, options: ServiceOptions = {}) {
  const audit = createAuditLog(db);
  const jobs = createJobQueue<JobPayloads>(db, audit);
  const storage = config.storage.driver === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.storageDir);
  const mail = createMailService(db, config, log, jobs.enqueue, async (key) => (await storage.get("private", key))?.bytes);
  const uploads = createStagedUploads(db, storage, jobs.enqueue);
  // Runs in this process, started and stopped with the server (server/app.ts).
  const worker = createJobRunner<JobPayloads>({
    db,
    queue: jobs,
    log,
    handlers: {
      "mail.deliver": ({ outboxId }, job) => mail.deliver(outboxId, job.lastAttempt),
      "uploads.expire": ({ key }) => uploads.expire(key),
      "checkout.receipt": ({ orderId }) => payments.sendReceipt(orderId),
      "checkout.refund": ({ attemptId }) => payments.refund(attemptId),
      "alerts.match": (item) => alerts.match(item),
      "ads.expire": ({ adId }) => ads.expire(adId),
      "auctions.close": (payload) => auctions.handlers["auctions.close"](payload),
      "auctions.mail": (payload) => auctions.handlers["auctions.mail"](payload),
      "auctions.extended": (payload) => auctions.handlers["auctions.extended"](payload),
      "auctions.refund": (payload) => auctions.handlers["auctions.refund"](payload),
    },
  });
  // A role change drops the session checks kept by accounts (made below), so it takes effect at once.
  const access = createAccessService(db, audit, () => accounts.forgetSessionChecks());
  // One carrier for the whole instance: a forget said by one service reaches every other's subscribers (the kept pages).
  const notices = options.shared?.notices ?? localNotices();
  // Searched patterns, counted for the dashboard without personal data (decision 0057).
  const searchLog = createSearchLog(db);
  const catalog = createCatalogService(db, { notices, onSearch: searchLog.record });
  const content = createContentService(db, notices);
  // Every write of the catalogue's admin sections: audited, and forgetting the public site's kept answers (decision 0048).
  const catalogWrite = createAuditedWrite({ db, audit, forgetAnswers: catalog.forgetAnswers });
  const fees = createFeeSettingsAdmin(db, catalogWrite);
  const limits = createRateLimits(options.limits, options.shared?.pool);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const alerts = createAlertsService({ db, mail, enqueue: jobs.enqueue, secret, publicUrl: config.publicUrl });
  const plates = createPlatesAdmin({ db, write: catalogWrite, onOffered: alerts.offered });
  // Website pages and metadata: audited, and forgetting the kept metadata and pages on every instance (decision 0051).
  const contentWrite = createAuditedWrite({ db, audit, forgetAnswers: content.forgetPagesAndMetadata });
  const ads = createAdsService({
    db,
    audit,
    uploads,
    listings: createOwnerListings({ audit, plates, onOffered: alerts.offered }),
    forgetAnswers: catalog.forgetAnswers,
    adLifetimeDays: async () => (await fees.get()).adLifetimeDays,
    enqueue: jobs.enqueue,
    mail,
    publicUrl: config.publicUrl,
  });
  const checkout = createCheckoutService({
    db,
    catalog,
    fees,
    enqueue: jobs.enqueue,
    consumeStartLimits: (buyerId, ip) => limits.consume(["checkoutStartUser", buyerId], ...(ip ? [["checkoutStartIp", ip] as ["checkoutStartIp", string]] : [])),
  });
  const verifications = createVerificationsService(db, uploads);
  // The sandbox gateway signs its callbacks with a key of its own, derived from the site's secret.
  const sandbox = createSandboxGateway(db, { secret: createHmac("sha256", secret).update("sandbox-gateway-callbacks").digest("hex") });
  const card = config.payments.provider === "ngenius" ? createNGeniusProvider(config.payments) : sandbox.adapter;
  const bankTransfer = createBankTransferProvider(db);
  const invoices = createInvoices({ db, catalog, storage, seller: (lang) => content.seller(lang) });
  const payments = createPaymentsService({ db, checkout, card, bankTransfer, catalog, mail, audit, invoices, verifications, publicUrl: config.publicUrl });
  // better-auth calls back to write the reset e-mail, which the accounts service (made just below) owns.
  const auth = createAuth({
    db,
    secret,
    baseURL: config.publicUrl,
    sendResetPassword: (user, token) => accounts.sendResetMail(user, token),
  });
  const comparables = createComparables(db);
  const requests = createRequestsService({
    db,
    mail,
    publicUrl: config.publicUrl,
    consumeLimits: (ip, email) => limits.consume(["requestIp", ip], ["requestEmail", email]),
    plateTypes: catalog.listPlateTypes,
    plateCodes: catalog.listPlateCodes,
    comparablePrices: comparables.platePrices,
    // The Settings Manager's staff address (its English value), or the contact address while it is empty.
    staffEmail: async () => {
      const all = await content.listConstants();
      const value = (key: string) => all.find((c) => c.key === key)?.value.value.trim() || undefined;
      return value("staffEmail") ?? value("contactEmail");
    },
  });
  // Timed auctions (issue 30): the card gateway or the bank transfer pays and refunds deposits; the winner's checkout is priced like a sale.
  const auctions = createAuctionServices({
    db,
    audit,
    mail,
    enqueue: jobs.enqueue,
    publicUrl: config.publicUrl,
    pricing: async (kind, price) => ({ breakdown: await catalog.fees(kind, price), vatBasisPoints: (await fees.get()).vatBasisPoints }),
    provider: (id) => (id === "bank_transfer" ? bankTransfer : card),
    itemName: async (kind, id) => {
      if (kind === "number") return (await catalog.getNumber(id))?.number ?? `#${id}`;
      const plate = await catalog.getPlate(id);
      return plate ? `${plate.emirateCode.toUpperCase()} ${plate.code} ${plate.number}` : `#${id}`;
    },
    forgetAnswers: catalog.forgetAnswers,
  });
  const accounts: AccountsService = createAccountsService({ db, auth, mail, access, limits, notices, log, publicUrl: config.publicUrl, audit });

  return {
    config,
    log,
    db,
    /** What the other instances say to forget (the kept pages listen too: server/app.ts). */
    notices,
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
    /** Website Banners: its writes forget the home page's kept banners on every instance. */
    banners: createBannersAdmin({ db, write: createAuditedWrite({ db, audit, forgetAnswers: content.forgetBanners }), uploads, storage }),
    catalog,
    /** Kept HTML of the pages' parts that show only their inputs (decision 0034); checked on every use outside production. */
    keptHtml: createKeptHtml({ check: config.env !== "production" }),
    packages: createPackagesAdmin({ db, write: catalogWrite }),
    referenceData: createReferenceDataAdmin({ db, write: catalogWrite }),
    plates,
    numbers: createNumbersAdmin({ db, write: catalogWrite, onOffered: alerts.offered }),
    alerts,
    ads,
    /** The Settings Manager: the site constants (content) and the fees and hold times (catalogue). */
    settings: { constants: createConstantsAdmin(db, createAuditedWrite({ db, audit, forgetAnswers: content.forgetConstants })), fees },
    checkout,
    payments,
    invoices,
    verifications,
    promoCodes: createPromoCodesAdmin(db, audit),
    orders: createOrdersAdmin({ db, audit, mail, publicUrl: config.publicUrl, enqueueRefund: (tx, attemptId) => jobs.enqueue(tx, "checkout.refund", { attemptId }), forgetAnswers: catalog.forgetAnswers }),
    sandbox,
    sweeper: createCheckoutSweeper({ sweepExpired: checkout.sweepExpired, reconcile: payments.reconcile }, log),
    favourites: createFavouritesService(db),
    requests,
    /** Plates compared with one a visitor names: the estimate's comparables, Draw Plates' plate on sale. */
    comparables,
    pagesAdmin: createPagesAdmin({ db, write: contentWrite }),
    metadataAdmin: createMetadataAdmin({ db, write: contentWrite }),
    searchLog,
    dashboard: createDashboardService({ db, searchLog }),
    auctions,
    requestsAdmin: createRequestsAdmin({ db, audit, mail, publicUrl: config.publicUrl, holdersOf: access.holdersOf }),
    /** Blogs and News (one service, the kind a parameter): audited, every instance forgetting its kept post lists. */
    posts: createPostsAdmin({ db, write: createAuditedWrite({ db, audit, forgetAnswers: content.forgetPosts }), uploads, storage }),
  };
}

export type Services = ReturnType<typeof createServices>;
