import { Form, Link, useSearchParams } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";
import { ScrollFrame } from "#app/components/scroll-frame.tsx";

/** Success messages after an action: the action redirects with ?done=<name>, and only these names are shown. */
export const flashMessages = {
  rolesSaved: "admin.rolesSaved",
  userDisabled: "admin.userDisabled",
  userEnabled: "admin.userEnabled",
  roleCreated: "admin.roleCreated",
  roleSaved: "admin.roleSaved",
  roleDeleted: "admin.roleDeleted",
  jobRetried: "admin.jobRetried",
  packageCreated: "admin.packageCreated",
  packageSaved: "admin.packageSaved",
  packageDeleted: "admin.packageDeleted",
  usersDisabled: "admin.usersDisabled",
  usersEnabled: "admin.usersEnabled",
  jobsRetried: "admin.jobsRetried",
  promoCreated: "promo.created",
  promoSaved: "promo.saved",
  promoExpired: "promo.expiredNow",
  promoDeleted: "promo.deleted",
  orderMoved: "transactions.moved",
  bankConfirmed: "transactions.bankConfirmed",
  refundStarted: "transactions.refundStarted",
  feesSaved: "settings.feesSaved",
  constantsSaved: "settings.constantsSaved",
  adApproved: "ads.approved",
  adRejected: "ads.rejected",
  adAsked: "ads.asked",
  requestStatusSaved: "requests.statusSaved",
  requestAssigned: "requests.assigned",
  requestNoteAdded: "requests.noteAdded",
  requestReplySent: "requests.replySent",
  requestDeleted: "requests.deleted",
  itemCreated: "items.created",
  itemEdited: "items.edited",
  itemDeleted: "items.deleted",
  itemsActivate: "items.activated",
  itemsDeactivate: "items.deactivated",
  itemsHotOn: "items.hotAdded",
  itemsHotOff: "items.hotRemoved",
  itemsMarkSold: "items.markedSold",
  itemsMarkUnsold: "items.markedUnsold",
  codeAdded: "referenceData.codeAdded",
  codeRenamed: "referenceData.codeRenamed",
  codeDeleted: "referenceData.codeDeleted",
  typeAdded: "referenceData.typeAdded",
  typeSaved: "referenceData.typeSaved",
  typeDeleted: "referenceData.typeDeleted",
  bannerCreated: "banners.created",
  bannerSaved: "banners.saved",
  bannerDeleted: "banners.deleted",
  bannerMoved: "banners.moved",
  pageCreated: "pages.created",
  pageSaved: "pages.saved",
  pageDeleted: "pages.deleted",
  metadataSaved: "metadata.saved",
  postCreated: "postAdmin.created",
  postEdited: "postAdmin.edited",
  postDeleted: "postAdmin.deleted",
  importStarted: "import.started",
  importApplying: "import.applying",
  importCancelled: "import.cancelled",
  offerAccepted: "offers.done.accepted",
  offerCountered: "offers.done.countered",
  offerDeclined: "offers.done.declined",
  offerTermsSaved: "offers.termsSaved",
  auctionScheduled: "auctionsAdmin.scheduled",
  auctionCancelled: "auctionsAdmin.cancelled",
  auctionOffered: "auctionsAdmin.offered",
  auctionReleased: "auctionsAdmin.released",
  depositConfirmed: "auctionsAdmin.depositConfirmed",
  depositRefunding: "auctionsAdmin.depositRefunding",
  bundleCreated: "bundles.admin.created",
  bundleSaved: "bundles.admin.saved",
  bundleDeleted: "bundles.admin.deleted",
} as const satisfies Record<string, MessageKey>;

export type FlashName = keyof typeof flashMessages;

/**
 * `path?done=name` (and `&n=` for a count: "3 users were disabled"), for an action's redirect; a query the path
 * already has (a list's filter, kept after a bulk action) stays, an earlier flash is replaced.
 */
