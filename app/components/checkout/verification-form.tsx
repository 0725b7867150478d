import type { MessageKey } from "#core/i18n/index.ts";
import { verificationForm } from "#core/validation/buyer-verification.ts";
import { ImageUploadField, KitForm, TextField, useSchemaForm } from "#app/components/form-kit/index.ts";
import { useT } from "#app/lib/i18n.ts";

/** What the buyer has on file already (the form shows the names, and says a document is kept). */
export interface VerificationOnFile {
  firstName: string;
  lastName: string;
  trafficFileNumber: string;
  emiratesId: boolean;
  drivingLicence: boolean;
}

/**
 * The buyer verification form (decision 0018): names, and for a plate the traffic file number and driving
 * licence, with the Emirates ID. One form for the checkout's Verification step and the profile's own page
 * (decision 0070), so a buyer can file it before a first checkout (an offer needs it).
 */
export function VerificationForm({ kind, onFile, lastResult, submit }: { kind: "plate" | "number"; onFile: VerificationOnFile; lastResult: Parameters<typeof useSchemaForm>[1]["lastResult"]; submit: MessageKey }) {
  const { t } = useT();
  const plate = kind === "plate";
  const [form, fields] = useSchemaForm(verificationForm, {
    id: "verification-form",
    lastResult,
    defaultValue: { first_name: onFile.firstName, last_name: onFile.lastName, traffic_file_number: onFile.trafficFileNumber },
    optional: ["traffic_file_number"],
  });
  const fileError = (name: string) => form.allErrors[name]?.[0];
  return (
    <section aria-labelledby="verification-heading">
      <h2 id="verification-heading" className="mb-2 text-2xl font-bold">
        {t("checkout.step.verification")}
      </h2>
      <p className="mb-4 text-slate-700">{t(plate ? "checkout.verificationIntro" : "checkout.verificationIntroNumber")}</p>
      <KitForm
        form={form}
        files
        intent="verify"
        summary={[
          { field: fields.first_name, label: t("checkout.firstName") },
          { field: fields.last_name, label: t("checkout.lastName") },
          { field: fields.traffic_file_number, label: t("checkout.trafficFileNumber") },
        ]}
      >
        <div className="grid gap-x-6 sm:grid-cols-2">
          <TextField field={fields.first_name} label="checkout.firstName" autoComplete="given-name" />
          <TextField field={fields.last_name} label="checkout.lastName" autoComplete="family-name" />
        </div>
        {plate && <TextField field={fields.traffic_file_number} label="checkout.trafficFileNumber" hint="checkout.trafficFileHint" ltr />}
        {onFile.emiratesId && <p className="mb-2 text-sm text-slate-700">{t("checkout.onFile")}</p>}
        <ImageUploadField name="emirates_id" label="checkout.emiratesId" error={fileError("emirates_id")} />
        {plate && <ImageUploadField name="driving_licence" label="checkout.drivingLicence" error={fileError("driving_licence")} />}
        <button type="submit" className="btn-primary">
          {t(submit)}
        </button>
      </KitForm>
    </section>
  );
}
