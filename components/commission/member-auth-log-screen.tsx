"use client";

// Log Autentikasi (/bonus/log-autentikasi): the sign-ins and other account events of the users
// of member offices (member-auth-logs over user_logs), newest first, with search and date range.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import { dateTime } from "@/components/notifications/format";

interface AuthLogRow {
  id: string;
  action: string;
  ip_address: string | null;
  user_agent: string | null;
  user_name: string | null;
  user_email: string | null;
  office_code: string | null;
  office_name: string | null;
  createdAt: string;
}

const ACTION_LABEL: Record<string, string> = {
  login: "Masuk",
  login_failed: "Gagal masuk",
  logout: "Keluar",
  refresh: "Perpanjang sesi",
  password_changed: "Ubah password",
  email_changed: "Ubah email",
  role_switched: "Ganti role",
};

const columns: ColumnDef<AuthLogRow>[] = [
  {
    id: "createdAt",
    header: "Waktu",
    enableSorting: true,
    cell: ({ row }) => dateTime(row.original.createdAt),
  },
  {
    id: "member",
    header: "Mitra Usaha",
    cell: ({ row }) => `${row.original.office_code ?? "-"} ${row.original.office_name ?? ""}`,
  },
  {
    id: "user",
    header: "User",
    cell: ({ row }) => `${row.original.user_name ?? "-"} (${row.original.user_email ?? "-"})`,
  },
  {
    id: "action",
    header: "Aktivitas",
    enableSorting: true,
    cell: ({ row }) => ACTION_LABEL[row.original.action] ?? row.original.action,
  },
  { id: "ip", header: "IP", cell: ({ row }) => row.original.ip_address ?? "-" },
  {
    id: "agent",
    header: "Perangkat",
    cell: ({ row }) => (
      <span className="line-clamp-1 max-w-xs">{row.original.user_agent ?? "-"}</span>
    ),
  },
];

const ACTION_OPTIONS = Object.entries(ACTION_LABEL).map(([value, label]) => ({ value, label }));

export function MemberAuthLogScreen() {
  const [action, setAction] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [to, setTo] = React.useState("");
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Log Autentikasi</h1>
        <p className="text-sm text-muted-foreground">
          Riwayat masuk dan aktivitas akun mitra usaha.
        </p>
      </header>
      <DataTable<AuthLogRow, AuthLogRow>
        resource="member-auth-logs"
        label="Daftar Log Autentikasi"
        columns={columns}
        defaultSort="-createdAt"
        include={[]}
        filters={{ action, date_from: from, date_to: to }}
        searchPlaceholder="Cari nama atau email"
        toolbar={
          <div className="flex flex-wrap items-end gap-2 text-sm">
            <FilterSelect
              label="Aktivitas"
              value={action}
              onChange={setAction}
              options={ACTION_OPTIONS}
            />
            <DateRangeFilter from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          </div>
        }
      />
    </div>
  );
}
