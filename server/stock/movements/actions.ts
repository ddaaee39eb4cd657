// Transitions of stock movements that post no stock, as custom actions of SPEC §7 "Stock":
//   PATCH|POST stock-movements/{id}/-actions/cancel            draft|packed -> cancelled (reason)
//   PATCH|POST stock-movements/{id}/-actions/approveComplain   pending complaint -> approved (reason)
//   PATCH|POST stock-movements/{id}/-actions/declineComplain   pending complaint -> declined (reason)
// Body: {"data": {"type": "stock-movements", "id": "<id>", "attributes": {"reason": "..."}}}.
// Each runs in one transaction: a conditional UPDATE on the expected state (a concurrent change
// is a 409, never a lost update) and a document_status_histories row. A movement outside the
// caller's office scope is a 404.
import { z } from "zod";
import { jakartaToday } from "@/lib/business-date";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { historyAction, memberDocument, memberTransition } from "@/server/jsonapi/member-actions";
import type { Db } from "@/server/prisma-client";
import {
  assertComplaintResolvable,
  assertComplaintSettler,
  historyRow,
  MOVEMENT_DOCUMENT_TYPE,
  MOVEMENT_STATUS_LABEL,
  type ComplaintState,
  type MovementStatus,
} from "./machine";
import { withNotices } from "@/server/notifications/transactional";
import { recordMovementTransition } from "./history";
import { movementWhere } from "./scope";
import { stockMovements } from "./resources";
import { cancelMovement, packMovement, receiveAll, receiveMovement, sendMovement } from "./write";
import { settleMovement } from "./settle";
import { SETTLEMENT_OUTCOMES, SETTLEMENT_SIDE } from "./machine";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const ZReason = z.object({ reason: z.string().trim().max(1000).optional().default("") });

async function loadInScope(tx: Tx, actor: Actor, id: string) {
  const scope = movementWhere(actor);
  const row = await tx.stockMovement.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: {
      id: true,
      status: true,
      deliveryMethod: true,
      complaintStatus: true,
      originOfficeId: true,
      destinationOfficeId: true,
    },
  });
  if (!row) throw AppError.notFound("Pengiriman tidak ditemukan");
  return row;
}

function movementDocument(ctx: ActionContext, id: string, message: string) {
  return memberDocument(ctx, "stock-movements", id, message);
}

function transitionAction(
  name: string,
  permission: string,
  message: string,
  apply: (tx: Tx, actor: Actor, id: string, reason: string) => Promise<void>,
): ActionDef {
  return memberTransition({
    type: "stock-movements",
    name,
    message,
    body: "jsonapi",
    input(ctx, actor, id) {
      if (!hasPermission(actor, permission)) throw AppError.forbidden();
      return validateInput(
        stockMovements,
        ZReason,
        inputFromDocument(stockMovements, ctx.body, id),
      );
    },
    apply: (tx, actor, id, input) => apply(tx, actor, id, input.reason),
  });
}

/** Moves `id` from `from` to `to` only if it is still in `from` (else 409). */
async function guardedUpdate(
  tx: Tx,
  id: string,
  from: MovementStatus,
  data: Parameters<Tx["stockMovement"]["updateMany"]>[0]["data"],
  extraWhere: Record<string, unknown> = {},
): Promise<void> {
  const res = await tx.stockMovement.updateMany({
    where: { id, status: from, ...extraWhere },
    data,
  });
  if (res.count !== 1) throw AppError.conflict("Pengiriman sudah diubah oleh pengguna lain");
}

const cancel = transitionAction(
  "cancel",
  "stock-movements.update",
  "Pengiriman berhasil dibatalkan",
  (tx, actor, id, reason) => cancelMovement(tx, id, reason, actor),
);

