import type { MailDriver } from "./types";

/** No transport configured: the mail is only written to the mail log (status `logged`). */
export const logDriver: MailDriver = {
  name: "log",
  async send() {
    // Nothing to deliver; send-mail.ts writes the MailLog row.
  },
};
