-- One saldo credit per office cashback of a period close on the ledger side (as commissions and
-- retur credits have): the close's office_commissions step pays its batch with postBalances,
-- which relies on this key to credit a retried batch once.
CREATE UNIQUE INDEX "balance_trxes_cashback_once"
  ON "balance_trxes"("source_id") WHERE "type" = 'cashback' AND "source_type" = 'office_commissions';
