import sharp from "sharp";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Permission } from "#core/access/permissions.ts";
import type { RequestKind } from "#core/validation/requests.ts";
import type { Submission } from "#server/modules/requests/index.ts";
import { jobs, mobileNumbers, plates } from "#server/db/schema.ts";
import { createUser, systemStaff } from "#tests/helpers/users.ts";
import { browser } from "#tests/helpers/page-requests.ts";
import { cookie, counter, once, staffWithP, t } from "./context.ts";

// The records the matrix's pages show and its forms change. `fresh…` makes a new one for each call (a form that
// changes or deletes it); `shown…` one per file, on first use, for the pages that only open it.

/** A package no number uses, for the forms that change or delete one. */
export const freshPackage = () => t.services.packages.create(systemStaff, { name: `Matrix package ${++counter.n}`, nameAr: `باقة ${counter.n}` });

/** An unused promo code, for the forms that change or delete one. */
export const freshPromo = () => t.services.promocodes.create(systemStaff, { code: `FRESH${++counter.n}`, percent: 10, expiresAt: new Date(Date.now() + 86_400_000), maxUses: null });

/** A new Fujairah plate nobody holds, for the forms that change or delete one (the next free number). */
export async function freshPlate(): Promise<number> {
  for (;;) {
    const number = 60_000 + ++counter.n;
    const taken = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.emirateCode, "FU"), eq(plates.code, "Z"), eq(plates.number, number)));
    if (taken.length === 0) return t.services.plates.create(systemStaff, { emirateCode: "FU", code: "Z", plateType: "private", number, price: 500_000n, active: false, featured: false });
  }
}

/** A du or Etisalat number of a package, off sale, for the number forms to change or delete. */
export async function freshNumber(operator: "du" | "etisalat"): Promise<number> {
  const [pkg] = await t.services.packages.list();
  for (;;) {
    const number = `05${operator === "du" ? 5 : 0}${String(7_000_000 + ++counter.n)}`;
    const taken = await t.database.db.select({ id: mobileNumbers.id }).from(mobileNumbers).where(eq(mobileNumbers.number, number));
    if (taken.length === 0) return t.services.numbers.create(systemStaff, operator, { number, packageId: pkg!.id, price: 300_000n, active: false, featured: false });
  }
}

/** An owner's ad of a Sharjah plate no one lists yet, waiting for review, for the forms that decide on one. */
export async function freshAd(): Promise<number> {
  const owner = await createUser(t, { verified: true });
  const form = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
  form.set("ownership_card", new File([new Uint8Array(png)], "card.png", { type: "image/png" }));
  for (;;) {
    const number = 80_000 + ++counter.n;
    const taken = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.emirateCode, "SH"), eq(plates.code, "3"), eq(plates.number, number)));
    if (taken.length > 0) continue;
    const ad = { kind: "plate" as const, emirate: "SH", code: "3", plate_type: "private", number, operator: undefined, mobile: undefined, price: 5_000_000, contact_name: "Matrix Owner", contact_phone: "0501234567" };
    return t.services.ads.submit(owner.id, ad, form);
  }
}

/** A plate bought and paid through the sandbox gateway by a new buyer: its order id. */
export async function paidOrder(): Promise<number> {
  const buyer = await createUser(t, { verified: true, buyerVerified: true });
  const [plate] = await t.database.db.select({ id: plates.id }).from(plates).where(and(eq(plates.sold, false), eq(plates.active, true), sql`${plates.heldUntil} IS NULL`)).orderBy(desc(plates.id)).limit(1);
  const order = await t.services.checkout.start(buyer.id, "plate", plate!.id);
  const url = await t.services.payments.pay(buyer.id, order.id, "en");
  const paymentId = url.split("/").pop()!;
  await t.services.sandbox.decide(paymentId, "approve");
  const { body, headers } = t.services.sandbox.callback(paymentId);
  await t.services.payments.handleCallback(Buffer.from(body), headers);
  return order.id;
}

