// The ONE state machine of stock movements (shipments between offices). Every kind of
// shipment (supplier -> Pusat, Pusat/KP/SC -> stockist, restocks, member sales, returns) goes
// through these transitions; a kind only changes the screens (components/stock-movements/
// config.ts), never the rules. Pure functions: no database access, so the rules are unit-tested
// and the use cases (send, receive, cancel, complaints) only load rows, call these, and post
// the planned ledger lines through postStock in one transaction.
//
//   draft --pack--> packed --send--> sent --receive--> received
//     |  <--unpack--    |              \--receive--> partially_received --settle--> (same state)
//     \---cancel--------+--cancel--> cancelled
//
// Goods in transit (docs/stock-movements.md): what a partial receipt did not confirm stays in
// transit on the movement (per line: quantity = received + in transit + settled) until it is
// settled, `settle` on partially_received, by the office that knows the outcome (planSettle,
// SETTLEMENT_SIDE): the sender returns it to its stock, sends it again as a susulan, or writes
// it off as lost with the expedition's claim; the receiver books it damaged. The movement stays
// partially_received; it is complete (stock_movements.completed_at, `isComplete`) when nothing
// is in transit any more. A full receipt completes it at once.
//
// diambil (picked up by the receiver) may be sent straight from draft: nobody packs parcels.
// Complaints: a received / partially received movement may carry a complaint (pending) that
// is approved or declined once, with a reason.

import { AppError } from "@/server/errors";
import { MOVEMENT_STATUS_LABEL as MOVEMENT_LABELS } from "@/lib/labels/stock";

export const MOVEMENT_STATUSES = [
  "draft",
  "packed",
  "sent",
  "partially_received",
  "received",
  "cancelled",
] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

export type MovementDeliveryMethod = "dikirim" | "diambil";

/**
 * Shipments with goods still on the road (docs/stock-movements.md "Goods in transit"): sent, or
 * partially received with units neither received nor settled. The one definition behind
 * filter[in_transit], the dashboards and the period's open items.
 */
export const IN_TRANSIT_WHERE = {
  OR: [{ status: "sent" as const }, { status: "partially_received" as const, completedAt: null }],
};

export type MovementEvent = "pack" | "unpack" | "send" | "receive" | "cancel" | "settle";

/** Indonesian label of each state (SPEC §4), used by the list, detail page and history. */
export const MOVEMENT_STATUS_LABEL: Record<MovementStatus, string> = MOVEMENT_LABELS;

const TRANSITIONS: Record<
  MovementEvent,
  Partial<Record<MovementStatus, readonly MovementStatus[]>>
> = {
  pack: { draft: ["packed"] },
  unpack: { packed: ["draft"] },
  send: { packed: ["sent"], draft: ["sent"] },
  receive: { sent: ["received", "partially_received"] },
  cancel: { draft: ["cancelled"], packed: ["cancelled"] },
  settle: { partially_received: ["partially_received"] },
};

/** The states an event may lead to from `from` (empty: the event is illegal there). */
export function nextStates(from: MovementStatus, event: MovementEvent): readonly MovementStatus[] {
  return TRANSITIONS[event][from] ?? [];
}

const EVENT_LABEL: Record<MovementEvent, string> = {
  pack: "dikemas",
  unpack: "dibuka kemasannya",
  send: "dikirim",
  receive: "diterima",
  cancel: "dibatalkan",
  settle: "diselesaikan (tidak ada barang dalam perjalanan)",
};

/**
 * Throws a 409 when `event` is not allowed from `from`. `send` from draft is allowed only for
 * diambil (a dikirim shipment is packed first).
 */
export function assertTransition(
  from: MovementStatus,
  event: MovementEvent,
  deliveryMethod: MovementDeliveryMethod,
): void {
  const allowed = nextStates(from, event).length > 0;
  const needsPacking = event === "send" && from === "draft" && deliveryMethod === "dikirim";
  if (!allowed || needsPacking) {
    const why = needsPacking ? " (kemas barang terlebih dahulu)" : "";
    throw new AppError(
      "CONFLICT",
      `Pengiriman berstatus ${MOVEMENT_STATUS_LABEL[from]} tidak dapat ${EVENT_LABEL[event]}${why}`,
    );
  }
}

// ---- packing ----------------------------------------------------------------------------

export type MovementLine = {
  id: string;
  productId: string;
  productCode: string;
  batchId: string | null;
  quantity: number;
  receivedQuantity: number;
  /** Sum of the line's settlements (returned, susulan, lost, damaged). */
  settledQuantity: number;
};

/** Units of a line that left the origin and are neither received nor settled. */
export function inTransitOf(
  line: Pick<MovementLine, "quantity" | "receivedQuantity" | "settledQuantity">,
  status: MovementStatus,
): number {
  if (status === "sent") return line.quantity;
  if (status !== "partially_received") return 0;
  return Math.max(0, line.quantity - line.receivedQuantity - line.settledQuantity);
}

