// /admin/qrcode/laporan: QR codes per product — generations, codes generated and codes scanned
// (scannedAt set on the first scan) — optionally for one product and a WIB date range of the
// generation date. One grouped query; a supplier sees only its own products.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import { wibDayStart } from "@/server/logs/filters";
import { canReadQrCodes, qrOfficeLimit } from "./access";

export interface QrReportFilter {
  productId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface QrReportRow {
  productId: string;
  productCode: string;
  productName: string;
  generations: number;
  generated: number;
  scanned: number;
  lastGeneratedAt: Date | null;
}

export async function qrReport(
  db: Db,
  filter: QrReportFilter,
  actor: Actor,
): Promise<QrReportRow[]> {
  if (!canReadQrCodes(actor)) throw AppError.forbidden();
  const productId = filter.productId?.trim() || null;
  if (productId && !UUID_RE.test(productId))
    throw AppError.badRequest("filter[product_id] harus berupa id yang valid", {
      parameter: "filter[product_id]",
    });
  const from = filter.dateFrom?.trim() ? wibDayStart(filter.dateFrom, "date_from") : null;
  const to = filter.dateTo?.trim()
    ? new Date(wibDayStart(filter.dateTo, "date_to").getTime() + 24 * 3600_000)
    : null;
  const officeId = qrOfficeLimit(actor);
  const rows = await db.$queryRaw<
    {
      product_id: string;
      code: string;
      name: string;
      generations: number;
      generated: number;
      scanned: number;
      last_generated_at: Date | null;
    }[]
  >`
    SELECT p.id::text AS product_id, p.code, p.name,
           COUNT(DISTINCT g.id)::int AS generations,
           COUNT(q.id)::int AS generated,
           COUNT(q.scanned_at)::int AS scanned,
           MAX(g.created_at) AS last_generated_at
      FROM qr_code_generations g
      JOIN products p ON p.id = g.product_id
      LEFT JOIN qr_codes q ON q.qr_code_generation_id = g.id
     WHERE (${productId}::uuid IS NULL OR g.product_id = ${productId}::uuid)
       AND (${from}::timestamptz IS NULL OR g.created_at >= ${from}::timestamptz)
       AND (${to}::timestamptz IS NULL OR g.created_at < ${to}::timestamptz)
       AND (${officeId}::uuid IS NULL OR p.office_id = ${officeId}::uuid)
     GROUP BY p.id, p.code, p.name
     ORDER BY p.code`;
  return rows.map((r) => ({
    productId: r.product_id,
    productCode: r.code,
    productName: r.name,
    generations: r.generations,
    generated: r.generated,
    scanned: r.scanned,
    lastGeneratedAt: r.last_generated_at,
  }));
}
