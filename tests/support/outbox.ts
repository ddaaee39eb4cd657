// The development/test outbox (server/logs/outbox.ts): log-only mail and WhatsApp messages land
// here unmasked, because the mail and WhatsApp logs in the database never hold a secret.
import fs from "node:fs";

export interface OutboxMessage {
  channel: "mail" | "whatsapp";
  to: string;
  template: string;
  text: string;
  at: string;
}

export function outboxMessages(): OutboxMessage[] {
  const file = process.env.MESSAGE_OUTBOX_FILE;
  if (!file) throw new Error("MESSAGE_OUTBOX_FILE is not set: run tests through `npm test`");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The latest message to `to` (an email, or a normalised phone) with `template`/category. */
export function lastOutboxMessage(to: string, template: string): string {
  const hit = outboxMessages()
    .filter((m) => m.to === to && m.template === template)
    .at(-1);
  if (!hit) throw new Error(`no ${template} message to ${to} in the outbox`);
  return hit.text;
}
