import { redirect } from "next/navigation";

/** /admin/setup/periode-tutup-buku opens the Bonus tab. */
export default function PeriodeTutupBukuIndex() {
  redirect("/admin/setup/periode-tutup-buku/bonus");
}
