// The general ledger read through the generic engine (SPEC §7 "Periods and others": journal
// entries; docs/journals.md "API"): GET journal-entries (the lines; filters by period, account,
// office, date range and source; sort; cursor or page paging; include account, period, office)
// and GET accounts (the chart). Read-only: lines are written only by postJournal. Pusat finance
// only (journal-entries.view: the Kasir, Laporan and the superadmin).
import {
  attr,
  dayFilter,
  enumFilter,
  eqFilter,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";

export const JOURNAL_VIEW = "journal-entries.view";
export const JOURNAL_EXPORT = "journal-entries.export";
export const readsJournals = pusatWith(JOURNAL_VIEW);

export const journalEntries = defineResource({
  type: "journal-entries",
  model: "journalEntry",
  idKind: "uuid",
  attributes: {
    journal_number: attr("journalNumber", "string", { sortable: true }),
    entry_date: attr("entryDate", "date", { sortable: true }),
    account_id: attr("accountId"),
    account_code: attr("accountCode", "string", { sortable: true }),
    account_name: attr("accountName"),
    description: attr("description"),
    debit: attr("debit", "money", { sortable: true }),
    credit: attr("credit", "money", { sortable: true }),
    office_id: attr("officeId"),
    period_id: attr("periodId"),
    source_type: attr("sourceType"),
    source_id: attr("sourceId"),
    created_by_id: attr("createdById"),
    ...timestamps(),
  },
  relationships: {
    account: { type: "accounts", kind: "one", foreignKey: "accountId" },
    period: { type: "periods", kind: "one", foreignKey: "periodId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
  },
  search: ["journalNumber", "description", "accountCode"],
  filters: {
    period_id: uuidFilter("periodId", "period_id"),
    account_id: uuidFilter("accountId", "account_id"),
    account_code: eqFilter("accountCode"),
    office_id: uuidFilter("officeId", "office_id"),
    journal_number: eqFilter("journalNumber"),
    source_type: eqFilter("sourceType"),
    source_id: uuidFilter("sourceId", "source_id"),
    date_from: dayFilter("entryDate", "date_from", "gte"),
    date_to: dayFilter("entryDate", "date_to", "lte"),
  },
  defaultSort: "-entry_date",
  pageSize: { default: 25, max: 200 },
  // The ledger grows without bound (docs/stock.md "Lists over a million ledger rows").
  countCap: 10_000,
  access: { read: readsJournals },
});

export const ACCOUNT_KINDS = ["asset", "liability", "equity", "revenue", "expense"] as const;

export const accounts = defineResource({
  type: "accounts",
  model: "account",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    kind: attr("kind", "enum", { sortable: true }),
    normal_side: attr("normalSide", "enum"),
    office_bank_id: attr("officeBankId"),
    is_active: attr("isActive", "boolean"),
    description: attr("description"),
    ...timestamps(),
  },
  relationships: {
    "office-bank": { type: "office-banks", kind: "one", foreignKey: "officeBankId" },
  },
  search: ["code", "name"],
  filters: {
    kind: enumFilter("kind", "kind", ACCOUNT_KINDS),
    code: eqFilter("code"),
    office_bank_id: uuidFilter("officeBankId", "office_bank_id"),
  },
  defaultSort: "code",
  pageSize: { default: 50, max: 200 },
  access: { read: readsJournals },
});

export const journalResources: ResourceDef[] = [journalEntries, accounts];
