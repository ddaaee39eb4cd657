import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["stockist-pembelian"];
export const metadata: Metadata = { title: screen.createLabel };

/** /stockist/pembelian/tambah-pembelian (SPEC §2): a new draft order of the screen "stockist-pembelian". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
