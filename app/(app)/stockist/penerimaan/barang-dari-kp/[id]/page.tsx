import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { requireArea } from "@/server/shell/current-shell";
import { scopedMovementPageId } from "@/server/shell/page-scope";

export const metadata: Metadata = { title: "Detail Penerimaan Barang dari KP" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/penerimaan/barang-dari-kp/{id} (SPEC §2): the shared stock movement page, kind kp-to-stockist. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist");
  const id = await scopedMovementPageId(shell, "kp-to-stockist", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="kp-to-stockist"
      stage="penerimaan"
      id={id}
      initial={initial}
    />
  );
}
