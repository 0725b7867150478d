// Where website pages live (issue 27, decision 0051). No zod here: the public page's own script reads these.

/** The pages that have their own address (`/about`); the site's code links to them, so they cannot be deleted. */
export const builtInPageSlugs = ["about", "faq", "privacy_policy", "terms_and_conditions"] as const;

export const isBuiltInPage = (slug: string): boolean => (builtInPageSlugs as readonly string[]).includes(slug);

/** Where a page is public, without its language prefix (`/about`, `/pages/opening-hours`). */
export const websitePagePath = (slug: string): string => (isBuiltInPage(slug) ? `/${slug}` : `/pages/${slug}`);
