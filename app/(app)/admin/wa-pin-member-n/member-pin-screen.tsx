"use client";

// Admin > Log > WA PIN Mitra Usaha: members with their PIN status (user to sign in with, last PIN
// message and its delivery status). 'Kirim PIN' asks 'Yakin' / 'Batal', then a new 6-digit PIN
// replaces the member's password and goes out by WhatsApp (server/whatsapp/send-member-pin.ts);
// the screen never sees the PIN. A re-send within the window answers 'Terlalu banyak permintaan'.
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Send } from "lucide-react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { StatusBadge, type LogRow } from "@/components/logs/log-screen";
import { dateTime } from "@/components/notifications/format";
import { failureText } from "@/lib/jsonapi-client";
import { sendMemberPinAction } from "./actions";

interface MemberPinRow {
  id: string;
  code: string;
  name: string;
  phone: string | null;
  is_active: boolean;
  has_user: boolean;
  user_email: string | null;
  pin_sent_at: string | null;
  pin_status: LogRow["status"] | null;
}

export function MemberPinScreen() {
  const toast = useToast();
  const [reloadKey, setReloadKey] = React.useState(0);
  const [sending, setSending] = React.useState<MemberPinRow | null>(null);
  const { busy, submit } = useSubmit();
  const [pinSent, setPinSent] = React.useState("");

  const columns = React.useMemo<ColumnDef<MemberPinRow>[]>(
    () => [
      { id: "code", accessorKey: "code", header: "Kode Mitra Usaha", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
      { id: "phone", header: "No. HP", cell: ({ row }) => row.original.phone || "-" },
      {
        id: "user",
        header: "User",
        cell: ({ row }) =>
          row.original.has_user ? (
            row.original.user_email
          ) : (
            <Badge color="red">Belum ada user</Badge>
          ),
      },
      {
        id: "pin_sent_at",
        header: "PIN Terakhir Dikirim",
        cell: ({ row }) =>
          row.original.pin_sent_at ? dateTime(row.original.pin_sent_at) : "Belum pernah",
      },
      {
        id: "pin_status",
        header: "Status Kirim",
        cell: ({ row }) =>
          row.original.pin_status ? <StatusBadge status={row.original.pin_status} /> : "-",
      },
    ],
    [],
  );

  const onConfirm = async () => {
    const target = sending;
    if (!target) return;
    await submit(
      async () => {
        const result = await sendMemberPinAction(target.id);
        setSending(null);
        if (result.ok) {
          toast({ variant: "success", description: result.message ?? "PIN berhasil dikirim" });
          setReloadKey((k) => k + 1);
        } else {
          toast({
            variant: "error",
            description: result.status === 429 ? "Terlalu banyak permintaan" : result.error,
          });
        }
        return "done";
      },
      (err) => {
        setSending(null);
        toast({ variant: "error", description: failureText(err) });
      },
    );
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">WA PIN Mitra Usaha</h1>
        <p className="text-sm text-muted-foreground">
          Kirim PIN login baru ke nomor WhatsApp Mitra Usaha. PIN lama tidak berlaku lagi.
        </p>
      </header>
      <DataTable<MemberPinRow, MemberPinRow>
        resource="member-pins"
        label="Daftar PIN Mitra Usaha"
        columns={columns}
        defaultSort="code"
        filters={{ pin_sent: pinSent }}
        searchPlaceholder="Cari kode, nama atau no. HP"
        reloadKey={reloadKey}
        toolbar={
          <label className="flex items-center gap-2 text-sm">
            PIN
            <select
              className="h-10 rounded-md border border-input bg-background px-2 text-sm"
              value={pinSent}
              onChange={(e) => setPinSent(e.target.value)}
            >
              <option value="">Semua</option>
              <option value="true">Sudah dikirim</option>
              <option value="false">Belum pernah</option>
            </select>
          </label>
        }
        rowActions={(row) => (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!row.has_user || !row.phone}
            aria-label={`Kirim PIN ${row.code}`}
            onClick={() => setSending(row)}
          >
            <Send className="size-4" aria-hidden="true" />
            Kirim PIN
          </Button>
        )}
      />
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setSending(null);
        }}
        variant="yakin"
        title="Kirim PIN"
        text={
          sending
            ? `Kirim PIN baru ke ${sending.code} ${sending.name} (${sending.phone ?? "-"})? PIN lama tidak berlaku lagi.`
            : ""
        }
        busy={busy}
        onConfirm={onConfirm}
      />
    </div>
  );
}
