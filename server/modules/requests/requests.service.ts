import { desc, eq } from "drizzle-orm";
import { type PriceEstimate, estimateRange } from "#core/catalog/estimate.ts";
import type { Lang } from "#core/i18n/index.ts";
import { type ContactInput, type DrawNumberInput, type EstimatePlateInput, HONEYPOT, type RequestPlateInput } from "#core/validation/requests.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import type { MailService } from "#server/modules/mail/index.ts";
import { acknowledgementMail, staffNotificationMail } from "./request-mail.ts";
import { type ServiceRequest, serviceRequests } from "./requests.schema.ts";

export type Submission =
  | ({ kind: "request_plate" } & RequestPlateInput)
  | ({ kind: "estimate_plate" } & EstimatePlateInput)
  | ({ kind: "draw_plate" } & EstimatePlateInput)
  | ({ kind: "draw_number" } & DrawNumberInput)
  | ({ kind: "contact" } & ContactInput);

/** Where a submission comes from: its address and e-mail are rate limited, its language is the replies'. */
export interface SubmissionMeta {
  ip: string;
  lang: Lang;
  userId?: string | undefined;
}

export interface SubmissionResult {
  /** The stored request; undefined for a robot's post (the honeypot), which is answered the same way. */
  id: number | undefined;
  /** An estimate's indicative range, shown at once. */
  estimate?: PriceEstimate;
}

export interface RequestsDeps {
  db: Db;
  mail: MailService;
  publicUrl: string;
  /** Counts one submission per address and per e-mail (the accounts module's limiters); throws a 429. */
  consumeLimits: (ip: string, email: string) => Promise<void>;
  /** The catalogue's reference data, to refuse a plate type or code that does not exist. */
  plateTypes: () => Promise<{ key: string }[]>;
  plateCodes: () => Promise<{ emirateCode: string; code: string }[]>;
  /** Prices of comparable plates in stock and sold (the catalogue's comparables). */
  comparablePrices: (emirateCode: string, plateNumber: number) => Promise<bigint[]>;
  /** The staff address of the Settings Manager. */
  staffEmail: () => Promise<string | undefined>;
}

/**
 * The public side of requests: the forms of /services, /contact_us and /draw_plates (and their API), each
 * stored as one row, acknowledged to the requester in their language and announced to the staff address, in
 * the same transaction (mail goes through the outbox). Robots that fill the honeypot get the same answer and
 * leave nothing behind.
 */
export function createRequestsService(deps: RequestsDeps) {
  const { db } = deps;

  async function checkPlate(s: Extract<Submission, { emirate: string }>): Promise<void> {
    const [types, codes] = await Promise.all([deps.plateTypes(), deps.plateCodes()]);
    const fields: Record<string, string> = {};
    if (!types.some((t) => t.key === s.plate_type)) fields.plate_type = "requests.plateTypeRequired";
    if (s.code && !codes.some((c) => c.emirateCode === s.emirate && c.code === s.code)) fields.code = "requests.codeUnknown";
    if (Object.keys(fields).length) throw new HttpError(400, "error.validation", fields);
  }

  function row(s: Submission, meta: SubmissionMeta, estimate: PriceEstimate | undefined) {
    const common = { kind: s.kind, lang: meta.lang, userId: meta.userId ?? null, name: s.name, phone: s.phone, email: s.email, contactMethod: s.contact_method };
    switch (s.kind) {
      case "contact":
        return { ...common, message: s.question };
      case "request_plate":
        return { ...common, emirateCode: s.emirate, plateType: s.plate_type, code: s.code || null, wish: s.wish, budget: s.budget, message: s.notes || null };
      case "draw_number":
        return { ...common, operator: s.operator, wish: s.mask };
      default:
        return {
          ...common,
          emirateCode: s.emirate,
          plateType: s.plate_type,
          code: s.code,
          number: s.number,
          ...(estimate ? { estimateCount: estimate.count, ...(estimate.enough ? { estimateLow: estimate.low, estimateHigh: estimate.high } : {}) } : {}),
        };
    }
  }

  return {
    async submit(s: Submission, meta: SubmissionMeta): Promise<SubmissionResult> {
      await deps.consumeLimits(meta.ip, s.email);
      if (s[HONEYPOT]) return { id: undefined };
      if (s.kind !== "contact" && s.kind !== "draw_number") await checkPlate(s);
      const estimate = s.kind === "estimate_plate" ? estimateRange(await deps.comparablePrices(s.emirate, s.number)) : undefined;
      const staff = await deps.staffEmail();
      const stored = await db.transaction(async (tx) => {
        const [r] = await tx.insert(serviceRequests).values(row(s, meta, estimate)).returning();
        await deps.mail.send(r!.email, acknowledgementMail(r!, deps.publicUrl), tx);
        if (staff) await deps.mail.send(staff, staffNotificationMail(r!, deps.publicUrl), tx);
        return r!;
      });
      return { id: stored.id, ...(estimate ? { estimate } : {}) };
    },

    /** My requests: a signed-in requester's own, newest first. */
    mine(userId: string): Promise<ServiceRequest[]> {
      return db.select().from(serviceRequests).where(eq(serviceRequests.userId, userId)).orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id)).limit(200);
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
