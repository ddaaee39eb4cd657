import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["cash-bill-transaksi"];
export const metadata: Metadata = { title: screen.createLabel };

/** /cash-bill/transaksi-cashbill/tambah (the same form as tambah-transaksi-cash-bill, docs/cash-bills.md "Screens"): a new draft order of the screen "cash-bill-transaksi". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
