import type { Metadata } from "next";
import { MovementDetailScreen } from "@/components/stock-movements/detail-screen";
import { loadMovementDetail } from "@/components/stock-movements/detail-screen-load";
import { prefetched, serverGet } from "@/server/jsonapi/prefetch";
import { scopedMovementPageId } from "@/server/shell/page-scope";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "Detail Susulan" };

type Props = { params: Promise<{ id: string }> };

/** /stockist/susulan/{id} (SPEC §2): the shared stock movement page, kind to-stockist-susulan; 404 outside the office's scope. */
export default async function Page({ params }: Props) {
  const shell = await requireArea("/stockist");
  const id = await scopedMovementPageId(shell, "to-stockist-susulan", (await params).id);
  const initial = await prefetched(() => loadMovementDetail(serverGet, id));
  return (
    <MovementDetailScreen
      key={id}
      kindKey="to-stockist-susulan"
      stage="penerimaan"
      id={id}
      initial={initial}
    />
  );
}
