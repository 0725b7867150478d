import type { ReactNode } from "react";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { AdminPagination } from "./admin-pagination.tsx";
import { tableClass, tdClass, thClass } from "./admin-ui.tsx";

/** One column of an admin list: its translated header and how a row shows in it. */
export interface Column<Row> {
  id: string;
  header: MessageKey;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a <th scope="row">, for screen readers). */
  rowHeader?: boolean;
  /** A header only screen readers read (a column of buttons). */
  hiddenHeader?: boolean;
  className?: string;
}

/**
 * The list of an admin section, configured by its columns: an empty state, the total, a table that scrolls
 * sideways on a phone (logical start/end alignment, so it reads right-to-left in Arabic), and numbered pages
 * that keep the filters.
 */
export function DataTable<Row extends { id: string | number }>(props: {
  rows: Row[];
  columns: Column<Row>[];
  empty: MessageKey;
  total: number;
  page: number;
  pages: number;
  /** The section's path, for the page links, and the filters they keep. */
  path: string;
  query?: Record<string, string | undefined>;
}) {
  const { t } = useT();
  const { rows, columns, page, pages } = props;
  return (
    <>
      {rows.length === 0 ? (
        <p className="py-6 text-slate-700">{t(props.empty)}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t("admin.total", { n: props.total })}</p>
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.id} scope="col" className={thClass}>
                      {c.hiddenHeader ? <span className="sr-only">{t(c.header)}</span> : t(c.header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.id} scope="row" className={`${tdClass} text-start font-semibold ${c.className ?? ""}`}>
                          {c.cell(row)}
                        </th>
                      ) : (
                        <td key={c.id} className={`${tdClass} ${c.className ?? ""}`}>
                          {c.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && <p className="mt-4 text-sm text-slate-700">{t("pagination.summary", { page, pages })}</p>}
      <AdminPagination page={page} pages={pages} path={props.path} query={props.query} />
    </>
  );
}
