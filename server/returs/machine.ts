// The states of a retur and the steps between them (docs/returns.md). Pure: the use cases lock
// the row, ask here whether the step is legal (409 naming the state otherwise), then move it
// with a conditional UPDATE on the state they read.
//
//   draft --validate--> validated --(its shipment is sent)--> shipped --(received)--> received
//     |                    |                                                           |
//     +--cancel--+---------+ (only while the shipment has not left)              set-price
//                v                                                                     v
//            cancelled                                                              priced
//
// The goods travel as a stock movement of the one shipment lifecycle (stock_movements.retur_id);
// shipped and received follow its send and receive (record-retur-shipment.ts).
import { AppError } from "@/server/errors";
import { RETUR_STATUS_LABEL, type ReturStatus } from "@/lib/labels/returs";

export type ReturAction = "edit" | "validate" | "cancel" | "ship" | "receive" | "set-price";

export const RETUR_ALLOWED_FROM: Record<ReturAction, readonly ReturStatus[]> = {
  edit: ["draft"],
  validate: ["draft"],
  cancel: ["draft", "validated"],
  ship: ["validated"],
  receive: ["shipped"],
  "set-price": ["received"],
};

const REFUSAL: Record<ReturAction, string> = {
  edit: "Retur sudah divalidasi; barang retur tidak dapat diubah",
  validate: "Hanya retur yang menunggu validasi yang dapat divalidasi",
  cancel: "Retur tidak dapat dibatalkan setelah barangnya dikirim",
  ship: "Retur belum divalidasi atau sudah dikirim",
  receive: "Retur ini tidak sedang dalam pengiriman",
  "set-price": "Harga retur hanya dapat ditetapkan setelah barangnya diterima",
};

export function canRunRetur(action: ReturAction, from: ReturStatus): boolean {
  return RETUR_ALLOWED_FROM[action].includes(from);
}

/** 409 naming the current state when `action` is not legal from `from`. */
export function assertReturTransition(action: ReturAction, from: ReturStatus): void {
  if (!canRunRetur(action, from))
    throw AppError.conflict(`${REFUSAL[action]} (status sekarang: ${RETUR_STATUS_LABEL[from]})`);
}
