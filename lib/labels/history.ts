// The Indonesian label of every action a document's status history records
// (server/history/document-history.ts; the `action` of document-status-histories), read by the
// one place history rows are rendered (historyRows in components/widgets/detail-parts.tsx). A
// document may word an action its own way (a purchase order's 'submit' is 'Dikirim ke
// supplier'); anything without a label shows HISTORY_ACTION_FALLBACK, never the raw action name.
import { SETTLEMENT_OUTCOME_LABEL } from "./stock";

export const HISTORY_ACTION_LABEL: Readonly<Record<string, string>> = {
  create: "Dibuat",
  update: "Diubah",
  "update-line": "Baris diubah",
  delete: "Dihapus",
  duplicate: "Diduplikat",
  submit: "Dikirim",
  withdraw: "Dikembalikan ke draft",
  validate: "Divalidasi",
  unvalidate: "Validasi dibatalkan",
  verify: "Diverifikasi",
  paid: "Lunas",
  "acc-payment": "Acc pembayaran",
  release: "Siap dikirim",
  "cancel-payment": "Pembayaran dibatalkan",
  "cancel-stock-movement": "Ditolak gudang",
  cancel: "Dibatalkan",
  process: "Mulai disiapkan",
  receipt: "Barang diterima",
  pack: "Dikemas",
  unpack: "Kemasan dibuka",
  send: "Dikirim",
  receive: "Diterima",
  handover: "Diserahkan",
  susulan: "Susulan dibuat",
  // Settlements of goods in transit, on the movement and on its order or purchase order.
  "settle-returned": SETTLEMENT_OUTCOME_LABEL.returned,
  "settle-susulan": SETTLEMENT_OUTCOME_LABEL.susulan,
  "settle-lost": SETTLEMENT_OUTCOME_LABEL.lost,
  "settle-damaged": SETTLEMENT_OUTCOME_LABEL.damaged,
  // A document's delivery state recomputed from its shipments (migration backfill).
  delivery: "Status pengiriman",
  classify: "Dipilah",
  approveComplain: "Komplain disetujui",
  declineComplain: "Komplain ditolak",
  resolve: "Diselesaikan",
  reject: "Ditolak",
  // Returs (docs/returns.md).
  "add-line": "Baris ditambah",
  "delete-line": "Baris dihapus",
  ship: "Dikirim",
  "set-price": "Harga ditetapkan",
};

/** Shown for an action no label names (a new action before its label is added). */
export const HISTORY_ACTION_FALLBACK = "Status diubah";

/** The label of `action` for a document with its own wording `own` (which wins). */
export function historyActionLabel(
  action: string | null,
  own: Readonly<Record<string, string>> = {},
): string {
  if (!action) return "-";
  return own[action] ?? HISTORY_ACTION_LABEL[action] ?? HISTORY_ACTION_FALLBACK;
}
