import type { AppContext } from "#app-context";
import type { CurrentUser } from "#core/access/current-user.ts";
import { type Lang, type MessageKey, localePath } from "#core/i18n/index.ts";
import { bidForm, depositForm } from "#core/validation/auction-forms.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";

// The lot page's two forms (issue 30, decision 0069): a bid, and paying the deposit. The same rules as the API
// (server/modules/auctions/auctions.routes.ts): the same limits, the same service calls, the same refusals,
// answered as a message key beside the form. Without JavaScript the form posts and the page comes back with it.

type Services = AppContext["services"];
export type LotAnswer = { error: MessageKey; done?: undefined } | { done: MessageKey; error?: undefined };
/** The form's answer and its status, or (a deposit opened) the page to go on to. */
export interface LotOutcome {
  answer: LotAnswer;
  status: number;
  to?: string;
}

const bidderOf = (user: CurrentUser) => ({ id: user.id, verified: user.verified, staff: user.scope.length > 0 });
const firstIssue = (issues: readonly { message: string }[]): MessageKey => (issues[0]?.message ?? "error.validation") as MessageKey;

/** A refusal the service worded (4xx) as the form's answer; anything else is the server's fault and is thrown. */
function refused(error: unknown): LotOutcome {
  if (!isHttpError(error) || error.statusCode >= 500) throw error;
  return { answer: { error: error.key as MessageKey }, status: error.statusCode };
}

export async function placeBid(services: Services, user: CurrentUser, lotId: number, form: FormData): Promise<LotOutcome> {
  const parsed = bidForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { answer: { error: firstIssue(parsed.error.issues) }, status: 400 };
  const { amount, max, price, request_key } = parsed.data;
  try {
    await services.limits.consume(["auctionBidUser", user.id]);
    await services.auctions.bidding.place(bidderOf(user), { lotId, amount: BigInt(amount), max: max === undefined ? null : BigInt(max), expectedPrice: price === null ? null : BigInt(price), requestKey: request_key });
    return { answer: { done: "auctionPage.accepted" }, status: 200 };
  } catch (error) {
    return refused(error);
  }
}

/** Opens the deposit and sends the buyer to pay it: the card gateway's page, or the deposit's page with the bank's details. */
export async function payDeposit(services: Services, user: CurrentUser, auctionId: number, form: FormData, lang: Lang): Promise<LotOutcome> {
  const parsed = depositForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { answer: { error: firstIssue(parsed.error.issues) }, status: 400 };
  try {
    await services.limits.consume(["checkoutStartUser", user.id]);
    const provider = parsed.data.provider === "card" ? services.payments.cardGateway : "bank_transfer";
    const opened = await services.auctions.deposits.open({ ...bidderOf(user), email: user.email, lang }, auctionId, provider, BigInt(parsed.data.limit ?? 0));
    return { answer: { done: "auctionPage.depositPaidBody" }, status: 303, to: parsed.data.provider === "card" ? opened.redirectUrl : localePath(lang, `/auctions/deposits/${opened.deposit.id}`) };
  } catch (error) {
    return refused(error);
  }
}
