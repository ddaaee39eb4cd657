import type { Metadata } from "next";
import { PointAdditionForm } from "@/components/cashbills/point-addition-form";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Poin" };

/** /cash-bill/pencatatan-tambah-poin/tambah-poin (docs/cash-bills.md "Screens"): a point addition. */
export default async function Page() {
  await requireArea("/cash-bill");
  return <PointAdditionForm screen={ORDER_SCREENS["cash-bill-tambah-poin"]} />;
}
