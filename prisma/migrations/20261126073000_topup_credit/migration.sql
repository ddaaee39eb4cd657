-- Top-ups credit what they say when created (docs/money.md "Balances"): credit_amount is what
-- approval posts to the office's saldo or deposit; for an SC deposit it is amount x the setup
-- value sc_deposit_multiplier (kept in multiplier as it was when the top-up was made), for every
-- other kind it equals amount.
ALTER TABLE "topups" ADD COLUMN "credit_amount" BIGINT;
ALTER TABLE "topups" ADD COLUMN "multiplier" DECIMAL(12,4);
UPDATE "topups" SET "credit_amount" = "amount" WHERE "credit_amount" IS NULL;
ALTER TABLE "topups" ALTER COLUMN "credit_amount" SET NOT NULL;

-- The top-up screens list one kind, optionally one state, newest first.
CREATE INDEX "topups_topup_type_id_status_created_at_idx" ON "topups"("topup_type_id", "status", "created_at");
CREATE INDEX "topups_topup_type_id_created_at_idx" ON "topups"("topup_type_id", "created_at");
-- Posting order of the balance ledger. created_at cannot give it: two postings on one office in
-- the same millisecond tie, and the order of their uuids is random. seq is taken by the INSERT,
-- which postBalance runs after its conditional UPDATE has locked the office row, so per office it
-- grows in the order the balances changed: the running sum in seq order is each row's
-- balance_after. Existing rows are numbered in (created_at, id) order.
CREATE SEQUENCE "balance_trxes_seq_seq";
ALTER TABLE "balance_trxes" ADD COLUMN "seq" BIGINT;
UPDATE "balance_trxes" b SET "seq" = x.n
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM "balance_trxes") x
WHERE x.id = b.id;
SELECT setval('"balance_trxes_seq_seq"', COALESCE((SELECT max("seq") FROM "balance_trxes"), 0) + 1, false);
ALTER TABLE "balance_trxes" ALTER COLUMN "seq" SET DEFAULT nextval('"balance_trxes_seq_seq"');
ALTER TABLE "balance_trxes" ALTER COLUMN "seq" SET NOT NULL;
ALTER SEQUENCE "balance_trxes_seq_seq" OWNED BY "balance_trxes"."seq";
CREATE UNIQUE INDEX "balance_trxes_seq_key" ON "balance_trxes"("seq");
-- Keyset paging of an office's ledger (newest first), per account and per kind.
CREATE INDEX "balance_trxes_office_id_seq_idx" ON "balance_trxes"("office_id", "seq");
CREATE INDEX "balance_trxes_office_id_account_seq_idx" ON "balance_trxes"("office_id", "account", "seq");
CREATE INDEX "balance_trxes_office_id_type_seq_idx" ON "balance_trxes"("office_id", "type", "seq");
