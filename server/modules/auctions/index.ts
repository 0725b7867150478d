// The auctions module's public entry (issue 30): auctions and their lots, deposits, bids, the closing job and
// the live bid stream's hub.
export { type Auction, type AuctionInput, type AuctionsService, type Lot, type PublicLot, createAuctionsService, publicLot } from "./auctions.service.ts";
export { type BidHub, type LotUpdate, createBidHub } from "./bid-hub.ts";
export { type BidInput, type Bidder, type Bidding, createBidding } from "./bidding.ts";
export { type CloseOutcome, type Closing, createClosing } from "./closing.ts";
export { type Deposit, type Deposits, createDeposits } from "./deposits.ts";
export type { AuctionJobs } from "./jobs.ts";
export { createAuctionMail } from "./auction-mail.ts";
export { type AuctionServices, createAuctionServices } from "./auction-services.ts";
export { lotDto, registerAuctionRoutes } from "./auctions.routes.ts";
export { seedDemoAuction } from "./auctions.seed.ts";
