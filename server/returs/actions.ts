// State changes of returs and their shipments as custom actions (SPEC §7 "Returns",
// docs/returns.md):
//   PATCH|POST returs/{id}/-actions/validate-retur   draft -> validated, makes its shipment (no body)
//   PATCH|POST returs/{id}/-actions/set-price        received -> priced, credits once
//       attributes: details [{id, price}] (optional: default prices)
//   PATCH|POST returs/{id}/-actions/cancel           draft|validated -> cancelled; attributes: reason
//   GET        returs/{id}/-actions/history          the state history
//   PATCH|POST retur-shipments/{id}/-actions/ship    attributes: expedition_id, tracking_number,
//       shipping_cost, weight
//   PATCH|POST retur-shipments/{id}/-actions/receive attributes: details [{id, received_quantity}]
//   GET        retur-shipments/{id}/-actions/history the shipment's state history
//   GET        returs/-actions/export-pdf | export-excel  the list as a file (export-returs.ts)
// Each write is one transaction around its use case (notices pushed after the commit); the answer
// is the resource with meta.message. Idempotency-Key is honoured by the wrapper (handle.ts).
import { z } from "zod";
import type { ActionDef } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { historyAction, memberTransition } from "@/server/jsonapi/member-actions";
import { withNotices } from "@/server/notifications/transactional";
import { ZCancelReturInput, ZSetReturPriceInput, RETUR_STATUS_LABEL } from "@/lib/schemas/returs";
import { MOVEMENT_DOCUMENT_TYPE, MOVEMENT_STATUS_LABEL } from "@/server/stock/movements/machine";
import { RECEIVE_FAILED, titled } from "@/server/stock/movements/actions";
import { cancelRetur } from "./cancel-retur";
import { RETUR_DOCUMENT_TYPE } from "./history";
import { returs, returShipments } from "./resources";
import { setReturPrice } from "./set-retur-price";
import { receiveReturShipment, shipReturShipment } from "./ship-retur-shipment";
import { validateRetur } from "./validate-retur";
import { returExportActions } from "./export-returs";

const ZNone = z.strictObject({});

const ZShip = z.strictObject({
  expedition_id: z.string().uuid("Ekspedisi tidak valid").nullish(),
  tracking_number: z.string().trim().max(100, "Maksimal 100 karakter").nullish(),
  shipping_cost: z
    .number({ message: "Ongkos kirim harus berupa angka" })
    .int("Ongkos kirim harus bilangan bulat")
    .min(0, "Ongkos kirim tidak boleh negatif")
    .max(1_000_000_000_000)
    .nullish(),
  weight: z
    .number({ message: "Berat harus berupa angka" })
    .int("Berat harus bilangan bulat")
    .min(0, "Berat tidak boleh negatif")
    .max(10_000_000)
    .nullish(),
});

const ZReceive = z.strictObject({
  details: z
    .array(
      z.strictObject({
        id: z.string().uuid("Baris pengiriman tidak valid"),
        received_quantity: z
          .number({ message: "Jumlah diterima harus berupa angka" })
          .int("Jumlah diterima harus bilangan bulat"),
      }),
    )
    .max(1000)
    .optional(),
});

export const returActions: ActionDef[] = [
  ...returExportActions,
  historyAction("returs", RETUR_DOCUMENT_TYPE, RETUR_STATUS_LABEL),
  historyAction("retur-shipments", MOVEMENT_DOCUMENT_TYPE, MOVEMENT_STATUS_LABEL),
  memberTransition({
    type: "returs",
    name: "validate-retur",
    message: "Retur berhasil divalidasi",
    body: "jsonapi",
    commit: withNotices,
    input: (ctx, _actor, id) => {
      if (Object.keys(ctx.body).length > 0)
        validateInput(returs, ZNone, inputFromDocument(returs, ctx.body, id));
    },
    apply: (tx, actor, id) => validateRetur(tx, { returId: id }, actor),
  }),
  memberTransition({
    type: "returs",
    name: "set-price",
    message: "Harga retur ditetapkan dan saldo dikreditkan",
    body: "jsonapi",
    commit: withNotices,
    input: (ctx, _actor, id) =>
      Object.keys(ctx.body).length > 0
        ? validateInput(returs, ZSetReturPriceInput, inputFromDocument(returs, ctx.body, id))
        : {},
    apply: (tx, actor, id, input) =>
      setReturPrice(tx, { returId: id, details: input.details ?? null }, actor),
  }),
  memberTransition({
    type: "returs",
    name: "cancel",
    message: "Retur berhasil dibatalkan",
    body: "jsonapi",
    input: (ctx, _actor, id) =>
      validateInput(returs, ZCancelReturInput, inputFromDocument(returs, ctx.body, id)),
    apply: (tx, actor, id, input) => cancelRetur(tx, { returId: id, reason: input.reason }, actor),
  }),
  memberTransition({
    type: "retur-shipments",
    name: "ship",
    message: "Barang retur berhasil dikirim",
    body: "jsonapi",
    commit: withNotices,
    input: (ctx, _actor, id) =>
      validateInput(returShipments, ZShip, inputFromDocument(returShipments, ctx.body, id)),
    apply: (tx, actor, id, input) =>
      shipReturShipment(
        tx,
        id,
        {
          expeditionId: input.expedition_id,
          trackingNumber: input.tracking_number,
          shippingCost: input.shipping_cost,
          weight: input.weight,
        },
        actor,
      ),
  }),
  memberTransition({
    type: "retur-shipments",
    name: "receive",
    message: "Barang retur berhasil diterima",
    body: "jsonapi",
    commit: (db, fn) => titled(RECEIVE_FAILED, () => withNotices(db, fn)),
    input: (ctx, _actor, id) =>
      validateInput(returShipments, ZReceive, inputFromDocument(returShipments, ctx.body, id)),
    apply: (tx, actor, id, input) =>
      receiveReturShipment(
        tx,
        id,
        input.details?.map((d) => ({ lineId: d.id, receivedQuantity: d.received_quantity })) ??
          null,
        actor,
      ),
  }),
];
