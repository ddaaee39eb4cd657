import type { Metadata } from "next";
import { requireArea } from "@/server/shell/current-shell";
import { prefetchList } from "@/server/jsonapi/prefetch";
import { CommissionList } from "@/components/commission/commission-list";
import { COMMISSION_LIST_QUERY } from "@/components/commission/query";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Komisi Bulanan" };

/** /komisi-bulanan (SPEC §2): the member's commission per closed month (docs/commission.md). */
export default async function KomisiBulananPage() {
  await requireArea("/komisi-bulanan");
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Komisi Bulanan</h1>
        <p className="text-sm text-muted-foreground">
          Komisi Anda per periode. Pilih periode untuk melihat rinciannya.
        </p>
      </header>
      <CommissionList initial={await prefetchList(COMMISSION_LIST_QUERY)} />
    </div>
  );
}
