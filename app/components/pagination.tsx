import { Link } from "react-router";
import { useT } from "../lib/i18n.ts";

/**
 * Numbered pages as plain links, so lists paginate with JavaScript off too. Long lists show the first,
 * the last and two pages either side of the current one.
 */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (n: number) => string }) {
  const { t } = useT();
  if (pages <= 1) return null;
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className="page-link">
          {t("pagination.previous")}
        </Link>
      )}
      {shown.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - shown[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          <Link to={hrefFor(n)} aria-current={n === page ? "page" : undefined} aria-label={t("pagination.page", { n })} className="page-link aria-[current=page]:bg-brand-700 aria-[current=page]:text-white">
            <bdi>{n}</bdi>
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next" className="page-link">
          {t("pagination.next")}
        </Link>
      )}
    </nav>
  );
}
