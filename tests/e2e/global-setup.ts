import fs from "node:fs";
import path from "node:path";
import { startSmtpCapture } from "../helpers/smtp-capture.ts";

/**
 * The e-mail of the end-to-end server: an SMTP capture on E2E_SMTP_PORT (the server's SMTP_URL, see
 * playwright.config.ts) that saves every message as a JSON file in E2E_MAIL_DIR, where the specs read
 * them (tests/e2e/mail.ts). Returns the teardown.
 */
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR;
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!dir || !port) throw new Error("E2E_MAIL_DIR and E2E_SMTP_PORT are set by playwright.config.ts");
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = await startSmtpCapture({
    port,
    onMessage(mail) {
      // Written whole (then renamed) before the server hears "accepted", so a spec never reads half a file.
      const name = `${Date.now()}-${String(++count).padStart(5, "0")}.json`;
      const temp = path.join(dir, `.${name}.tmp`);
      fs.writeFileSync(temp, JSON.stringify(mail));
      fs.renameSync(temp, path.join(dir, name));
    },
  });
  return async () => {
    await smtp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
