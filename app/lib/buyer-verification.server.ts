import type { SubmissionResult } from "@conform-to/react";
import { verificationForm } from "#core/validation/buyer-verification.ts";
import { parseForm } from "#app/components/form-kit/index.ts";
import type { VerificationOnFile } from "#app/components/checkout/verification-form.tsx";
import { replyWithError } from "#app/lib/form-actions.server.ts";
import type { BuyerVerification } from "#server/modules/checkout/index.ts";
import type { Services } from "#server/services.ts";

// The server half of the buyer verification form, shared by the checkout's Verification step and the profile's
// verification page (decision 0070): what is on file, and filing the form through the one service.

/** What the form shows of what is on file: the names and traffic file number, and whether each document is kept. */
export function onFileOf(v: BuyerVerification | undefined): VerificationOnFile {
  return {
    firstName: v?.firstName ?? "",
    lastName: v?.lastName ?? "",
    trafficFileNumber: v?.trafficFileNumber ?? "",
    emiratesId: Boolean(v?.emiratesIdKey),
    drivingLicence: Boolean(v?.drivingLicenceKey),
  };
}

/** Files the posted form for a kind of item; undefined when filed, else the form's refusal and its status. */
export async function fileVerification(services: Pick<Services, "verifications">, userId: string, kind: "plate" | "number", form: FormData): Promise<{ result: SubmissionResult<string[]>; status: number } | undefined> {
  const submission = parseForm(form, verificationForm);
  if (submission.status !== "success") return { result: submission.reply(), status: 400 };
  try {
    const v = submission.value;
    await services.verifications.submit(userId, kind, { firstName: v.first_name, lastName: v.last_name, trafficFileNumber: v.traffic_file_number }, form);
    return undefined;
  } catch (error) {
    return replyWithError(submission, error);
  }
}
