import { redirect } from "next/navigation";

/** /admin/setup opens the first tab. */
export default function AdminSetupIndex() {
  redirect("/admin/setup/penjualan");
}
