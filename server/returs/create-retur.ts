// POST returs: a retur in draft with its lines (docs/returns.md).
//
// Who: a stockist, SC or KP returns its own goods to Pusat (origin = its office, its main
// warehouse; destination = Pusat's retur warehouse); Pusat (Penjualan) writes one on a branch's
// behalf (relationship `origin-office`), or returns its own goods to a supplier (relationship
// `destination-office`; the goods leave its damaged warehouse, or its main one with
// origin_warehouse_type=main). Members and suppliers write none (403).
// Rules: the retur date lies in an open period (409 at /data/attributes/retur_date); each line's
// quantity is at most what the origin warehouse holds and a product never bought needs a reason
// (422 at /data/attributes/details/{i}/...; rules.ts checkReturLines). Each line keeps its
// default price (the last price paid) for set-price.
// Concurrency: an insert of a new row; nothing is locked (stock leaves only when the shipment is
// sent, through postStock, which refuses to go below zero).
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { jakartaToday } from "@/lib/business-date";
import { assertOpenPeriodFor } from "@/server/periods/assert-open-period";
import { pusatOffice } from "@/server/bundles/rules";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import type { TCreateReturInput } from "@/lib/schemas/returs";
import type { ReturKind } from "@/lib/labels/returs";
import { recordReturTransition } from "./history";
import { checkReturLines, returCode } from "./rules";
import { returDetailPath } from "@/lib/retur-routes";

const KIND_OF_CATEGORY: Partial<Record<number, ReturKind>> = {
  [OFFICE_CATEGORY.STOCKIST]: "stockist",
  [OFFICE_CATEGORY.STOCKIST_CENTER]: "stockist_center",
  [OFFICE_CATEGORY.KANTOR_PELAYANAN]: "kantor_pelayanan",
};

const ORIGIN_POINTER = "/data/relationships/origin-office";
const DESTINATION_POINTER = "/data/relationships/destination-office";

