// The content module's public entry: constants, SEO metadata, website pages, blog, news and banners.
export { registerContentRoutes } from "./content.routes.ts";
export { seedContent } from "./content.seed.ts";
export { type ContentService, type PostKind, createContentService } from "./content.service.ts";
export { type ConstantRow, type ConstantsAdmin, createConstantsAdmin } from "./constants-admin.ts";
export { type BannerInput, type BannersAdmin, createBannersAdmin } from "./banners-admin.ts";
export { type AdminWebsitePage, type WebsitePagesAdmin, type WebsitePageInput, createWebsitePagesAdmin } from "./website-pages-admin.ts";
export { type MetadataAdmin, type MetadataEntry, createMetadataAdmin } from "./metadata-admin.ts";
export { type PostsAdmin, createPostsAdmin } from "./posts-admin.ts";
export { type ImageCleanup, type ImageCleanupJobs, createImageCleanup } from "./image-cleanup.ts";
