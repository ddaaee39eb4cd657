import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderDetail } from "@/components/orders/order-detail";
import { loadOrderDetail } from "@/components/orders/order-detail-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

const screen = ORDER_SCREENS["cash-bill-penjualan-pbs"];
export const metadata: Metadata = { title: `Detail ${screen.title}` };

type Props = { params: Promise<{ id: string }> };

/** /cash-bill/penjualan-pbs/{id} (docs/cash-bills.md "Screens"): one order of the screen "cash-bill-penjualan-pbs"; another office's is a 404. */
export default async function Page({ params }: Props) {
  const shell = await requireArea(screen.area);
  const id = await scopedPageId(shell, "orders", (await params).id);
  const initial = await prefetched(() => loadOrderDetail(serverGet, id));
  return <OrderDetail key={id} screen={screen} id={id} initial={initial} />;
}
