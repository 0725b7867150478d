import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { useT } from "#app/lib/i18n.ts";
import { Pagination } from "../pagination.tsx";

/** Result count, the grid of cards (or a helpful empty state), and numbered pages keeping the filters. */
export function ListingResults({ total, exact = true, page, pages, path, query, empty, invalid = false, children }: { total: number; exact?: boolean; page: number; pages: number; path: string; query: Record<string, string>; empty: boolean; invalid?: boolean; children: ReactNode }) {
  const { t, href } = useT();
  const link = (n: number) => {
    const params = new URLSearchParams(Object.entries(query).filter(([k, v]) => k !== "page" && v !== ""));
    if (n > 1) params.set("page", String(n));
    const search = params.toString();
    return href(path) + (search ? `?${search}` : "");
  };
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="mb-4 text-lg font-bold" aria-live="polite">
        {t(exact ? "catalog.results" : "catalog.resultsAbout", { count: total })}
      </h2>
      {empty ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          {/* Filters the form marked as wrong are not "no match": say what to do instead. */}
          <p className="text-lg font-semibold">{t(invalid ? "form.errorSummary" : "catalog.empty")}</p>
          {!invalid && <p className="mt-2 text-slate-700">{t("catalog.emptyHint")}</p>}
          <p className="mt-4">
            <Link to={href(path)} className="btn-primary">{t("filters.reset")}</Link>
          </p>
        </div>
      ) : (
        // A Suspense boundary (the server's too, see BelowFold): React hydrates the cards after the filters and the
        // rest of the page, in slices of their own (decision 0042).
        <Suspense>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
        </Suspense>
      )}
      <Pagination page={page} pages={pages} hrefFor={link} />
    </section>
  );
}
