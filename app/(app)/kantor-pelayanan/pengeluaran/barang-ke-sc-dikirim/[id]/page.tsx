import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Pengeluaran Barang ke SC (Dikirim)" };

type Props = { params: Promise<{ id: string }> };

/** /kantor-pelayanan/pengeluaran/barang-ke-sc-dikirim/{id} (SPEC §2): the shared stock movement page, kind kp-to-sc-dikirim. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/kantor-pelayanan");
  const id = await scopedPageId(shell, "stock-movements", (await params).id);
  return <MovementDetailScreen kindKey="kp-to-sc-dikirim" stage="pengeluaran" id={id} />;
}
