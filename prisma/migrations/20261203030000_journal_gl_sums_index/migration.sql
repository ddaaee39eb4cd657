-- The general ledger's sums (docs/journals.md "Scale", bench/results/general-ledger.md): an
-- account's opening balance (Σ debit − credit of every line before the range, while the periods
-- before it are not closed) and its range totals read (account_id, entry_date) and then every
-- line's heap row, a random read per line (388 ms for a year of one busy account). With debit and
-- credit in the index those sums are index-only scans. It replaces the plain
-- (account_id, entry_date) index, which served the same lookups. Prisma does not model INCLUDE
-- indexes (docs/data-model.md), so it lives here only.
DROP INDEX IF EXISTS "journal_entries_account_id_entry_date_idx";
CREATE INDEX "journal_entries_account_id_entry_date_sums_idx"
  ON "journal_entries" ("account_id", "entry_date") INCLUDE ("debit", "credit");
