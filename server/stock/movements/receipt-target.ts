// /terima/{id} (SPEC §2 "Receive an incoming shipment by code"): which screen receives the
// movement named by its id or its code (SJ-...) for the signed-in user. The movement must be
// visible to the caller (the stock-movements row scope, engine.isVisible: otherwise it does not
// exist for them) and addressed to the caller's office (the sender sees it but does not receive
// it); the screen is the penerimaan detail of the kind its offices make
// (components/stock-movements/config.ts), whose "Terima Barang" form records the receipt.
import "server-only";
import { MOVEMENT_KINDS } from "@/components/stock-movements/config";
import { detailPath } from "@/components/stock-movements/paths";
import { type MovementKind, type OfficeCategory } from "@/components/stock-movements/kind";
import type { Actor } from "@/server/auth/actor";
import type { JsonApiEngine } from "@/server/jsonapi/engine";
import type { Db } from "@/server/prisma-client";

export type ReceiptTarget =
  | { kind: "not-found" }
  | { kind: "not-receiver"; code: string }
  | { kind: "no-screen"; code: string }
  | { kind: "ok"; code: string; path: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function includes(c: OfficeCategory | readonly OfficeCategory[], v: string): boolean {
  return typeof c === "string" ? c === v : c.includes(v as OfficeCategory);
}

/** The kind whose penerimaan route shows this movement (susulan lists first for a susulan). */
export function receivingKind(m: {
  originType: string;
  destinationType: string;
  deliveryMethod: string;
  isSusulan: boolean;
}): MovementKind | undefined {
  const kinds = (MOVEMENT_KINDS as readonly MovementKind[]).filter(
    (k) =>
      k.routes.penerimaan &&
      includes(k.origin, m.originType) &&
      includes(k.destination, m.destinationType) &&
      (k.deliveryMethod === null || k.deliveryMethod === m.deliveryMethod) &&
      (!k.susulanOnly || m.isSusulan),
  );
  return kinds.find((k) => m.isSusulan && k.susulanOnly) ?? kinds[0];
}

export async function receiptTarget(
  db: Db,
  engine: Pick<JsonApiEngine, "isVisible">,
  actor: Actor,
  ref: string,
): Promise<ReceiptTarget> {
  const key = ref.trim();
  if (key.length === 0 || key.length > 64) return { kind: "not-found" };
  const row = await db.stockMovement.findFirst({
    where: {
      deletedAt: null,
      ...(UUID.test(key)
        ? { id: key.toLowerCase() }
        : { code: { equals: key, mode: "insensitive" as const } }),
    },
    select: {
      id: true,
      code: true,
      deliveryMethod: true,
      isSusulan: true,
      destinationOfficeId: true,
      originOffice: { select: { officeType: true } },
      destinationOffice: { select: { officeType: true } },
    },
  });
  if (!row || !(await engine.isVisible(db, actor, "stock-movements", row.id)))
    return { kind: "not-found" };
  if (!actor.isSuperadmin && row.destinationOfficeId !== actor.officeId)
    return { kind: "not-receiver", code: row.code };
  const kind = receivingKind({
    originType: row.originOffice.officeType,
    destinationType: row.destinationOffice.officeType,
    deliveryMethod: row.deliveryMethod,
    isSusulan: row.isSusulan,
  });
  if (!kind) return { kind: "no-screen", code: row.code };
  return { kind: "ok", code: row.code, path: detailPath(kind, "penerimaan", row.id) };
}