export type PacketLine = { productId: string; quantity: number };

/**
 * Packing is complete when the packets hold exactly the quantity of every line (per product).
 * Returns the 422 items for every product packed too little or too much.
 */
export function packingProblems(
  lines: readonly MovementLine[],
  packets: readonly PacketLine[],
): string[] {
  const wanted = new Map<string, { code: string; quantity: number }>();
  for (const l of lines) {
    const w = wanted.get(l.productId) ?? { code: l.productCode, quantity: 0 };
    w.quantity += l.quantity;
    wanted.set(l.productId, w);
  }
  const packed = new Map<string, number>();
  for (const p of packets) packed.set(p.productId, (packed.get(p.productId) ?? 0) + p.quantity);
  const problems: string[] = [];
  for (const [productId, w] of wanted) {
    const got = packed.get(productId) ?? 0;
    if (got !== w.quantity) problems.push(`Produk ${w.code} dikemas ${got} dari ${w.quantity}`);
  }
  for (const productId of packed.keys()) {
    if (!wanted.has(productId)) problems.push(`Produk ${productId} tidak ada di pengiriman ini`);
  }
  return problems;
}

// ---- ledger plans -----------------------------------------------------------------------

/** One signed ledger line, in the shape of StockPostingLine (server/stock/post-stock.ts). */
export type PlannedLedgerLine = {
  warehouseId: string;
  productId: string;
  batchId: string | null;
  quantity: number;
};

/** Sending takes every line out of the origin warehouse (movement_out): goods are in transit. */
export function planSend(
  originWarehouseId: string,
  lines: readonly MovementLine[],
): PlannedLedgerLine[] {
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      warehouseId: originWarehouseId,
      productId: l.productId,
      batchId: l.batchId,
      quantity: -l.quantity,
    }));
}

export type ReceiveInput = { lineId: string; receivedQuantity: number };

export type ReceivePlan = {
  status: "received" | "partially_received";
  /** New received quantity per line id. */
  received: Map<string, number>;
  /** movement_in lines into the destination warehouse (received quantities only). */
  ledger: PlannedLedgerLine[];
  /** Units that did not arrive: they stay in transit until settled (planSettle). */
  inTransit: number;
};

/**
 * Receiving: each line's received quantity is 0..quantity (default: everything). Lines not
 * named are received in full. Anything short stays in transit on the movement: nothing is
 * posted for it and no susulan is made; the sender settles it later (planSettle).
 */
export function planReceive(
  destinationWarehouseId: string,
  lines: readonly MovementLine[],
  input: readonly ReceiveInput[] | null,
): ReceivePlan {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const given = new Map<string, number>();
  for (const [i, r] of (input ?? []).entries()) {
    const line = byId.get(r.lineId);
    if (!line) {
      throw new AppError("VALIDATION_FAILED", "Baris pengiriman tidak ditemukan", {
        source: { pointer: `/data/attributes/details/${i}/id` },
      });
    }
    // A line named twice would let the last one silently win: a 422 at the repeat instead.
    if (given.has(r.lineId)) {
      throw new AppError("VALIDATION_FAILED", "Baris pengiriman disebut lebih dari sekali", {
        source: { pointer: `/data/attributes/details/${i}/id` },
      });
    }
    if (
      !Number.isInteger(r.receivedQuantity) ||
      r.receivedQuantity < 0 ||
      r.receivedQuantity > line.quantity
    ) {
      throw new AppError(
        "VALIDATION_FAILED",
        `Jumlah diterima ${line.productCode} harus 0 sampai ${line.quantity}`,
        { source: { pointer: `/data/attributes/details/${i}/received_quantity` } },
      );
    }
    given.set(r.lineId, r.receivedQuantity);
  }
  const received = new Map<string, number>();
  const ledger: PlannedLedgerLine[] = [];
  let inTransit = 0;
  for (const l of lines) {
    const q = given.get(l.id) ?? l.quantity;
    received.set(l.id, q);
    if (q > 0)
      ledger.push({
        warehouseId: destinationWarehouseId,
        productId: l.productId,
        batchId: l.batchId,
        quantity: q,
      });
    inTransit += l.quantity - q;
  }
  return {
    status: inTransit > 0 ? "partially_received" : "received",
    received,
    ledger,
    inTransit,
  };
}

// ---- goods in transit: settlements --------------------------------------------------------

export const SETTLEMENT_OUTCOMES = ["returned", "susulan", "lost", "damaged"] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/** The office that knows each outcome, and so posts it. */
export const SETTLEMENT_SIDE: Record<SettlementOutcome, "origin" | "destination"> = {
  returned: "origin",
  susulan: "origin",
  lost: "origin",
  damaged: "destination",
};

export type SettleInput = { lineId: string; quantity: number };

