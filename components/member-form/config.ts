// Typed configuration of the member (Mitra Usaha) screens: the Admin pages under
// /admin/master/member and the stockist layout's /stockist/admin/daftar-member are the same
// components with a different config (ARCHITECTURE §6).
import type { FilterValue } from "@/lib/jsonapi-client";
import type { ListQuery } from "@/components/data-table/query";
import { KP_CATEGORY_ID } from "./form-keys";

export interface MemberScreenConfig {
  /** The list page, also where 'Selesai' goes after a save. */
  listPath: string;
  /** The create page (list toolbar, 'Tambah Lagi'); null: the list offers none. */
  createPath: string | null;
  listTitle: string;
  /** Form titles; default 'Pencatatan Data Kantor' / 'Edit Data Kantor' (SPEC §2). */
  createTitle?: string;
  editTitle?: string;
  /**
   * Pre-fill the upline of a new member with the first member (lowest code) this office
   * registered, i.e. the root of its own member tree (the stockist layout).
   */
  defaultUplineFromOwnMembers: boolean;
  /** The list's export: downloadMitra (filtered CSV of the managed members). */
  exportable: boolean;
  /** A 'Kantor Pendaftar' column (head office sees every branch's members). */
  showRegistrar: boolean;
}

export const ADMIN_MEMBER_SCREEN: MemberScreenConfig = {
  listPath: "/admin/master/member",
  createPath: "/admin/master/member/tambah-member",
  listTitle: "Mitra Usaha",
  defaultUplineFromOwnMembers: false,
  exportable: true,
  showRegistrar: true,
};

export const STOCKIST_MEMBER_SCREEN: MemberScreenConfig = {
  listPath: "/stockist/admin/daftar-member",
  createPath: "/stockist/admin/daftar-member/tambah-member",
  listTitle: "Daftar Mitra Usaha",
  createTitle: "Pencatatan Mitra Usaha",
  editTitle: "Edit Mitra Usaha",
  defaultUplineFromOwnMembers: true,
  exportable: true,
  showRegistrar: false,
};

/** The Bonus area: Master Mitra Usaha (/bonus/admin/master-mitra-usaha) and its add tool. */
export const BONUS_MEMBER_SCREEN: MemberScreenConfig = {
  listPath: "/bonus/admin/master-mitra-usaha",
  createPath: "/bonus/tool/tambah-mitra-usaha",
  listTitle: "Master Mitra Usaha",
  createTitle: "Tambah Mitra Usaha",
  editTitle: "Edit Mitra Usaha",
  defaultUplineFromOwnMembers: false,
  exportable: true,
  showRegistrar: true,
};

/**
 * The Bonus area's 'Data Mitra Usaha' (docs/cash-bills.md "Screens"): every member with the
 * status and area filters and the download; members are added with the Bonus tools.
 */
export const BONUS_MEMBER_DATA_SCREEN: MemberScreenConfig = {
  listPath: "/bonus/bonus/data-mitra-usaha",
  createPath: null,
  listTitle: "Data Mitra Usaha",
  editTitle: "Detail Mitra Usaha",
  defaultUplineFromOwnMembers: false,
  exportable: true,
  showRegistrar: true,
};

export type MemberScreenName = "admin" | "stockist" | "bonus" | "bonus-data";

export const MEMBER_SCREENS: Record<MemberScreenName, MemberScreenConfig> = {
  admin: ADMIN_MEMBER_SCREEN,
  stockist: STOCKIST_MEMBER_SCREEN,
  bonus: BONUS_MEMBER_SCREEN,
  "bonus-data": BONUS_MEMBER_DATA_SCREEN,
};

export { DEFAULT_CREATE_TITLE, DEFAULT_EDIT_TITLE, DEFAULT_REDIRECT, draftKey } from "./form-keys";

const CATEGORY = { PUSAT: 1, KP: KP_CATEGORY_ID, SC: 3, STOCKIST: 4, MEMBER: 5 } as const;

/**
 * Which promotion history rows the read-only upline/downline block shows, by viewer (SPEC §2): a
 * member sees stockist and stockist-center promotion data; a stockist sees stockist-center
 * promotion data; a stockist center sees the stockist that promoted it; everyone else (non
 * members: Pusat, KP) sees the promoting stockist.
 */
export function historyTypesFor(viewerCategoryId: number | null): string[] {
  switch (viewerCategoryId) {
    case CATEGORY.MEMBER:
      return [
        "promoted_to_stockist_by",
        "promoting_to_stockist",
        "promoted_to_sc_by",
        "promoting_to_sc",
      ];
    case CATEGORY.STOCKIST:
      return ["promoted_to_sc_by", "promoting_to_sc"];
    case CATEGORY.SC:
      return ["promoted_to_sc_by"];
    default:
      return ["promoted_to_stockist_by"];
  }
}

export const HISTORY_LABEL: Record<string, string> = {
  promoted_to_stockist_by: "Dipromosikan menjadi Stockist oleh",
  promoting_to_stockist: "Mempromosikan menjadi Stockist",
  promoted_to_sc_by: "Dipromosikan menjadi Stockist Center oleh",
  promoting_to_sc: "Mempromosikan menjadi Stockist Center",
};

export { KP_CATEGORY_ID } from "./form-keys";

/** A member as the list shows it (the upline and registering office come through include). */
export interface MemberListAttributes {
  code: string;
  temp_code: string | null;
  name: string;
  ktp_number: string | null;
  phone: string | null;
  area_code: number | null;
  is_active: boolean;
  is_suspended: boolean;
  createdAt: string;
}

/**
 * The list's sparse fieldset of `offices`, which the included upline and registrar share (they
 * need code and name): every attribute of MemberListAttributes and the two relationships. A page
 * of 15 members with every attribute and relationship link of the rows and their offices was
 * ~150 KB.
 */
const MEMBER_LIST_FIELDS = [
  "code",
  "temp_code",
  "name",
  "ktp_number",
  "phone",
  "area_code",
  "is_active",
  "is_suspended",
  "createdAt",
  "upline",
  "registrar",
] as const satisfies readonly (keyof MemberListAttributes | "upline" | "registrar")[];

/** The DataTable query of a member list (status filters and area "" = not set); the server loads
 *  its first page with the page. */
export function memberListQuery(
  config: MemberScreenConfig,
  f: { status: Record<string, FilterValue>; area: string } = { status: {}, area: "" },
): ListQuery {
  return {
    resource: "offices",
    include: config.showRegistrar ? ["upline", "registrar"] : ["upline"],
    fields: { offices: MEMBER_LIST_FIELDS },
    defaultSort: "-createdAt",
    filters: { registrar: "me", ...f.status, area_id: f.area },
  };
}
