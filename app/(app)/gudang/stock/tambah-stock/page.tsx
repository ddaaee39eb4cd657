import type { Metadata } from "next";
import { AdjustStockForm } from "@/components/stock/adjust-stock-form";
import { STOCK_SCREENS } from "@/components/stock/config";
import { Alert } from "@/components/ui/alert";
import { jakartaDateString } from "@/lib/business-date";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Tambah Stock" };

/** /gudang/stock/tambah-stock (SPEC §2 Gudang): the stock adjustment, for holders of stocks.adjust. */
export default async function Page() {
  const shell = await requireArea("/gudang");
  const u = shell.user;
  if (!u.roles.includes("superadmin") && !u.permissions.includes("stocks.adjust"))
    return <Alert variant="error">Anda tidak memiliki akses untuk menyesuaikan stok</Alert>;
  return <AdjustStockForm ledgerPath={STOCK_SCREENS.gudang.basePath} today={jakartaDateString()} />;
}
