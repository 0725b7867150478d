import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { appContext, type AppContext } from "#app-context";
import { type StaffActor, staffActor } from "#core/access/current-user.ts";
import { type SectionId, adminSections, sectionPath } from "#core/access/admin-sections.ts";
import { type Permission, can } from "#core/access/permissions.ts";
import { type MessageKey, isMessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { parseId } from "#core/text/digits.ts";
import { type Sort, sortOf } from "#core/validation/list-query.ts";
import { type ActionError, type FlashName, withFlash } from "#app/components/admin/admin-ui.tsx";
import { parseForm } from "#app/components/form-kit/index.ts";
import { isHttpError, replyWithError } from "#app/lib/form-actions.server.ts";
import { langFromParam } from "#app/lib/i18n.ts";
import { sectionPages } from "#app/routes/admin/section-pages.ts";
import { HttpError } from "#server/http/api-errors.ts";

// The admin section kit's server half (decision 0048): what every list, detail and action of a section does
// the same way, so a section's route module declares only its schema, its columns and its service calls.

type Params = { readonly [name: string]: string | undefined };
type Args = { context: { get(key: typeof appContext): AppContext }; params: Params; request: Request };

/** A translated answer for a refused action (the page shows it); anything that is not a client mistake is rethrown. */
export function actionFailure(error: unknown, intent?: string) {
  if (!isHttpError(error) || error.statusCode >= 500) throw error;
  const answer = invalid(error.key, intent, error.fields, error.statusCode);
  // A record in use is refused with how many use it (a plate code, a package): the page words it in the plural.
  // By shape, not class: the page bundle and the server's services hold two copies of the error's class.
  if ("count" in error && typeof error.count === "number") answer.data.count = error.count;
  return answer;
}

/** An intent's refusal (thrown): answered as `invalid` with the intent, in the page's language. */
export const refusal = (status: 400 | 404 | 409, key: MessageKey, fields?: Record<string, string>) => new HttpError(status, key, fields);

export function invalid(key: MessageKey, intent?: string, fields?: Record<string, string>, status = 400) {
  const body: ActionError = {
    intent,
    error: key,
    fields: fields && Object.fromEntries(Object.entries(fields).map(([name, k]) => [name, isMessageKey(k) ? k : "error.validation"])),
  };
  return data(body, { status });
}

/**
 * A list's query from the address, checked by the section's schema. A bad sort or filter answers the
 * translated 400 page (never a 500, never a silent default). `echo` is what the table's links keep: the
 * values as typed (a pattern in Arabic digits stays so), the page left out (each link sets its own).
 */
export function listQueryOf<S extends z.ZodType>(url: URL, schema: S): { query: z.output<S>; echo: Record<string, string> } {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw data({ messageKey: parsed.error.issues[0]?.message === "table.badSort" ? "table.badSort" : "error.validation" }, 400);
  const known = parsed.data && typeof parsed.data === "object" ? new Set(Object.keys(parsed.data)) : new Set<string>();
  const echo = Object.fromEntries(Object.entries(raw).filter(([k, v]) => k !== "page" && v !== "" && (known.has(k) || k === "sort" || k === "dir")));
  return { query: parsed.data, echo };
}

/**
 * A section's page opened: the viewer must hold its list permission, and `may` says which of its other
 * operations they hold (the page shows only those forms). The permissions are the registry's
 * (core/access/admin-sections.ts), written there once, not again in each page.
 */
export async function openSection(context: Args["context"], id: SectionId) {
  const { services, session } = context.get(appContext);
  const { permissions } = adminSections.find((s) => s.id === id)!;
  const viewer = await session.requirePermission(permissions.list);
  const holds = (p: Permission | undefined) => p !== undefined && can(viewer.scope, p);
  return { services, viewer, may: { canCreate: holds(permissions.create), canUpdate: holds(permissions.update), canDelete: holds(permissions.delete) } };
}

/** A sortable list's query (`listQuery`): the column it asks to sort by and the direction. */
type Sortable = { sort?: string | undefined; dir?: "asc" | "desc" | undefined };
type SortKey<S extends z.ZodType<Sortable>> = NonNullable<z.output<S>["sort"]>;

/**
 * A section's list page opened: the section (`openSection`), the list's query from the address (`listQueryOf`),
 * the order it asks for (the list's own default when none) and the page's language: what every list's loader
 * reads before it lists. `listPage(page)` makes the service's page the table's (`ListPage`): the query as typed,
 * the order and the section's path (a family member's own), so the page's `DataTable` is told none of them again
 * (decision 0075).
 */
export async function openList<S extends z.ZodType<Sortable>>(
  args: { context: Args["context"]; params: Params; url: URL },
  id: SectionId,
  schema: S,
  defaultSort: Sort<SortKey<S>>,
) {
  const opened = await openSection(args.context, id);
  const { query, echo } = listQueryOf(args.url, schema);
  const sort = sortOf<SortKey<S>>(query, defaultSort);
  const listPage = <P extends object>(page: P) => ({ ...page, query: echo, sort, path: sectionPath(id) });
  return { ...opened, query, sort, listPage, lang: langFromParam(args.params.lang) };
}

/**
 * The record a detail page or action is about: a malformed or unknown id is the section's translated 404.
 * Ids are whole numbers unless the section says how its ids are read (`parse`: users' ids are text).
 */
export async function recordOr404<T, I = number>(
  rawId: string | undefined,
  get: (id: I) => Promise<T | undefined>,
  notFound: MessageKey,
  parse: (raw: string) => I | undefined = parseId as (raw: string) => I | undefined,
): Promise<T> {
  const id = parse(rawId ?? "");
  const record = id === undefined ? undefined : await get(id);
  if (record === undefined) throw data({ messageKey: notFound }, 404);
  return record;
}

/**
 * The record a section's record page shows, found by the id in its address: the parameter and the 404's words
 * are the section's declaration (`app/routes/admin/section-pages.ts`), written there once.
 */
export function sectionRecord<T>(params: Params, section: SectionId, get: (id: number) => Promise<T | undefined>): Promise<T> {
  const record = sectionPages[section]?.record;
  if (!record?.notFound) throw new Error(`admin section ${section} declares no record found by id`);
  return recordOr404(params[record.param], get, record.notFound);
}

/**
 * The row a row's button or form names (`IntentButton values={{ id }}`, `RowFieldForm`): a malformed id names no
 * row, and is the row's 404 (`notFound`), like an unknown one the service refuses.
 */
export function rowIdOf(form: FormData, notFound: MessageKey): number {
  const id = parseId(String(form.get("id") ?? ""));
  if (id === undefined) throw refusal(404, notFound);
  return id;
}

/** What an intent's service call gets: who acts, the services, the record's id (detail actions) and the form. */
export interface IntentContext {
  actor: StaffActor;
  services: AppContext["services"];
  id: number;
  /** The record's text key, on a page whose record is found by one (`RecordPage.key`: an emirate's code); else "". */
  key: string;
  form: FormData;
  /** The page's address: a bulk action on "everything this filter matches" reads the filter from it. */
  url: URL;
}

/** Where an intent ends: its flash (and count, "12 items were…"), on the list unless `to` says elsewhere. */
export interface Done {
  done: FlashName;
  n?: number;
  to?: string;
}

/**
 * What an intent answers on the page itself instead of moving on: a form refused on its fields (or checked and
 * shown back with what it would give, `shown`: a preview), or a count to confirm before a bulk action on a whole filter.
 */
type Answer = { reply: SubmissionResult<string[]>; status: number; shown?: Record<string, unknown> } | { ask: number };

/** A form checked and answered on its page with `shown` (a preview of what saving would give), nothing written. */
export interface Shown {
  shown: Record<string, unknown>;
}

export interface Intent {
  /** None: the section (a family member) does not allow this operation at all; it answers 403. */
  permission: Permission | undefined;
  run(ctx: IntentContext): Promise<Done | Answer>;
}

/** An intent whose form is checked by `schema` first: a refusal is shown on the form's fields, nothing written. */
export function formIntent<S extends z.ZodType>(permission: Permission | undefined, schema: S, run: (ctx: IntentContext, value: z.output<S>) => Promise<Done | Shown>): Intent {
  return {
    permission,
    async run(ctx) {
      const submission = parseForm(ctx.form, schema as never);
      if (submission.status !== "success") return { reply: submission.reply(), status: 400 };
      try {
        const outcome = await run(ctx, submission.value as z.output<S>);
        return "shown" in outcome ? { reply: submission.reply(), status: 200, shown: outcome.shown } : outcome;
      } catch (error) {
        const { result, status } = replyWithError(submission, error);
        return { reply: result, status };
      }
    },
  };
}

/** An intent without a form of its own (delete, expire, a bulk action): a refusal is shown above the page. */
export function plainIntent(permission: Permission | undefined, run: (ctx: IntentContext) => Promise<Done | Answer>): Intent {
  return { permission, run };
}

/**
 * An intent without a form that does one thing and says so (delete, expire): `plainIntent` whose outcome is always
 * the same flash, so a section declares it in one line.
 */
export function doneIntent(permission: Permission | undefined, run: (ctx: IntentContext) => Promise<unknown>, done: FlashName): Intent {
  return plainIntent(permission, async (ctx) => {
    await run(ctx);
    return { done };
  });
}

/** The section whose list or record page posts (its address and its record from its declaration), and its intents. */
interface SectionForms {
  section: SectionId;
  /** The section's own words for a write that failed on the server's side (see `sectionAction`). */
  writeFailed?: MessageKey;
  intents: Record<string, Intent>;
}

/**
 * A page that is neither a section's list nor its record page but is about one record (an auction's lot, an
 * import's run, an emirate's codes): where its forms lead, the address parameter that names its record and the
 * 404's words, declared once for its loader (`pageRecord`) and its action (`sectionAction`). A record found by a
 * whole-number id leaves `key` out; one found by a text key (an emirate's code, a plate type's key) gives the
 * schema that reads it, so a malformed key is the same 404 as an unknown one, before any form or query. A `path`
 * naming the parameter (`/admin/reference_data/emirates/:emirate`) leads back to the record's own page.
 */
export interface RecordPage<K extends number | string = number> {
  path: string;
  param: string;
  notFound: MessageKey;
  key?: K extends string ? z.ZodType<K> : never;
}

/** The record's key as its page reads it from the address: a whole-number id, or the page's text key. */
function keyOf(page: RecordPage<number | string>, raw: string | undefined): number | string | undefined {
  return page.key ? page.key.safeParse(raw ?? "").data : parseId(raw ?? "");
}

/** The record such a page shows, found by the key in its address (malformed or unknown: the page's 404). */
export function pageRecord<T, K extends number | string = number>(params: Params, page: RecordPage<K>, get: (key: K) => Promise<T | undefined>): Promise<T> {
  return recordOr404(params[page.param], get, page.notFound, (raw) => keyOf(page as RecordPage<number | string>, raw) as K | undefined);
}

/** A page's forms that post to where it stands (`path`), or about its record (`page`). */
type PageForms = ({ path: string } | { page: RecordPage<number> | RecordPage<string> }) & {
  writeFailed?: MessageKey;
  intents: Record<string, Intent>;
};

/** Where a section's forms post: its list's address, or its record's page (the record's raw key and how it is read). */
interface Place {
  path: string;
  raw?: string | undefined;
  page?: RecordPage<number | string>;
}

function placeOf(args: Args, forms: SectionForms | PageForms): Place {
  if ("path" in forms) return forms;
  if ("page" in forms) {
    const page = forms.page as RecordPage<number | string>;
    return { path: page.path, raw: args.params[page.param], page };
  }
  const record = sectionPages[forms.section]?.record;
  const onRecord = record?.notFound !== undefined && args.params[record.param] !== undefined;
  const path = sectionPath(forms.section);
  return { path, ...(onRecord ? { raw: args.params[record.param], page: { path, param: record.param, notFound: record.notFound! } } : {}) };
}

/**
 * A section's action: the posted `intent` (the first declared one when none is posted) is checked against the
 * viewer's permission, then run; success redirects with its flash, a refusal answers in the page's language.
 * On a section's record page the record's id comes from the address (malformed, it answers the section's 404).
 * `writeFailed`: the section's own words for a write that failed on the server's side (the database gone, a
 * bug): logged with the request's id, and answered 500 on the page itself, so staff keep their form.
 */
export async function sectionAction(args: Args, forms: SectionForms | PageForms) {
  const { services, session, ip, requestId } = args.context.get(appContext);
  const form = await args.request.formData();
  const names = Object.keys(forms.intents);
  const posted = form.get("intent");
  const intent = typeof posted === "string" && names.includes(posted) ? posted : names[0]!;
  const spec = forms.intents[intent]!;
  if (!spec.permission) throw data({ messageKey: "auth.forbidden" }, 403);
  const actor = staffActor(await session.requirePermission(spec.permission), ip);
  const { path, raw, page } = placeOf(args, forms);
  const read = page ? keyOf(page, raw) : 0;
  if (read === undefined) return invalid(page!.notFound, intent, undefined, 404);
  // Success leads back to the record's page when its path names the parameter.
  const to = page ? path.replace(`:${page.param}`, encodeURIComponent(String(read))) : path;
  let outcome: Awaited<ReturnType<Intent["run"]>>;
  try {
    const [id, key] = typeof read === "number" ? [read, ""] : [0, read];
    outcome = await spec.run({ actor, services, id, key, form, url: new URL(args.request.url) });
  } catch (error) {
    if (forms.writeFailed && !(isHttpError(error) && error.statusCode < 500)) {
      services.log.error({ err: error, reqId: requestId, intent }, "admin write failed");
      return invalid(forms.writeFailed, intent, undefined, 500);
    }
    return actionFailure(error, intent);
  }
  if ("reply" in outcome) return data({ intent, result: outcome.reply, ...outcome.shown }, { status: outcome.status });
  if ("ask" in outcome) return data({ intent, ask: outcome.ask });
  return redirect(withFlash(localePath(langFromParam(args.params.lang), outcome.to ?? to), outcome.done, outcome.n));
}
