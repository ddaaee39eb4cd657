import type { Metadata } from "next";
import { ORDER_SCREENS } from "@/components/orders/config";
import { OrderList } from "@/components/orders/order-list";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["stockist-member-sale"];
export const metadata: Metadata = { title: screen.title };

/** /stockist/pengeluaran (SPEC §2): the order list of the screen "stockist-member-sale" (components/orders/config.ts). */
export default async function Page() {
  await requireArea(screen.area);
  return <OrderList screen="stockist-member-sale" />;
}
