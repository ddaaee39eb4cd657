// The customer service lists as lookup screens (components/data-table/lookup-screen.tsx, the one
// list + add/edit dialog + delete screen): broadcast templates and canned responses
// (/customer-service/broadcast/template), response patterns (/customer-service/response-patterns),
// WhatsApp devices (/customer-service/broadcast/device) and the broadcasts with their progress
// (/customer-service/broadcast/tambah). What only one of them has (the template preview, a
// device's pairing, a broadcast's recipients) is a panel or form extra loaded when opened.
import * as React from "react";
import { Link2, Pause, Play, RefreshCw, Star, Unplug, Users, XCircle } from "lucide-react";
import type { LookupConfig, LookupRow } from "@/components/data-table/lookup-configs";
import { dateTime } from "@/components/notifications/format";
import {
  BROADCAST_STATUS_LABEL,
  DEVICE_STATUS_LABEL,
  MATCH_TYPE_LABEL,
} from "@/lib/customer-service-rules";

export type CsLookupKind =
  | "broadcast-templates"
  | "canned-responses"
  | "response-patterns"
  | "whatsapp-devices"
  | "broadcasts";

const schemas = () => import("@/lib/schemas/customer-service");

const num = (row: LookupRow, key: string) => (typeof row[key] === "number" ? row[key] : 0);
const when = (row: LookupRow, key: string) => {
  const v = row[key];
  return typeof v === "string" ? dateTime(v) : null;
};

function BroadcastProgress({ row }: { row: LookupRow }) {
  const total = num(row, "total_recipients");
  const sent = num(row, "sent_count");
  const failed = num(row, "failed_count");
  const skipped = num(row, "skipped_count");
  const pct = total ? Math.round(((sent + failed + skipped) / total) * 100) : 0;
  return (
    <div className="flex min-w-40 flex-col gap-1" aria-label={`Progres ${String(row.name)}`}>
      <div className="h-2 rounded bg-muted">
        <div className="h-2 rounded bg-green-500" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs">
        Terkirim {sent} · Gagal {failed} · Dilewati {skipped} · Menunggu {num(row, "pending_count")}{" "}
        / {total}
      </span>
    </div>
  );
}

/** A list without a form of its own has no save messages. */
const NO_MESSAGES = { created: "", updated: "", deleted: "" };

