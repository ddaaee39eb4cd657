import type { Metadata } from "next";
import { orderListQuery } from "@/components/orders/config";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderList } from "@/components/orders/order-list";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["kp-faktur"];
export const metadata: Metadata = { title: screen.title };

/** /kantor-pelayanan/faktur-kp (SPEC §2): the order list of the screen "kp-faktur" (components/orders/config.ts). */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderList screen={screen} initial={await prefetchList(orderListQuery(screen))} />;
}
