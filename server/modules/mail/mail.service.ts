import { count, desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { outbox } from "./mail.schema.ts";
import type { MailContent } from "./templates.ts";

export type OutboxMessage = typeof outbox.$inferSelect;

/**
 * Sends e-mail over SMTP when SMTP_URL is set. Every message is also kept in the outbox, so without SMTP
 * (the embedded quick start) staff read them in the admin area, and the log says where they went.
 */
export function createMailService(db: Db, config: Pick<Config, "smtpUrl" | "mailFrom">, log: Logger) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  return {
    async send(to: string, content: MailContent): Promise<void> {
      let status: OutboxMessage["status"] = "stored";
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: config.mailFrom, to, subject: content.subject, text: content.text, html: content.html });
          status = "sent";
        } catch (e) {
          status = "failed";
          error = e instanceof Error ? e.message : String(e);
          log.error({ err: e, to }, "e-mail could not be sent");
        }
      }
      await db.insert(outbox).values({ to, subject: content.subject, text: content.text, html: content.html, status, error });
      if (status === "stored") log.info({ to, subject: content.subject }, `e-mail kept in the outbox (no SMTP_URL):\n${content.text}`);
      else if (status === "sent") log.info({ to, subject: content.subject }, "e-mail sent");
    },

    async list(page: number, perPage: number) {
      const [total] = await db.select({ n: count() }).from(outbox);
      const items = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(perPage).offset((page - 1) * perPage);
      return { items, total: Number(total?.n ?? 0), page, perPage, pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / perPage)) };
    },

    async get(id: number): Promise<OutboxMessage | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },

    close() {
      transport?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
