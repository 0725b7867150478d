import { formatDateTime } from "#app/lib/dates.ts";
import { useT } from "#app/lib/i18n.ts";
import { ProfileList } from "../profile/profile-list.tsx";
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
    <ProfileList id="requests" title={t("requests.mine")} empty={t("requests.mineNone")} entries={requests}>
      {(r) => (
        <div data-request={r.id}>
          <p className="font-semibold">
            <bdi dir="ltr">{`#${r.id}`}</bdi> · {t(`requests.kind.${r.kind}`)} · {t(`requests.status.${r.status}`)}
          </p>
          <p className="text-sm text-slate-700">
            {r.subject && <><bdi>{r.subject}</bdi> · </>}
            {formatDateTime(r.createdAt, lang)}
          </p>
        </div>
      )}
    </ProfileList>
  );
}
