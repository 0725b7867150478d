import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { listRows } from "#server/lib/list-rows.ts";
import { outbox } from "./mail.schema.ts";
import type { MailContent } from "./templates.ts";

export type OutboxMessage = typeof outbox.$inferSelect;

/** The one job the mail module gives the worker: deliver this outbox message. */
export interface MailJobs {
  "mail.deliver": { outboxId: number };
}

/** How mail puts its deliveries on the job queue (the jobs module's `enqueue`, given by server/services.ts). */
type Enqueue = (tx: Db, name: "mail.deliver", payload: MailJobs["mail.deliver"]) => Promise<number>;

/**
 * Every e-mail is written to the outbox and delivered by a background job (retried with backoff when the SMTP
 * server fails), so a request never waits for SMTP and a rolled-back write sends nothing. With SMTP_URL unset
 * (the embedded quick start) the job keeps the message in the outbox, where staff read it, and prints it.
 */
export function createMailService(
  db: Db,
  config: Pick<Config, "smtpUrl" | "mailFrom">,
  log: Logger,
  enqueue: Enqueue,
  /** Reads an attachment's bytes (the storage's private area, given by server/services.ts). */
  readAttachment: (key: string) => Promise<Buffer | undefined> = async () => undefined,
) {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  return {
    /** Queues an e-mail in the caller's transaction (`tx`), or on its own. */
    async send(to: string, content: MailContent, tx?: Db): Promise<void> {
      const write = async (t: Db) => {
        const [row] = await t.insert(outbox).values({ to, subject: content.subject, text: content.text, html: content.html, attachments: content.attachments?.length ? content.attachments : null, status: "queued" }).returning({ id: outbox.id });
        await enqueue(t, "mail.deliver", { outboxId: row!.id });
      };
      await (tx ? write(tx) : db.transaction(write));
    },

    /** The job: sends one queued message. Idempotent: a message already sent or kept is left alone. */
    async deliver(outboxId: number, lastAttempt: boolean): Promise<void> {
      const [message] = await db.select().from(outbox).where(and(eq(outbox.id, outboxId), eq(outbox.status, "queued")));
      if (!message) return;
      if (!transport) {
        await db.update(outbox).set({ status: "stored" }).where(and(eq(outbox.id, outboxId), eq(outbox.status, "queued")));
        log.info({ to: message.to, subject: message.subject }, `e-mail kept in the outbox (no SMTP_URL):\n${message.text}`);
        return;
      }
      try {
        const attachments = await Promise.all(
          (message.attachments ?? []).map(async (a) => {
            const content = await readAttachment(a.key);
            // A missing file fails this try (and the job retries) rather than sending a receipt without its invoice.
            if (!content) throw new Error(`attachment ${a.key} is missing`);
            return { filename: a.filename, content };
          }),
        );
        await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ error: text, ...(lastAttempt ? { status: "failed" as const } : {}) }).where(eq(outbox.id, outboxId));
        throw error;
      }
      await db.update(outbox).set({ status: "sent", error: null }).where(and(eq(outbox.id, outboxId), eq(outbox.status, "queued")));
      log.info({ to: message.to, subject: message.subject }, "e-mail sent");
    },

    list(page: number, perPage: number) {
      return listRows(db, outbox, { page, perPage, sort: { key: "id", dir: "desc" }, sortColumns: { id: outbox.id } });
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
