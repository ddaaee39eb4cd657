// Whether a stock movement is of the kind a route shows (components/stock-movements/config.ts):
// its two offices are of the kind's office categories and, for the susulan-only lists, it is a
// follow-up shipment. The detail and packing pages ask it on the server after the row scope
// (server/shell/page-scope.ts scopedMovementPageId): a KP->SC movement opened under a
// Pusat->stockist path is a 404, as another office's row is. Status, side and delivery method
// are not part of it: a detail shows every state, and a susulan's parent opens under the
// pengiriman route of either delivery method (config.ts "any method").
import "server-only";
import type { MovementKind, OfficeCategory } from "@/components/stock-movements/kind";
import type { DbClient } from "@/server/auth/db-client";

function categories(c: OfficeCategory | readonly OfficeCategory[]): OfficeCategory[] {
  return typeof c === "string" ? [c] : [...c];
}

export async function movementMatchesKind(
  db: DbClient,
  id: string,
  kind: MovementKind,
): Promise<boolean> {
  const row = await db.stockMovement.findFirst({
    where: {
      id,
      originOffice: { officeType: { in: categories(kind.origin) } },
      destinationOffice: { officeType: { in: categories(kind.destination) } },
      ...(kind.susulanOnly ? { isSusulan: true } : {}),
    },
    select: { id: true },
  });
  return row !== null;
}
