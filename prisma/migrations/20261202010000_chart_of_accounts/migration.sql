-- Journals for every rupiah (issue 26 §1, docs/journals.md): the chart of accounts, one ledger
-- account per office bank account, every journal line tied to its account, the journal-number
-- sequence and the closing balances per period (close step closing_balances).

CREATE TYPE "account_kind" AS ENUM ('asset', 'liability', 'equity', 'revenue', 'expense');
CREATE TYPE "account_side" AS ENUM ('debit', 'credit');

CREATE TABLE "accounts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "kind" "account_kind" NOT NULL,
    "normal_side" "account_side" NOT NULL,
    "office_bank_id" UUID,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "accounts_code_key" ON "accounts"("code");
CREATE UNIQUE INDEX "accounts_office_bank_id_key" ON "accounts"("office_bank_id");
CREATE INDEX "accounts_kind_idx" ON "accounts"("kind");
-- A bank account is soft-deleted in the product; a hard delete keeps its ledger account.
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_office_bank_id_fkey"
  FOREIGN KEY ("office_bank_id") REFERENCES "office_banks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Numbers the bank accounts' ledger accounts (1102.0001, ...).
CREATE SEQUENCE "account_bank_seq";
-- Numbers the journal entries (JU-YYYYMM-00000001).
CREATE SEQUENCE "journal_number_seq";

-- The chart (server/journals/accounts.ts holds the same codes as constants).
INSERT INTO "accounts" ("code", "name", "kind", "normal_side", "description") VALUES
  ('1101', 'Kas', 'asset', 'debit', 'Uang tunai yang diterima kasir'),
  ('1102', 'Bank', 'asset', 'debit', 'Bank tanpa rekening kantor tertentu'),
  ('1103', 'Giro', 'asset', 'debit', 'Giro yang diterima'),
  ('1109', 'Kas Lainnya', 'asset', 'debit', 'Metode pembayaran lain'),
  ('1201', 'Piutang Usaha', 'asset', 'debit', NULL),
  ('1301', 'Persediaan', 'asset', 'debit', 'Nilai stok pada harga beli (HPP)'),
  ('2101', 'Saldo Titipan Kantor', 'liability', 'credit', 'Saldo stockist dan SC yang dititipkan di Pusat'),
  ('2102', 'Deposit SC', 'liability', 'credit', 'Deposit Stockist Center'),
  ('2201', 'Hutang Supplier', 'liability', 'credit', NULL),
  ('3101', 'Laba Ditahan', 'equity', 'credit', 'Laba rugi periode yang sudah ditutup'),
  ('4101', 'Penjualan', 'revenue', 'credit', 'Penjualan yang sudah dibayar'),
  ('4102', 'Retur Penjualan', 'revenue', 'debit', 'Kredit saldo atas retur'),
  ('5101', 'Harga Pokok Penjualan', 'expense', 'debit', NULL),
  ('5102', 'Beban Cashback', 'expense', 'debit', NULL),
  ('5103', 'Beban Komisi', 'expense', 'debit', NULL),
  ('5104', 'Beban Insentif Deposit SC', 'expense', 'debit', 'Selisih deposit yang dikreditkan di atas yang dibayar'),
  ('5105', 'Selisih Persediaan', 'expense', 'debit', 'Penyesuaian stok pada harga beli'),
  ('5106', 'Selisih Penyesuaian Saldo', 'expense', 'debit', 'Penyesuaian saldo oleh Pusat');

-- One ledger account per existing office bank account; new ones are added by the posting that
-- first uses them (server/journals/accounts.ts, same naming).
INSERT INTO "accounts" ("code", "name", "kind", "normal_side", "office_bank_id")
SELECT '1102.' || lpad(nextval('account_bank_seq')::text, 4, '0'),
       left(concat_ws(' ', 'Bank', b.name, ob.account_number, '(' || o.code || ')'), 255),
       'asset', 'debit', ob.id
FROM (SELECT * FROM "office_banks" ORDER BY "created_at", "id") ob
JOIN "banks" b ON b.id = ob.bank_id
JOIN "offices" o ON o.id = ob.office_id;

-- Every line names its account. Nothing wrote journal_entries before this migration; a line
-- whose code is not in the chart would fail the NOT NULL below (on purpose).
ALTER TABLE "journal_entries" ADD COLUMN "account_id" UUID;
UPDATE "journal_entries" j SET "account_id" = a.id FROM "accounts" a WHERE a.code = j.account_code;
ALTER TABLE "journal_entries" ALTER COLUMN "account_id" SET NOT NULL;
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_fkey"
  FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "journal_entries_account_id_entry_date_idx" ON "journal_entries"("account_id", "entry_date");
-- Lines are derived from their documents and always whole entries of one period: an office that
-- is hard-deleted (never in the product, which soft-deletes) leaves its lines without office, and a
-- period is deleted only when no document lies in it (their foreign keys restrict it), taking its
-- lines with it, entry by entry, so the books stay balanced.
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_office_id_fkey";
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_office_id_fkey"
  FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_period_id_fkey";
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_period_id_fkey"
  FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- The list's default order (newest first) and its keyset.
CREATE INDEX "journal_entries_entry_date_id_idx" ON "journal_entries"("entry_date", "id");

CREATE TABLE "account_period_balances" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "period_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "opening" BIGINT NOT NULL DEFAULT 0,
    "debit" BIGINT NOT NULL DEFAULT 0,
    "credit" BIGINT NOT NULL DEFAULT 0,
    "closing" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "account_period_balances_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "account_period_balances_sum_check" CHECK ("closing" = "opening" + "debit" - "credit")
);
CREATE UNIQUE INDEX "account_period_balances_period_id_account_id_key"
  ON "account_period_balances"("period_id", "account_id");
CREATE INDEX "account_period_balances_account_id_idx" ON "account_period_balances"("account_id");
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_period_id_fkey"
  FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "account_period_balances" ADD CONSTRAINT "account_period_balances_account_id_fkey"
  FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