function complaintAction(name: "approveComplain" | "declineComplain") {
  const approved = name === "approveComplain";
  return transitionAction(
    name,
    approved ? "stock-movements.approve-complain" : "stock-movements.decline-complain",
    approved ? "Komplain berhasil disetujui" : "Komplain berhasil ditolak",
    async (tx, actor, id, reason) => {
      const m = await loadInScope(tx, actor, id);
      const status = m.status as MovementStatus;
      assertComplaintSettler(actor, m);
      assertComplaintResolvable(status, m.complaintStatus as ComplaintState, reason);
      await guardedUpdate(
        tx,
        id,
        status,
        {
          complaintStatus: approved ? "approved" : "declined",
          complaintResolution: reason,
          complaintResolvedAt: new Date(),
        },
        { complaintStatus: "pending" },
      );
      await recordMovementTransition(
        tx,
        historyRow(id, status, status, name, actor.userId, reason),
      );
    },
  );
}

// ---- transitions that post stock (write.ts) ----------------------------------------------
//   PATCH|POST stock-movements/{id}/-actions/pack      draft -> packed (packets hold every line)
//   PATCH|POST stock-movements/{id}/-actions/send      -> sent: movement_out from the origin
//       attributes: expedition_id (dikirim: required), tracking_number, shipping_cost
//   PATCH|POST stock-movements/{id}/-actions/recieve   (SPEC's spelling; `receive` is the alias)
//       attributes: details [{id, received_quantity}] (default: all) -> movement_in, susulan
//   PATCH stock-movements/-actions/receive-all          attributes: code
//   PATCH|POST stock-movements/{id}/-actions/settle    units in transit of a partially received
//       movement: outcome (returned | susulan | lost: the sender, stock-movements.send;
//       damaged: the receiver, stock-movements.receive), reason, details [{id, quantity}]
//       (default: everything in transit), lost: claim_reference, expedition_id (default the
//       movement's); settle.ts
// Each runs in one transaction; Idempotency-Key is honoured by the wrapper (handle.ts).

export const RECEIVE_FAILED = "Pengiriman gagal diterima";

/** Errors of a receive carry the SPEC §8 title the screen shows (retur-shipments' receive too). */
export function titled<T>(title: string, fn: () => Promise<T>): Promise<T> {
  return fn().catch((error: unknown) => {
    if (error instanceof AppError)
      throw new AppError(error.code, error.message, {
        items: error.items.map((i) => ({ ...i, title })),
        headers: error.headers,
      });
    throw error;
  });
}

const ZPack = z.object({}).strict();

const ZSend = z
  .object({
    expedition_id: z.string().uuid("Ekspedisi tidak valid").nullish(),
    tracking_number: z.string().trim().max(100).nullish(),
    shipping_cost: z
      .number({ message: "Ongkos kirim harus berupa angka" })
      .int("Ongkos kirim harus bilangan bulat")
      .min(0, "Ongkos kirim tidak boleh negatif")
      .max(1_000_000_000_000)
      .nullish(),
  })
  .strict();

const ZReceive = z
  .object({
    details: z
      .array(
        z
          .object({
            id: z.string().uuid("Baris pengiriman tidak valid"),
            received_quantity: z
              .number({ message: "Jumlah diterima harus berupa angka" })
              .int("Jumlah diterima harus bilangan bulat"),
          })
          .strict(),
      )
      .max(1000)
      .optional(),
  })
  .strict();

const ZSettle = z
  .object({
    outcome: z.enum(SETTLEMENT_OUTCOMES, { message: "Penyelesaian tidak valid" }),
    reason: z
      .string({ message: "Alasan wajib diisi" })
      .trim()
      .min(1, "Alasan wajib diisi")
      .max(1000, "Alasan maksimal 1000 karakter"),
    details: z
      .array(
        z
          .object({
            id: z.string().uuid("Baris pengiriman tidak valid"),
            quantity: z
              .number({ message: "Jumlah harus berupa angka" })
              .int("Jumlah harus bilangan bulat"),
          })
          .strict(),
      )
      .max(1000)
      .optional(),
    expedition_id: z.string().uuid("Ekspedisi tidak valid").nullish(),
    claim_reference: z.string().trim().max(100, "Nomor klaim maksimal 100 karakter").nullish(),
  })
  .strict();

const ZReceiveAll = z
  .object({ code: z.string().trim().min(1, "Kode pengiriman wajib diisi").max(64) })
  .strict();