/** A job that failed for good (waiting an hour first, so the worker cannot take it before it is marked failed). */
export async function failedJob(): Promise<number> {
  const id = await t.services.jobs.enqueue(t.database.db, "mail.deliver", { outboxId: 999_999 }, { delayMs: 3_600_000 });
  await t.database.db.update(jobs).set({ state: "failed", lastError: "fixture" }).where(eq(jobs.id, id));
  return id;
}

/** A request of a kind, sent through the public service (each from an address of its own, so no limit is reached). */
export async function freshRequest(kind: RequestKind): Promise<number> {
  const n = ++counter.n;
  const contact = { name: `Matrix requester ${n}`, phone: "0501234567", email: `matrix-request-${n}@example.com`, contact_method: "email" as const, website: "" };
  const plate = { emirate: "DU", plate_type: "private", code: "A", number: 700 + n };
  const submission: Submission =
    kind === "contact" ? { kind, ...contact, question: "A matrix question" }
    : kind === "request_plate" ? { kind, ...contact, emirate: "DU", plate_type: "private", code: "", wish: "777", budget: "under_10k", notes: "" }
    : kind === "draw_number" ? { kind, ...contact, operator: "du", mask: "05x777xxxx" }
    : { kind, ...contact, ...plate };
  return (await t.services.requests.submit(submission, { ip: `10.77.${Math.floor(n / 250)}.${n % 250}`, lang: "en" })).id!;
}

/** A banner off the home page, for the forms that change, move or delete one. */
export const freshBanner = () =>
  t.services.banners.create(systemStaff, { title: `Matrix banner ${++counter.n}`, titleAr: `إعلان ${counter.n}`, subtitle: "", subtitleAr: "", link: null, linkAr: null, startsAt: null, endsAt: null, active: false }, bannerImages());

/** A small real PNG, for the banners' images. */
const matrixPng = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#0f766e" } }).png().toBuffer();

/** Both images of a banner in the form, as a browser without JavaScript sends them. */
export function bannerImages(): FormData {
  const form = new FormData();
  for (const name of ["image", "image_ar"]) form.set(name, new File([new Uint8Array(matrixPng)], `${name}.png`, { type: "image/png" }));
  return form;
}

/** An image staged through /api/uploads/images by the staff member who will post the form naming it. */
export async function stagedBy(permission: Permission): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/uploads/images", payload: matrixPng, headers: { ...browser, ...cookie((await staffWithP(permission)).token), "content-type": "image/png", "x-file-name": "banner.png" } });
  return res.json<{ key: string }>().key;
}

// One buyer makes up to 9 offers (10 an hour is their limit): making a user hashes a password, which is slow.
let offerBuyer: { id: string } | undefined;
let offersMade = 0;

/** A new buyer's pending offer on a new plate open to offers. */
export async function freshOffer(): Promise<number> {
  const plateId = await freshPlate();
  await t.database.db.update(plates).set({ active: true }).where(eq(plates.id, plateId));
  await t.services.offersAdmin.setTerms(systemStaff, "plate", plateId, { accepting: true, floor: undefined });
  if (!offerBuyer || ++offersMade % 9 === 0) offerBuyer = await createUser(t, { verified: true, buyerVerified: true });
  return (await t.services.offers.make(offerBuyer.id, "plate", plateId, 100_000n)).id;
}

export const stringValues = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

// One of each, for the pages that show a record.
export const shown = {
  user: once(() => createUser(t, { verified: true, name: "Matrix Target" })),
  role: once(() => t.services.access.createRole(systemStaff, "Matrix fixture role", [])),
  message: once(async () => {
    await t.services.mail.send("someone@example.com", { subject: "Matrix mail", text: "Hello", html: "<p>Hello</p>" });
    return (await t.services.mail.list(1, 1)).items[0]!.id;
  }),
  package: once(() => t.services.packages.create(systemStaff, { name: "Matrix package", nameAr: "باقة المصفوفة" })),
  promo: once(freshPromo),
  banner: once(freshBanner),
  paidOrder: once(paidOrder),
  plate: once(freshPlate),
  du: once(() => freshNumber("du")),
  etisalat: once(() => freshNumber("etisalat")),
  ad: once(freshAd),
  offer: once(freshOffer),
};
