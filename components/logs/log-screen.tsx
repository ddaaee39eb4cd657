"use client";

// Admin > Log (SPEC §2 /admin/log/mail, /log/whatsapp, /log/member-whatsapp): ONE read-only list
// screen driven by a typed config. Server-side search, status and date-range filters and paging
// through the DataTable; 'Detail' opens the full mail body / WhatsApp message. The member log is
// the WhatsApp log narrowed to member offices (filter[office_type]=member) with a member-code filter.
import { DateRangeFilter, FilterSelect } from "@/components/data-table/filter-select";
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Eye } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { dateTime } from "@/components/notifications/format";
import type { FilterValue } from "@/lib/jsonapi-client";

export type LogKind = "mail" | "whatsapp" | "member-whatsapp";

export interface LogRow {
  id: string;
  status: "queued" | "sent" | "failed" | "logged";
  error: string | null;
  sent_at: string | null;
  createdAt: string;
  // mail-logs
  to?: string;
  subject?: string;
  body?: string;
  template?: string | null;
  // whatsapp-logs
  phone?: string;
  message?: string;
  category?: string | null;
  office_code?: string | null;
  office_name?: string | null;
  device_name?: string | null;
}

interface LogConfig {
  title: string;
  description: string;
  resource: "mail-logs" | "whatsapp-logs";
  searchPlaceholder: string;
  fixedFilters: Record<string, FilterValue>;
  /** Shows the 'Kode Mitra Usaha' filter (filter[office_code]). */
  memberFilter: boolean;
  columns: ColumnDef<LogRow>[];
}

export const STATUS_LABEL: Record<
  LogRow["status"],
  { text: string; color: "green" | "yellow" | "red" | "blue" }
> = {
  queued: { text: "Antri", color: "yellow" },
  sent: { text: "Terkirim", color: "green" },
  failed: { text: "Gagal", color: "red" },
  logged: { text: "Tercatat", color: "blue" },
};

export function StatusBadge({ status }: { status: LogRow["status"] }) {
  const s = STATUS_LABEL[status];
  return <Badge color={s.color}>{s.text}</Badge>;
}

const when: ColumnDef<LogRow> = {
  id: "createdAt",
  header: "Tanggal",
  enableSorting: true,
  cell: ({ row }) => dateTime(row.original.createdAt),
};
const status: ColumnDef<LogRow> = {
  id: "status",
  header: "Status",
  enableSorting: true,
  cell: ({ row }) => <StatusBadge status={row.original.status} />,
};
const sentAt: ColumnDef<LogRow> = {
  id: "sent_at",
  header: "Terkirim Pada",
  enableSorting: true,
  cell: ({ row }) => (row.original.sent_at ? dateTime(row.original.sent_at) : "-"),
};
const error: ColumnDef<LogRow> = {
  id: "error",
  header: "Galat",
  cell: ({ row }) => (
    <span className="line-clamp-2 max-w-xs text-destructive">{row.original.error || "-"}</span>
  ),
};
const whatsappColumns: ColumnDef<LogRow>[] = [
  when,
  { id: "phone", accessorKey: "phone", header: "No. HP", enableSorting: true },
  {
    id: "message",
    header: "Pesan",
    cell: ({ row }) => <span className="line-clamp-2 max-w-md">{row.original.message}</span>,
  },
  { id: "device", header: "Device", cell: ({ row }) => row.original.device_name || "-" },
  status,
  error,
];

const CONFIG: Record<LogKind, LogConfig> = {
  mail: {
    title: "Log Email",
    description: "Semua email yang dikirim aplikasi.",
    resource: "mail-logs",
    searchPlaceholder: "Cari penerima atau subjek",
    fixedFilters: {},
    memberFilter: false,
    columns: [
      when,
      { id: "to", accessorKey: "to", header: "Kepada", enableSorting: true },
      { id: "subject", accessorKey: "subject", header: "Subjek", enableSorting: true },
      status,
      error,
      sentAt,
    ],
  },
  whatsapp: {
    title: "Log WhatsApp",
    description: "Semua pesan WhatsApp yang dikirim aplikasi.",
    resource: "whatsapp-logs",
    searchPlaceholder: "Cari nomor HP atau pesan",
    fixedFilters: {},
    memberFilter: false,
    columns: whatsappColumns,
  },
  "member-whatsapp": {
    title: "Log WhatsApp Mitra Usaha",
    description: "Pesan WhatsApp yang dikirim ke Mitra Usaha.",
    resource: "whatsapp-logs",
    searchPlaceholder: "Cari nomor HP atau pesan",
    fixedFilters: { office_type: "member" },
    memberFilter: true,
    columns: [
      when,
      {
        id: "member",
        header: "Mitra Usaha",
        cell: ({ row }) => (
          <span>
            <span className="font-medium">{row.original.office_code ?? "-"}</span>
            {row.original.office_name ? ` ${row.original.office_name}` : ""}
          </span>
        ),
      },
      ...whatsappColumns.slice(1),
    ],
  },
};

