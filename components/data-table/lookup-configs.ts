// The typed configs of the Admin lookup screens (components/data-table/lookup-screen.tsx): what
// differs between Pendidikan, Pekerjaan, Hak Akses, Bank, Kelompok Barang and Ekspedisi. Plain data:
// the server's create schemas the forms validate with are in lookup-schemas.ts, which only the
// form (loaded when it opens) imports, so the lists do not load zod up front.
import type { Row } from "@/lib/jsonapi-client";

export type LookupKind =
  "educations" | "professions" | "permissions" | "banks" | "product-categories" | "expeditions";

/** What the form holds: text inputs and switches. Empty optional texts are sent as null. */
export type LookupValues = Record<string, string | boolean>;
export type LookupRow = Row<Record<string, unknown>>;

interface LookupField {
  name: string;
  label: string;
  kind: "text" | "switch";
  required?: boolean;
}

interface LookupColumn {
  key: string;
  header: string;
  sortable?: boolean;
  /** "status" renders an is_active boolean as Aktif / Non Aktif. */
  kind?: "text" | "status";
}

export interface LookupConfig {
  title: string;
  /** Singular noun for buttons and dialogs, e.g. 'Kelompok Barang'. */
  noun: string;
  columns: LookupColumn[];
  fields: LookupField[];
  /** Column the row actions are labelled with ('Ubah <name>'). */
  labelKey: string;
  defaultSort: string;
  feedback: "toast" | "dialog";
  messages: { created: string; updated: string; deleted: string };
  /** A status select (Semua / Aktif / Non Aktif) over filter[is_active]. */
  statusFilter?: boolean;
  /** A row action opening a panel of the row's children (an expedition's service lines). */
  rowPanel?: "expedition-services";
  /** 'Cari Kantor': narrow the list to the row the picked office refers to (its education). */
  officeFilter?: { relationship: string };
}

const NAME_DESCRIPTION: LookupField[] = [
  { name: "name", label: "Nama", kind: "text", required: true },
  { name: "description", label: "Keterangan", kind: "text" },
];
const NAME_DESCRIPTION_COLUMNS: LookupColumn[] = [
  { key: "name", header: "Nama", sortable: true },
  { key: "description", header: "Keterangan" },
];
const DIALOG_MESSAGES = {
  created: "Data Berhasil disimpan",
  updated: "Data Berhasil diubah",
} as const;

export const LOOKUPS: Record<LookupKind, LookupConfig> = {
  educations: {
    title: "Pendidikan",
    noun: "Pendidikan",
    columns: NAME_DESCRIPTION_COLUMNS,
    fields: NAME_DESCRIPTION,
    labelKey: "name",
    defaultSort: "name",
    feedback: "toast",
    messages: {
      created: "Data pendidikan berhasil ditambahkan",
      updated: "Data pendidikan berhasil diubah",
      deleted: "Data pendidikan berhasil dihapus",
    },
    officeFilter: { relationship: "education" },
  },
  professions: {
    title: "Pekerjaan",
    noun: "Pekerjaan",
    columns: NAME_DESCRIPTION_COLUMNS,
    fields: NAME_DESCRIPTION,
    labelKey: "name",
    defaultSort: "name",
    feedback: "toast",
    messages: {
      created: "Profesi berhasil ditambahkan",
      updated: "Profesi berhasil diubah",
      deleted: "Profesi berhasil dihapus",
    },
  },
  permissions: {
    title: "Hak Akses",
    noun: "Hak Akses",
    columns: [
      { key: "name", header: "Nama Hak Akses", sortable: true },
      { key: "description", header: "Keterangan" },
    ],
    fields: [
      { name: "name", label: "Nama Hak Akses", kind: "text", required: true },
      { name: "description", label: "Keterangan", kind: "text" },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "toast",
    messages: {
      created: "Hak akses berhasil ditambahkan",
      updated: "Hak akses berhasil diubah",
      deleted: "Hak akses berhasil dihapus",
    },
  },
  banks: {
    title: "Bank",
    noun: "Bank",
    columns: [
      { key: "code", header: "Kode", sortable: true },
      { key: "name", header: "Nama Bank", sortable: true },
      { key: "description", header: "Keterangan" },
      { key: "is_active", header: "Status", kind: "status" },
    ],
    fields: [
      { name: "code", label: "Kode Bank", kind: "text", required: true },
      { name: "name", label: "Nama Bank", kind: "text", required: true },
      { name: "description", label: "Keterangan", kind: "text" },
      { name: "is_active", label: "Aktif", kind: "switch" },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "dialog",
    messages: { ...DIALOG_MESSAGES, deleted: "Bank berhasil dihapus" },
    statusFilter: true,
  },
  "product-categories": {
    title: "Kelompok Barang",
    noun: "Kelompok Barang",
    columns: [
      { key: "code", header: "Kode", sortable: true },
      { key: "name", header: "Nama Kelompok", sortable: true },
      { key: "description", header: "Keterangan" },
    ],
    fields: [
      { name: "code", label: "Kode", kind: "text", required: true },
      { name: "name", label: "Nama Kelompok", kind: "text", required: true },
      { name: "description", label: "Keterangan", kind: "text" },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "dialog",
    messages: { ...DIALOG_MESSAGES, deleted: "Kelompok barang berhasil dihapus" },
  },
  expeditions: {
    title: "Ekspedisi",
    noun: "Ekspedisi",
    columns: [
      { key: "code", header: "Kode", sortable: true },
      { key: "name", header: "Nama Ekspedisi", sortable: true },
      { key: "phone", header: "No. Telp" },
      { key: "address", header: "Alamat" },
      { key: "is_active", header: "Status", kind: "status" },
    ],
    fields: [
      { name: "code", label: "Kode Ekspedisi", kind: "text", required: true },
      { name: "name", label: "Nama Ekspedisi", kind: "text", required: true },
      { name: "phone", label: "No. Telp", kind: "text" },
      { name: "address", label: "Alamat", kind: "text" },
      { name: "description", label: "Keterangan", kind: "text" },
      { name: "is_active", label: "Aktif", kind: "switch" },
    ],
    labelKey: "name",
    defaultSort: "name",
    feedback: "dialog",
    messages: { ...DIALOG_MESSAGES, deleted: "Ekspedisi berhasil dihapus" },
    statusFilter: true,
    rowPanel: "expedition-services",
  },
};

/** The attributes a form sends: empty optional texts become null, switches stay booleans. */
export function lookupPayload(cfg: LookupConfig, values: LookupValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of cfg.fields) {
    const v = values[field.name];
    if (field.kind === "switch") out[field.name] = v === true;
    else {
      const text = typeof v === "string" ? v.trim() : "";
      out[field.name] = text === "" && !field.required ? null : text;
    }
  }
  return out;
}
