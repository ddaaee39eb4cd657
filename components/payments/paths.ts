// Where a Kasir's order payment opens and its receipts live, and the colour of a payment's state:
// what the order's payment page reads at first load, apart from config.ts (every screen's config
// and the awaiting list's query), which the page's server reads and passes on.

/** The list routes of the two order kinds paid at the Kasir (config.ts PAYMENT_SCREENS). */
export const FAKTUR_BASE = "/kasir/pembayaran/faktur-penjualan-pusat-ke-stockist";
export const PINJAMAN_BASE = "/kasir/pembayaran/pinjaman-barang-sc";

/** The detail route of an order at the Kasir: loans on their own page, every other kind as faktur. */
export function orderPaymentPath(kind: string, id: string): string {
  return `${kind === "loan" ? PINJAMAN_BASE : FAKTUR_BASE}/${id}`;
}

export function receiptPath(kind: string, orderId: string, paymentId: string): string {
  return `${orderPaymentPath(kind, orderId)}/faktur-pembayaran/${paymentId}`;
}

export const PAYMENT_STATUS_COLOR: Record<string, "yellow" | "green" | "red"> = {
  pending: "yellow",
  verified: "green",
  cancelled: "red",
};
