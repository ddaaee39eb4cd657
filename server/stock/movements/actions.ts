// Transitions of stock movements that post no stock, as custom actions of SPEC §7 "Stock":
//   PATCH|POST stock-movements/{id}/-actions/cancel            draft|packed -> cancelled (reason)
//   PATCH|POST stock-movements/{id}/-actions/approveComplain   pending complaint -> approved (reason)
//   PATCH|POST stock-movements/{id}/-actions/declineComplain   pending complaint -> declined (reason)
// Body: {"data": {"type": "stock-movements", "id": "<id>", "attributes": {"reason": "..."}}}.
// Each runs in one transaction: a conditional UPDATE on the expected state (a concurrent change
// is a 409, never a lost update) and a document_status_histories row. A movement outside the
// caller's office scope is a 404.
import { z } from "zod";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import type { Db } from "@/server/prisma-client";
import {
  assertComplaintResolvable,
  assertTransition,
  historyRow,
  type ComplaintState,
  type MovementStatus,
} from "./machine";
import { recordMovementTransition } from "./history";
import { movementWhere } from "./scope";
import { stockMovements } from "./resources";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const ZReason = z.object({ reason: z.string().trim().max(1000).optional().default("") });

async function engineOf() {
  // Loaded lazily: the registry imports this module.
  return (await import("@/server/api/registry")).engine;
}

async function loadInScope(tx: Tx, actor: Actor, id: string) {
  const scope = movementWhere(actor);
  const row = await tx.stockMovement.findFirst({
    where: { id, deletedAt: null, ...(scope ?? {}) },
    select: { id: true, status: true, deliveryMethod: true, complaintStatus: true },
  });
  if (!row) throw AppError.notFound("Pengiriman tidak ditemukan");
  return row;
}

async function movementDocument(ctx: HandlerContext, id: string, message: string) {
  const engine = await engineOf();
  const url = new URL(`/api/v1/stock-movements/${id}`, ctx.url);
  const doc = await engine.read({ db: ctx.db, actor: ctx.actor, url }, "stock-movements", id);
  return documentResponse({ ...doc, meta: { message } });
}

function transitionAction(
  name: string,
  permission: string,
  message: string,
  apply: (tx: Tx, actor: Actor, id: string, reason: string) => Promise<void>,
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
      if (!hasPermission(actor, permission)) throw AppError.forbidden();
      const id = ctx.id ?? "";
      const input = validateInput(
        stockMovements,
        ZReason,
        inputFromDocument(stockMovements, ctx.body, id),
      );
      await ctx.db.$transaction((tx) => apply(tx, actor, id, input.reason));
      return movementDocument(ctx, id, message);
    },
  };
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
  async (tx, actor, id, reason) => {
    const m = await loadInScope(tx, actor, id);
    const from = m.status as MovementStatus;
    assertTransition(from, "cancel", m.deliveryMethod);
    // Nothing was taken from the origin before sending, so nothing is released.
    await guardedUpdate(tx, id, from, {
      status: "cancelled",
      cancelledAt: new Date(),
      cancelReason: reason || null,
    });
    await recordMovementTransition(
      tx,
      historyRow(id, from, "cancelled", "cancel", actor.userId, reason || null),
    );
  },
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

export const movementActions: ActionDef[] = [
  cancel,
  complaintAction("approveComplain"),
  complaintAction("declineComplain"),
];
