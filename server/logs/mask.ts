// Secrets never reach a log that others read (docs/security-data.md): the mail and WhatsApp logs
// are written with every secret of the message (a PIN, a verification code, a reset token)
// replaced by a mask, whether or not the message is really delivered, so neither the database
// row nor any screen or endpoint that serves it holds the secret. In log-only mode (no SMTP, no
// WhatsApp gateway) a development or test setup can still receive the full message through the
// outbox file (outbox.ts).
export const SECRET_MASK = "•••";

export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((t, s) => t.split(s).join(SECRET_MASK), text);
}
