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
