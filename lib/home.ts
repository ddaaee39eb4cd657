// Pure rules of the home screen (SPEC §2), unit-tested in tests/unit/home.test.ts.
import { OFFICE_CATEGORY_IDS } from "./office-categories";

export interface QuickAccess {
  label: string;
  url: string;
  icon: string;
  /** When set, the entry is shown disabled with this tooltip. */
  disabledReason?: string;
}

export const NOT_BONUS_PERIOD_REASON = "Tidak dapat menambah poin karena bukan periode tutup buku";

/** Stockists' quick access; Mitra Usaha and Cash Bill are hidden for the office code 'nuera'. */
export function quickAccessFor(
  officeCategoryId: number | null,
  officeCode: string | null,
  isBonusPeriod: boolean,
): QuickAccess[] {
  if (officeCategoryId !== OFFICE_CATEGORY_IDS.STOCKIST) return [];
  const nuera = (officeCode ?? "").toLowerCase() === "nuera";
  const all: (QuickAccess & { hiddenForNuera?: boolean })[] = [
    { label: "Order Barang", url: "/stockist/pembelian/tambah-pembelian", icon: "ShoppingCart" },
    {
      label: "Pencatatan Mitra Usaha",
      url: "/stockist/admin/daftar-member/tambah-member",
      icon: "UserPlus",
      hiddenForNuera: true,
    },
    {
      label: "Pencatatan Cash Bill",
      url: "/cash-bill/transaksi-cashbill/tambah-transaksi-cash-bill",
      icon: "Receipt",
      hiddenForNuera: true,
    },
    {
      label: "Tambah Point",
      url: "/cash-bill/pencatatan-tambah-poin/tambah-poin",
      icon: "Coins",
      ...(isBonusPeriod ? {} : { disabledReason: NOT_BONUS_PERIOD_REASON }),
    },
  ];
  return all.filter((q) => !(nuera && q.hiddenForNuera)).map(({ hiddenForNuera: _h, ...q }) => q);
}

/** "3 hari 04:05:06" for a remaining duration in ms (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${days > 0 ? `${days} hari ` : ""}${pad(h)}:${pad(m)}:${pad(s)}`;
}

/**
 * The module each role lands on after sign-in: the area root of that role in the menu tree
 * (prisma/seed/data/menus.ts), SPEC §2 "Post-login redirect". Both names of a Pusat role count
 * (`kasir` and `kasir_pusat`, `penjualan` and `penjualan_pusat`): the demo accounts sign in with
 * the short one. superadmin and the member role (two modules: Cash Bill and Komisi Bulanan) land on
 * the home tiles.
 */
export const ROLE_LANDING: Readonly<Record<string, string>> = {
  admin: "/admin",
  gudang: "/gudang",
  kasir: "/kasir",
  kasir_pusat: "/kasir",
  penjualan: "/penjualan",
  penjualan_pusat: "/penjualan",
  transaksi_penjualan: "/penjualan",
  cash_bill: "/cash-bill",
  bonus: "/bonus",
  stock_stockist: "/stock-stockist",
  customer_service: "/customer-service",
  pembelian: "/pembelian",
  barang_masuk: "/barang-masuk",
  pengiriman_barang: "/pengiriman-barang",
  retur_barang: "/retur-barang",
  laporan: "/laporan",
  kp_admin: "/kantor-pelayanan",
  sc_admin: "/stockist-center",
  stockist: "/stockist",
  supplier: "/supplier",
};

/** Where a user lands after login, by role, else by office category (SPEC §2 "Post-login redirect"). */
export function landingPath(currentRole: string | null, officeCategoryId: number | null): string {
  const byRole =
    currentRole && Object.hasOwn(ROLE_LANDING, currentRole) ? ROLE_LANDING[currentRole] : undefined;
  if (byRole) return byRole;
  switch (officeCategoryId) {
    case OFFICE_CATEGORY_IDS.KANTOR_PELAYANAN:
      return "/kantor-pelayanan";
    case OFFICE_CATEGORY_IDS.STOCKIST_CENTER:
      return "/stockist-center";
    case OFFICE_CATEGORY_IDS.STOCKIST:
      return "/stockist";
    default:
      return "/";
  }
}
