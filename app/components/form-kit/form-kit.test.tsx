import { renderToString } from "react-dom/server";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "#core/validation/zod.ts";
import { messages, translate } from "#core/i18n/index.ts";
import { pack } from "#app/lib/packed.server.ts";
import { flag, hundredths, listOf, money, singleLine, uaeDateTime, wholeNumber } from "#core/validation/fields.ts";
import {
  BilingualField,
  DateTimeField,
  FileUploadField,
  ImageUploadField,
  KitForm,
  MoneyField,
  MultiSelectField,
  NumberField,
  PercentField,
  RichTextField,
  SelectField,
  SwitchField,
  TextField,
  parseForm,
  useSchemaForm,
} from "./index.ts";

// Every field of the kit rendered as the server sends it (no JavaScript yet): labels and errors in the page's
// language, each error beside its field and wired for screen readers, the first field in error focused.

const schema = z.object({
  name: singleLine({ max: 60, required: "validation.nameRequired" }),
  title: singleLine({ max: 60, required: "validation.nameRequired" }),
  title_ar: singleLine({ max: 60, required: "validation.nameRequired" }),
  body: singleLine({ max: 60 }),
  body_ar: singleLine({ max: 60 }),
  price: money({ maxAed: 1000, message: "settings.feeInvalid" }),
  vat: hundredths({ min: 0, max: 10_000, message: "settings.vatInvalid" }),
  minutes: wholeNumber({ min: 15, max: 120, message: "settings.holdInvalid" }),
  emirate: z.enum(["dubai", "sharjah"], { error: "error.validation" }),
  emirates: listOf(z.enum(["dubai", "sharjah"])),
  active: flag(),
  expires: uaeDateTime({ message: "validation.date" }),
});

/** What an action answers for this submission: Conform's reply with the schema's messages. */
function refused(values: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) form.append(k, one);
  return parseForm(form, schema).reply();
}

const badSubmission = refused({ name: "Sara", title: "", title_ar: "عنوان", price: "12.345", vat: "5", minutes: "10", emirate: "dubai", emirates: ["sharjah"], expires: "2026-02-30T10:00" });

function KitPage() {
  const [form, fields] = useSchemaForm(schema, { id: "kit", lastResult: badSubmission });
  return (
    <KitForm form={form} summary={[{ field: fields.title, label: "Title" }]} intent="save" files>
      <TextField field={fields.name} label="form.name" />
      <BilingualField en={fields.title} ar={fields.title_ar} labels={["settings.textEn", "settings.textAr"]} />
      <RichTextField en={fields.body} ar={fields.body_ar} labels={["settings.textEn", "settings.textAr"]} />
      <MoneyField field={fields.price} label="settings.plateAdminFee" />
      <PercentField field={fields.vat} label="settings.vatPercent" />
      <NumberField field={fields.minutes} label="settings.plateHoldMinutes" hint="settings.holdHint" />
      <SelectField field={fields.emirate} label="form.name" options={[{ value: "dubai", label: { text: "Dubai" } }, { value: "sharjah", label: { text: "Sharjah" } }]} />
      <MultiSelectField field={fields.emirates} label="form.name" options={[{ value: "dubai", label: { text: "Dubai" } }, { value: "sharjah", label: { text: "Sharjah" } }]} />
      <SwitchField field={fields.active} label="settings.textEn" />
      <DateTimeField field={fields.expires} label="settings.textAr" />
      <ImageUploadField name="emirates_id" label="settings.textEn" error="upload.tooLarge" />
      <FileUploadField name="sheet" label="settings.textAr" extensions={[".csv", ".xlsx"]} maxBytes={5 * 1024 * 1024} />
    </KitForm>
  );
}

function render(path: string): string {
  // The page's messages come from the root loader, as on the site (decision 0031): here every group, in the page's language.
  const lang = path.startsWith("/en/") ? "en" : "ar";
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ path: ":lang?/kit", Component: KitPage }] }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { lang, messages: pack(messages[lang]) } } }} />);
}

/** The opening tag of the element with this attribute value. */
function tag(html: string, attribute: string): string {
  const found = new RegExp(`<[a-z]+[^>]*${attribute.replace(/[[\]]/g, "\\$&")}[^>]*>`).exec(html)?.[0];
  if (!found) throw new Error(`no element with ${attribute}`);
  return found;
}

