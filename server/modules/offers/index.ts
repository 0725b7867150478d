// The offers module's public entry: "Make an offer" (issue 31 item 2, decision 0064).
export { type OfferState, offerStates, offerTerms, offers } from "./offers.schema.ts";
export { OFFERS_PER_HOUR, type Offer, type OfferJobs, type OffersDeps, type OffersService, createOfferSteps, createOffersService } from "./offers.service.ts";
export { type InboxOffer, type OffersAdmin, createOffersAdmin } from "./offers-admin.ts";
export { registerOfferAdminRoutes, registerOfferRoutes } from "./offers.routes.ts";
