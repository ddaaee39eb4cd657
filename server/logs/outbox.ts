// The development/test outbox of log-only delivery: with MESSAGE_OUTBOX_FILE set, a mail or
// WhatsApp message that no SMTP server or gateway delivers is appended, unmasked, to that file
// as one JSON line, so a developer (or a test) can follow a reset link or use a code. It is the
// only unmasked copy; the logs in the database are masked (mask.ts). Never set it in production.
import "server-only";
import { appendFile } from "node:fs/promises";

export interface OutboxEntry {
  channel: "mail" | "whatsapp";
  to: string;
  template: string;
  text: string;
}

export async function writeOutbox(entry: OutboxEntry): Promise<void> {
  const file = process.env.MESSAGE_OUTBOX_FILE;
  if (!file) return;
  try {
    await appendFile(file, `${JSON.stringify({ ...entry, at: new Date().toISOString() })}\n`);
  } catch (error) {
    console.error(`[outbox] cannot write ${file}: ${String(error)}`);
  }
}
