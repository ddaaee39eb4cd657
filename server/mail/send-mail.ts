// Outgoing mail (ARCHITECTURE §5): SMTP when SMTP_URL is set, otherwise the mail log only.
// Every mail gets a MailLog row, which /admin/log/mail shows. Call this after the database
// transaction that decided to send has committed (no network call inside a transaction): the
// `Db` parameter type rejects a transaction client.
import "server-only";
import type { Db } from "@/server/prisma-client";
import type { MessageStatus } from "@/server/generated/prisma/client";
import { logDriver } from "./drivers/log";
import { smtpDriver } from "./drivers/smtp";
import type { MailDriver } from "./drivers/types";
import { maskSecrets } from "@/server/logs/mask";
import { writeOutbox } from "@/server/logs/outbox";

export interface SendMailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Purpose of the mail, e.g. email_verification, password_reset. */
  template: string;
  /**
   * Secrets inside the text (a reset token, a code): masked in the log row whether or not the
   * mail goes out, so log readers cannot use them (server/logs/mask.ts). In log-only mode the
   * full mail goes to the development outbox only (server/logs/outbox.ts).
   */
  secrets?: string[];
}

export interface SendMailResult {
  id: string;
  status: MessageStatus;
}

export function mailDriver(): MailDriver {
  const url = process.env.SMTP_URL;
  return url ? smtpDriver(url) : logDriver;
}

/** Sends (or logs) one mail. Never throws for a delivery failure: the log row says `failed`. */
export async function sendMail(
  db: Db,
  input: SendMailInput,
  driver: MailDriver = mailDriver(),
): Promise<SendMailResult> {
  if (driver.name === "log") {
    await writeOutbox({
      channel: "mail",
      to: input.to,
      template: input.template,
      text: input.text,
    });
    const row = await db.mailLog.create({
      data: {
        to: input.to,
        subject: input.subject,
        body: maskSecrets(input.text, input.secrets),
        template: input.template,
        status: "logged",
      },
      select: { id: true },
    });
    return { id: row.id, status: "logged" };
  }
  const row = await db.mailLog.create({
    data: {
      to: input.to,
      subject: input.subject,
      body: maskSecrets(input.text, input.secrets),
      template: input.template,
      status: "queued",
    },
    select: { id: true },
  });
  try {
    await driver.send({ to: input.to, subject: input.subject, text: input.text, html: input.html });
    await db.mailLog.update({
      where: { id: row.id },
      data: { status: "sent", sentAt: new Date() },
    });
    return { id: row.id, status: "sent" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[mail] sending ${input.template} to ${input.to} failed: ${message}`);
    await db.mailLog.update({
      where: { id: row.id },
      data: { status: "failed", error: message.slice(0, 2000) },
    });
    return { id: row.id, status: "failed" };
  }
}
