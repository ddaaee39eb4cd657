import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { requireArea } from "@/server/shell/current-shell";
import { scopedPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Susulan Barang dari Supplier" };

type Props = { params: Promise<{ id: string }> };

/** /supplier/susulan/barang-dari-supplier/{id} (SPEC §2): the shared stock movement detail, kind supplier-to-pusat. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/supplier");
  const id = await scopedPageId(shell, "stock-movements", (await params).id);
  return <MovementDetailScreen kindKey="supplier-to-pusat" stage="susulan" id={id} />;
}
