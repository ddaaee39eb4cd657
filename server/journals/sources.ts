// The journal source of each money document (journal_entries.source_type; source_id is the row).
/** A saldo / deposit posting: its balance_trxes row (postBalance). */
export const BALANCE_JOURNAL_SOURCE = "balance_trxes";
/** An order's payment (its cash, bank and giro lines). */
export const PAYMENT_SOURCE = "payments";
/** A report's payment bundle (one method). */
export const PAYMENT_BUNDLE_SOURCE = "payment_bundles";
/** A stock adjustment: its stock_trxes row. */
export const ADJUSTMENT_JOURNAL_SOURCE = "stock_trxes";
/** The closing journal of a period (close step closing_balances). */
export const CLOSING_SOURCE = "periods";
