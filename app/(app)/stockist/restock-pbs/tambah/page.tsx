import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["stockist-restock-pbs"];
export const metadata: Metadata = { title: screen.createLabel };

/** /stockist/restock-pbs/tambah (SPEC §2): a new draft order of the screen "stockist-restock-pbs". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
