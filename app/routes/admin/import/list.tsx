import { Form, data, redirect } from "react-router";
import { appContext } from "#app-context";
import { sectionPath } from "#core/access/admin-sections.ts";
import { staffActor } from "#core/access/current-user.ts";
import { can } from "#core/access/permissions.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { localePath } from "#core/i18n/lang.ts";
import { importKinds, importUploadForm } from "#core/validation/import.ts";
import { AdminHeading, Flash, RecordLink, buttonClass, inputClass, withFlash } from "#app/components/admin/admin-ui.tsx";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { langFromParam, useT } from "#app/lib/i18n.ts";
import type { Route } from "./+types/list.ts";
import { importView, isImportRefusal, megabytes } from "./import.server.ts";

const path = sectionPath("import");
type Refused = { refused: { key: MessageKey; vars?: Record<string, string | number> } };
const refused = (key: MessageKey, vars?: Record<string, string | number>) => data<Refused>({ refused: { key, ...(vars ? { vars } : {}) } }, 400);

/** The Import section: the templates, the upload form, and the imports so far (newest first). ?page= */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, session } = context.get(appContext);
  const viewer = await session.requirePermission("read:import");
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const result = await services.imports.list(page);
  const { maxBytes, maxRows } = services.imports.limits;
  // A file past the page-form limit, sent back here by the server (server/http/file-forms.ts): its limit said.
  const tooLarge = url.searchParams.get("tooLarge") === "1";
  return { ...result, items: result.items.map(importView), query: {}, path, canCreate: can(viewer.scope, "create:import"), limits: { mb: megabytes(maxBytes), rows: maxRows }, tooLarge };
}

/** Upload: the permission first, then the file, checked at once (its reason shown, nothing kept), then its check runs. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, session, ip } = context.get(appContext);
  const actor = staffActor(await session.requirePermission("create:import"), ip);
  const form = await request.formData();
  const kind = importUploadForm.safeParse({ kind: form.get("kind") });
  if (!kind.success) return refused("import.kindRequired");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return refused("import.fileRequired");
  let id: number;
  try {
    id = await services.imports.upload(actor, kind.data.kind, file.name, Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (isImportRefusal(error)) return refused(error.key, error.vars);
    throw error;
  }
  return redirect(withFlash(localePath(langFromParam(params.lang), `${path}/${id}`), "importStarted"));
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.section.import");

type ImportItem = Route.ComponentProps["loaderData"]["items"][number];

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const problem = actionData && "refused" in actionData ? actionData.refused : loaderData.tooLarge ? { key: "import.tooLarge" as const, vars: { mb: loaderData.limits.mb } } : undefined;
  const columns: Column<ImportItem>[] = [
    {
      id: "file",
      header: "import.fileName",
      rowHeader: true,
      cell: (i) => (
        <RecordLink to={`${path}/${i.id}`}>
          <bdi>{i.fileName}</bdi>
        </RecordLink>
      ),
    },
    { id: "kind", header: "import.kind", cell: (i) => t(`import.kind.${i.kind}`) },
    { id: "state", header: "import.state", cell: (i) => t(`import.state.${i.state}`) },
    { id: "by", header: "import.by", cell: (i) => <bdi dir="ltr">{i.by}</bdi> },
    { id: "when", header: "import.when", cell: (i) => formatDateTime(i.createdAt, lang) },
  ];
  return (
    <>
      <AdminHeading>{t("admin.section.import")}</AdminHeading>
      <Flash />
      <p className="mb-6 max-w-3xl">{t("import.intro")}</p>
      <section aria-labelledby="import-templates" className="mb-8">
        <h2 id="import-templates" className="mb-2 text-xl font-bold">
          {t("import.templates")}
        </h2>
        <ul className="list-disc ps-6">
          {importKinds.map((kind) => (
            <li key={kind}>
              <a href={href(`${path}/template/${kind}`)} download className="text-brand-700 underline underline-offset-2">
                {t("import.templateOf", { kind: t(`import.kind.${kind}`) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {loaderData.canCreate && (
        <Form method="post" encType="multipart/form-data" className="mb-10 grid max-w-xl gap-4" aria-labelledby="import-upload">
          <h2 id="import-upload" className="text-xl font-bold">
            {t("import.upload")}
          </h2>
          {problem && (
            <p role="alert" id="import-error" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
              {t(problem.key, problem.vars)}
            </p>
          )}
          <label className="grid gap-1">
            <span className="font-semibold">{t("import.kind")}</span>
            <select name="kind" required className={inputClass} defaultValue="">
              <option value="" disabled>
                {t("import.kindRequired")}
              </option>
              {importKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`import.kind.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1">
            <span className="font-semibold">{t("import.file")}</span>
            <input
              type="file"
              name="file"
              required
              accept=".xlsx,.csv"
              className={inputClass}
              aria-describedby={problem ? "import-rules import-error" : "import-rules"}
              // With JavaScript, a file over the limit is refused before it is sent, with the limit said.
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.setCustomValidity(file && file.size > loaderData.limits.mb * 1024 * 1024 ? t("import.tooLarge", { mb: loaderData.limits.mb }) : "");
              }}
            />
            <span id="import-rules" className="text-sm text-slate-700">
              {t("import.fileRules", loaderData.limits)}
            </span>
          </label>
          <div>
            <button type="submit" className={buttonClass}>
              {t("import.upload")}
            </button>
          </div>
        </Form>
      )}
      <h2 className="mb-3 text-xl font-bold">{t("import.list")}</h2>
      <DataTable list={loaderData} columns={columns} words="import" />
    </>
  );
}
