// Pilah stock over the API (SPEC §7 "Stock"; use cases in classify-stocks.ts):
//   PATCH|POST stock-movements/{id}/-actions/classify      the lines of a received return movement
//       {"data": {"type": "stock-movements", "id", "attributes": {"details": [{"id" (movement
//       detail), "to_main", "to_damaged"}], "description"?}}}
//   POST stock-movements/-actions/classifyStocks            straight from the retur warehouse
//       {"data": {"type": "classify-stocks", "attributes": {"details": [{"product_id",
//       "to_main", "to_damaged"}], "description"?}}}
// Both answer the classify-stocks document with meta.message 'Berhasil memilah barang' (201 for
// the POST of classifyStocks). Permission stock-movements.classify; Idempotency-Key honoured by
// the wrapper; one transaction each.
import { z } from "zod";
import { hasPermission } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { attr, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource } from "@/server/jsonapi/resource";
import { UUID_RE } from "@/lib/schemas/master";
import { CLASSIFY_SUCCESS, classifyMovement, classifyStocks } from "./classify-stocks";
import { stockMovements } from "./movements/resources";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

/** Classifications, read-only (history of pilah stock): an office sees its own; superadmin all. */
export const classifyStocksResource = defineResource({
  type: "classify-stocks",
  model: "classifyStock",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    office_id: attr("officeId"),
    warehouse_id: attr("warehouseId"),
    stock_movement_id: attr("stockMovementId"),
    description: attr("description"),
    created_by_id: attr("createdById"),
    ...timestamps(),
  },
  relationships: {
    "stock-movement": { type: "stock-movements", kind: "one", foreignKey: "stockMovementId" },
    warehouse: { type: "warehouses", kind: "one", foreignKey: "warehouseId" },
  },
  filters: { stock_movement_id: uuidFilter("stockMovementId", "stock_movement_id") },
  defaultSort: "-createdAt",
  access: { read: { permission: "stock-movements.classify" } },
  scope: (actor) => (actor.isSuperadmin ? null : { officeId: actor.officeId ?? NO_OFFICE }),
});

const qty = (name: string) =>
  z
    .number({ message: `${name} harus berupa angka` })
    .int(`${name} harus bilangan bulat`)
    .min(0, `${name} tidak boleh negatif`)
    .max(1_000_000, `${name} terlalu besar`)
    .default(0);

const description = z.string().trim().max(1000).nullish();

const ZMovementClassify = z
  .object({
    details: z
      .array(
        z
          .object({
            id: z.string().regex(UUID_RE, "Baris tidak valid"),
            to_main: qty("Jumlah ke gudang utama"),
            to_damaged: qty("Jumlah ke gudang rusak"),
          })
          .strict(),
        { message: "Barang wajib diisi" },
      )
      .min(1, "Barang wajib diisi")
      .max(500),
    description,
  })
  .strict();

const ZClassifyStocks = z
  .object({
    details: z
      .array(
        z
          .object({
            product_id: z.string().regex(UUID_RE, "Produk tidak valid"),
            to_main: qty("Jumlah ke gudang utama"),
            to_damaged: qty("Jumlah ke gudang rusak"),
          })
          .strict(),
        { message: "Barang wajib diisi" },
      )
      .min(1, "Barang wajib diisi")
      .max(500),
    description,
  })
  .strict();

async function classifyDocument(ctx: ActionContext, id: string, status = 200) {
  const engine = ctx.engine;
  const url = new URL(`/api/v1/classify-stocks/${id}`, ctx.url);
  const doc = await engine.read({ db: ctx.db, actor: ctx.actor, url }, "classify-stocks", id);
  return documentResponse({ ...doc, meta: { message: CLASSIFY_SUCCESS } }, status);
}

const classify: ActionDef = {
  type: "stock-movements",
  name: "classify",
  scope: "member",
  methods: ["PATCH", "POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "stock-movements.classify")) throw AppError.forbidden();
    const id = ctx.id ?? "";
    if (!UUID_RE.test(id)) throw AppError.notFound("Pengiriman tidak ditemukan");
    const input = validateInput(
      stockMovements,
      ZMovementClassify,
      inputFromDocument(stockMovements, ctx.body, id),
    );
    const header = await ctx.db.$transaction((tx) =>
      classifyMovement(
        tx,
        id,
        {
          lines: input.details.map((d, i) => ({
            id: d.id,
            toMain: d.to_main,
            toDamaged: d.to_damaged,
            pointer: `/data/attributes/details/${i}`,
          })),
          description: input.description,
        },
        actor,
      ),
    );
    return classifyDocument(ctx, header.id);
  },
};

const classifyStocksAction: ActionDef = {
  type: "stock-movements",
  name: "classifyStocks",
  scope: "collection",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    if (!hasPermission(actor, "stock-movements.classify")) throw AppError.forbidden();
    const input = validateInput(
      classifyStocksResource,
      ZClassifyStocks,
      inputFromDocument(classifyStocksResource, ctx.body),
    );
    const header = await ctx.db.$transaction((tx) =>
      classifyStocks(
        tx,
        {
          lines: input.details.map((d, i) => ({
            productId: d.product_id,
            toMain: d.to_main,
            toDamaged: d.to_damaged,
            pointer: `/data/attributes/details/${i}`,
          })),
          description: input.description,
        },
        actor,
      ),
    );
    return classifyDocument(ctx, header.id, 201);
  },
};

export const classifyActions: ActionDef[] = [classify, classifyStocksAction];
