import { adminSections } from "#core/access/admin-sections.ts";
import { type RequestSectionId, requestSectionKinds } from "#core/validation/requests.ts";
import { sectionPages } from "#app/routes/admin/section-routes.ts";
import { once } from "../context.ts";
import { freshRequest } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/**
 * The probes of a request section (All Services and the four kinds), one family: the list filtered, a request;
 * the status workflow, a note, a reply (with a price for estimates) and an assignment; deleting where the
 * registry gives the section a delete. The record's route id is the generated route's (section-routes.ts).
 */
export function requestProbes(section: RequestSectionId): DeclaredProbes {
  const path = `/admin/${section}`;
  const kind = requestSectionKinds[section][0];
  const detailRoute = sectionPages[section]!.record!.id;
  const canDelete = Boolean(adminSections.find((s) => s.id === section)?.permissions.delete);
  const shown = once(() => freshRequest(kind));
  const fresh = async () => `${path}/${await freshRequest(kind)}`;
  const done = (name: string) => new RegExp(`${path}/\\d+\\?done=${name}$`);
  return {
    record: shown,
    list: [
      { route: `admin_${section}`, path: () => `${path}?status=new&assigned=nobody` },
    ],
    update: [
      { route: detailRoute, name: "move a new request on", request: async () => ({ path: await fresh(), form: { intent: "status", from: "new", status: "in_progress" } }), success: done("requestStatusSaved") },
      { route: detailRoute, name: "add an internal note", request: async () => ({ path: await fresh(), form: { intent: "note", note: "Called back" } }), success: done("requestNoteAdded") },
      { route: detailRoute, name: "reply by e-mail", request: async () => ({ path: await fresh(), form: { intent: "reply", message: "Here is our answer", price: kind === "estimate_plate" ? "15000" : "" } }), success: done("requestReplySent") },
      { route: detailRoute, name: "assign to nobody", request: async () => ({ path: await fresh(), form: { intent: "assign", assignee: "" } }), success: done("requestAssigned") },
    ],
    ...(canDelete
      ? { delete: [{ route: detailRoute, name: "delete a request", request: async () => ({ path: await fresh(), form: { intent: "delete" } }), success: new RegExp(`${path}\\?done=requestDeleted$`) }] }
      : {}),
  };
}
