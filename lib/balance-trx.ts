// Display names of balance transaction types (prisma enum BalanceTrxType).

export const BALANCE_TRX_TYPE_LABEL: Record<string, string> = {
  topup: "Topup",
  deposit: "Deposit",
  order_payment: "Pembayaran Order",
  order_refund: "Pengembalian Dana Order",
  retur_credit: "Saldo Retur",
  cashback: "Cashback",
  commission: "Komisi",
  withdrawal: "Penarikan",
  adjustment: "Penyesuaian",
};

/** Every kind of balance_trxes row (the BalanceTrxType enum), in the order the filters list them. */
export const BALANCE_TRX_TYPES = [
  "topup",
  "deposit",
  "order_payment",
  "order_refund",
  "retur_credit",
  "cashback",
  "commission",
  "withdrawal",
  "adjustment",
] as const;
export type BalanceTrxKind = (typeof BALANCE_TRX_TYPES)[number];

export const BALANCE_ACCOUNT_LABEL: Record<"balance" | "deposit", string> = {
  balance: "Saldo",
  deposit: "Deposit",
};
