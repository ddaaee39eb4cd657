import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["gudang-restock-kp"];
export const metadata: Metadata = { title: screen.createLabel };

/** /gudang/restock/pusat-ke-kp/tambah (SPEC §2): a new draft order of the screen "gudang-restock-kp". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
