// Constants of stock without zod, so screens that only show them do not load the validation
// library (docs/browser-performance.md). lib/schemas/stock re-exports them for the server.

/** Batches expiring within this many days count as 'segera kedaluwarsa'. */
export const BATCH_EXPIRING_DAYS = 90;