function memberAction(
  name: string,
  permission: string,
  message: string,
  run: (ctx: ActionContext, tx: Tx, actor: Actor, id: string) => Promise<void>,
  title?: string,
): ActionDef {
  return {
    type: "stock-movements",
    name,
    scope: "member",
    methods: ["PATCH", "POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      const id = ctx.id ?? "";
      const go = async () => {
        if (!hasPermission(actor, permission)) throw AppError.forbidden();
        // withNotices: a send's notice to the buyer (order-notices.ts) is pushed after the commit.
        await withNotices(ctx.db, (tx) => run(ctx, tx, actor, id));
      };
      await (title ? titled(title, go) : go());
      return movementDocument(ctx, id, message);
    },
  };
}

const pack = memberAction(
  "pack",
  "stock-movements.update",
  "Barang berhasil dikemas",
  async (ctx, tx, actor, id) => {
    if (Object.keys(ctx.body).length > 0)
      validateInput(stockMovements, ZPack, inputFromDocument(stockMovements, ctx.body, id));
    await packMovement(tx, id, actor);
  },
);

const send = memberAction(
  "send",
  "stock-movements.send",
  "Barang berhasil dikirim",
  async (ctx, tx, actor, id) => {
    const input = validateInput(
      stockMovements,
      ZSend,
      inputFromDocument(stockMovements, ctx.body, id),
    );
    await sendMovement(
      tx,
      id,
      {
        expeditionId: input.expedition_id,
        trackingNumber: input.tracking_number,
        shippingCost: input.shipping_cost,
      },
      actor,
    );
  },
);

function receiveAction(name: "recieve" | "receive"): ActionDef {
  return memberAction(
    name,
    "stock-movements.receive",
    "Barang berhasil diterima",
    async (ctx, tx, actor, id) => {
      const input = validateInput(
        stockMovements,
        ZReceive,
        inputFromDocument(stockMovements, ctx.body, id),
      );
      await receiveMovement(
        tx,
        id,
        input.details?.map((d) => ({ lineId: d.id, receivedQuantity: d.received_quantity })) ??
          null,
        actor,
      );
    },
    RECEIVE_FAILED,
  );
}

/**
 * The permission follows the outcome's side: the sender's (returned, susulan, lost) needs
 * stock-movements.send, the receiver's (damaged) stock-movements.receive; the body is read
 * first to know which (a malformed body is a 422 for anyone allowed to do either).
 */
const settle: ActionDef = {
  type: "stock-movements",
  name: "settle",
  scope: "member",
  methods: ["PATCH", "POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    const id = ctx.id ?? "";
    if (
      !hasPermission(actor, "stock-movements.send") &&
      !hasPermission(actor, "stock-movements.receive")
    )
      throw AppError.forbidden();
    const input = validateInput(
      stockMovements,
      ZSettle,
      inputFromDocument(stockMovements, ctx.body, id),
    );
    const side = SETTLEMENT_SIDE[input.outcome];
    if (
      !hasPermission(actor, side === "origin" ? "stock-movements.send" : "stock-movements.receive")
    )
      throw AppError.forbidden();
    // withNotices: a susulan settlement tells the sender's users it waits to be packed.
    const result = await withNotices(ctx.db, (tx) =>
      settleMovement(
        tx,
        id,
        {
          outcome: input.outcome,
          reason: input.reason,
          details: input.details?.map((d) => ({ lineId: d.id, quantity: d.quantity })) ?? null,
          expeditionId: input.expedition_id,
          claimReference: input.claim_reference,
        },
        actor,
      ),
    );
    return memberDocument(
      ctx,
      "stock-movements",
      id,
      "Barang dalam perjalanan berhasil diselesaikan",
      {
        meta: {
          settlement_ids: result.settlementIds,
          susulan_id: result.susulanId,
          completed: result.completed,
        },
      },
    );
  },
};

