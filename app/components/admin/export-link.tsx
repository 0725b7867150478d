import { Link, useLocation } from "react-router";
import type { SectionId } from "#core/access/admin-sections.ts";
import type { ExportKind } from "#core/validation/export.ts";
import { useT } from "#app/lib/i18n.ts";
import { AdminHeading, Flash } from "./admin-ui.tsx";

/** A list's "Export" link: the Export page for this kind, with the list's current filters and sort (not its page). */
export function ExportLink({ kind }: { kind: ExportKind }) {
  const { t, href } = useT();
  const params = new URLSearchParams(useLocation().search);
  params.delete("page");
  params.delete("done");
  params.delete("n");
  params.set("kind", kind);
  return (
    <Link to={`${href("/admin/export")}?${params.toString()}`} className="font-semibold text-brand-700 underline underline-offset-2">
      {t("export.link")}
    </Link>
  );
}

/** An exportable list's top: the section's name as the page's heading, the flash, then its "Export" link. */
export function ExportableListTop({ section }: { section: SectionId & ExportKind }) {
  const { t } = useT();
  return (
    <>
      <AdminHeading>{t(`admin.section.${section}`)}</AdminHeading>
      <Flash />
      <p className="mb-4">
        <ExportLink kind={section} />
      </p>
    </>
  );
}
