// Demo returs in every state (draft, validated, shipped, received, priced, cancelled) for
// STK-001, SC-001 and KP-001 to Pusat, and for Pusat's return to SUP-001, so every retur screen
// shows data on a fresh start (docs/returns.md). Made through the retur use cases
// (server/returs) as the returning office, Penjualan, Gudang and the supplier would, each step in
// its own transaction: the shipments post the stock ledger and the priced ones credit the saldo
// through postBalance. Idempotent: skipped when the demo returs exist.
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";

export const DEMO_RETUR_NOTE = "Data demo retur";

const STATES = ["draft", "validated", "shipped", "received", "priced", "cancelled"] as const;

export async function seedReturs(db: Db): Promise<number> {
  if (await db.retur.count({ where: { description: { startsWith: DEMO_RETUR_NOTE } } })) return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { createRetur } = await import("@/server/returs/create-retur");
  const { validateRetur } = await import("@/server/returs/validate-retur");
  const { cancelRetur } = await import("@/server/returs/cancel-retur");
  const { setReturPrice } = await import("@/server/returs/set-retur-price");
  const { shipReturShipment, receiveReturShipment } = await import(
    "@/server/returs/ship-retur-shipment"
  );
  const actorOf = async (email: string) => {
    const u = await db.user.findUnique({ where: { email } });
    return u ? loadActor(db, u.id, "session") : null;
  };
  const [stockist, sc, kp, penjualan, gudang, supplier] = await Promise.all(
    ["stockist", "sc", "kp", "penjualan", "gudang", "supplier"].map((u) => actorOf(`${u}@erp.test`)),
  );
  const sup = await db.office.findUnique({ where: { code: "SUP-001" } });
  const expedition = await db.expedition.findFirst({ where: { deletedAt: null } });
  if (!stockist || !sc || !kp || !penjualan || !gudang || !supplier || !sup || !expedition)
    return 0;

  /** Two products the warehouse holds at least 20 of. */
  const productsIn = async (officeId: string) =>
    (
      await db.stock.findMany({
        where: { warehouse: { officeId, type: "main" }, quantity: { gte: 20 } },
        orderBy: { product: { code: "asc" } },
        take: 2,
        select: { productId: true },
      })
    ).map((s) => s.productId);

  const parties = [
    { writer: stockist, sender: stockist, receiver: gudang, label: "STK-001" },
    { writer: sc, sender: sc, receiver: gudang, label: "SC-001" },
    { writer: kp, sender: kp, receiver: gudang, label: "KP-001" },
    { writer: penjualan, sender: gudang, receiver: supplier, label: "SUP-001" },
  ];
  let made = 0;
  for (const p of parties) {
    const supplierReturn = p.label === "SUP-001";
    const products = await productsIn(supplierReturn ? penjualan.officeId ?? "" : p.writer.officeId ?? "");
    if (products.length === 0) continue;
    for (const [i, state] of STATES.entries()) {
      const id = await db.$transaction((tx) =>
        createRetur(
          tx,
          {
            description: `${DEMO_RETUR_NOTE} ${p.label}: ${state}`,
            delivery_method: i % 2 === 0 ? "dikirim" : "diambil",
            details: products.map((productId, j) => ({
              product_id: productId,
              quantity: 1 + j + (i % 2),
              reason: j === 0 ? "Kemasan rusak" : "Mendekati kedaluwarsa",
            })),
            ...(supplierReturn
              ? { "destination-office": sup.id, origin_warehouse_type: "main" as const }
              : {}),
          },
          p.writer,
        ),
      );
      made++;
      if (state === "draft") continue;
      if (state === "cancelled") {
        await db.$transaction((tx) =>
          cancelRetur(tx, { returId: id, reason: "Salah input barang (demo)" }, p.writer),
        );
        continue;
      }
      const { movementId } = await db.$transaction((tx) =>
        validateRetur(tx, { returId: id }, penjualan),
      );
      if (state === "validated") continue;
      await db.$transaction((tx) =>
        shipReturShipment(
          tx,
          movementId,
          { expeditionId: expedition.id, trackingNumber: `RTR-DEMO-${made}`, weight: 1000 },
          p.sender,
        ),
      );
      if (state === "shipped") continue;
      await db.$transaction((tx) => receiveReturShipment(tx, movementId, null, p.receiver));
      if (state === "received") continue;
      await db.$transaction((tx) => setReturPrice(tx, { returId: id }, penjualan));
    }
  }
  return made;
}
