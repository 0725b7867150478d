import { and, eq, ne } from "drizzle-orm";
import { type Lang, localePath, translate } from "#core/i18n/index.ts";
import { formatAed } from "#core/money.ts";
import { isolated } from "#core/text/bidi.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/modules/accounts/index.ts";
import { type MailService, actionMail, mailWords } from "#server/modules/mail/index.ts";
import { auctionBids, auctionLots, auctions } from "./auctions.schema.ts";
import type { AuctionJobs } from "./jobs.ts";

/** Each kind's words are `auctions.mail.<kind>Subject` and `…Body` (mailWords). */
type Kind = AuctionJobs["auctions.mail"]["kind"] | "extended";

const uaeTime = (d: Date, lang: "ar" | "en") =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar-AE-u-nu-latn" : "en-AE", { timeZone: "Asia/Dubai", dateStyle: "medium", timeStyle: "short" }).format(d);

/** The auction e-mails, in the buyer's language first (then the other), with the lot's price and end in UAE time. */
export function createAuctionMail(deps: { db: Db; mail: MailService; publicUrl: string; itemName: (kind: "plate" | "number", id: number, lang: Lang) => Promise<string> }) {
  const { db } = deps;

  async function send(kind: Kind, lotId: number, buyerId: string): Promise<void> {
    const [row] = await db
      .select({ lot: auctionLots, name: users.name, email: users.email, lang: users.lang, reason: auctions.cancelReason })
      .from(auctionLots)
      .innerJoin(users, eq(users.id, buyerId))
      .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
      .where(eq(auctionLots.id, lotId));
    if (!row) return;
    const { lot } = row;
    // The e-mail is in both languages: the item named in each.
    const item = { ar: await deps.itemName(lot.itemKind, lot.itemId, "ar"), en: await deps.itemName(lot.itemKind, lot.itemId, "en") };
    await deps.mail.send(
      row.email,
      actionMail({
        lang: row.lang,
        name: row.name,
        ...mailWords(`auctions.mail.${kind}`),
        button: "auctions.mail.viewLot",
        url: `${deps.publicUrl}${localePath(row.lang, `/auctions/lots/${lotId}`)}`,
        ignoreLine: false,
        // Each value isolated inside its line (the line itself is isolated by the template): the amount's digits
        // and the time's stay as written after Arabic words (decision 0074).
        lines: (lang) => [
          translate(lang, "auctions.mail.lot", isolated({ item: item[lang] })),
          ...(lot.currentPrice === null ? [] : [translate(lang, "auctions.mail.price", isolated({ amount: formatAed(lot.currentPrice, lang) }))]),
          ...(lot.state === "open" ? [translate(lang, "auctions.mail.endsAt", isolated({ time: uaeTime(lot.endsAt, lang) }))] : []),
          // The reason staff gave for cancelling (decision 0068).
          ...(kind === "cancelled" && row.reason ? [translate(lang, "auctions.mail.reason", isolated({ reason: row.reason }))] : []),
        ],
      }),
    );
  }

  return {
    send,
    /** The end moved: each bidder but the one leading now is told (the leader caused it). */
    async extended(lotId: number): Promise<void> {
      const [lot] = await db.select({ leaderId: auctionLots.leaderId }).from(auctionLots).where(eq(auctionLots.id, lotId));
      const bidders = await db.selectDistinct({ id: auctionBids.bidderId }).from(auctionBids).where(and(eq(auctionBids.lotId, lotId), lot?.leaderId ? ne(auctionBids.bidderId, lot.leaderId) : undefined));
      for (const b of bidders) await send("extended", lotId, b.id);
    },
  };
}

/**
 * The winner of a lot sold before staff cancelled its auction (decision 0077): the sale stands (decision 0074), and
 * they are told so, in their language first, with the lot, the price they won it at and the reason staff gave,
 * rather than finding "cancelled" on the auction's page. Sent once, by its job, whatever the lot became since.
 */
export function saleStandsMail(deps: { db: Db; mail: MailService; publicUrl: string; itemName: (kind: "plate" | "number", id: number, lang: Lang) => Promise<string> }) {
  return async ({ lotId, buyerId }: { lotId: number; buyerId: string }): Promise<void> => {
    const [found] = await deps.db
      .select({ lot: auctionLots, winner: users, reason: auctions.cancelReason })
      .from(auctionLots)
      .innerJoin(auctions, eq(auctions.id, auctionLots.auctionId))
      .innerJoin(users, eq(users.id, buyerId))
      .where(eq(auctionLots.id, lotId));
    if (!found) return;
    const { lot, winner, reason } = found;
    const names = { ar: await deps.itemName(lot.itemKind, lot.itemId, "ar"), en: await deps.itemName(lot.itemKind, lot.itemId, "en") };
    const details = (lang: Lang) =>
      [
        translate(lang, "auctions.mail.lot", isolated({ item: names[lang] })),
        lot.currentPrice === null ? null : translate(lang, "auctions.mail.price", isolated({ amount: formatAed(lot.currentPrice, lang) })),
        reason ? translate(lang, "auctions.mail.reason", isolated({ reason })) : null,
      ].filter((line): line is string => line !== null);
    const url = `${deps.publicUrl}${localePath(winner.lang, `/auctions/lots/${lotId}`)}`;
    const content = actionMail({ lang: winner.lang, name: winner.name, ...mailWords("auctions.mail.saleStands"), button: "auctions.mail.viewLot", url, ignoreLine: false, lines: details });
    await deps.mail.send(winner.email, content);
  };
}
