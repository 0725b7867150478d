import type { Db } from "#server/db/client.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { FeeBreakdown } from "#core/catalog/fees.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import type { PaymentProvider } from "#server/modules/checkout/index.ts";
import { lotItemName, lotItems } from "#server/modules/catalog/index.ts";
import type { Lang } from "#core/i18n/index.ts";
import { createAuctionMail, saleStandsMail } from "./auction-mail.ts";
import { createAuctionsService } from "./auctions.service.ts";
import { createBidHub } from "./bid-hub.ts";
import { createBidding } from "./bidding.ts";
import { createClosing } from "./closing.ts";
import { createDeposits } from "./deposits.ts";
import type { AuctionJobs, Enqueue } from "./jobs.ts";
import { createAuctionsAdmin } from "./auctions-admin.ts";
import { createDepositWebhooks } from "./deposit-webhooks.ts";
import { createForfeit } from "./forfeit.ts";

/** The auctions module's parts, made together (server/services.ts; tests give a fake clock). */
export function createAuctionServices(deps: {
  db: Db;
  audit: AuditLog;
  mail: MailService;
  enqueue: Enqueue;
  clock?: () => Date;
  publicUrl: string;
  pricing: (kind: "plate" | "number", price: bigint) => Promise<{ breakdown: FeeBreakdown; vatBasisPoints: number }>;
  provider: (id: PaymentProvider["id"]) => PaymentProvider;
  forgetAnswers: () => void;
}) {
  const clock = deps.clock ?? (() => new Date());
  const hub = createBidHub();
  const base = { db: deps.db, clock, enqueue: deps.enqueue };
  const auctions = createAuctionsService({ ...base, audit: deps.audit, forgetAnswers: deps.forgetAnswers });
  const bidding = createBidding({ ...base, hub });
  const closing = createClosing({ ...base, pricing: deps.pricing, provider: deps.provider, forgetAnswers: deps.forgetAnswers });
  const deposits = createDeposits({ db: deps.db, clock, provider: deps.provider, publicUrl: deps.publicUrl });
  // Lots' items by name in a language, whatever their `active` flag (an auction makes its items inactive).
  const itemName = (kind: "plate" | "number", id: number, lang: Lang) => lotItemName(deps.db, kind, id, lang);
  const mail = createAuctionMail({ db: deps.db, mail: deps.mail, publicUrl: deps.publicUrl, itemName });
  // The staff side (decision 0068): the section's reads and writes, the winner's deadline, deposit webhooks.
  const admin = createAuctionsAdmin({ ...base, audit: deps.audit, auctions, itemName });
  const forfeit = createForfeit({ ...base, audit: deps.audit, pricing: deps.pricing, forgetAnswers: deps.forgetAnswers });
  const depositWebhooks = createDepositWebhooks({ db: deps.db, deposits });
  /** The job handlers, for the runner. */
  const handlers = {
    "auctions.close": async ({ lotId }: AuctionJobs["auctions.close"]) => {
      await closing.closeLot(lotId);
    },
    "auctions.mail": ({ kind, lotId, buyerId }: AuctionJobs["auctions.mail"]) => mail.send(kind, lotId, buyerId),
    "auctions.extended": ({ lotId }: AuctionJobs["auctions.extended"]) => mail.extended(lotId),
    "auctions.refund": ({ depositId }: AuctionJobs["auctions.refund"]) => closing.refundDeposit(depositId),
    "auctions.payDeadline": async ({ lotId }: AuctionJobs["auctions.payDeadline"]) => {
      await forfeit.payDeadline(lotId);
    },
    "auctions.saleStands": saleStandsMail({ db: deps.db, mail: deps.mail, publicUrl: deps.publicUrl, itemName }),
  };
  /** The lots' items as the buyers' pages draw and name them (auctioned items are not active, so not the catalogue's public reads). */
  const items = (lots: Parameters<typeof lotItems>[1], lang: Lang) => lotItems(deps.db, lots, lang);
  return { clock, hub, auctions, bidding, closing, deposits, mail, admin, forfeit, depositWebhooks, handlers, items };
}

export type AuctionServices = ReturnType<typeof createAuctionServices>;
