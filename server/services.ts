import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type pg from "pg";
import type { Db } from "./db/client.ts";
import { type Notices, localNotices } from "./db/notices.ts";
import { createAccessService, createUsersAdmin } from "#server/modules/access/index.ts";
import { type AccountsService, type LimitName, createAccountsService, createAuth, createRateLimits, resolveAuthSecret } from "#server/modules/accounts/index.ts";
import { createCatalogService, createBundles, createBundlesAdmin, createComparables, createPriceHistory, createFavouritesService, createFeeSettingsAdmin, createOwnerListings, createNumbersAdmin, createPackagesAdmin, createPlatesAdmin } from "#server/modules/catalog/index.ts";
import { type AdJobs, createAdsService } from "#server/modules/ads/index.ts";
import { type AlertJobs, createAlertsService } from "#server/modules/alerts/index.ts";
import { type ImageCleanupJobs, createBannersAdmin, createConstantsAdmin, createContentService, createImageCleanup, createMetadataAdmin, createWebsitePagesAdmin, createPostsAdmin } from "#server/modules/content/index.ts";
import { type CheckoutJobs, createBankTransferProvider, createInvoices, createNGeniusProvider, createCheckoutService, createCheckoutSweeper, createPaymentsService, createTransactionsAdmin, createPromocodesAdmin, createSandboxGateway, createTrafficDataAdmin, createVerificationsService, bundleOrderUse } from "#server/modules/checkout/index.ts";
import { createHmac } from "node:crypto";
import { createReferenceDataAdmin } from "#server/modules/catalog/index.ts";
import { createJobQueue, createJobRunner } from "#server/modules/jobs/index.ts";
import { type MailJobs, createMailService } from "#server/modules/mail/index.ts";
import { createAuditLog, createAuditedWrite } from "#server/modules/audit/index.ts";
import { createRequestsAdmin, createRequestsService } from "#server/modules/requests/index.ts";
import { type UploadJobs, createLocalStorage, createS3Storage, createStagedUploads } from "#server/modules/storage/index.ts";
import { createDashboardService, createSearchLog, dropOldSearchCounts } from "#server/modules/dashboard/index.ts";
import { type ImportJobs, createImportJobs, createImportService } from "#server/modules/import/index.ts";
import { type ExportJobs, createExportService } from "#server/modules/export/index.ts";
import { createDailyRound } from "./lib/daily-round.ts";
import { type OfferJobs, createOfferSteps, createOffersAdmin, createOffersService } from "#server/modules/offers/index.ts";
import { createKeptHtml } from "./lib/kept-html.ts";
import { type AuctionJobs, createAuctionServices } from "#server/modules/auctions/index.ts";

