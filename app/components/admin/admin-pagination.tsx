import { Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";

/** Numbered pages as plain links that keep the rest of the query (the search), so they work without JavaScript. */
export function AdminPagination({ page, pages, path, query = {} }: { page: number; pages: number; path: string; query?: Record<string, string | undefined> }) {
  const { t, href } = useT();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v) params.set(k, v);
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return href(path) + (search ? `?${search}` : "");
  };
  return (
    <nav aria-label={t("pagination.label")} className="mt-6 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className="page-link">
          {t("pagination.previous")}
        </Link>
      )}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={to(n)}
          aria-current={n === page ? "page" : undefined}
          aria-label={t("pagination.page", { n })}
          className="page-link aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
        >
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
