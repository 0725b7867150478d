import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "../lib/i18n.ts";

/** Shown only when a navigation takes longer than this, so fast pages never flash it. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** After this the bar gives up (the page may still arrive; the bar just stops claiming progress). */
export const LOADING_BAR_DURATION_MS = 5000;

export function LoadingBar() {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [stage, setStage] = useState<"waiting" | "shown" | "gave-up">("waiting");

  useEffect(() => {
    if (!busy) return;
    const show = setTimeout(() => setStage("shown"), LOADING_BAR_THROTTLE_MS);
    const giveUp = setTimeout(() => setStage("gave-up"), LOADING_BAR_DURATION_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(giveUp);
      setStage("waiting");
    };
  }, [busy]);

  if (!busy || stage !== "shown") return null;
  return (
    <div role="progressbar" aria-label={t("nav.loading")} className="loading-bar fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="loading-bar-fill h-full bg-brand-600" />
    </div>
  );
}