export function withFlash(path: string, done: FlashName, n?: number): string {
  const [base, search = ""] = path.split("?", 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.delete("done");
  params.delete("n");
  params.set("done", done);
  if (n !== undefined) params.set("n", String(n));
  return `${base}?${params.toString()}`;
}

export function Flash() {
  const { t } = useT();
  const [params] = useSearchParams();
  const done = params.get("done");
  if (!done || !Object.hasOwn(flashMessages, done)) return null;
  const n = /^\d{1,4}$/.test(params.get("n") ?? "") ? Number(params.get("n")) : 0;
  return (
    <p role="status" className="mb-6 rounded-md border border-brand-600 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
      {t(flashMessages[done as FlashName], { n })}
    </p>
  );
}

/** What a failed admin action hands back to its page: a message key and optional field message keys. */
export interface ActionError {
  intent?: string | undefined;
  error: MessageKey;
  fields?: Record<string, MessageKey> | undefined;
  /** A record in use: how many records use it, for the message's plural form. */
  count?: number;
}

/** A refusal above the page; `count` words a record in use with how many use it (the language's plural form). */
export function FormError({ error, count }: { error: MessageKey | undefined; count?: number | undefined }) {
  const { t } = useT();
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
      {t(error, count === undefined ? undefined : { count })}
    </p>
  );
}

/** The page heading of an admin page. */
export function AdminHeading({ children }: { children: React.ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">{children}</h1>;
}

/** A link to a record or another admin page, in the page's language and the admin's link style (a list's name cell). */
export function RecordLink({ to, children }: { to: string; children: React.ReactNode }) {
  const { href } = useT();
  return (
    <Link to={href(to)} className="text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}

export function BackLink({ to, label }: { to: string; label: MessageKey }) {
  const { t, href } = useT();
  return (
    <p className="mb-4">
      <Link to={href(to)} className="font-semibold text-brand-700 underline underline-offset-2">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{" "}
        {t(label)}
      </Link>
    </p>
  );
}

export const tableClass = "w-full border-collapse text-start text-sm";
export const thClass = "border-b-2 border-slate-300 bg-slate-50 px-3 py-2 text-start font-bold text-slate-800";
export const tdClass = "border-b border-slate-200 px-3 py-2 align-top";
export const inputClass = "rounded-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-2 focus:outline-brand-700";
export const buttonClass = "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
export const dangerButtonClass = "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60";

/** A button that posts one intent of the section's action (delete, expire, approve…): works without JavaScript. */
export function IntentButton(props: {
  intent: string;
  label: MessageKey;
  /** The label's values (`{code}`), and the hidden fields the intent reads (a row's id). */
  vars?: Record<string, string | number>;
  values?: Record<string, string | number>;
  danger?: boolean;
  className?: string;
}) {
  const { t } = useT();
  return (
    <Form method="post" {...(props.className ? { className: props.className } : {})}>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={props.danger ? dangerButtonClass : buttonClass}>
        {t(props.label, props.vars)}
      </button>
    </Form>
  );
}

/** A link that looks like the admin's button (a page's "new …"), in the page's language. */
export function ButtonLink({ to, label }: { to: string; label: MessageKey }) {
  const { t, href } = useT();
  return (
    <Link to={href(to)} className={buttonClass}>
      {t(label)}
    </Link>
  );
}

/** A form's submit button in the admin's style; `row` puts it on a row of its own (below a grid of fields). */
export function AdminSubmitButton({ label, row }: { label: MessageKey; row?: boolean }) {
  const { t } = useT();
  const button = (
    <button type="submit" className={buttonClass}>
      {t(label)}
    </button>
  );
  return row ? <div>{button}</div> : button;
}

/** A titled part of a record's page (its heading names the region): a form, a timeline, a list. */
export function Panel(props: { id: string; title: MessageKey; className?: string; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <section aria-labelledby={props.id} className={props.className ?? "mb-8"}>
      <h2 id={props.id} className="mb-3 text-xl font-bold text-brand-900">
        {t(props.title)}
      </h2>
      {props.children}
    </section>
  );
}

/** The "new record" part under a section's list: its heading (which names the region) and the create form. */
export function NewRecord(props: { id: string; title: MessageKey; className?: string; children: React.ReactNode }) {
  return <Panel {...props} className={props.className ?? "mt-8"} />;
}

/**
 * A plain table on a section's page (an auction's lots and deposits, a lot's bids, the deposits to confirm, the
 * permissions): its scroll frame, its column headings from message keys and its body. The pages wrote this frame
 * by hand each time; the sortable, paged lists use DataTable. `extraHeads` is a heading only some readers see.
 */
export function PlainTable(props: { heads: readonly MessageKey[]; extraHeads?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <ScrollFrame>
      <table className={tableClass}>
        <thead>
          <tr>
            {props.heads.map((h) => (
              <th key={h} scope="col" className={thClass}>
                {t(h)}
              </th>
            ))}
            {props.extraHeads}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </ScrollFrame>
  );
}