export type SettlePlan = {
  /** Units settled per line id, in line order. */
  lines: { line: MovementLine; quantity: number }[];
  /** True when no unit of the movement is in transit after this settlement. */
  completes: boolean;
};

/**
 * A settlement of units in transit: each named line 1..its units in transit (422 at
 * `details/{i}/quantity`, an unknown or repeated line 422 at `details/{i}/id`). Without
 * `input`, every unit still in transit is settled. Nothing in transit is a 409.
 */
export function planSettle(
  lines: readonly MovementLine[],
  input: readonly SettleInput[] | null,
): SettlePlan {
  const open = (l: MovementLine) => inTransitOf(l, "partially_received");
  const total = lines.reduce((n, l) => n + open(l), 0);
  if (total === 0) throw new AppError("CONFLICT", "Tidak ada barang dalam perjalanan");
  const byId = new Map(lines.map((l) => [l.id, l]));
  const chosen = new Map<string, number>();
  if (input === null) {
    for (const l of lines) if (open(l) > 0) chosen.set(l.id, open(l));
  } else {
    if (input.length === 0)
      throw AppError.validation([
        { detail: "Barang wajib diisi", source: { pointer: "/data/attributes/details" } },
      ]);
    for (const [i, r] of input.entries()) {
      const line = byId.get(r.lineId);
      if (!line || chosen.has(r.lineId))
        throw AppError.validation([
          {
            detail: line ? "Baris pengiriman disebut dua kali" : "Baris pengiriman tidak ditemukan",
            source: { pointer: `/data/attributes/details/${i}/id` },
          },
        ]);
      const max = open(line);
      if (!Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > max)
        throw AppError.validation([
          {
            detail:
              max === 0
                ? `Tidak ada ${line.productCode} dalam perjalanan`
                : `Jumlah ${line.productCode} harus 1 sampai ${max} (dalam perjalanan)`,
            source: { pointer: `/data/attributes/details/${i}/quantity` },
          },
        ]);
      chosen.set(r.lineId, r.quantity);
    }
  }
  const settled = [...chosen.values()].reduce((a, b) => a + b, 0);
  return {
    lines: lines.flatMap((l) => {
      const q = chosen.get(l.id);
      return q ? [{ line: l, quantity: q }] : [];
    }),
    completes: settled === total,
  };
}

// ---- complaints -------------------------------------------------------------------------

export type ComplaintState = "pending" | "approved" | "declined" | null;

/** approveComplain / declineComplain: only on a received movement with a pending complaint. */
export function assertComplaintResolvable(
  status: MovementStatus,
  complaint: ComplaintState,
  reason: string,
): void {
  if (status !== "received" && status !== "partially_received") {
    throw new AppError("CONFLICT", "Komplain hanya untuk pengiriman yang sudah diterima");
  }
  if (complaint !== "pending") {
    throw new AppError("CONFLICT", "Tidak ada komplain yang menunggu keputusan");
  }
  if (reason.trim() === "") {
    throw new AppError("VALIDATION_FAILED", "Alasan wajib diisi", {
      source: { pointer: "/data/attributes/reason" },
    });
  }
}

export const COMPLAINT_NOT_BY_RECEIVER =
  "Komplain diputuskan oleh pengirim barang, bukan oleh kantor penerima yang mengajukannya";

/**
 * Who settles a complaint (issue 23 §5): it is raised by the receiver about the goods it
 * received, so it is decided by the other side, the sender (origin), or by the superadmin as a
 * third role; never by the receiving office (403), the superadmin included when it is Pusat's
 * own receipt.
 */
export function assertComplaintSettler(
  actor: { officeId: string | null; isSuperadmin: boolean },
  movement: { originOfficeId: string; destinationOfficeId: string },
): void {
  const receiver = actor.officeId !== null && actor.officeId === movement.destinationOfficeId;
  if (receiver || (!actor.isSuperadmin && actor.officeId !== movement.originOfficeId))
    throw new AppError("FORBIDDEN", COMPLAINT_NOT_BY_RECEIVER);
}

// ---- history ----------------------------------------------------------------------------

/** The document type of stock movements in document_status_histories. */
export const MOVEMENT_DOCUMENT_TYPE = "stock-movements";

export type MovementHistoryRow = {
  documentType: typeof MOVEMENT_DOCUMENT_TYPE;
  documentId: string;
  fromStatus: MovementStatus | null;
  toStatus: MovementStatus;
  action: string;
  userId: string | null;
  note: string | null;
};

/** The document_status_histories row written in the same transaction as a transition. */
export function historyRow(
  movementId: string,
  from: MovementStatus | null,
  to: MovementStatus,
  action: string,
  userId: string | null,
  note: string | null = null,
): MovementHistoryRow {
  return {
    documentType: MOVEMENT_DOCUMENT_TYPE,
    documentId: movementId,
    fromStatus: from,
    toStatus: to,
    action,
    userId,
    note,
  };
}
