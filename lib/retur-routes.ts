// The screens of returs per kind and side (SPEC §2, docs/returns.md), one place for the pages,
// the menus' links and the notices' links. Every id in these routes is the retur's id.
import type { ReturKind } from "@/lib/labels/returs";

export type ReturSide = "penjualan" | "origin" | "receiver" | "pricing";

const SLUG: Record<ReturKind, string> = {
  stockist: "stockist",
  stockist_center: "stockist-center",
  kantor_pelayanan: "kantor-pelayanan",
  supplier: "supplier",
};

/** The list route of a kind on one side (null where the kind has no such screen). */
export function returListPath(side: ReturSide, kind: ReturKind): string | null {
  switch (side) {
    case "penjualan":
      return `/penjualan/retur/${SLUG[kind]}`;
    case "pricing":
      if (kind === "stockist") return "/penjualan/validasi-saldo-retur/retur-dari-stockist";
      if (kind === "stockist_center")
        return "/penjualan/validasi-saldo-retur/retur-dari-stockist-center";
      return `/penjualan/retur/${SLUG[kind]}`;
    case "receiver":
      return kind === "supplier"
        ? "/supplier/penerimaan-retur"
        : `/gudang/penerimaan/penerimaan-retur-dari-${SLUG[kind]}`;
    case "origin":
      if (kind === "stockist") return "/stockist/pengiriman/retur-ke-pusat";
      if (kind === "stockist_center") return "/stockist-center/pengiriman/retur-ke-pusat";
      if (kind === "kantor_pelayanan") return "/kantor-pelayanan/pengiriman/retur-ke-pusat";
      return "/gudang/pengiriman/retur-ke-supplier";
  }
}

/** The detail of one retur on a side (Penjualan's detail sits under tambah-retur/{id}). */
export function returDetailPath(side: ReturSide, kind: ReturKind, id: string): string {
  if (side === "penjualan") return `/penjualan/retur/${SLUG[kind]}/tambah-retur/${id}`;
  const list = returListPath(side, kind);
  if (side === "pricing" && (kind === "kantor_pelayanan" || kind === "supplier"))
    return returDetailPath("penjualan", kind, id);
  return `${list}/${id}`;
}
