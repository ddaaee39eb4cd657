// The Admin office screens as typed config (ARCHITECTURE §6: screens that differ by a parameter
// are one component): the four Admin lists (/admin/master/stockist, /stockist-center,
// /kantor-pelayanan, /supplier), their detail pages, and the read-only lists of the KP layout
// (/kantor-pelayanan/admin/master/stockist, /stockist-center).
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import type { ListParams } from "@/lib/jsonapi-client";
import type { FilterValue } from "@/lib/jsonapi-client";
import type { ListQuery } from "@/components/data-table/query";

export type OfficeColumn =
  "code" | "name" | "phone" | "address" | "area" | "upline" | "balance" | "pbs" | "status";

/** How a list creates offices of its category. */
export type OfficeCreation =
  | {
      kind: "promote";
      /** Button text, e.g. 'Jadikan Stockist'. */
      label: string;
      action: "promoteToStockist" | "promoteToSC";
      /** Category of the offices the picker lists (the ones that can be promoted). */
      fromCategoryId: number;
      pickerTitle: string;
      permission: string;
    }
  | { kind: "form"; label: string; permission: string };

export interface OfficeScreenConfig {
  key: OfficeScreenKey;
  categoryId: number;
  title: string;
  description: string;
  /** Noun for texts ('Stockist', 'Supplier'). */
  noun: string;
  columns: OfficeColumn[];
  searchPlaceholder: string;
  create: OfficeCreation | null;
  /** Detail page base path (rows link to `${detailPath}/{id}`); null = no detail page. */
  detailPath: string | null;
  /** Rows can be edited in a dialog from the list (offices without a detail page). */
  editInList: boolean;
  /** Saldo tab and column (stockist, stockist center). */
  hasBalance: boolean;
  /**
   * The 'PBS' column is a switch (PATCH offices/{id} is_pbs_activated) for a viewer with
   * offices.update; elsewhere the column only shows the flag.
   */
  pbsSwitch?: boolean;
}

export type OfficeScreenKey =
  | "admin-stockist"
  | "admin-stockist-center"
  | "admin-kantor-pelayanan"
  | "admin-supplier"
  | "kp-stockist"
  | "kp-stockist-center"
  | "bonus-stockist";

const C = OFFICE_CATEGORY_IDS;

