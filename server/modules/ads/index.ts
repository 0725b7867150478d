// The ads module's public entry: "Sell with us", the owner's Ads List and staff's review (decision 0025).
export { type Ad, type AdJobs, type AdsService, createAdsService } from "./ads.service.ts";
export { type AdState, adStates } from "./ads.schema.ts";
export { registerAdRoutes } from "./ads.routes.ts";
