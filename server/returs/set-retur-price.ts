// returs/{id}/-actions/set-price: Penjualan (Pusat, returs.set-price) prices a received retur and
// credits it, exactly once (docs/returns.md "Pricing and the credit").
//
// - Only a received retur whose shipment has nothing left in transit (every unit received or
//   settled): 409 otherwise; a priced one is 409 'Retur sudah diberi harga' (a second call never
//   credits again).
// - A unit price per line (`details: [{id, price}]`; a line left out keeps its default price, the
//   price the office paid on its latest order / purchase order). Above the default needs
//   returs.override-price (422 at /data/attributes/details/{i}/price); an unknown or repeated line
//   is a 422 at its id. line total = price x received quantity; the retur's total is their sum.
// - The credit, in the same transaction, through the balance ledger (postBalance, type
//   retur_credit, source returs/<id>): a branch's retur credits the returning office's saldo; a
//   return to a supplier is recorded as Pusat's credit against that supplier, on the supplier
//   office's balance account (what the supplier owes back; docs/returns.md). A total of 0 posts
//   nothing. Today and the retur date must lie in an open period.
// Concurrency: the retur row is locked FOR UPDATE before its state is read, so of 16 concurrent
// calls one prices and credits and the others wait and find it priced (409); a retried request
// with its Idempotency-Key replays the stored answer (handle.ts). The partial unique index
// balance_trxes_retur_credit_once is the last guard.
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { postBalance } from "@/server/balances/post-balance";
import { recordOfficeNotice } from "@/server/notifications/transactional";
import { formatRupiah } from "@/lib/format";
import { returDetailPath } from "@/lib/retur-routes";
import { RETUR_STATUS_LABEL } from "@/lib/labels/returs";
import { recordReturTransition, RETUR_SOURCE } from "./history";
import { assertReturPeriodOpen, lockRetur } from "./rules";

export const OVERRIDE_PRICE_PERMISSION = "returs.override-price";

export interface SetReturPriceInput {
  returId: string;
  details?: { id: string; price: number }[] | null;
}

export async function setReturPrice(
  db: DbClient,
  input: SetReturPriceInput,
  actor: Actor,
): Promise<{ total: bigint; balanceTrxId: string | null }> {
  if (!isPusat(actor) || !hasPermission(actor, "returs.set-price")) throw AppError.forbidden();
  const r = await lockRetur(db, actor, input.returId);
  if (r.status === "priced") throw AppError.conflict("Retur sudah diberi harga");
  if (r.status !== "received")
    throw AppError.conflict(
      `Harga retur hanya dapat ditetapkan setelah barangnya diterima (status sekarang: ${RETUR_STATUS_LABEL[r.status]})`,
    );
  const open = await db.stockMovement.count({
    where: { returId: r.id, status: { not: "cancelled" }, completedAt: null },
  });
  if (open > 0)
    throw AppError.conflict(
      "Masih ada barang retur dalam perjalanan: selesaikan sisa pengiriman terlebih dahulu",
    );
  await assertReturPeriodOpen(db, r.returDate, true);
  const lines = await db.returDetail.findMany({
    where: { returId: r.id },
    orderBy: { createdAt: "asc" },
    select: { id: true, receivedQuantity: true, defaultPrice: true, product: { select: { code: true } } },
  });
  const byId = new Map(lines.map((l) => [l.id, l]));
  const given = new Map<string, bigint>();
  const override = hasPermission(actor, OVERRIDE_PRICE_PERMISSION);
  const items = (input.details ?? []).flatMap((d, i) => {
    const line = byId.get(d.id);
    const pointer = `/data/attributes/details/${i}`;
    if (!line) return [{ detail: "Baris retur tidak ditemukan", source: { pointer: `${pointer}/id` } }];
    if (given.has(d.id))
      return [{ detail: "Baris retur diisi dua kali", source: { pointer: `${pointer}/id` } }];
    given.set(d.id, BigInt(d.price));
    if (BigInt(d.price) > line.defaultPrice && !override)
      return [
        {
          detail: `Harga ${line.product.code} tidak boleh melebihi harga beli terakhir (${formatRupiah(line.defaultPrice)})`,
          source: { pointer: `${pointer}/price` },
        },
      ];
    return [];
  });
  if (items.length) throw AppError.validation(items);
  let total = 0n;
  for (const l of lines) {
    const price = given.get(l.id) ?? l.defaultPrice;
    const lineTotal = price * BigInt(l.receivedQuantity);
    total += lineTotal;
    await db.returDetail.update({ where: { id: l.id }, data: { price, totalPrice: lineTotal } });
  }
  const credited = r.kind === "supplier" ? r.destinationOfficeId : r.originOfficeId;
  const trx =
    total > 0n
      ? await postBalance(
          db,
          {
            officeId: credited,
            account: "balance",
            amount: total,
            type: "retur_credit",
            sourceType: RETUR_SOURCE,
            sourceId: r.id,
            description:
              r.kind === "supplier"
                ? `Kredit retur ${r.code} ke supplier`
                : `Saldo retur ${r.code}`,
          },
          actor,
        )
      : null;
  const updated = await db.retur.updateMany({
    where: { id: r.id, status: "received" },
    data: { status: "priced", pricedAt: new Date(), totalPrice: total, balanceTrxId: trx?.id ?? null },
  });
  if (updated.count !== 1) throw AppError.conflict("Retur sudah diubah oleh pengguna lain");
  await recordReturTransition(db, {
    returId: r.id,
    from: "received",
    to: "priced",
    action: "set-price",
    userId: actor.userId,
    note: `Total ${formatRupiah(total)}`,
  });
  if (r.kind !== "supplier")
    await recordOfficeNotice(db, r.originOfficeId, {
      name: `Saldo retur ${r.code} dikreditkan`,
      message: `Retur ${r.code} sudah diberi harga: ${formatRupiah(total)} masuk ke saldo.`,
      url: returDetailPath("origin", r.kind, r.id),
    });
  return { total, balanceTrxId: trx?.id ?? null };
}