export const OFFICE_SCREENS: Record<OfficeScreenKey, OfficeScreenConfig> = {
  "admin-stockist": {
    key: "admin-stockist",
    categoryId: C.STOCKIST,
    title: "Stockist",
    description: "Data master stockist. Stockist baru dibuat dengan mempromosikan Mitra Usaha.",
    noun: "Stockist",
    columns: ["code", "name", "phone", "area", "upline", "balance", "status"],
    searchPlaceholder: "Cari Stockist",
    create: {
      kind: "promote",
      label: "Jadikan Stockist",
      action: "promoteToStockist",
      fromCategoryId: C.MEMBER,
      pickerTitle: "Pilih Mitra Usaha",
      permission: "offices.promote",
    },
    detailPath: "/admin/master/stockist",
    editInList: false,
    hasBalance: true,
  },
  "admin-stockist-center": {
    key: "admin-stockist-center",
    categoryId: C.STOCKIST_CENTER,
    title: "Stockist Center",
    description:
      "Data master stockist center. Stockist Center dibuat dengan mempromosikan Stockist.",
    noun: "Stockist Center",
    columns: ["code", "name", "phone", "area", "upline", "balance", "status"],
    searchPlaceholder: "Cari Stockist Center",
    create: {
      kind: "promote",
      label: "Jadikan Stockist Center",
      action: "promoteToSC",
      fromCategoryId: C.STOCKIST,
      pickerTitle: "Pilih Stockist",
      permission: "offices.promote",
    },
    detailPath: "/admin/master/stockist-center",
    editInList: false,
    hasBalance: true,
  },
  "admin-kantor-pelayanan": {
    key: "admin-kantor-pelayanan",
    categoryId: C.KANTOR_PELAYANAN,
    title: "Kantor Pelayanan",
    description: "Data master kantor pelayanan.",
    noun: "Kantor Pelayanan",
    columns: ["code", "name", "phone", "address", "area", "status"],
    searchPlaceholder: "Cari Kantor Pelayanan",
    create: { kind: "form", label: "Tambah Kantor Pelayanan", permission: "offices.create" },
    detailPath: "/admin/master/kantor-pelayanan",
    editInList: false,
    hasBalance: false,
  },
  "admin-supplier": {
    key: "admin-supplier",
    categoryId: C.SUPPLIER,
    title: "Supplier",
    description: "Data master supplier.",
    noun: "Supplier",
    columns: ["code", "name", "phone", "address", "status"],
    searchPlaceholder: "Cari Supplier",
    create: { kind: "form", label: "Tambah Supplier", permission: "offices.create" },
    detailPath: null,
    editInList: true,
    hasBalance: false,
  },
  "kp-stockist": {
    key: "kp-stockist",
    categoryId: C.STOCKIST,
    title: "Stockist",
    description: "Daftar stockist (hanya lihat).",
    noun: "Stockist",
    columns: ["code", "name", "phone", "address", "area", "upline", "status"],
    searchPlaceholder: "Cari Stockist",
    create: null,
    detailPath: null,
    editInList: false,
    hasBalance: false,
  },
  "kp-stockist-center": {
    key: "kp-stockist-center",
    categoryId: C.STOCKIST_CENTER,
    title: "Stockist Center",
    description: "Daftar stockist center (hanya lihat).",
    noun: "Stockist Center",
    columns: ["code", "name", "phone", "address", "area", "status"],
    searchPlaceholder: "Cari Stockist Center",
    create: null,
    detailPath: null,
    editInList: false,
    hasBalance: false,
  },
  // /bonus/admin/master-stockist: the stockists the Bonus staff work with and their PBS flag
  // (docs/cash-bills.md "PBS"), which they switch (the Bonus role holds offices.update).
  "bonus-stockist": {
    key: "bonus-stockist",
    categoryId: C.STOCKIST,
    title: "Master Stockist",
    description:
      "Stockist dengan wilayah, status dan penjualan PBS. Kantor dengan PBS aktif dapat mencatat penjualan PBS.",
    noun: "Stockist",
    columns: ["code", "name", "area", "upline", "pbs", "status"],
    searchPlaceholder: "Cari Stockist",
    create: null,
    detailPath: null,
    editInList: false,
    hasBalance: false,
    pbsSwitch: true,
  },
};

/** Detail pages exist for these (SPEC §2: /master/stockist/{id}, /stockist-center/{id}, /kantor-pelayanan/{id}). */
/** What the office detail asks of its office; its page prefetches the same (prefetchResource). */
export const OFFICE_DETAIL_PARAMS: Pick<ListParams, "include"> = { include: ["upline"] };

export type OfficeDetailKey = "admin-stockist" | "admin-stockist-center" | "admin-kantor-pelayanan";

/**
 * What an office list's rows show, asked as the sparse fieldset of `offices` (its included upline
 * shares it: code and name): a page of 15 offices was ~97 KB with every attribute and relationship
 * link. The edit dialog loads the office it edits by id.
 */
export const OFFICE_LIST_FIELDS = [
  "code",
  "temp_code",
  "name",
  "phone",
  "address",
  "area_code",
  "balance",
  "is_active",
  "is_suspended",
  "is_pbs_activated",
  "upline",
] as const;

/**
 * The DataTable query of an office list screen (status filters and area "" = not set); the server
 * loads its first page with the page.
 */
export function officeListQuery(
  config: OfficeScreenConfig,
  f: { status: Record<string, FilterValue>; area: string } = { status: {}, area: "" },
): ListQuery {
  return {
    resource: "offices",
    include: config.columns.includes("upline") ? ["upline"] : [],
    fields: { offices: OFFICE_LIST_FIELDS },
    defaultSort: "code",
    filters: { office_category_id: config.categoryId, area_id: f.area, ...f.status },
  };
}
