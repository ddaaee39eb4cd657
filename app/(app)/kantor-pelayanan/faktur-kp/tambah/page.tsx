import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OrderForm } from "@/components/orders/order-form";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["kp-faktur"];
export const metadata: Metadata = { title: screen.createLabel };

/** /kantor-pelayanan/faktur-kp/tambah (SPEC §2): a new draft order of the screen "kp-faktur". */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderForm screen={screen} />;
}
