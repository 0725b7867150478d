/** What decides whether a banner is on the home page. */
export interface BannerSchedule {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Whether a banner is on the home page at `now`: active, started (or no start) and not ended (or no end). The
 * one rule for the home page's kept list (content.service.ts), the admin list's state and its "shown now"
 * filter (the same in SQL, banners-admin.ts).
 */
export function bannerShownAt(banner: BannerSchedule, now: Date): boolean {
  return banner.active && (banner.startsAt === null || banner.startsAt <= now) && (banner.endsAt === null || banner.endsAt > now);
}
