import { Link } from "react-router";
import { useT } from "../lib/i18n.ts";

/** Numbered pages as plain links (?page=n), so lists paginate with JavaScript off too. */
export function Pagination({ page, pages, path }: { page: number; pages: number; path: string }) {
  const { t, href } = useT();
  if (pages <= 1) return null;
  const to = (n: number) => href(path) + (n === 1 ? "" : `?page=${n}`);
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className="page-link">
          {t("pagination.previous")}
        </Link>
      )}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link key={n} to={to(n)} aria-current={n === page ? "page" : undefined} aria-label={t("pagination.page", { n })} className="page-link aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
          <bdi>{n}</bdi>
        </Link>
      ))}
      {page < pages && (
        <Link to={to(page + 1)} rel="next" className="page-link">
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}
