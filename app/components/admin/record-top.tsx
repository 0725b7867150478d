import { type SectionId, sectionPath } from "#core/access/admin-sections.ts";
import type { MessageKey } from "#core/i18n/index.ts";
import { refusalProps } from "./action-data.ts";
import { AdminHeading, BackLink, Flash, FormError } from "./admin-ui.tsx";

/**
 * A record page's top, as every record page writes it: the way back to its section's list (the registry's path
 * and the section's name), the record's heading, the flash of a write just done and the refusal of the last post
 * (with its count when a record in use was refused). `answer` is the page's `actionData`; a page whose refusals
 * stand under their own forms (users, roles) or that posts nothing leaves it out. What some pages say otherwise:
 * `back`, another way back (a lot goes back to its auction) or other words for it ("Back to users"); `flash={false}`,
 * a page that shows no flash.
 */
export function RecordTop({ section, back, answer, flash = true, children }: {
  section: SectionId;
  back?: { to?: string; label: MessageKey };
  answer?: object | undefined;
  flash?: boolean;
  children: React.ReactNode;
}) {
  return (
    <>
      <BackLink to={back?.to ?? sectionPath(section)} label={back?.label ?? `admin.section.${section}`} />
      <AdminHeading>{children}</AdminHeading>
      {flash && <Flash />}
      <FormError {...refusalProps(answer)} />
    </>
  );
}