/** Every job name with its payload, from the modules that enqueue them. */
type JobPayloads = MailJobs & UploadJobs & CheckoutJobs & AlertJobs & AdJobs & ImageCleanupJobs & ImportJobs & ExportJobs & OfferJobs & AuctionJobs;

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
  const imageCleanup = createImageCleanup(db, storage, jobs.enqueue);
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
      "content.dropImage": async ({ key }) => void (await imageCleanup.drop(key)),
      "import.check": ({ importId }) => importJobs.check(importId),
      "import.apply": ({ importId }, job) => importJobs.apply(importId, job),
      "export.build": ({ exportId }) => exports.build(exportId),
      "offers.expire": ({ offerId }) => offers.expire(offerId),
      "auctions.close": (payload) => auctions.handlers["auctions.close"](payload),
      "auctions.mail": (payload) => auctions.handlers["auctions.mail"](payload),
      "auctions.extended": (payload) => auctions.handlers["auctions.extended"](payload),
      "auctions.refund": (payload) => auctions.handlers["auctions.refund"](payload),
      "auctions.payDeadline": (payload) => auctions.handlers["auctions.payDeadline"](payload),
      "auctions.saleStands": (payload) => auctions.handlers["auctions.saleStands"](payload),
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
  const alerts = createAlertsService({ db, mail, enqueue: jobs.enqueue, enqueueMany: jobs.enqueueMany, secret, publicUrl: config.publicUrl });
  // Spreadsheets of plates and numbers (decision 0058): each batch an audited catalogue write, alerts as for a hand edit.
  const importLimits = { ...config.import, maxUnzippedBytes: 200 * 1024 * 1024, maxRatio: 200 };
  const importJobs = createImportJobs({ db, storage, write: catalogWrite, offeredMany: alerts.offeredMany, limits: importLimits });
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
  // Plate-and-number bundles (issue 31 item 4): staff's, the proposals, and a bundle's checkout.
  // The orders naming a bundle (checkout's) guard its deactivation and deletion (decision 0070).
  const bundles = createBundles({ db, write: catalogWrite, orderUse: bundleOrderUse });
  const checkout = createCheckoutService({
    db,
    catalog,
    fees,
    bundles,
    enqueue: jobs.enqueue,
    consumeStartLimits: (buyerId, ip) => limits.consume(["checkoutStartUser", buyerId], ...(ip ? [["checkoutStartIp", ip] as ["checkoutStartIp", string]] : [])),
    // A hold ends the item's open offers in its own transaction (decision 0064).
    itemHeld: (tx, kind, itemId) => offers.endOpen(tx, kind, itemId),
    // A won lot's checkout paid: the winner's deposit goes back (decision 0068).
    onPaid: (tx, order) => auctions.forfeit.settlePaid(tx, order),
  });
  const verifications = createVerificationsService(db, uploads);
  // The sandbox gateway signs its callbacks with a key of its own, derived from the site's secret.
  const sandbox = createSandboxGateway(db, { secret: createHmac("sha256", secret).update("sandbox-gateway-callbacks").digest("hex") });
  const card = config.payments.provider === "ngenius" ? createNGeniusProvider(config.payments) : sandbox.adapter;
  const bankTransfer = createBankTransferProvider(db);
  const invoices = createInvoices({ db, catalog, bundles, storage, seller: (lang) => content.seller(lang) });
  // A gateway notification for no order's payment may be an auction deposit's (decision 0068).
  const payments = createPaymentsService({ db, checkout, card, bankTransfer, catalog, mail, audit, invoices, verifications, publicUrl: config.publicUrl, otherPayment: (gateway, ref) => auctions.depositWebhooks.apply(gateway, ref) });
  // better-auth calls back to write the reset e-mail, which the accounts service (made just below) owns.
  const auth = createAuth({
    db,
    secret,
    baseURL: config.publicUrl,
    sendResetPassword: (user, token) => accounts.sendResetMail(user, token),
  });
  const comparables = createComparables(db);
  // The Settings Manager's staff address (its English value), or the contact address while it is empty.
  const staffEmail = async () => {
    const all = await content.listConstants();
    const value = (key: string) => all.find((c) => c.key === key)?.value.value.trim() || undefined;
    return value("staffEmail") ?? value("contactEmail");
  };
  // Make an offer (decision 0064): the buyer's side, staff's inbox, and the steps both share.
  const offerSteps = createOfferSteps({ db, catalog, checkout, verifications, mail, enqueue: jobs.enqueue, publicUrl: config.publicUrl, staffEmail, settings: config.offers });
  const offers = createOffersService({ db, catalog, checkout, verifications, mail, enqueue: jobs.enqueue, publicUrl: config.publicUrl, staffEmail, settings: config.offers }, offerSteps);
  const requests = createRequestsService({
    db,
    mail,
    publicUrl: config.publicUrl,
    consumeLimits: (ip, email) => limits.consume(["requestIp", ip], ["requestEmail", email]),
    plateTypes: catalog.listPlateTypes,
    plateCodes: catalog.listPlateCodes,
    comparablePrices: comparables.platePrices,
    staffEmail,
  });
  const usersAdmin = createUsersAdmin(db);
  const numbers = createNumbersAdmin({ db, write: catalogWrite, onOffered: alerts.offered });
  const transactions = createTransactionsAdmin({ db, audit, mail, publicUrl: config.publicUrl, enqueueRefund: (tx, attemptId) => jobs.enqueue(tx, "checkout.refund", { attemptId }), forgetAnswers: catalog.forgetAnswers });
  const requestsAdmin = createRequestsAdmin({ db, audit, mail, publicUrl: config.publicUrl, holdersOf: access.holdersOf });
  // Lists as spreadsheets, read through each section's own service (decision 0059).
  const exports = createExportService({ db, audit, storage, enqueue: jobs.enqueue, sources: { plates, numbers, transactions, requestsAdmin, users: usersAdmin }, settings: config.export });
  // Timed auctions (issue 30): the card gateway or the bank transfer pays and refunds deposits; the winner's checkout is priced like a sale.
  const auctions = createAuctionServices({
    db,
    audit,
    mail,
    enqueue: jobs.enqueue,
    publicUrl: config.publicUrl,
    pricing: async (kind, price) => ({ breakdown: await catalog.fees(kind, price), vatBasisPoints: (await fees.get()).vatBasisPoints }),
    provider: (id) => (id === "bank_transfer" ? bankTransfer : card),
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
    users: usersAdmin,
    content,
    /** Website Banners: its writes forget the home page's kept banners on every instance. */
    banners: createBannersAdmin({ db, write: createAuditedWrite({ db, audit, forgetAnswers: content.forgetBanners }), uploads, storage, cleanup: imageCleanup }),
    catalog,
    /** Kept HTML of the pages' parts that show only their inputs (decision 0034); checked on every use outside production. */
    keptHtml: createKeptHtml({ check: config.env !== "production" }),
    packages: createPackagesAdmin({ db, write: catalogWrite }),
    referenceData: createReferenceDataAdmin({ db, write: catalogWrite }),
    plates,
    numbers,
    alerts,
    ads,
    /** The Settings Manager: the site constants (content) and the fees and hold times (catalogue). */
    settings: { constants: createConstantsAdmin(db, createAuditedWrite({ db, audit, forgetAnswers: content.forgetConstants })), fees },
    checkout,
    payments,
    invoices,
    verifications,
    trafficData: createTrafficDataAdmin(db),
    promocodes: createPromocodesAdmin(db, audit),
    transactions,
    sandbox,
    // Its reconciliation asks the gateway about auction deposits too (a lost webhook would leave one pending for ever).
    sweeper: createCheckoutSweeper({ sweepExpired: checkout.sweepExpired, reconcile: async () => (await payments.reconcile()) + (await auctions.deposits.reconcile()) }, log),
    favourites: createFavouritesService(db),
    requests,
    /** Plates compared with one a visitor names: the estimate's comparables, Draw Plates' plate on sale. */
    comparables,
    /** Staff's Bundles section: the list with each bundle's state, a bundle picked by its items' numbers (decision 0070). */
    bundlesAdmin: createBundlesAdmin({ db, bundles }),
    /** An item's public price history (issue 31): its buy page's chart and the API. */
    priceHistory: createPriceHistory(db),
    bundles,
    websitePages: createWebsitePagesAdmin({ db, write: contentWrite }),
    metadataAdmin: createMetadataAdmin({ db, write: contentWrite }),
    searchLog,
    imports: createImportService({ db, storage, enqueue: jobs.enqueue, audit, limits: importLimits }),
    importJobs,
    dashboard: createDashboardService({ db, searchLog }),
    auctions,
    requestsAdmin,
    exports,
    /** Once a day: searched patterns past their retention, and expired exports' files (decision 0059). */
    dailyRound: createDailyRound({ searchCounts: () => dropOldSearchCounts(db, config.searchCountsKeepDays), expiredExports: exports.pruneExpired }, log),
    /** Blogs and News (one service, the kind a parameter): audited, every instance forgetting its kept post lists. */
    offers,
    offersAdmin: createOffersAdmin({ db, write: catalogWrite, steps: offerSteps, checkout }),
    posts: createPostsAdmin({ db, write: createAuditedWrite({ db, audit, forgetAnswers: content.forgetPosts }), uploads, storage, cleanup: imageCleanup }),
  };
}

export type Services = ReturnType<typeof createServices>;
