import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["cash-bill-penjualan-pbs"];
export const metadata: Metadata = { title: screen.createLabel };

/** /cash-bill/penjualan-pbs/tambah (docs/cash-bills.md "Screens"): a new draft order of the screen "cash-bill-penjualan-pbs". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