const STATUS_OPTIONS = Object.entries(STATUS_LABEL).map(([value, s]) => ({ value, label: s.text }));

export function LogScreen({ kind }: { kind: LogKind }) {
  const cfg = CONFIG[kind];
  const [statusFilter, setStatusFilter] = React.useState("");
  const [dateFrom, setDateFrom] = React.useState("");
  const [dateTo, setDateTo] = React.useState("");
  const [memberCode, setMemberCode] = React.useState("");
  const [appliedCode, setAppliedCode] = React.useState("");
  const [showing, setShowing] = React.useState<LogRow | null>(null);

  const filters: Record<string, FilterValue> = {
    ...cfg.fixedFilters,
    status: statusFilter,
    date_from: dateFrom,
    date_to: dateTo,
    ...(cfg.memberFilter ? { office_code: appliedCode } : {}),
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.title}</h1>
        <p className="text-sm text-muted-foreground">{cfg.description}</p>
      </header>
      <DataTable<LogRow, LogRow>
        resource={cfg.resource}
        label={`Daftar ${cfg.title}`}
        columns={cfg.columns}
        defaultSort="-createdAt"
        filters={filters}
        searchPlaceholder={cfg.searchPlaceholder}
        toolbar={
          <div className="flex flex-wrap items-end gap-2 text-sm">
            {cfg.memberFilter ? (
              <form
                className="flex items-center gap-1"
                onSubmit={(e) => {
                  e.preventDefault();
                  setAppliedCode(memberCode.trim());
                }}
              >
                <Input
                  aria-label="Kode Mitra Usaha"
                  placeholder="Kode Mitra Usaha"
                  className="w-40"
                  value={memberCode}
                  onChange={(e) => {
                    setMemberCode(e.target.value);
                    if (!e.target.value.trim()) setAppliedCode("");
                  }}
                />
                <Button type="submit" variant="outline">
                  Filter
                </Button>
              </form>
            ) : null}
            <FilterSelect
              label="Status"
              value={statusFilter}
              onChange={setStatusFilter}
              options={STATUS_OPTIONS}
            />
            <DateRangeFilter
              from={dateFrom}
              to={dateTo}
              onFromChange={setDateFrom}
              onToChange={setDateTo}
            />
          </div>
        }
        rowActions={(row) => (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Detail"
            onClick={() => setShowing(row)}
          >
            <Eye className="size-4" aria-hidden="true" />
          </Button>
        )}
      />
      {showing ? <LogDetail kind={kind} row={showing} onClose={() => setShowing(null)} /> : null}
    </div>
  );
}

function LogDetail({ kind, row, onClose }: { kind: LogKind; row: LogRow; onClose: () => void }) {
  const isMail = kind === "mail";
  const facts: [string, React.ReactNode][] = isMail
    ? [
        ["Kepada", row.to],
        ["Subjek", row.subject],
        ["Template", row.template || "-"],
      ]
    : [
        ["No. HP", row.phone],
        ["Mitra Usaha", row.office_code ? `${row.office_code} ${row.office_name ?? ""}` : "-"],
        ["Kategori", row.category || "-"],
        ["Device", row.device_name || "-"],
      ];
  facts.push(
    ["Tanggal", dateTime(row.createdAt)],
    ["Status", <StatusBadge key="s" status={row.status} />],
    ["Terkirim Pada", row.sent_at ? dateTime(row.sent_at) : "-"],
    ["Galat", row.error || "-"],
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{isMail ? "Detail Email" : "Detail Pesan WhatsApp"}</DialogTitle>
          <DialogDescription>{isMail ? row.subject : row.phone}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          {facts.map(([k, v]) => (
            <React.Fragment key={k}>
              <dt className="text-muted-foreground">{k}</dt>
              <dd className="break-words">{v}</dd>
            </React.Fragment>
          ))}
        </dl>
        <pre
          aria-label={isMail ? "Isi Email" : "Isi Pesan"}
          className="max-h-80 overflow-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-3 text-sm"
        >
          {isMail ? row.body : row.message}
        </pre>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Tutup
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
