// The retur list as a file (SPEC §7 "Returns": exports as on every list), through the one export
// mechanism (server/exports, docs/stock.md "Exports"), streamed as it is read:
//   GET returs/-actions/export-pdf     the rows GET returs lists for the same query, as PDF
//   GET returs/-actions/export-excel   the same as XLSX
// The rows are exactly the list's (engine.listWhere: read access, the office row scope, every
// filter and filter[search], the screen's search box), so an office never exports another
// office's returs, in the list's order (engine.listOrderBy: its sort, id last); a bad filter or
// sort is a JSON:API 400 before the first byte. Read in batches of that order (offset: the sort
// may be any sortable column, nullable or an enum, which a keyset cannot always follow), so the
// file streams in constant memory; the footer sums units and credited value.
import "server-only";
import type { DbClient } from "@/server/auth/db-client";
import type { TableExport } from "@/server/exports/stream";
import {
  tableFileAction,
  tableFileResponse,
  type TableFormat,
} from "@/server/exports/table-file-action";
import type { ActionDef } from "@/server/jsonapi/actions";
import type { Where } from "@/server/jsonapi/resource";
import { jakartaDateString } from "@/lib/business-date";
import {
  RETUR_KIND_LABEL,
  RETUR_STATUS_LABEL,
  type ReturKind,
  type ReturStatus,
} from "@/lib/labels/returs";

/** Rows read per database round trip. */
export const RETUR_EXPORT_BATCH = 1000;

type ReturExportRow = {
  id: string;
  code: string;
  kind: ReturKind;
  status: ReturStatus;
  returDate: Date;
  totalQuantity: number;
  totalPrice: bigint;
  description: string | null;
  originOffice: { code: string; name: string };
  destinationOffice: { code: string; name: string };
};

async function* returBatches(
  db: DbClient,
  where: Where,
  orderBy: Where[],
): AsyncGenerator<ReturExportRow[]> {
  for (let skip = 0; ; skip += RETUR_EXPORT_BATCH) {
    const rows: ReturExportRow[] = await db.retur.findMany({
      where,
      orderBy,
      skip,
      take: RETUR_EXPORT_BATCH,
      select: {
        id: true,
        code: true,
        kind: true,
        status: true,
        returDate: true,
        totalQuantity: true,
        totalPrice: true,
        description: true,
        originOffice: { select: { code: true, name: true } },
        destinationOffice: { select: { code: true, name: true } },
      },
    });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < RETUR_EXPORT_BATCH) return;
  }
}

export function returListExport(
  db: DbClient,
  where: Where,
  orderBy: Where[],
): TableExport<ReturExportRow> {
  let units = 0;
  let value = 0n;
  async function* counted() {
    for await (const batch of returBatches(db, where, orderBy)) {
      for (const r of batch) {
        units += r.totalQuantity;
        value += r.totalPrice;
      }
      yield batch;
    }
  }
  const office = (o: { code: string; name: string }) => `${o.code} - ${o.name}`;
  return {
    title: "Daftar Retur",
    subtitle: [`Tanggal export: ${jakartaDateString()}`],
    columns: [
      { header: "Kode Retur", width: 24, value: (r) => r.code },
      { header: "Tanggal", width: 12, value: (r) => r.returDate.toISOString().slice(0, 10) },
      { header: "Jenis", width: 20, value: (r) => RETUR_KIND_LABEL[r.kind] },
      { header: "Kantor Asal", width: 28, value: (r) => office(r.originOffice) },
      { header: "Tujuan", width: 28, value: (r) => office(r.destinationOffice) },
      { header: "Status", width: 18, value: (r) => RETUR_STATUS_LABEL[r.status] },
      { header: "Jumlah", width: 10, value: (r) => r.totalQuantity, numeric: true },
      { header: "Nilai", width: 16, value: (r) => Number(r.totalPrice), numeric: true },
      { header: "Keterangan", width: 30, value: (r) => r.description ?? "" },
    ],
    batches: counted(),
    footer: async () => ["Total", "", "", "", "", "", units, Number(value), ""],
  };
}

function exportAction(name: string, format: TableFormat): ActionDef {
  return tableFileAction("returs", name, format, (ctx) => {
    // Validates the query and checks read access before the first byte (400 / 401 / 403).
    const request = { db: ctx.db, actor: ctx.actor, url: ctx.url };
    const where = ctx.engine.listWhere(request, "returs");
    const orderBy = ctx.engine.listOrderBy(request, "returs");
    return tableFileResponse(returListExport(ctx.db, where, orderBy), format, "daftar-retur");
  });
}

export const returExportActions: ActionDef[] = [
  exportAction("export-pdf", "pdf"),
  exportAction("export-excel", "xlsx"),
];
