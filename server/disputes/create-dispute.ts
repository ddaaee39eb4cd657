// POST disputes: an office complains about one of its orders or shipments (exactly one of the
// relationships `order` / `stock-movement`, where the office is the seller or the buyer / the
// sender or the receiver; anything else is a 422 at the relationship, the document is not
// revealed). Kinds: wrong_amount, goods_missing. Images uploaded before by the same office
// (dispute-images/-actions/uploads) are attached with `image_ids`. The dispute starts `open`,
// its history row is written in the same transaction, and Pusat's users get a notice after the
// commit (withNotices in the resource).
import "server-only";
import { hasPermission, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { DISPUTE_KIND_LABEL, type TCreateDisputeInput } from "@/lib/schemas/disputes";
import { recordDisputeTransition } from "./history";

const invalid = (pointer: string, detail: string) =>
  AppError.validation([{ detail, source: { pointer } }]);

async function nextDisputeCode(db: DbClient, date: Date): Promise<string> {
  const rows = await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('dispute_code_seq') AS n`;
  const month = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  return `DSP-${month}-${String(rows[0]?.n ?? 0n).padStart(6, "0")}`;
}

export async function createDispute(
  db: DbClient,
  input: TCreateDisputeInput,
  actor: Actor,
): Promise<string> {
  if (!hasPermission(actor, "disputes.create")) throw AppError.forbidden();
  const officeId = actor.officeId;
  if (!officeId) throw AppError.forbidden("Hanya user kantor yang dapat mengajukan dispute");
  const orderId = input.order ?? null;
  const movementId = input["stock-movement"] ?? null;
  if ((orderId === null) === (movementId === null))
    throw invalid("/data/relationships/order", "Pilih salah satu: order atau pengiriman barang");

  const mine = { OR: [{ originOfficeId: officeId }, { destinationOfficeId: officeId }] };
  let subject: string;
  if (orderId) {
    const order = await db.order.findFirst({
      where: { id: orderId, deletedAt: null, ...mine },
      select: { code: true },
    });
    if (!order) throw invalid("/data/relationships/order", "Order tidak ditemukan");
    subject = `order ${order.code}`;
  } else {
    const movement = await db.stockMovement.findFirst({
      where: { id: movementId ?? "", deletedAt: null, ...mine },
      select: { code: true },
    });
    if (!movement)
      throw invalid("/data/relationships/stock-movement", "Pengiriman barang tidak ditemukan");
    subject = `pengiriman ${movement.code}`;
  }

  const imageIds = [...new Set(input.image_ids)];
  if (imageIds.length) {
    const free = await db.disputeImage.count({
      where: { id: { in: imageIds }, disputeId: null, officeId },
    });
    if (free !== imageIds.length)
      throw invalid("/data/attributes/image_ids", "Gambar tidak ditemukan atau sudah dipakai");
  }

  const now = new Date();
  const dispute = await db.dispute.create({
    data: {
      code: await nextDisputeCode(db, now),
      orderId,
      stockMovementId: movementId,
      officeId,
      kind: input.kind,
      description: input.description,
      createdById: actor.userId,
    },
    select: { id: true, code: true },
  });
  if (imageIds.length) {
    // Conditional: an image taken by a concurrent dispute meanwhile makes this one fail whole.
    const taken = await db.disputeImage.updateMany({
      where: { id: { in: imageIds }, disputeId: null, officeId },
      data: { disputeId: dispute.id },
    });
    if (taken.count !== imageIds.length)
      throw invalid("/data/attributes/image_ids", "Gambar tidak ditemukan atau sudah dipakai");
  }
  await recordDisputeTransition(db, {
    disputeId: dispute.id,
    from: null,
    to: "open",
    action: "create",
    userId: actor.userId,
    note: input.description,
  });
  const pusat = await db.office.findFirst({
    where: { officeCategoryId: OFFICE_CATEGORY.PUSAT, deletedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (pusat && pusat.id !== officeId)
    await recordOfficeNotice(db, pusat.id, {
      name: `Dispute ${dispute.code} dari ${actor.officeCode ?? "kantor"}`,
      message: `${DISPUTE_KIND_LABEL[input.kind]} pada ${subject}: ${input.description}`,
      url: "/kasir/dispute",
    });
  return dispute.id;
}
