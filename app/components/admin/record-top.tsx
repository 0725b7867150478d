import { type SectionId, sectionPath } from "#core/access/admin-sections.ts";
import { refusalProps } from "./action-data.ts";
import { AdminHeading, BackLink, Flash, FormError } from "./admin-ui.tsx";

/**
 * A record page's top, as every record page writes it: the way back to its section's list (the registry's path
 * and the section's name), the record's heading, the flash of a write just done and the refusal of the last post
 * (with its count when a record in use was refused). `answer` is the page's `actionData`.
 */
export function RecordTop({ section, answer, children }: { section: SectionId; answer: object | undefined; children: React.ReactNode }) {
  return (
    <>
      <BackLink to={sectionPath(section)} label={`admin.section.${section}`} />
      <AdminHeading>{children}</AdminHeading>
      <Flash />
      <FormError {...refusalProps(answer)} />
    </>
  );
}
