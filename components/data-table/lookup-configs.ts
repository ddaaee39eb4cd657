// The typed configs of the lookup screens (components/data-table/lookup-screen.tsx): what
// differs between Pendidikan, Pekerjaan, Hak Akses, Bank, Kelompok Barang and Ekspedisi (and the
// customer service lists, components/customer-service/cs-lookup-configs.tsx, which use the same
// screen). Plain data apart from a few render hooks: the server's create schemas the forms
// validate with are loaded by `loadSchema` (lookup-schemas.ts here), which only the form (loaded
// when it opens) calls, so the lists do not load zod up front.
import * as React from "react";
import { ListTree, type LucideIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { BadgeColor } from "@/components/ui/badge";
import type { Row } from "@/lib/jsonapi-client";

export type LookupKind =
  "educations" | "professions" | "permissions" | "banks" | "product-categories" | "expeditions";

/** What the form holds: text inputs and switches. Empty optional texts are sent as null. */
export type LookupValues = Record<string, string | boolean>;
export type LookupRow = Row<Record<string, unknown>>;

export interface LookupField {
  name: string;
  label: string;
  /** "number" is typed as text and sent as a number; "select" offers `options` (value: label). */
  kind: "text" | "switch" | "textarea" | "select" | "number";
  required?: boolean;
  hint?: string;
  options?: Record<string, string>;
  /** The value of a new row (texts: "", switches: on, selects: the first option). */
  initial?: string | boolean;
}

export interface LookupColumn {
  key: string;
  header: string;
  sortable?: boolean;
  /**
   * "status": an is_active boolean as Aktif / Non Aktif; "clamp": long text in two lines;
   * "code": monospace; "badge": the value's label in its color.
   */
  kind?: "text" | "status" | "clamp" | "code" | "badge";
  /** The shown text of a value (`String(value)`: "true", "http", …); unlisted values show "-". */
  labels?: Record<string, string>;
  colors?: Record<string, BadgeColor>;
  prefix?: string;
  /** A cell no kind covers (a broadcast's progress bar, a date). */
  render?: (row: LookupRow) => React.ReactNode;
}

/** A row's condition: the value at `key` is (or is not) one of the listed ones. */
export interface RowCondition {
  key: string;
  in?: unknown[];
  notIn?: unknown[];
}

/**
 * A row button: POST {type}/{id}/-actions/{name} (toast of its meta.message, the list reloads),
 * or, with `panel`, the config's row panel for that row. Labelled '<label> <row label>'.
 */
export interface LookupRowAction {
  name: string;
  label: string;
  icon: LucideIcon;
  /** Shows the label as text beside the icon. */
  text?: boolean;
  panel?: boolean;
  when?: RowCondition;
  permission?: string;
}

/** What a row panel (a dialog or a section under the list) is given. */
export interface LookupPanelProps {
  row: LookupRow;
  label: string;
  mayEdit: boolean;
  reloadKey: number;
  onClose: () => void;
}

/** Extra content of the add/edit form (under its fields), loaded with the form. */
export interface LookupFormExtraProps {
  form: UseFormReturn<LookupValues>;
}

export interface LookupConfig {
  title: string;
  /** Singular noun for buttons and dialogs, e.g. 'Kelompok Barang'. */
  noun: string;
  /** The line under the title (default 'Data master <noun>.'). */
  subtitle?: string;
  /** A section of a page (h2) rather than the page itself (h1). */
  section?: boolean;
  /** The table's accessible name (default 'Daftar <noun>'), the search placeholder. */
  tableLabel?: string;
  searchPlaceholder?: string;
  columns: LookupColumn[];
  fields: LookupField[];
  /** Column the row actions are labelled with ('Ubah <name>'), after `labelPrefix`. */
  labelKey: string;
  labelPrefix?: string;
  defaultSort: string;
  include?: string[];
  feedback: "toast" | "dialog";
  messages: { created: string; updated: string; deleted: string };
  /** The form dialog's description (default 'Isi data <noun> lalu simpan.'). */
  formDescription?: string;
  /** The server's create schema the form validates its payload with (loaded on demand). */
  loadSchema: () => Promise<z.ZodType>;
  formExtra?: React.LazyExoticComponent<React.ComponentType<LookupFormExtraProps>>;
  /** Which of add / edit / delete the screen offers (all by default; permissions still apply). */
  offers?: { create?: boolean; update?: boolean; delete?: boolean };
  /** Permission names (default '<type>.create' …). */
  permissions?: { create?: string; update?: string; delete?: string };
  /** A status select (Semua / Aktif / Non Aktif) over filter[is_active]. */
  statusFilter?: boolean;
  rowActions?: LookupRowAction[];
  /** The panel `panel` row actions open (an expedition's service lines, a device's pairing). */
  rowPanel?: React.LazyExoticComponent<React.ComponentType<LookupPanelProps>>;
  /** 'Cari Kantor': narrow the list to the row the picked office refers to (its education). */
  officeFilter?: { relationship: string };
  /** Reload every `ms` while a listed row matches (a broadcast that is sending). */
  pollWhile?: RowCondition & { ms: number };
}

/** Whether a row meets a condition. */
export function rowMatches(row: LookupRow, c: RowCondition): boolean {
  const v = row[c.key];
  return (!c.in || c.in.includes(v)) && (!c.notIn || !c.notIn.includes(v));
}

const schemaOf = (kind: LookupKind) => () =>
  import("./lookup-schemas").then((m): z.ZodType => m.LOOKUP_SCHEMAS[kind]);

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
    loadSchema: schemaOf("educations"),
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
    loadSchema: schemaOf("professions"),
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
    loadSchema: schemaOf("permissions"),
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
    loadSchema: schemaOf("banks"),
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
    loadSchema: schemaOf("product-categories"),
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
    loadSchema: schemaOf("expeditions"),
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
    rowActions: [{ name: "services", label: "Layanan", icon: ListTree, panel: true }],
    rowPanel: React.lazy(() => import("@/components/master/expedition-services-dialog")),
  },
};

/**
 * The attributes a form sends: empty optional texts become null, numbers are numbers (an empty
 * one null), switches stay booleans.
 */
export function lookupPayload(cfg: LookupConfig, values: LookupValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of cfg.fields) {
    const v = values[field.name];
    if (field.kind === "switch") out[field.name] = v === true;
    else {
      const text = typeof v === "string" ? v.trim() : "";
      if (field.kind === "number") out[field.name] = text === "" ? null : Number(text);
      else out[field.name] = text === "" && !field.required ? null : text;
    }
  }
  return out;
}
