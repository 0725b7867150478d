import type { MessageKey } from "#core/i18n/index.ts";
import { useT } from "#app/lib/i18n.ts";

const steps = ["verification", "payment", "congrats"] as const;
export type CheckoutStep = (typeof steps)[number];

/** Verification → Payment → Congrats (spec section 4): an ordered list, the current step marked for everyone. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useT();
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t("checkout.steps")} className="mb-8">
      <ol className="flex flex-wrap items-center gap-2 text-sm font-semibold sm:gap-4">
        {steps.map((s, i) => (
          <li key={s} aria-current={i === at ? "step" : undefined} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex size-7 items-center justify-center rounded-full border-2 ${i < at ? "border-brand-700 bg-brand-700 text-white" : i === at ? "border-brand-700 text-brand-800" : "border-slate-300 text-slate-500"}`}
            >
              {i + 1}
            </span>
            <span className={i === at ? "text-brand-900" : "text-slate-600"}>{t(`checkout.step.${s}` as MessageKey)}</span>
            {i === at && <span className="sr-only">({t("checkout.stepCurrent")})</span>}
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="text-slate-400 rtl:-scale-x-100">
                →
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
