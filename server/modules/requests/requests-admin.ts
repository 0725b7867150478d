import { type SQL, and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import type { Permission } from "#core/access/permissions.ts";
import type { Sort } from "#core/validation/list-query.ts";
import { type RequestKind, type RequestStatus, nextStatuses } from "#core/validation/requests.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { containsWords } from "#server/lib/contains-words.ts";
import { keysetRows, listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import { users } from "#server/modules/accounts/index.ts";
import type { AuditLog } from "#server/modules/audit/index.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { replyMail } from "./request-mail.ts";
import { type ServiceRequest, serviceRequestEvents, serviceRequests } from "./requests.schema.ts";

/** The columns the lists sort by (the query's sort keys). */
const sortColumns = { date: serviceRequests.createdAt, status: serviceRequests.status };

export interface RequestQuery {
  page: number;
  /** The kinds the section shows (All Services: the three plate services; a kind's own section: that kind). */
  kinds: readonly RequestKind[];
  q?: string | undefined;
  status?: RequestStatus | undefined;
  kind?: RequestKind | undefined;
  /** A staff member's id, or null for requests assigned to nobody. */
  assignee?: string | null | undefined;
  sort: Sort<"date" | "status">;
}

/**
 * Staff's work on requests (All Services, Requested Plates, Estimate Plates, Draw Plates, Contact Inquiries):
 * lists with filters and CSV, the status workflow (each change one conditional write on the status staff saw),
 * assignment, internal notes and replies by e-mail in the requester's language, each kept on the record and
 * audited in the same transaction. Every call names the kinds its section may touch.
 */
export function createRequestsAdmin(deps: { db: Db; audit: AuditLog; mail: MailService; publicUrl: string; holdersOf: (permission: Permission) => Promise<string[]> }) {
  const { db } = deps;

  function where(q: Omit<RequestQuery, "page" | "sort">): SQL | undefined {
    const parts: SQL[] = [inArray(serviceRequests.kind, [...q.kinds])];
    const words = containsWords(q.q, [serviceRequests.name, serviceRequests.email, serviceRequests.phone]);
    if (words) parts.push(words);
    if (q.status) parts.push(eq(serviceRequests.status, q.status));
    if (q.kind) parts.push(eq(serviceRequests.kind, q.kind));
    if (q.assignee === null) parts.push(isNull(serviceRequests.assigneeId));
    else if (q.assignee) parts.push(eq(serviceRequests.assigneeId, q.assignee));
    return and(...parts);
  }

  /** One request of the section's kinds, locked for the write; a request of another kind does not exist here. */
  async function locked(tx: Db, id: number, kinds: readonly RequestKind[]): Promise<ServiceRequest> {
    const [r] = await tx.select().from(serviceRequests).where(and(eq(serviceRequests.id, id), inArray(serviceRequests.kind, [...kinds]))).for("update");
    if (!r) throw new HttpError(404, "requests.notFound");
    return r;
  }

  return {
    list: (query: RequestQuery): Promise<Paged<ServiceRequest>> =>
      listRows(db, serviceRequests, { page: query.page, where: where(query), sort: query.sort, sortColumns }),

    /** The next batch of an export of the list's filters (decision 0059), in id order after `after`. */
    exportBatch: (query: Omit<RequestQuery, "page" | "sort">, after: number | undefined, limit: number): Promise<ServiceRequest[]> => keysetRows(db, serviceRequests, where(query), after, limit),

    async get(id: number, kinds: readonly RequestKind[]) {
      const [r] = await db.select().from(serviceRequests).where(and(eq(serviceRequests.id, id), inArray(serviceRequests.kind, [...kinds])));
      if (!r) return undefined;
      const events = await db
        .select({ event: serviceRequestEvents, actorName: users.name })
        .from(serviceRequestEvents)
        .leftJoin(users, eq(users.id, serviceRequestEvents.actorId))
        .where(eq(serviceRequestEvents.requestId, id))
        .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
      const [assignee] = r.assigneeId ? await db.select({ name: users.name }).from(users).where(eq(users.id, r.assigneeId)) : [];
      return { request: r, assigneeName: assignee?.name ?? null, events: events.map((e) => ({ ...e.event, actorName: e.actorName })) };
    },

    /** Staff who can be given a section's requests: whoever may update them (the super admin among them). */
    async staff(permission: Permission): Promise<{ id: string; name: string; email: string }[]> {
      const ids = await deps.holdersOf(permission);
      return ids.length ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.name)) : [];
    },

    /** One step of the workflow, only from the status staff saw: a second click or a colleague's change first gives 409. */
    async setStatus(actor: StaffActor, id: number, kinds: readonly RequestKind[], from: RequestStatus, to: RequestStatus): Promise<void> {
      if (!nextStatuses[from].includes(to)) throw new HttpError(409, "requests.statusNotAllowed");
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(serviceRequests)
          .set({ status: to, updatedAt: new Date() })
          .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.kind, [...kinds]), eq(serviceRequests.status, from)))
          .returning({ id: serviceRequests.id });
        if (!moved) throw new HttpError(409, "requests.statusChanged");
        await tx.insert(serviceRequestEvents).values({ requestId: id, kind: "status", status: to, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: "status", entity: "service_request", entityId: id, before: { status: from }, after: { status: to } });
      });
    },

    /** Gives the request to a colleague who may work on it (`permission`: the section's update permission), or to nobody. */
    async assign(actor: StaffActor, id: number, kinds: readonly RequestKind[], assigneeId: string | null, permission: Permission): Promise<void> {
      const staff = assigneeId ? (await this.staff(permission)).find((s) => s.id === assigneeId) : null;
      if (assigneeId && !staff) throw new HttpError(400, "error.validation", { assignee: "requests.assigneeInvalid" });
      await db.transaction(async (tx) => {
        const before = await locked(tx, id, kinds);
        await tx.update(serviceRequests).set({ assigneeId, updatedAt: new Date() }).where(eq(serviceRequests.id, id));
        await tx.insert(serviceRequestEvents).values({ requestId: id, kind: "assign", body: staff?.name ?? null, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: "assign", entity: "service_request", entityId: id, before: { assignee: before.assigneeId }, after: { assignee: assigneeId } });
      });
    },

    /** An internal note: kept on the record, never sent. */
    async note(actor: StaffActor, id: number, kinds: readonly RequestKind[], note: string): Promise<void> {
      await db.transaction(async (tx) => {
        await locked(tx, id, kinds);
        await tx.insert(serviceRequestEvents).values({ requestId: id, kind: "note", body: note, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: "note", entity: "service_request", entityId: id, after: { note } });
      });
    },

    /**
     * A reply by e-mail in the requester's language, kept on the record; an estimate's reply records the price
     * given. A new or in-progress request becomes answered (conditionally, like every status change).
     */
    async reply(actor: StaffActor, id: number, kinds: readonly RequestKind[], message: string, priceFils: bigint | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        const r = await locked(tx, id, kinds);
        if (priceFils !== undefined && r.kind !== "estimate_plate") throw new HttpError(400, "error.validation", { price: "requests.priceOnlyEstimates" });
        if (r.kind === "estimate_plate" && priceFils === undefined) throw new HttpError(400, "error.validation", { price: "requests.priceRequired" });
        const answered = r.status === "new" || r.status === "in_progress";
        await tx
          .update(serviceRequests)
          .set({ ...(answered ? { status: "answered" as const } : {}), ...(priceFils !== undefined ? { quotedPrice: priceFils } : {}), updatedAt: new Date() })
          .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, r.status)));
        await tx.insert(serviceRequestEvents).values({ requestId: id, kind: "reply", body: message, price: priceFils ?? null, status: answered ? "answered" : null, actorId: actor.userId });
        await deps.audit.record(tx, actor, { action: "reply", entity: "service_request", entityId: id, before: { status: r.status }, after: { status: answered ? "answered" : r.status, ...(priceFils !== undefined ? { price: priceFils.toString() } : {}) } });
        await deps.mail.send(r.email, replyMail(r, message, priceFils, deps.publicUrl), tx);
      });
    },

    async remove(actor: StaffActor, id: number, kinds: readonly RequestKind[]): Promise<void> {
      await db.transaction(async (tx) => {
        const r = await locked(tx, id, kinds);
        await tx.delete(serviceRequests).where(eq(serviceRequests.id, id));
        await deps.audit.record(tx, actor, { action: "delete", entity: "service_request", entityId: id, before: { kind: r.kind, email: r.email, status: r.status } });
      });
    },
  };
}

export type RequestsAdmin = ReturnType<typeof createRequestsAdmin>;