export const CS_LOOKUPS: Record<CsLookupKind, LookupConfig> = {
  "broadcast-templates": {
    title: "Template Broadcast",
    noun: "Template",
    subtitle: "Pesan dengan variabel yang diisi dari data kantor penerima.",
    tableLabel: "Daftar template",
    searchPlaceholder: "Cari template",
    columns: [
      { key: "name", header: "Nama", sortable: true },
      { key: "message", header: "Pesan", kind: "clamp" },
      { key: "is_active", header: "Status", kind: "status" },
    ],
    fields: [
      { name: "name", label: "Nama", kind: "text", required: true },
      { name: "message", label: "Pesan", kind: "textarea", required: true },
      { name: "is_active", label: "Aktif", kind: "switch" },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "toast",
    messages: {
      created: "Template ditambahkan",
      updated: "Template diubah",
      deleted: "Template dihapus",
    },
    formDescription: "Variabel ditulis dalam kurung kurawal, misalnya {nama}.",
    loadSchema: () => schemas().then((m) => m.ZTemplateInput),
    formExtra: React.lazy(() => import("./template-preview")),
    statusFilter: true,
  },
  "canned-responses": {
    title: "Balasan Cepat",
    noun: "Balasan Cepat",
    subtitle: "Ketik / dan pintasannya di kotak balasan chat.",
    section: true,
    tableLabel: "Daftar balasan cepat",
    searchPlaceholder: "Cari balasan cepat",
    columns: [
      { key: "shortcut", header: "Pintasan", sortable: true, prefix: "/" },
      { key: "content", header: "Isi", kind: "clamp" },
    ],
    fields: [
      {
        name: "shortcut",
        label: "Pintasan",
        kind: "text",
        required: true,
        hint: "Huruf kecil tanpa spasi, misalnya salam",
      },
      { name: "content", label: "Isi", kind: "textarea", required: true },
    ],
    labelKey: "shortcut",
    labelPrefix: "/",
    defaultSort: "shortcut",
    feedback: "toast",
    messages: {
      created: "Balasan cepat ditambahkan",
      updated: "Balasan cepat diubah",
      deleted: "Balasan cepat dihapus",
    },
    formDescription: "Pintasan huruf kecil tanpa spasi, misalnya salam.",
    loadSchema: () => schemas().then((m) => m.ZCannedInput),
    // Agents who answer chats keep the canned responses (the resource's access).
    permissions: {
      create: "whatsapp-chats.update",
      update: "whatsapp-chats.update",
      delete: "whatsapp-chats.update",
    },
  },
  "response-patterns": {
    title: "Pola Balasan",
    noun: "Pola",
    subtitle: "Balasan otomatis untuk pesan yang cocok dengan pola, urut prioritas.",
    tableLabel: "Daftar pola balasan",
    searchPlaceholder: "Cari pola atau balasan",
    columns: [
      { key: "priority", header: "Prioritas", sortable: true },
      { key: "match_type", header: "Jenis", labels: MATCH_TYPE_LABEL },
      { key: "pattern", header: "Pola", kind: "code" },
      { key: "response", header: "Balasan", kind: "clamp" },
      { key: "is_active", header: "Status", kind: "status" },
    ],
    fields: [
      {
        name: "match_type",
        label: "Jenis pencocokan",
        kind: "select",
        options: MATCH_TYPE_LABEL,
        initial: "contains",
      },
      { name: "pattern", label: "Pola", kind: "text", required: true },
      { name: "response", label: "Balasan", kind: "textarea", required: true },
      {
        name: "priority",
        label: "Prioritas (kecil dulu)",
        kind: "number",
        required: true,
        initial: "10",
      },
      { name: "is_active", label: "Aktif", kind: "switch" },
    ],
    labelKey: "pattern",
    labelPrefix: "pola ",
    defaultSort: "priority",
    feedback: "toast",
    messages: { created: "Pola ditambahkan", updated: "Pola diubah", deleted: "Pola dihapus" },
    formDescription: "Regex dibatasi: tanpa pengulangan bersarang, maksimal 200 karakter.",
    loadSchema: () => schemas().then((m) => m.ZPatternInput),
    statusFilter: true,
  },
  "whatsapp-devices": {
    title: "Perangkat Broadcast",
    noun: "Perangkat",
    subtitle: "Nomor WhatsApp untuk chat dan broadcast, dengan status koneksinya.",
    tableLabel: "Daftar perangkat",
    searchPlaceholder: "Cari nama atau nomor",
    columns: [
      { key: "name", header: "Nama", sortable: true },
      { key: "phone", header: "Nomor" },
      {
        key: "status",
        header: "Status",
        kind: "badge",
        labels: DEVICE_STATUS_LABEL,
        colors: { connected: "green", connecting: "yellow", disconnected: "red" },
      },
      {
        key: "is_default",
        header: "Chat",
        kind: "badge",
        labels: { true: "Utama" },
        colors: { true: "indigo" },
      },
      {
        key: "driver",
        header: "Gateway",
        labels: { http: "HTTP", log: "Log (tidak terkirim)" },
      },
      { key: "rate_per_minute", header: "Pesan/menit" },
      { key: "last_seen_at", header: "Terakhir aktif", render: (r) => when(r, "last_seen_at") },
    ],
    fields: [
      { name: "name", label: "Nama", kind: "text", required: true },
      { name: "phone", label: "Nomor WhatsApp", kind: "text", required: true },
      {
        name: "instance_name",
        label: "Nama instance gateway",
        kind: "text",
        hint: "Kosongkan untuk memakai id perangkat",
      },
      {
        name: "rate_per_minute",
        label: "Batas pesan per menit",
        kind: "number",
        required: true,
        initial: "60",
      },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "toast",
    messages: {
      created: "Perangkat berhasil ditambahkan",
      updated: "Perangkat diubah",
      deleted: "Perangkat dihapus",
    },
    formDescription: "Nomor WhatsApp baru; hubungkan setelah disimpan.",
    loadSchema: () => schemas().then((m) => m.ZDeviceInput),
    offers: { update: false, delete: false },
    permissions: { create: "broadcast-devices.create" },
    rowActions: [
      {
        name: "connect",
        label: "Hubungkan",
        icon: Link2,
        text: true,
        panel: true,
        when: { key: "status", notIn: ["connected"] },
      },
      {
        name: "disconnect",
        label: "Putuskan",
        icon: Unplug,
        text: true,
        when: { key: "status", in: ["connected"] },
      },
      { name: "refresh", label: "Perbarui status", icon: RefreshCw },
      {
        name: "set-default",
        label: "Jadikan utama",
        icon: Star,
        when: { key: "is_default", in: [false] },
      },
    ],
    rowPanel: React.lazy(() => import("./pair-dialog")),
  },
  broadcasts: {
    title: "Broadcast",
    noun: "Broadcast",
    subtitle: "Progres tiap broadcast; jeda, lanjutkan atau batalkan selama berjalan.",
    section: true,
    tableLabel: "Daftar broadcast",
    searchPlaceholder: "Cari broadcast",
    columns: [
      { key: "createdAt", header: "Dibuat", sortable: true, render: (r) => when(r, "createdAt") },
      { key: "name", header: "Nama", sortable: true },
      {
        key: "status",
        header: "Status",
        kind: "badge",
        labels: BROADCAST_STATUS_LABEL,
        colors: {
          scheduled: "purple",
          sending: "yellow",
          paused: "gray",
          sent: "green",
          failed: "red",
          cancelled: "red",
        },
      },
      { key: "progress", header: "Progres", render: (r) => <BroadcastProgress row={r} /> },
      {
        key: "scheduled_at",
        header: "Jadwal",
        sortable: true,
        render: (r) => when(r, "scheduled_at") ?? "Segera",
      },
    ],
    fields: [],
    labelKey: "name",
    defaultSort: "-createdAt",
    include: [],
    feedback: "toast",
    messages: NO_MESSAGES,
    loadSchema: () => schemas().then((m) => m.ZBroadcastInput),
    // The new broadcast is the form above the list (broadcast-form.tsx); a broadcast is not
    // edited or deleted, it is paused, resumed or cancelled.
    offers: { create: false, update: false, delete: false },
    rowActions: [
      { name: "recipients", label: "Penerima", icon: Users, panel: true },
      {
        name: "pause",
        label: "Jeda",
        icon: Pause,
        when: { key: "status", in: ["sending", "scheduled"] },
        permission: "broadcasts.send",
      },
      {
        name: "resume",
        label: "Lanjutkan",
        icon: Play,
        when: { key: "status", in: ["paused"] },
        permission: "broadcasts.send",
      },
      {
        name: "cancel",
        label: "Batalkan",
        icon: XCircle,
        when: { key: "status", in: ["sending", "scheduled", "paused"] },
        permission: "broadcasts.send",
      },
    ],
    rowPanel: React.lazy(() => import("./broadcast-recipients")),
    pollWhile: { key: "status", in: ["sending"], ms: 3000 },
  },
};
