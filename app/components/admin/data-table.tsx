import { type ReactNode, useRef, useState } from "react";
import { Form, Link } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { AdminPagination } from "./admin-pagination.tsx";
import { RecordLink, buttonClass, dangerButtonClass, inputClass, tableClass, tdClass, thClass } from "./admin-ui.tsx";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

/** One column of an admin list: its translated header, how a row shows in it, and whether it sorts. */
export interface Column<Row> {
  id: string;
  header: MessageKey;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a <th scope="row">, for screen readers). */
  rowHeader?: boolean;
  /** A header only screen readers read (a column of buttons). */
  hiddenHeader?: boolean;
  /** The list's sort key for this column (`?sort=`), when the server can order by it. */
  sort?: string;
  className?: string;
}

/** A filter of the filter bar, `?name=value`: a select of options, a date, an amount in dirhams, or digits. */
export type Filter =
  // An option's label is a message key, or text already in the page's language (an emirate's name from the database).
  | { name: string; label: MessageKey; options: { value: string; label: MessageKey | { text: string } }[] }
  | { name: string; label: MessageKey; input: "date" | "amount" | "digits" };

/** The options of a filter by a flag (`?active=yes`, `?verified=no`): the same two words on every list. */
export const yesNoOptions: { value: string; label: MessageKey }[] = [
  { value: "yes", label: "admin.yes" },
  { value: "no", label: "admin.no" },
];

/**
 * Row selection and what can be done to the selected rows (a POST of `intent` and `ids`). Each box is named
 * "Select" and the row's header cell ("Select Sara Ahmed"), so the table needs a `rowHeader` column.
 */
export interface Selection {
  actions: { intent: string; label: MessageKey; danger?: boolean }[];
}

type Query = Record<string, string | undefined>;

/**
 * A list's naming column: the row's heading (for screen readers), its cell a link to the row's record at
 * `<path>/<id>` showing `show(row)`. Every list that opens its records starts with one.
 */
export function recordColumn<Row extends { id: number | string }>(path: string, column: Omit<Column<Row>, "cell" | "rowHeader">, show: (row: Row) => ReactNode): Column<Row> {
  return { ...column, rowHeader: true, cell: (row) => <RecordLink to={`${path}/${encodeURIComponent(row.id)}`}>{show(row)}</RecordLink> };
}

/** One page of a list, with what the table's links keep. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  /** False when `total` is an estimate (a list of a million numbers): shown as "about N". */
  totalExact?: boolean | undefined;
  page: number;
  pages: number;
  query?: Query | undefined;
  sort?: { key: string; dir: "asc" | "desc" } | undefined;
  /**
   * Where the list stands (its section's path, a family member's own): the table's search, sort and page links
   * and its selection form's name. A section's list gets it from its loader (`openList`'s `listPage`), never
   * from the page a second time.
   */
  path?: string | undefined;
}

/** A list shown whole (a handful of roles or packages): one page of all its rows, standing at `path`. */
export const onePage = <Row,>(items: Row[], path?: string): ListPage<Row> => ({ items, total: items.length, page: 1, pages: 1, ...(path ? { path } : {}) });

/** The message prefixes `P` for which the catalogue has a key `P.<leaf>` (`plates` for `plates.empty`). */
type PrefixOf<Leaf extends string> = MessageKey extends infer K ? (K extends `${infer P}.${Leaf}` ? P : never) : never;

/**
 * A list's words, by its section's message prefix: `words="plates"` shows `plates.empty` when no row matches
 * and, with `search`, a search box labelled `plates.search`. A prefix without those keys does not compile.
 */
type ListWords = { words: PrefixOf<"empty">; search?: false } | { words: PrefixOf<"empty"> & PrefixOf<"search">; search: true };

/** A list without its path is a page's mistake (its loader forgot `listPage` or onePage's path): said, not guessed. */
function missingPath(): never {
  throw new Error("an admin list needs its path: the loader's list page carries it (openList's listPage, onePage(items, path))");
}

/** `path?query` with some parameters changed (undefined removes one). */
function withQuery(path: string, query: Query, changes: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, ...changes })) if (v) params.set(k, v);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The list of an admin section, configured by its columns. Everything runs on the server and works without
 * JavaScript: the search and filters are a GET form, sorting is a link per sortable header (aria-sort says the
 * order), pages are links that keep the query, and selected rows are posted with the bulk action's button.
 * With JavaScript, a box selects every row of the page and the count of selected rows is shown.
 * The table scrolls sideways on a phone and aligns to the logical start, so it reads right to left in Arabic.
 */