describe("the form kit", () => {
  for (const lang of ["ar", "en"] as const) {
    const html = render(lang === "en" ? "/en/kit" : "/kit");

    it(`shows each error beside its field in ${lang}, wired with aria-invalid and aria-describedby`, () => {
      for (const [name, key] of [
        ["title", "validation.nameRequired"],
        ["price", "settings.feeInvalid"],
        ["minutes", "settings.holdInvalid"],
        ["expires", "validation.date"],
      ] as const) {
        const input = tag(html, `name="${name}"`);
        expect(input, name).toContain('aria-invalid="true"');
        const errorId = /aria-describedby="([^"]*)"/.exec(input)?.[1]?.split(" ").find((id) => id.endsWith("-error"));
        expect(errorId, name).toBeTruthy();
        expect(html).toContain(`id="${errorId}" class="mt-1 text-sm font-semibold text-red-700">${translate(lang, key)}</p>`);
      }
      expect(tag(html, 'name="name"')).not.toContain('aria-invalid="');
      expect(html).toContain(translate(lang, "upload.tooLarge"));
    });

    it(`puts the focus on the first field in error, and only there (${lang})`, () => {
      expect(html.match(/autofocus=""/g)).toHaveLength(1);
      expect(tag(html, 'name="title"')).toContain('autofocus=""');
    });

    it(`labels every field in ${lang} and keeps what was typed`, () => {
      expect(html).toContain(`>${translate(lang, "settings.plateAdminFee")}</label>`);
      expect(html).toContain(translate(lang, "settings.holdHint"));
      expect(tag(html, 'name="price"')).toContain('value="12.345"');
      expect(tag(html, 'name="title_ar"')).toContain('value="عنوان"');
    });
  }

  const html = render("/en/kit");

  it("writes the Arabic half of a bilingual pair right to left, the English half left to right", () => {
    expect(tag(html, 'name="title_ar"')).toMatch(/dir="rtl"/);
    expect(tag(html, 'name="title_ar"')).toMatch(/lang="ar"/);
    expect(tag(html, 'name="title"')).toMatch(/dir="ltr"/);
    expect(tag(html, 'name="body_ar"')).toMatch(/dir="rtl"/);
  });

  it("types numbers as text with the right keyboard, money with its currency", () => {
    expect(tag(html, 'name="price"')).toContain('inputMode="decimal"');
    expect(tag(html, 'name="price"')).toContain('type="text"');
    expect(tag(html, 'name="minutes"')).toContain('inputMode="numeric"');
    expect(html).toContain(">AED</span>");
    expect(render("/kit")).toContain(">د.إ</span>");
  });

  it("renders choices without JavaScript: a select, a fieldset of checkboxes with a legend, a switch", () => {
    expect(tag(html, 'name="emirate"')).toMatch(/^<select/);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Name<\/legend>/);
    const box = (value: string) => new RegExp(`<input type="checkbox"[^>]*name="emirates"[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(box("sharjah")).toContain('checked=""');
    expect(box("dubai")).toContain("value");
    expect(box("dubai")).not.toContain("checked");
    expect(tag(html, 'name="active"')).toContain('role="switch"');
  });

  it("gives dates the native picker, in UAE time", () => {
    expect(tag(html, 'name="expires"')).toContain('type="datetime-local"');
    expect(html).toContain("UAE time (Dubai).");
  });

  it("has no rich-text toolbar before JavaScript runs (the textarea alone works)", () => {
    expect(html).not.toContain('role="toolbar"');
    expect(tag(html, 'name="body"')).toMatch(/^<textarea/);
  });

  it("sends files as multipart, with the image field's staged key beside its file input", () => {
    expect(html).toMatch(/<form [^>]*enctype="multipart\/form-data"/i);
    expect(tag(html, 'name="emirates_id"')).toContain('accept=".jpg,.jpeg,.png,image/jpeg,image/png"');
    expect(tag(html, 'name="emirates_id_key"')).toContain('type="hidden"');
    expect(tag(html, 'name="sheet"')).toContain('accept=".csv,.xlsx"');
    expect(html).toContain("csv, xlsx, at most 5 MB.");
    expect(tag(html, 'name="intent"')).toContain('value="save"');
  });
});
