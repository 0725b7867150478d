import { data } from "react-router";
import { adminSections } from "#core/access/admin-sections.ts";
import type { Permission } from "#core/access/permissions.ts";
import { type MessageKey, stripLang } from "#core/i18n/index.ts";
import { sortOf } from "#core/validation/list-query.ts";
import { listQueryOf } from "#app/lib/admin-section.server.ts";
import { REQUESTS_DEFAULT_SORT, type RequestKind, type RequestSectionId, requestListQuery, requestSectionKinds } from "#core/validation/requests.ts";


export interface RequestSection {
  id: RequestSectionId;
  path: string;
  label: MessageKey;
  kinds: readonly RequestKind[];
  read: Permission;
  update: Permission | undefined;
  delete: Permission | undefined;
}

/** The section a request page belongs to, from its address (/admin/<section>/…); its permissions from the registry. */
export function requestSection(url: URL): RequestSection {
  const id = stripLang(url.pathname).path.split("/")[2] as RequestSectionId;
  const registered = adminSections.find((s) => s.id === id);
  if (!registered?.path || !(id in requestSectionKinds)) throw data({ messageKey: "error.notFound" }, 404);
  return { id, path: registered.path, label: registered.label, kinds: requestSectionKinds[id], read: registered.permissions.list, update: registered.permissions.update, delete: registered.permissions.delete };
}

/** The list's query (the page and its CSV export share it); `me` is the signed-in staff member, for "assigned to me". */
export function requestQuery(url: URL, section: RequestSection, me: string) {
  const { query: q, echo } = listQueryOf(url, requestListQuery);
  return {
    raw: echo,
    service: {
      page: q.page,
      kinds: section.kinds,
      q: q.q,
      status: q.status,
      kind: q.kind,
      assignee: q.assigned === "me" ? me : q.assigned === "nobody" ? null : undefined,
      sort: sortOf(q, REQUESTS_DEFAULT_SORT),
    },
  };
}
