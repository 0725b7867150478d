// The mail module's public entry: the outbox, SMTP delivery and the e-mails' layout.
export { type MailJobs, type MailService, type OutboxMessage, createMailService } from "./mail.service.ts";
export { type MailAttachment, type MailContent, actionMail, mailWords } from "./templates.ts";