const receiveAllAction: ActionDef = {
  type: "stock-movements",
  name: "receive-all",
  scope: "collection",
  methods: ["PATCH"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    const ids = await titled(RECEIVE_FAILED, async () => {
      if (!hasPermission(actor, "stock-movements.receive")) throw AppError.forbidden();
      const input = validateInput(
        stockMovements,
        ZReceiveAll,
        inputFromDocument(stockMovements, ctx.body),
      );
      return ctx.db.$transaction((tx) => receiveAll(tx, input.code, actor));
    });
    const engine = ctx.engine;
    const docs = await Promise.all(
      ids.map((id) =>
        engine.read(
          { db: ctx.db, actor, url: new URL(`/api/v1/stock-movements/${id}`, ctx.url) },
          "stock-movements",
          id,
        ),
      ),
    );
    return documentResponse({
      data: docs.map((d) => d.data),
      meta: { message: "Barang berhasil diterima", received: ids.length },
      jsonapi: { version: "1.0" },
    });
  },
};

// ---- reads for the detail and packing pages ----------------------------------------------
//   GET stock-movements/{id}/-actions/history             the state history (who, when, from, to,
//       reason), oldest first, as document-status-histories
//   GET stock-movements/{id}/-actions/batch-suggestions   FEFO: per product of the lines, the
//       origin warehouse's batches with stock that are not expired (expiry >= Jakarta today),
//       earliest expiry first (at most 5 per product)
// Visibility exactly as GET stock-movements/{id} decides it (permission and row scope: 404).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readAction(
  name: string,
  body: (ctx: ActionContext, id: string) => Promise<Response>,
): ActionDef {
  return {
    type: "stock-movements",
    name,
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      // A malformed id is a 404 like an unknown one (no database error).
      const id = UUID.test(ctx.id ?? "") ? (ctx.id ?? "") : "00000000-0000-0000-0000-000000000000";
      await ctx.engine.assertVisible(ctx.db, ctx.actor, "stock-movements", id);
      return body(ctx, id);
    },
  };
}

const history = historyAction("stock-movements", MOVEMENT_DOCUMENT_TYPE, MOVEMENT_STATUS_LABEL);

const SUGGESTIONS_PER_PRODUCT = 5;

const batchSuggestions = readAction("batch-suggestions", async (ctx, id) => {
  const m = await ctx.db.stockMovement.findUniqueOrThrow({
    where: { id },
    select: {
      originOfficeId: true,
      originWarehouseId: true,
      movementDetails: { select: { productId: true } },
    },
  });
  // The lots and quantities of the origin warehouse are the sender's (packing is its step); the
  // receiving office sees the movement but not the sender's stock (stock-batches: 404 there).
  const actor = ctx.requireActor();
  if (!actor.isSuperadmin && actor.officeId !== m.originOfficeId)
    throw AppError.forbidden("Hanya kantor pengirim yang dapat melihat saran batch pengiriman ini");
  const products = [...new Set(m.movementDetails.map((d) => d.productId))];
  const warehouseId = m.originWarehouseId;
  const today = jakartaToday();
  // One indexed query per product (batches(product_id, expired_at)); a movement has few lines.
  const perProduct = warehouseId
    ? await Promise.all(
        products.map((productId) =>
          ctx.db.batch.findMany({
            // An expired lot is never suggested (it can only be chosen with allow_expired on
            // the line, write.ts assertBatches); no expiry counts as not expired.
            where: {
              warehouseId,
              productId,
              quantity: { gt: 0 },
              OR: [{ expiredAt: null }, { expiredAt: { gte: today } }],
            },
            orderBy: [{ expiredAt: { sort: "asc", nulls: "last" } }, { code: "asc" }],
            take: SUGGESTIONS_PER_PRODUCT,
            select: { id: true, code: true, productId: true, expiredAt: true, quantity: true },
          }),
        ),
      )
    : [];
  return documentResponse({
    jsonapi: { version: "1.0" },
    data: perProduct.flat().map((b) => ({
      type: "batches",
      id: b.id,
      attributes: {
        code: b.code,
        product_id: b.productId,
        expired_at: b.expiredAt ? b.expiredAt.toISOString().slice(0, 10) : null,
        quantity: b.quantity,
      },
    })),
  });
});

export const movementActions: ActionDef[] = [
  history,
  batchSuggestions,
  cancel,
  complaintAction("approveComplain"),
  complaintAction("declineComplain"),
  pack,
  send,
  receiveAction("recieve"),
  receiveAction("receive"),
  receiveAllAction,
  settle,
];
