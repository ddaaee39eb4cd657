// The zod-free part of lib/schemas/qrcodes.ts, for browser modules (components/forms/
// lazy-resolver.ts); lib/schemas/qrcodes.ts re-exports it, so server code imports either.

export const QR_MAX_QUANTITY = 10_000;
