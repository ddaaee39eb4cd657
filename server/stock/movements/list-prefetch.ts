import "server-only";
// The first pages of a stock movement list screen (components/stock-movements/list-screen.tsx),
// loaded with the page: the kind's movements in the stage and, on the pengeluaran list of a kind
// that ships orders, the orders waiting for their shipment above it (server/jsonapi/prefetch.ts).
import { movementKind } from "@/components/stock-movements/config";
import { movementListQuery, pendingOrdersQuery, type MovementListInitial } from "@/components/stock-movements/queries";
import { type MovementStage } from "@/components/stock-movements/kind";
import { prefetchList } from "@/server/jsonapi/prefetch";

export async function prefetchMovementLists(
  kindKey: string,
  stage: MovementStage,
): Promise<MovementListInitial> {
  const kind = movementKind(kindKey);
  const pending = kind && stage === "pengeluaran" ? pendingOrdersQuery(kind) : null;
  const [list, pendingPage] = await Promise.all([
    prefetchList(movementListQuery(kindKey, stage)),
    pending ? prefetchList(pending) : undefined,
  ]);
  return { list, pending: pendingPage };
}
