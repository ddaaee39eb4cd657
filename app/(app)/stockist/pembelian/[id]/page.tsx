import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderDetail } from "@/components/orders/order-detail";
import { loadOrderDetail } from "@/components/orders/order-detail-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

const screen = ORDER_SCREENS["stockist-pembelian"];
export const metadata: Metadata = { title: `Detail ${screen.title}` };

type Props = { params: Promise<{ id: string }> };

/** /stockist/pembelian/{id} (SPEC §2): an order of the screen "stockist-pembelian" with its lines, totals and history. */
export default async function Page({ params }: Props) {
  const shell = await requireArea(screen.area);
  const id = await scopedPageId(shell, "orders", (await params).id);
  const initial = await prefetched(() => loadOrderDetail(serverGet, id));
  return <OrderDetail key={id} screen={screen} id={id} initial={initial} />;
}
