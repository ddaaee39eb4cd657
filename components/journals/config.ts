// The general ledger screen's query (Kasir /kasir/laporan-gl, docs/journals.md): the journal
// lines of GET journal-entries in date order, filtered like the summary and the exports
// (journal-entries/-actions/general-ledger, export-excel, export-pdf, downloadDbf).
import type { ListQuery } from "@/components/data-table/query";
import { jakartaDateString, jakartaMonthRange } from "@/lib/business-date";

export interface LedgerChoice {
  from: string;
  to: string;
  accountId: string;
  officeId: string;
}

/** The first of this Jakarta month up to today. */
export function defaultLedgerChoice(): LedgerChoice {
  return { from: jakartaMonthRange().from, to: jakartaDateString(), accountId: "", officeId: "" };
}

export function ledgerFilters(c: LedgerChoice): Record<string, string> {
  return {
    date_from: c.from,
    date_to: c.to,
    account_id: c.accountId,
    office_id: c.officeId,
  };
}

export function ledgerQuery(c: LedgerChoice = defaultLedgerChoice()): ListQuery & {
  filters: Record<string, string>;
} {
  return {
    resource: "journal-entries",
    pageSize: 25,
    defaultSort: "entry_date",
    include: [],
    filters: ledgerFilters(c),
  };
}

export const LEDGER_MESSAGES = {
  load: "Gagal memuat laporan",
  excel: "Gagal export excel",
  pdf: "Gagal export pdf",
  dbf: "Gagal export DBF",
} as const;
