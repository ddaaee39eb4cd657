// Demo disputes (docs/money.md "Disputes"), through the use cases: STK-001 complains about goods
// missing from a shipment Pusat sent it (with a photo, open, for Pusat's Kasir to decide at
// /kasir/dispute) and about the amount of a faktur, which the Kasir already resolved with a
// reason. Runs once (skips when a demo dispute exists).
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";

export const DEMO_DISPUTE_NOTE = "(data demo)";

/** A 16x16 checkered PNG (the demo photo). */
const DEMO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGO4U6EBR78uTYMjXOIMg1ADMYqQxQejhkEYrCMxHgCzeu8QOKkhCQAAAABJRU5ErkJggg==",
  "base64",
);

export async function seedDisputes(db: Db): Promise<number> {
  if (await db.dispute.findFirst({ where: { description: { endsWith: DEMO_DISPUTE_NOTE } } }))
    return 0;
  const stk = await db.office.findUnique({ where: { code: "STK-001" }, select: { id: true } });
  if (!stk) return 0;
  const movement = await db.stockMovement.findFirst({
    where: {
      destinationOfficeId: stk.id,
      deletedAt: null,
      status: { in: ["sent", "received", "partially_received"] },
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  const order = await db.order.findFirst({
    where: {
      destinationOfficeId: stk.id,
      status: { in: ["validated", "released"] },
      deletedAt: null,
    },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (!movement || !order) return 0;
  register("./server-only-hook.mjs", import.meta.url);
  const { loadActor } = await import("@/server/auth/actor");
  const { uploadDisputeImages } = await import("@/server/disputes/upload-dispute-images");
  const { createDispute } = await import("@/server/disputes/create-dispute");
  const { resolveDispute } = await import("@/server/disputes/resolve-dispute");
  const actorOf = async (email: string) => {
    const user = await db.user.findUnique({ where: { email } });
    return user ? loadActor(db, user.id, "session") : null;
  };
  const [stockist, kasir] = [await actorOf("stockist@erp.test"), await actorOf("kasir@erp.test")];
  if (!stockist || !kasir) return 0;

  const photo = new File([DEMO_PNG], "kardus-kurang.png", { type: "image/png" });
  const imageIds = await db.$transaction((tx) => uploadDisputeImages(tx, [photo], stockist));
  await db.$transaction((tx) =>
    createDispute(
      tx,
      {
        kind: "goods_missing",
        description: `Satu karton tidak ada saat barang diterima ${DEMO_DISPUTE_NOTE}`,
        image_ids: imageIds,
        order: null,
        "stock-movement": movement.id,
      },
      stockist,
    ),
  );
  const resolvedId = await db.$transaction((tx) =>
    createDispute(
      tx,
      {
        kind: "wrong_amount",
        description: `Total faktur tidak sesuai dengan nota ${DEMO_DISPUTE_NOTE}`,
        image_ids: [],
        order: order.id,
        "stock-movement": null,
      },
      stockist,
    ),
  );
  await db.$transaction((tx) =>
    resolveDispute(
      tx,
      resolvedId,
      { status: "resolved", resolution: "Sudah dicek dengan nota asli; selisih dikoreksi" },
      kasir,
    ),
  );
  return 2;
}
