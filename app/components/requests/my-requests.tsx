import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import type { RequestKind, RequestStatus } from "#core/validation/requests.ts";

export interface MyRequest {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  subject: string;
  createdAt: string;
}

/** My requests on the profile: what a signed-in requester sent, and where staff are with each. */
export function MyRequests({ requests }: { requests: MyRequest[] }) {
  const { t, lang } = useT();
  return (
    <section id="requests" aria-labelledby="requests-heading" className="mt-10">
      <h2 id="requests-heading" className="mb-4 text-xl font-bold text-brand-900">
        {t("requests.mine")}
      </h2>
      {requests.length === 0 ? (
        <p>{t("requests.mineNone")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((r) => (
            <li key={r.id} className="rounded-md border border-slate-200 p-4" data-request={r.id}>
              <p className="font-semibold">
                <bdi dir="ltr">{`#${r.id}`}</bdi> · {t(`requests.kind.${r.kind}`)} · {t(`requests.status.${r.status}`)}
              </p>
              <p className="text-sm text-slate-700">
                {r.subject && <><bdi>{r.subject}</bdi> · </>}
                {formatDateTime(r.createdAt, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
