export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A way to deliver mail. `log` delivers nothing: the MailLog row is the mail (admin/log/mail). */
export interface MailDriver {
  readonly name: "smtp" | "log";
  send(mail: OutgoingMail): Promise<void>;
}
