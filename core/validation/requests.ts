import { z } from "./zod.ts";
import { emirateList } from "../catalog/emirates.ts";
import { operators } from "../catalog/listing-options.ts";
import { normalisePattern } from "../catalog/search-pattern.ts";
import { HONEYPOT, email, honeypot, id, money, multiLine, phone, singleLine, wholeNumber } from "./fields.ts";
import { listQuery, oneOf } from "./list-query.ts";

// The service forms (Request a plate, Estimate a plate, Draw a plate, Draw a number), the contact form, and staff's work on
// what they bring in (docs/decisions/0021). Messages are i18n keys.

export const requestKinds = ["request_plate", "estimate_plate", "draw_plate", "draw_number", "contact"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStatuses = ["new", "in_progress", "answered", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The workflow: where each status may go next (reopening an answered or closed request is allowed). */
export const nextStatuses: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ["in_progress", "closed"],
  in_progress: ["answered", "closed"],
  answered: ["closed", "in_progress"],
  closed: ["in_progress"],
};

/** The admin sections that work on requests, and the kinds each shows (decision 0021). */
export const requestSectionKinds = {
  services: ["request_plate", "estimate_plate", "draw_plate", "draw_number"],
  requested_plates: ["request_plate"],
  estimate_plates: ["estimate_plate"],
  // What Draw Plates and Draw Numbers bring in: one desk for both (decision 0030).
  draw_plates: ["draw_plate", "draw_number"],
  contact_inquiries: ["contact"],
} as const satisfies Record<string, readonly RequestKind[]>;
export type RequestSectionId = keyof typeof requestSectionKinds;

export const contactMethods = ["phone", "whatsapp", "email"] as const;
export const budgetRanges = ["under_10k", "10k_50k", "50k_200k", "200k_1m", "over_1m"] as const;

export { HONEYPOT } from "./fields.ts";

const emirate = z.enum(emirateList.map((e) => e.code) as [string, ...string[]], { error: "requests.emirateRequired" });
const plateType = singleLine({ max: 40, required: "requests.plateTypeRequired" }).pipe(z.string().regex(/^[a-z_]+$/, "requests.plateTypeRequired"));
const plateCode = (required: boolean) =>
  singleLine({ max: 4, tooLong: "requests.codeInvalid", ...(required ? { required: "requests.codeRequired" } : {}) })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{0,4}$/, "requests.codeInvalid"));
const plateNumber = wholeNumber({ min: 1, max: 99_999, message: "requests.numberInvalid" });

/** The contact fields every form shares, and the honeypot. */
const contact = {
  name: singleLine({ max: 100, required: "validation.nameRequired", tooLong: "validation.nameMax" }),
  phone: phone({ required: "requests.phoneRequired" }).pipe(z.string().max(11, "requests.phoneMax")),
  email: email(),
  contact_method: z.enum(contactMethods, { error: "requests.contactMethodRequired" }),
  [HONEYPOT]: honeypot(),
};

export const requestPlateForm = z.object({
  emirate,
  plate_type: plateType,
  code: plateCode(false),
  wish: singleLine({ max: 10, required: "requests.wishRequired", tooLong: "requests.wishInvalid" })
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[0-9X*]{1,5}$/, "requests.wishInvalid")),
  budget: z.enum(budgetRanges, { error: "requests.budgetRequired" }),
  notes: multiLine({ max: 1000 }).optional().default(""),
  ...contact,
});

export const estimatePlateForm = z.object({ emirate, plate_type: plateType, code: plateCode(true), number: plateNumber, ...contact });

/** Draw Plates: a plate someone drew and wants (the same fields as an estimate). */
export const drawPlateForm = estimatePlateForm;

/** The plate Draw Plates shows (its query, which is also its share link): each part checked on its own. */
export const drawPlateQuery = z.object({
  emirate: emirate.optional().catch(undefined),
  plate_type: plateType.optional().catch(undefined),
  code: plateCode(false).optional().catch(undefined),
  number: plateNumber.optional().catch(undefined),
});

const operator = z.enum(operators, { error: "catalog.operatorInvalid" });
/**
 * A mobile number's mask: ten characters, 05 then digits or "x" for any digit ("05x777xxxx"); typed with spaces,
 * dashes, Arabic digits, X, * or ? as the catalogue's pattern search reads them.
 */
const numberMask = singleLine({ max: 20, required: "draw.maskInvalid", tooLong: "draw.maskInvalid" })
  .transform((v) => normalisePattern("mask", v, "number"))
  .pipe(z.string().regex(/^05[0-9x]{8}$/, "draw.maskInvalid"));

/** Draw Numbers: a number (or a mask of one) someone drew and wants. */
export const drawNumberForm = z.object({ operator, mask: numberMask, ...contact });

/** The number Draw Numbers shows (its query, which is also its share link): each part checked on its own. */
export const drawNumberQuery = z.object({
  operator: operator.optional().catch(undefined),
  mask: numberMask.optional().catch(undefined),
});

export const contactForm = z.object({ ...contact, question: multiLine({ max: 2000, required: "requests.questionRequired" }) });

export type RequestPlateInput = z.output<typeof requestPlateForm>;
export type EstimatePlateInput = z.output<typeof estimatePlateForm>;
export type ContactInput = z.output<typeof contactForm>;
export type DrawNumberInput = z.output<typeof drawNumberForm>;

/** The admin lists: search by name, e-mail or phone, filter by status, kind and assignee, sort by date. */
export const requestListQuery = listQuery({
  sorts: ["date", "status"],
  filters: { status: oneOf(requestStatuses), kind: oneOf(requestKinds), assigned: oneOf(["me", "nobody"]) },
});
export type RequestListQuery = z.output<typeof requestListQuery>;
export const REQUESTS_DEFAULT_SORT = { key: "date", dir: "desc" } as const;

/** Staff move a request along the workflow; `from` is the status they saw (the write is conditional on it). */
export const requestStatusForm = z.object({ from: z.enum(requestStatuses, { error: "error.validation" }), status: z.enum(requestStatuses, { error: "error.validation" }) });

/** Staff assign a request to a colleague ("" for nobody). */
export const requestAssignForm = z.object({ assignee: singleLine({ max: 64 }).pipe(z.string().regex(/^[A-Za-z0-9_-]*$/, "validation.id")) });

export const requestNoteForm = z.object({ note: multiLine({ max: 2000, required: "requests.noteRequired" }) });

/** A reply by e-mail; for an estimate, the price given (in AED) is kept with it. */
export const requestReplyForm = z.object({
  message: multiLine({ max: 5000, required: "requests.replyRequired" }),
  price: z.preprocess((v) => (v === "" ? undefined : v), money({ maxAed: 100_000_000, message: "requests.priceInvalid" }).optional()),
});

export const requestIdParams = z.object({ id: id() });
