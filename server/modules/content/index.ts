// The content module's public entry: constants, SEO metadata, website pages, blog, news and banners.
export { registerContentRoutes } from "./content.routes.ts";
export { seedContent } from "./content.seed.ts";
export { type ContentService, type PostKind, createContentService } from "./content.service.ts";
export { type ConstantRow, type ConstantsAdmin, createConstantsAdmin } from "./constants-admin.ts";
export { type PostsAdmin, POSTS_ADMIN_PER_PAGE, createPostsAdmin } from "./posts-admin.ts";
