// The user lists as typed config (one screen, users-screen.tsx): Admin > Master > Users (every
// user, filter by office category, 'Tambah User' and edit) and Bonus > Master User (the users
// of the Bonus and Cash Bill roles, read only: the Bonus role holds users.view only,
// prisma/seed/data/access.ts). The pages load the first page with the page (prefetchList).
import type { ListQuery } from "@/components/data-table/query";

export type UsersVariant = "admin" | "bonus";

export interface UsersConfig {
  title: string;
  description: string;
  /** Only users holding one of these roles (names); null = every user. */
  roles: string[] | null;
  /** The office-category filter above the list. */
  categoryFilter: boolean;
  /** 'Tambah User' and the row's edit link (with users.create / users.update). */
  manage: boolean;
}

export const USERS_SCREENS: Record<UsersVariant, UsersConfig> = {
  admin: {
    title: "Daftar User",
    description: "User semua kantor beserta role-nya.",
    roles: null,
    categoryFilter: true,
    manage: true,
  },
  bonus: {
    title: "Master User",
    description: "User area Bonus dan Cash Bill beserta role-nya (hanya lihat).",
    roles: ["bonus", "cash_bill"],
    categoryFilter: false,
    manage: false,
  },
};

/** The users of a variant, of one office category ("" = every category). */
export function usersQuery(variant: UsersVariant, category = ""): ListQuery {
  const roles = USERS_SCREENS[variant].roles;
  return {
    resource: "users",
    include: ["office", "roles"],
    defaultSort: "-createdAt",
    filters: { office_category_id: category || null, role: roles ? roles.join(",") : null },
  };
}
