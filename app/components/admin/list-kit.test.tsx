import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { messages, translate } from "#core/i18n/index.ts";
import { numberCreateForm } from "#core/validation/items-admin.ts";
import { pack } from "#app/lib/packed.server.ts";
import { SwitchField, TextField } from "#app/components/form-kit/index.ts";
import { DataTable, onePage, recordColumn } from "./data-table.tsx";
import { NewRecordForm } from "./grid-form.tsx";

// Decision 0075: a list's table takes its address from the list page its loader answers (a family member's own
// path), its words from the section's message prefix, and a list's "new record" part is one kit piece.

const rows = [{ id: 7, number: "0501234567" }];
type Row = (typeof rows)[number];

function ListPage() {
  const path = "/admin/du_numbers";
  const list = { ...onePage(rows, path), query: { q: "050" }, sort: { key: "number", dir: "asc" as const } };
  return (
    <>
      <DataTable list={list} columns={[recordColumn<Row>(path, { id: "number", header: "numbers.number", sort: "number" }, (r) => r.number)]} words="numbers" search />
      <DataTable list={onePage([], "/admin/etisalat_numbers")} columns={[]} words="numbers" />
      <NewRecordForm id="new-number" title="numbers.new" schema={numberCreateForm} lastResult={undefined} labels={{ number: "numbers.number" }} submit="numbers.create">
        {(fields) => (
          <>
            <TextField field={fields.number} label="numbers.number" ltr />
            <SwitchField field={fields.active} label="plates.active" />
          </>
        )}
      </NewRecordForm>
    </>
  );
}

function render(path: string): string {
  const lang = path.startsWith("/en/") ? "en" : "ar";
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ path: ":lang?/list", Component: ListPage }] }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { lang, messages: pack(messages[lang]) } } }} />);
}

describe("a list that knows its section", () => {
  for (const lang of ["ar", "en"] as const) {
    const html = render(lang === "en" ? "/en/list" : "/list");
    const at = (path: string) => (lang === "en" ? `/en${path}` : path);

    it(`links, searches and clears at the list's own path, in ${lang}`, () => {
      expect(html).toContain(`action="${at("/admin/du_numbers")}"`);
      expect(html).toContain(`href="${at("/admin/du_numbers")}?q=050&amp;sort=number&amp;dir=desc"`);
      expect(html).toContain(`href="${at("/admin/du_numbers/7")}"`);
      expect(html).toContain(`id="admin-du_numbers-bulk-q"`);
    });

    it(`words the search box and the empty list by the section's prefix, in ${lang}`, () => {
      expect(html).toContain(`>${translate(lang, "numbers.search")}</label>`);
      expect(html).toContain(`>${translate(lang, "numbers.empty")}</p>`);
      // The list without `search` has no search form of its own: one search form on the page.
      expect(html.match(/role="search"/g)).toHaveLength(1);
    });

    it(`opens a new record's form active, posting create, under its heading (${lang})`, () => {
      expect(html).toContain(`<section aria-labelledby="new-number"`);
      expect(html).toContain(`<h2 id="new-number" class="mb-3 text-xl font-bold text-brand-900">${translate(lang, "numbers.new")}</h2>`);
      expect(html).toMatch(/<form[^>]*id="new-number-form"/);
      expect(html).toContain(`<input type="hidden" name="intent" value="create"/>`);
      expect(html).toMatch(/<input[^>]*name="active"[^>]*checked=""/);
      expect(html).toContain(`>${translate(lang, "numbers.create")}</button>`);
    });
  }
});
