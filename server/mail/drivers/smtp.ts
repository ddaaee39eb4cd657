import nodemailer, { type Transporter } from "nodemailer";
import type { MailDriver, OutgoingMail } from "./types";

const DEFAULT_FROM = "ERP <no-reply@localhost>";
let cached: { url: string; transport: Transporter } | null = null;

function transportFor(url: string): Transporter {
  if (!cached || cached.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

/** SMTP through nodemailer; `SMTP_URL` like smtp://user:pass@host:587 (smtps:// for TLS on connect). */
export function smtpDriver(url: string): MailDriver {
  return {
    name: "smtp",
    async send(mail: OutgoingMail) {
      await transportFor(url).sendMail({
        from: process.env.MAIL_FROM || DEFAULT_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
