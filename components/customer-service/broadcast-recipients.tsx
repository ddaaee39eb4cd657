"use client";

// A broadcast's recipients (the broadcasts list's 'Penerima' panel, cs-lookup-configs.tsx): phone,
// office, state (STOP contacts listed as skipped), when sent and the gateway's error, filtered by
// state; reloaded with the list while the broadcast runs.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import type { LookupPanelProps } from "@/components/data-table/lookup-configs";
import { Button } from "@/components/ui/button";
import { dateTime } from "@/components/notifications/format";
import type { Row } from "@/lib/jsonapi-client";
import { CHAT_MESSAGE_STATUS_LABEL } from "@/lib/customer-service-rules";

interface RecipientAttrs {
  phone: string;
  status: string;
  error: string | null;
  office_code: string | null;
  office_name: string | null;
  sent_at: string | null;
}
type RecipientRow = Row<RecipientAttrs>;

export default function BroadcastRecipients({ row, label, reloadKey, onClose }: LookupPanelProps) {
  const [status, setStatus] = React.useState("");
  const columns: ColumnDef<RecipientRow>[] = [
    { id: "phone", accessorKey: "phone", header: "No. HP", enableSorting: true },
    {
      id: "office",
      header: "Kantor",
      cell: ({ row }) =>
        row.original.office_code
          ? `${row.original.office_code} ${row.original.office_name ?? ""}`
          : "-",
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => CHAT_MESSAGE_STATUS_LABEL[row.original.status] ?? row.original.status,
    },
    {
      id: "sent_at",
      header: "Terkirim",
      cell: ({ row }) => (row.original.sent_at ? dateTime(row.original.sent_at) : "-"),
    },
    { id: "error", header: "Galat", cell: ({ row }) => row.original.error ?? "-" },
  ];
  return (
    <section aria-label={`Penerima ${label}`} className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Penerima: {label}</h2>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Tutup
        </Button>
      </div>
      <DataTable<RecipientAttrs, RecipientRow>
        resource="broadcast-recipients"
        label="Daftar penerima"
        columns={columns}
        defaultSort="phone"
        reloadKey={reloadKey}
        include={[]}
        filters={{ broadcast: row.id, status }}
        searchPlaceholder="Cari nomor"
        toolbar={
          <FilterSelect
            label="Status"
            value={status}
            onChange={setStatus}
            options={[
              "queued",
              "sent",
              "delivered",
              "read",
              "failed",
              "skipped",
              "logged",
              "cancelled",
            ].map((s) => ({
              value: s,
              label: CHAT_MESSAGE_STATUS_LABEL[s] ?? s,
            }))}
          />
        }
      />
    </section>
  );
}
