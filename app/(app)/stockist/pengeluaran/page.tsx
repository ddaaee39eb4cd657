import type { Metadata } from "next";
import { orderListQuery } from "@/components/orders/config";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderList } from "@/components/orders/order-list";
import { MovementListScreen } from "@/components/stock-movements/list-screen";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { prefetchMovementLists } from "@/server/stock/movements/list-prefetch";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["stockist-member-sale"];
export const metadata: Metadata = { title: screen.title };

/**
 * /stockist/pengeluaran (SPEC §2 'Pengeluaran Barang ke Mitra Usaha'): the stockist's member sales
 * (the order list of "stockist-member-sale", detail at barang-ke-member/{id}) and, below, their
 * hand-overs: the released sales waiting to be handed over and the hand-over movements of kind
 * stockist-to-member (detail at /stockist/pengeluaran/{id}).
 */
export default async function Page() {
  await requireArea(screen.area);
  // Both lists' first pages at once.
  const [sales, handOvers] = await Promise.all([
    prefetchList(orderListQuery(screen)),
    prefetchMovementLists("stockist-to-member", "pengeluaran"),
  ]);
  return (
    <div className="flex flex-col gap-8">
      <OrderList screen={screen} initial={sales} />
      <MovementListScreen
        kindKey="stockist-to-member"
        stage="pengeluaran"
        section
        initial={handOvers}
      />
    </div>
  );
}
