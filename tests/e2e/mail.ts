import fs from "node:fs";
import path from "node:path";
import type { CapturedMail } from "../helpers/smtp-capture.ts";

/** Every e-mail the end-to-end server has sent so far, oldest first (saved by tests/e2e/global-setup.ts). */
export function sentMails(): CapturedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as CapturedMail);
}

/** The newest e-mail to an address whose subject matches, waiting up to 10 s for it. */
export async function latestMailTo(address: string, subject: RegExp = /./): Promise<CapturedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = sentMails()
      .filter((m) => m.to.toLowerCase().includes(address.toLowerCase()) && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link to this site in an e-mail (`/en/verify_email?token=…`). */
export function linkIn(mail: CapturedMail, publicUrl: string): string {
  const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`${escaped}(/[^\\s"'<>]*\\?token=[A-Za-z0-9_%.-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no link to ${publicUrl} in: ${mail.text}`);
  return match[1];
}
