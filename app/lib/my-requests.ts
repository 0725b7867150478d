import type { MyRequest } from "#app/components/requests/my-requests.tsx";
import type { RequestKind, RequestStatus } from "#core/validation/requests.ts";

type Stored = { id: number; kind: RequestKind; status: RequestStatus; emirateCode: string | null; code: string | null; number: number | null; wish: string | null; operator: string | null; message: string | null; createdAt: Date };

/** What a request is about, in a few characters: the plate ("DU A 777"), the wish, or the start of the question. */
export function requestSubject(r: Stored): string {
  return r.kind === "contact" ? (r.message ?? "").slice(0, 80) : [r.emirateCode ?? r.operator, r.code, r.number ?? r.wish].filter(Boolean).join(" ");
}

/** A request as My requests shows it (never staff's notes). */
export function myRequest(r: Stored): MyRequest {
  return { id: r.id, kind: r.kind, status: r.status, subject: requestSubject(r), createdAt: r.createdAt.toISOString() };
}