export function DataTable<Row extends { id: string | number }>(
  props: {
    /**
     * The page of the list as the section's loader answers it (decision 0048): its rows, count and pages, the
     * query as typed (search, filters, sort: the links keep it), the order the rows are in (the list's
     * default when the query names none, for aria-sort and the arrows) and where it stands (decision 0075).
     */
    list: ListPage<Row>;
    columns: Column<Row>[];
    /** Selects above the table (with the search box, its filter bar). */
    filters?: Filter[];
    selection?: Selection;
  } & ListWords,
) {
  const { t, href } = useT();
  const { columns } = props;
  const path: string = props.list.path ?? missingPath();
  const empty: MessageKey = `${props.words}.empty`;
  const search: MessageKey | undefined = props.search ? (`${props.words}.search` as MessageKey) : undefined;
  const { items: rows, page, pages } = props.list;
  const query = props.list.query ?? {};
  const live = useHydrated();
  const tableRef = useRef<HTMLTableElement>(null);
  const [selected, setSelected] = useState(0);
  const bulkFormId = `${path.replaceAll("/", "-").slice(1)}-bulk`;

  const boxes = () => [...(tableRef.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? [])];
  const recount = () => setSelected(boxes().filter((b) => b.checked).length);

  function header(c: Column<Row>) {
    const label = c.hiddenHeader ? <span className="sr-only">{t(c.header)}</span> : t(c.header);
    if (!c.sort) return label;
    const current = props.list.sort?.key === c.sort ? props.list.sort.dir : undefined;
    const next = current === "asc" ? "desc" : "asc";
    return (
      <Link to={withQuery(href(path), query, { sort: c.sort, dir: next, page: undefined })} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {label}
        <span aria-hidden="true">{current === "asc" ? "▲" : current === "desc" ? "▼" : "↕"}</span>
        <span className="sr-only">{t("table.sortBy", { column: t(c.header) })}</span>
      </Link>
    );
  }

  return (
    <>
      {(search || props.filters?.length) && (
        <Form method="get" action={href(path)} role="search" className="mb-6 flex flex-wrap items-end gap-3">
          {search && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${bulkFormId}-q`} className="font-semibold">
                {t(search)}
              </label>
              <input id={`${bulkFormId}-q`} type="search" name="q" defaultValue={query.q} maxLength={100} className={`${inputClass} w-72 max-w-full`} />
            </div>
          )}
          {props.filters?.map((f) => (
            <div key={f.name} className="flex flex-col gap-1">
              <label htmlFor={`${bulkFormId}-${f.name}`} className="font-semibold">
                {t(f.label)}
              </label>
              {"options" in f ? (
                <select id={`${bulkFormId}-${f.name}`} name={f.name} defaultValue={query[f.name] ?? ""} className={inputClass}>
                  <option value="">{t("table.any")}</option>
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {typeof o.label === "string" ? t(o.label) : o.label.text}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`${bulkFormId}-${f.name}`}
                  name={f.name}
                  type={f.input === "date" ? "date" : "text"}
                  inputMode={f.input === "amount" ? "decimal" : f.input === "digits" ? "numeric" : undefined}
                  defaultValue={query[f.name] ?? ""}
                  dir="ltr"
                  className={`${inputClass} w-40`}
                />
              )}
            </div>
          ))}
          {query.sort && <input type="hidden" name="sort" value={query.sort} />}
          {query.dir && <input type="hidden" name="dir" value={query.dir} />}
          <button type="submit" className={buttonClass}>
            {t(search ? "admin.search" : "table.filter")}
          </button>
          <Link to={href(path)} className="py-2 font-semibold text-brand-700 underline underline-offset-2">
            {t("table.clear")}
          </Link>
        </Form>
      )}
      {rows.length === 0 ? (
        <p className="py-6 text-slate-700">{t(empty)}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700">{t(props.list.totalExact === false ? "table.totalAbout" : "admin.total", { n: props.list.total })}</p>
          {props.selection && (
            <Form method="post" id={bulkFormId} className="mb-3 flex flex-wrap items-center gap-3" aria-label={t("table.bulkActions")}>
              <span className="text-sm font-semibold text-slate-700">{t("table.bulkActions")}</span>
              <span id={`${bulkFormId}-select`} hidden>
                {t("table.select")}
              </span>
              {props.selection.actions.map((a) => (
                <button key={a.intent} type="submit" name="intent" value={a.intent} className={a.danger ? dangerButtonClass : buttonClass}>
                  {t(a.label)}
                </button>
              ))}
              {live && (
                <span role="status" className="text-sm text-slate-700">
                  {t("table.selected", { count: selected })}
                </span>
              )}
            </Form>
          )}
          <ScrollFrame>
            <table ref={tableRef} className={tableClass}>
              <thead>
                <tr>
                  {props.selection && (
                    <th scope="col" className={`${thClass} w-10`}>
                      {live ? (
                        <input
                          type="checkbox"
                          aria-label={t("table.selectPage")}
                          className="size-4 accent-brand-700"
                          onChange={(e) => {
                            for (const box of boxes()) box.checked = e.currentTarget.checked;
                            recount();
                          }}
                        />
                      ) : (
                        <span className="sr-only">{t("table.selectPage")}</span>
                      )}
                    </th>
                  )}
                  {columns.map((c) => {
                    const sorted = c.sort && props.list.sort?.key === c.sort ? (props.list.sort.dir === "desc" ? "descending" : "ascending") : undefined;
                    return (
                      <th key={c.id} scope="col" aria-sort={sorted} className={thClass}>
                        {header(c)}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    {props.selection && (
                      <td className={tdClass}>
                        <input type="checkbox" name="ids" value={String(row.id)} form={bulkFormId} aria-labelledby={`${bulkFormId}-select ${bulkFormId}-row-${row.id}`} onChange={recount} className="size-4 accent-brand-700" />
                      </td>
                    )}
                    {columns.map((c) =>
                      c.rowHeader ? (
                        <th key={c.id} scope="row" id={`${bulkFormId}-row-${row.id}`} className={`${tdClass} text-start font-semibold ${c.className ?? ""}`}>
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
          </ScrollFrame>
        </>
      )}
      {pages > 1 && <p className="mt-4 text-sm text-slate-700">{t("pagination.summary", { page, pages })}</p>}
      <AdminPagination page={page} pages={pages} path={path} query={query} />
    </>
  );
}
