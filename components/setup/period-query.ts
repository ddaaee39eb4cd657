// The list query of Periode Tutup Buku per tab (period-screen.tsx), in a plain module so the page's
// server component can load the same first page with the page (server/jsonapi/prefetch.ts).
import type { ListQuery } from "@/components/data-table/query";

export type PeriodTab = "bonus" | "penjualan";
export type PeriodResource = "mitra-periods" | "periods";

export const PERIOD_RESOURCE: Record<PeriodTab, PeriodResource> = {
  bonus: "mitra-periods",
  penjualan: "periods",
};

export function periodListQuery(tab: PeriodTab): ListQuery {
  return { resource: PERIOD_RESOURCE[tab], defaultSort: "-start_date" };
}
