// The catalog module's public entry: plates and numbers, their search, fees and the wishlist.
export { registerCatalogRoutes } from "./catalog.routes.ts";
export { seedCatalog } from "./catalog.seed.ts";
export { type CatalogService, type MobileNumber, type Plate, createCatalogService } from "./catalog.service.ts";
export { registerFavouriteRoutes } from "./favourites.routes.ts";
export { type FavouritesService, createFavouritesService } from "./favourites.service.ts";
export { numberDto, plateDto } from "./item-dto.ts";
export type { Product, ProductPage } from "./product-search.ts";
export { type Package, type PackageInput, type PackagesAdmin, createPackagesAdmin } from "./packages-admin.ts";
export { type FeeSettingsAdmin, createFeeSettingsAdmin } from "./fee-settings-admin.ts";
export { type ItemKind, extendItemHold, holdItem, isReserved, releaseItem, returnItem, sellItem } from "./item-holds.ts";
export { AUCTION_HOLD, holdForAuctionWinner, returnFromAuction, withdrawForAuction } from "./auction-items.ts";
export { type AdminPlate, type OnOffered, type PlateChanges, type PlateInput, type PlatesAdmin, createPlatesAdmin } from "./plates-admin.ts";
export { matchingItem } from "./item-match.ts";
export { type OwnerItem, type OwnerListings, createOwnerListings } from "./owner-listings.ts";
export { type Comparables, type SoldComparable, createComparables } from "./comparables.ts";
export { type PriceHistory, type PricePoint, createPriceHistory } from "./price-history.ts";
export { type AdminNumber, type NumbersAdmin, type NumberInput, createNumbersAdmin } from "./numbers-admin.ts";
export { registerItemAdminRoutes } from "./items-admin.routes.ts";
export { InUseError, type PlateTypeInput, type ReferenceDataAdmin, createReferenceDataAdmin, typeVersion } from "./reference-data-admin.ts";
// Two staff editing one record (issue 27): the version an edit form carries; other modules use it too.
export { changedSince, versionOf } from "./record-version.ts";
// Many items written at once by their natural key (issue 28's import).
export { type ExistingItem, type ItemOutcome, type ItemValues, existingItems, itemKey, outcomeOf, upsertItems } from "./items-bulk-upsert.ts";
// Plate-and-number bundles (issue 31 item 4): staff's bundles, the proposals, and the order steps on both items.
export { type Bundle, type BundleInput, type BundleOrderUse, type Bundles, BundleNotHeld, type ListedBundle, createBundles, holdBundleItems } from "./bundles.ts";
export { type OrderItemsRef, extendOrderItems, releaseOrderItems, returnOrderItems, sellOrderItems } from "./order-items.ts";
export { type LotItem, lotItemName, lotItems } from "./auction-lot-items.ts";
export { type AdminBundle, type BundleState, type BundlesAdmin, createBundlesAdmin } from "./bundles-admin.ts";
