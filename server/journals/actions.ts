// The general ledger's actions (SPEC §7 "journal-entries and downloadDbf", docs/journals.md):
//   GET journal-entries/-actions/downloadDbf       the lines of the filters as a dBase III file
//   GET journal-entries/-actions/general-ledger    opening, totals and closing of the filters (meta)
//   GET journal-entries/-actions/export-excel      the general ledger as XLSX (streamed)
//   GET journal-entries/-actions/export-pdf        the general ledger as PDF (streamed)
// Filters (server/journals/general-ledger.ts): account_id | account_code, date_from, date_to
// (default this Jakarta month, at most 366 days), period_id, office_id, source_type; a bad one is
// a 400 before the first byte. Pusat finance only: journal-entries.view (403), the files also
// journal-entries.export.
import "server-only";
import { mkdtemp, rm } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { DBFFile, type FieldDescriptor } from "dbffile";
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import type { ActionDef } from "@/server/jsonapi/actions";
import { documentResponse, FILE_TYPES, fileResponse } from "@/server/jsonapi/respond";
import { neutraliseFormula } from "@/server/exports/cell";
import {
  tableFileAction,
  tableFileResponse,
  type TableFormat,
} from "@/server/exports/table-file-action";
import type { TableExport } from "@/server/exports/stream";
import { formatRupiah } from "@/lib/format";
import {
  ledgerBatches,
  ledgerFilterFrom,
  ledgerSummary,
  type LedgerFilter,
  type LedgerLine,
} from "./general-ledger";
import { JOURNAL_EXPORT, readsJournals } from "./resources";

function requireReader(actor: Actor, file: boolean): void {
  if (!readsJournals(actor)) throw AppError.forbidden();
  if (file && !hasPermission(actor, JOURNAL_EXPORT)) throw AppError.forbidden();
}

/** dBase III columns (names at most 10 characters): one record per journal line. */
export const JOURNAL_DBF_FIELDS: FieldDescriptor[] = [
  { name: "TANGGAL", type: "D", size: 8 },
  { name: "NO_JURNAL", type: "C", size: 24 },
  { name: "KD_AKUN", type: "C", size: 32 },
  { name: "NM_AKUN", type: "C", size: 100 },
  { name: "KANTOR", type: "C", size: 64 },
  { name: "KETERANGAN", type: "C", size: 200 },
  { name: "DEBET", type: "N", size: 18, decimalPlaces: 0 },
  { name: "KREDIT", type: "N", size: 18, decimalPlaces: 0 },
  { name: "SUMBER", type: "C", size: 30 },
  { name: "ID_SUMBER", type: "C", size: 36 },
];

const clip = (text: string, size: number) => {
  const s = neutraliseFormula(text);
  return s.length > size ? s.slice(0, size) : s;
};

/** Written to a private temporary file in batches, streamed, then removed (like orders' DBF). */
async function writeDbf(db: DbClient, f: LedgerFilter): Promise<ReadableStream<Uint8Array>> {
  const dir = await mkdtemp(path.join(tmpdir(), "journal-dbf-"));
  const file = path.join(dir, "jurnal.dbf");
  try {
    const dbf = await DBFFile.create(file, JOURNAL_DBF_FIELDS, { fileVersion: 0x03 });
    for await (const batch of ledgerBatches(db, f, 1000))
      await dbf.appendRecords(
        batch.map((l) => ({
          TANGGAL: new Date(`${l.entryDate}T00:00:00Z`),
          NO_JURNAL: clip(l.journalNumber, 24),
          KD_AKUN: clip(l.accountCode, 32),
          NM_AKUN: clip(l.accountName, 100),
          KANTOR: clip(l.officeCode, 64),
          KETERANGAN: clip(l.description, 200),
          DEBET: Number(l.debit),
          KREDIT: Number(l.credit),
          SUMBER: clip(l.sourceType, 30),
          ID_SUMBER: clip(l.sourceId, 36),
        })),
      );
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
  const stream = createReadStream(file);
  stream.once("close", () => void rm(dir, { recursive: true, force: true }));
  return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
}

const downloadDbf: ActionDef = {
  type: "journal-entries",
  name: "downloadDbf",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  produces: FILE_TYPES.dbf,
  async run(ctx) {
    requireReader(ctx.requireActor(), true);
    const f = await ledgerFilterFrom(ctx.db, ctx.url);
    return fileResponse(await writeDbf(ctx.db, f), {
      type: FILE_TYPES.dbf,
      filename: `jurnal-${f.from}-${f.to}.dbf`,
    });
  },
};

async function summaryMeta(db: DbClient, f: LedgerFilter) {
  const [s, account] = await Promise.all([
    ledgerSummary(db, f),
    f.accountId
      ? db.account.findUnique({ where: { id: f.accountId }, select: { code: true, name: true } })
      : null,
  ]);
  return {
    date_from: f.from,
    date_to: f.to,
    account_id: f.accountId,
    account_code: account?.code ?? null,
    account_name: account?.name ?? null,
    office_id: f.officeId,
    source_type: f.sourceType,
    period_id: f.periodId,
    opening_balance: Number(s.opening),
    total_debit: Number(s.debit),
    total_credit: Number(s.credit),
    closing_balance: Number(s.closing),
    line_count: s.lines,
    opening_from_period_id: s.openingFromPeriodId,
  };
}

const generalLedger: ActionDef = {
  type: "journal-entries",
  name: "general-ledger",
  scope: "collection",
  methods: ["GET"],
  auth: "required",
  async run(ctx) {
    requireReader(ctx.requireActor(), false);
    const f = await ledgerFilterFrom(ctx.db, ctx.url);
    return documentResponse({ jsonapi: { version: "1.0" }, meta: await summaryMeta(ctx.db, f) });
  },
};

async function ledgerExport(db: DbClient, f: LedgerFilter): Promise<TableExport<LedgerLine>> {
  const m = await summaryMeta(db, f);
  return {
    title: "Laporan GL",
    subtitle: [
      `Periode ${f.from} s.d. ${f.to}`,
      m.account_code ? `Akun ${m.account_code} ${m.account_name ?? ""}` : "Semua akun",
      `Saldo awal ${formatRupiah(m.opening_balance)}`,
    ],
    columns: [
      { header: "Tanggal", width: 12, value: (l) => l.entryDate },
      { header: "No. Jurnal", width: 22, value: (l) => l.journalNumber },
      { header: "Akun", width: 28, value: (l) => `${l.accountCode} ${l.accountName}` },
      { header: "Kantor", width: 12, value: (l) => l.officeCode },
      { header: "Keterangan", width: 40, value: (l) => l.description },
      { header: "Debet", width: 16, value: (l) => Number(l.debit), numeric: true },
      { header: "Kredit", width: 16, value: (l) => Number(l.credit), numeric: true },
    ],
    batches: ledgerBatches(db, f, 1000),
    footer: async () => [
      "",
      "",
      "",
      "",
      `Saldo akhir ${formatRupiah(m.closing_balance)}`,
      m.total_debit,
      m.total_credit,
    ],
  };
}

const ledgerFile = (name: string, format: TableFormat) =>
  tableFileAction("journal-entries", name, format, async (ctx, actor) => {
    requireReader(actor, true);
    const f = await ledgerFilterFrom(ctx.db, ctx.url);
    return tableFileResponse(await ledgerExport(ctx.db, f), format, "laporan-gl");
  });

export const journalActions: ActionDef[] = [
  downloadDbf,
  generalLedger,
  ledgerFile("export-excel", "xlsx"),
  ledgerFile("export-pdf", "pdf"),
];