async function warehouseOf(
  db: DbClient,
  officeId: string,
  type: "main" | "retur" | "damaged",
  pointer: string,
): Promise<string> {
  const w = await db.warehouse.findFirst({
    where: { officeId, type, deletedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!w) {
    const name = { main: "gudang utama", retur: "gudang retur", damaged: "gudang rusak" }[type];
    throw AppError.validation([{ detail: `Kantor belum memiliki ${name}`, source: { pointer } }]);
  }
  return w.id;
}

interface Parties {
  kind: ReturKind;
  originOfficeId: string;
  originWarehouseId: string;
  destinationOfficeId: string;
  destinationWarehouseId: string;
}

async function partiesFor(db: DbClient, input: TCreateReturInput, actor: Actor): Promise<Parties> {
  const origin = input["origin-office"] ?? null;
  const supplier = input["destination-office"] ?? null;
  if (!isPusat(actor)) {
    const kind = actor.officeCategoryId ? KIND_OF_CATEGORY[actor.officeCategoryId] : undefined;
    if (!kind || !actor.officeId)
      throw AppError.forbidden("Hanya Stockist, Stockist Center dan Kantor Pelayanan yang meretur");
    if (origin && origin !== actor.officeId)
      throw AppError.validation([
        { detail: "Retur hanya untuk barang kantor sendiri", source: { pointer: ORIGIN_POINTER } },
      ]);
    if (supplier)
      throw AppError.validation([
        { detail: "Retur kantor cabang selalu ke Pusat", source: { pointer: DESTINATION_POINTER } },
      ]);
    if (input.origin_warehouse_type)
      throw AppError.validation([
        {
          detail: "Gudang asal retur kantor cabang adalah gudang utamanya",
          source: { pointer: "/data/attributes/origin_warehouse_type" },
        },
      ]);
    const pusat = await pusatOffice(db);
    return {
      kind,
      originOfficeId: actor.officeId,
      originWarehouseId: await warehouseOf(db, actor.officeId, "main", ORIGIN_POINTER),
      destinationOfficeId: pusat.id,
      destinationWarehouseId: await warehouseOf(db, pusat.id, "retur", DESTINATION_POINTER),
    };
  }
  if (origin && supplier)
    throw AppError.validation([
      {
        detail:
          "Pilih kantor asal (retur ke Pusat) atau supplier (retur ke supplier), bukan keduanya",
        source: { pointer: DESTINATION_POINTER },
      },
    ]);
  const pusat = await pusatOffice(db);
  if (supplier) {
    const office = await db.office.findFirst({
      where: { id: supplier, deletedAt: null, officeCategoryId: OFFICE_CATEGORY.SUPPLIER },
      select: { id: true },
    });
    if (!office)
      throw AppError.validation([
        { detail: "Supplier tidak ditemukan", source: { pointer: DESTINATION_POINTER } },
      ]);
    return {
      kind: "supplier",
      originOfficeId: pusat.id,
      originWarehouseId: await warehouseOf(
        db,
        pusat.id,
        input.origin_warehouse_type ?? "damaged",
        "/data/attributes/origin_warehouse_type",
      ),
      destinationOfficeId: office.id,
      destinationWarehouseId: await warehouseOf(db, office.id, "main", DESTINATION_POINTER),
    };
  }
  if (!origin)
    throw AppError.validation([
      { detail: "Kantor asal retur wajib diisi", source: { pointer: ORIGIN_POINTER } },
    ]);
  if (input.origin_warehouse_type)
    throw AppError.validation([
      {
        detail: "Gudang asal hanya dipilih untuk retur ke supplier",
        source: { pointer: "/data/attributes/origin_warehouse_type" },
      },
    ]);
  const office = await db.office.findFirst({
    where: { id: origin, deletedAt: null },
    select: { id: true, officeCategoryId: true },
  });
  const kind = office ? KIND_OF_CATEGORY[office.officeCategoryId] : undefined;
  if (!office || !kind)
    throw AppError.validation([
      {
        detail: "Kantor asal harus Stockist, Stockist Center atau Kantor Pelayanan",
        source: { pointer: ORIGIN_POINTER },
      },
    ]);
  return {
    kind,
    originOfficeId: office.id,
    originWarehouseId: await warehouseOf(db, office.id, "main", ORIGIN_POINTER),
    destinationOfficeId: pusat.id,
    destinationWarehouseId: await warehouseOf(db, pusat.id, "retur", DESTINATION_POINTER),
  };
}

export async function createRetur(
  db: DbClient,
  input: TCreateReturInput,
  actor: Actor,
  /** A fixed code instead of a generated one (the demo seed's RT-DEMO-001; never from the API). */
  opts: { code?: string } = {},
): Promise<string> {
  if (!hasPermission(actor, "returs.create")) throw AppError.forbidden();
  const parties = await partiesFor(db, input, actor);
  const returDate = input.retur_date ? new Date(`${input.retur_date}T00:00:00Z`) : jakartaToday();
  const { periodId } = await assertOpenPeriodFor(
    db,
    returDate,
    "periods",
    "/data/attributes/retur_date",
  );
  const prices = await checkReturLines(
    db,
    parties,
    input.details.map((d) => ({ productId: d.product_id, quantity: d.quantity, reason: d.reason })),
    (i, field) => `/data/attributes/details/${i}/${field}`,
  );
  const r = await db.retur.create({
    data: {
      code: opts.code ?? returCode(),
      ...parties,
      returDate,
      periodId,
      deliveryMethod: input.delivery_method ?? "dikirim",
      description: input.description ?? null,
      totalQuantity: input.details.reduce((s, d) => s + d.quantity, 0),
      createdById: actor.userId,
      returDetails: {
        create: input.details.map((d) => ({
          productId: d.product_id,
          quantity: d.quantity,
          reason: d.reason ?? null,
          defaultPrice: prices.get(d.product_id) ?? 0n,
        })),
      },
    },
    select: { id: true, code: true, kind: true },
  });
  await recordReturTransition(db, {
    returId: r.id,
    from: null,
    to: "draft",
    action: "create",
    userId: actor.userId,
  });
  // The next actor is Penjualan (Pusat): it validates the retur. A supplier return is Pusat's
  // own, written by Penjualan itself: no notice.
  if (r.kind !== "supplier")
    await recordOfficeNotice(db, parties.destinationOfficeId, {
      name: `Retur ${r.code} menunggu validasi`,
      message: `Retur ${r.code} dari ${actor.officeCode ?? "kantor cabang"} menunggu validasi Penjualan.`,
      url: returDetailPath("penjualan", r.kind, r.id),
    });
  return r.id;
}
