"use client";

// The user list (SPEC §2) of Admin > Master > Users and Bonus > Master User, one screen with a
// typed config per variant (users-config.ts): users with office, roles and state; search (name,
// email, phone); Admin also filters by office category, and its 'Tambah User' and the row's edit
// button lead to the form pages (/admin/master/users/tambah-user, /tambah-user/{id}).
import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Pencil, Plus } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useSessionUser } from "@/components/shell/session-provider";
import { OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";
import type { InitialList } from "@/components/data-table/query";
import type { ListResult, ResourceObject } from "@/lib/jsonapi-client";
import { USERS_SCREENS, usersQuery, type UsersVariant } from "./users-config";

interface UserAttributes {
  name: string;
  email: string;
  phone: string | null;
  is_active: boolean;
  office_id: string | null;
}

interface UserRow {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  office: string;
  roles: string;
}

function selectRows(result: ListResult<UserAttributes>): UserRow[] {
  const byKey = new Map<string, ResourceObject>(
    result.included.map((r) => [`${r.type}:${r.id}`, r]),
  );
  return result.resources.map((r) => {
    const officeRef = r.relationships?.office?.data;
    const office =
      officeRef && !Array.isArray(officeRef) ? byKey.get(`offices:${officeRef.id}`) : undefined;
    const officeAttrs = (office?.attributes ?? {}) as { code?: string | null; name?: string };
    const roleRefs = r.relationships?.roles?.data;
    const roles = Array.isArray(roleRefs)
      ? roleRefs
          .map((ref) => {
            const role = byKey.get(`roles:${ref.id}`);
            const a = (role?.attributes ?? {}) as { name?: string; label?: string | null };
            return a.label || a.name || "";
          })
          .filter(Boolean)
      : [];
    return {
      id: r.id,
      name: r.attributes.name,
      email: r.attributes.email,
      isActive: r.attributes.is_active,
      office: office ? `${officeAttrs.code ?? "-"} — ${officeAttrs.name ?? ""}` : "-",
      roles: roles.join(", ") || "-",
    };
  });
}

export function UsersScreen({
  variant,
  initial,
}: {
  variant: UsersVariant;
  initial?: InitialList;
}) {
  const cfg = USERS_SCREENS[variant];
  const user = useSessionUser();
  const [category, setCategory] = React.useState("");
  const mayCreate = cfg.manage && can(user, "users.create");
  const mayUpdate = cfg.manage && can(user, "users.update");

  const columns = React.useMemo<ColumnDef<UserRow>[]>(
    () => [
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      { id: "email", accessorKey: "email", header: "Email", enableSorting: true },
      { id: "office", accessorKey: "office", header: "Kantor" },
      { id: "roles", accessorKey: "roles", header: "Role" },
      {
        id: "is_active",
        header: "Status",
        cell: ({ row }) => (
          <Badge color={row.original.isActive ? "green" : "red"}>
            {row.original.isActive ? "Aktif" : "Tidak Aktif"}
          </Badge>
        ),
      },
    ],
    [],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      {cfg.categoryFilter ? (
        <div className="flex flex-col gap-1.5 sm:w-64">
          <Label htmlFor="user-office-category">Kategori Kantor</Label>
          <select
            id="user-office-category"
            className="h-9 rounded-md border bg-background px-3 text-sm"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">Semua</option>
            {Object.entries(OFFICE_CATEGORY_LABEL).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <DataTable<UserAttributes, UserRow>
        {...usersQuery(variant, category)}
        initial={initial}
        label={cfg.title}
        columns={columns}
        select={selectRows}
        searchPlaceholder="Cari User"
        toolbar={
          mayCreate ? (
            <Link href="/admin/master/users/tambah-user" className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" />
              Tambah User
            </Link>
          ) : null
        }
        rowActions={
          mayUpdate
            ? (row) => (
                <Link
                  href={`/admin/master/users/tambah-user/${row.id}`}
                  className={buttonVariants({ variant: "ghost", size: "sm" })}
                  aria-label={`Ubah ${row.name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Link>
              )
            : undefined
        }
      />
    </div>
  );
}
