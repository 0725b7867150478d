import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, their bytes in base64 (so the end-to-end capture can save them as JSON). */
  attachments: { filename: string; contentType: string; base64: string }[];
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. `port` 0 picks a free one;
 * `onMessage` sees each message before the sender is told it was accepted.
 */
export async function startSmtpCapture(options: { port?: number; onMessage?: (mail: CapturedMail) => void } = {}) {
  const messages: CapturedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
          const attachments = mail.attachments.map((a) => ({ filename: a.filename ?? "", contentType: a.contentType, base64: a.content.toString("base64") }));
          const captured = { to, subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "", attachments };
          messages.push(captured);
          options.onMessage?.(captured);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest message to this address, waiting (up to 10 s) for one to arrive. */
    async latestTo(address: string, since = 0): Promise<CapturedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages.slice(since).filter((m) => m.to.includes(address)).at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** The first message to this address that `match` accepts, waiting (up to 10 s per message) for it to arrive. */
    async waitFor(address: string, match: (mail: CapturedMail) => boolean): Promise<CapturedMail> {
      for (let since = 0; ; since = messages.length) {
        const found = messages.find((m) => m.to.includes(address) && match(m));
        if (found) return found;
        await this.latestTo(address, since);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in an e-mail (`?token=...`). */
export function tokenFrom(mail: CapturedMail): string {
  const match = /[?&]token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
